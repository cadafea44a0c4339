import type { ScoreboardView } from '@clem/core';
import { matchScoreLabels, periodName, periodShortName } from './scoreboardWords';
import { useScoreboardT } from './useScoreboardT';
import { ColumnHeader, ScoreCell, ScoreboardCaption, SideHeader } from './parts';

export type SetsScoreboardView = Extract<ScoreboardView, { kind: 'sets' }>;

/**
 * The last sets (5 at most; none when the sport plays more than 8, the match score alone), the
 * current game's points in tennis and padel, and the sets won. Tennis and padel say
 * "Game n / Set m" above the table and mark the server.
 */
export function SetsScoreboard({ view }: { view: SetsScoreboardView }) {
  const t = useScoreboardT();
  const key = view.setKey ?? 'SETS';
  const won = matchScoreLabels(t, view.setKey);
  return (
    <div className="cs-sb-sets">
      {view.game ? <p className="cs-sb-game">{t('scoreboard.game', view.game)}</p> : null}
      <table className="cs-sb-table" data-scoreboard="sets">
        <ScoreboardCaption sides={view.sides} t={t} />
        <thead>
          <tr>
            <th scope="col" className="cs-sb-team">
              <span className="cs-vh">{t('scoreboard.team')}</span>
            </th>
            {view.sets.map((set) => {
              const period = { key, number: set.instance };
              return (
                <ColumnHeader
                  key={set.instance}
                  t={t}
                  kind="set"
                  current={set.current}
                  short={periodShortName(t, period)}
                  long={periodName(t, period)}
                />
              );
            })}
            {view.points ? (
              <ColumnHeader
                t={t}
                kind="points"
                short={t('scoreboard.pointsShort')}
                long={t('scoreboard.points')}
              />
            ) : null}
            <ColumnHeader t={t} kind="match" short={won.short} long={won.long} />
          </tr>
        </thead>
        <tbody>
          {view.sides.map((side, index) => (
            <tr key={side.opponentId}>
              <SideHeader side={side} t={t} />
              {view.sets.map((set) => (
                <ScoreCell
                  key={set.instance}
                  value={set.scores[index] ?? null}
                  current={set.current}
                />
              ))}
              {view.points ? <ScoreCell value={view.points[index] ?? '0'} /> : null}
              <ScoreCell value={view.matchScore[index] ?? 0} strong />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
