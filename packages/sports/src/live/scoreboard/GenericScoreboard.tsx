import type { ScoreboardView } from '@clem/core';
import { useScoreboardT } from './useScoreboardT';
import {
  ColumnHeader,
  FootballCells,
  FootballHeaders,
  ScoreCell,
  ScoreboardCaption,
  SideHeader,
} from './parts';

export type GenericScoreboardView = Extract<ScoreboardView, { kind: 'generic' }>;

/** Both opponents and their score (FOOT adds cards, corners and its halftime score). */
export function GenericScoreboard({ view }: { view: GenericScoreboardView }) {
  const t = useScoreboardT();
  return (
    <table className="cs-sb-table" data-scoreboard="generic">
      <ScoreboardCaption sides={view.sides} t={t} />
      <thead>
        <tr>
          <th scope="col" className="cs-sb-team">
            <span className="cs-vh">{t('scoreboard.team')}</span>
          </th>
          <ColumnHeader t={t} short={t('scoreboard.score')} long={t('scoreboard.score')} />
          <FootballHeaders football={view.football} t={t} />
        </tr>
      </thead>
      <tbody>
        {view.sides.map((side, index) => (
          <tr key={side.opponentId}>
            <SideHeader side={side} t={t} />
            <ScoreCell value={side.score ?? 0} strong />
            <FootballCells football={view.football} index={index} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
