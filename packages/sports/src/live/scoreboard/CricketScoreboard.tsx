import type { ScoreboardView } from '@clem/core';
import { useScoreboardT } from './useScoreboardT';
import { ColumnHeader, ScoreboardCaption, SideHeader } from './parts';

export type CricketScoreboardView = Extract<ScoreboardView, { kind: 'cricket' }>;

/**
 * Cricket: each side's innings as runs/wickets and overs ("168/6 (20.0 ov)"), the side batting
 * marked. One column per innings a side has played (a T20 has one each, headed "Score").
 */
export function CricketScoreboard({ view }: { view: CricketScoreboardView }) {
  const t = useScoreboardT();
  const columns = Array.from({ length: view.inningsColumns }, (_, index) => index);
  return (
    <table className="cs-sb-table" data-scoreboard="cricket">
      <ScoreboardCaption sides={view.sides} t={t} />
      <thead>
        <tr>
          <th scope="col" className="cs-sb-team">
            <span className="cs-vh">{t('scoreboard.team')}</span>
          </th>
          {columns.map((index) => {
            const label =
              view.inningsColumns === 1
                ? t('scoreboard.score')
                : t('scoreboard.innings', { number: index + 1 });
            return <ColumnHeader key={index} t={t} short={label} long={label} />;
          })}
        </tr>
      </thead>
      <tbody>
        {view.sides.map((side, sideIndex) => (
          <tr key={side.opponentId}>
            <SideHeader side={side} t={t} />
            {columns.map((index) => {
              const innings = view.innings[sideIndex]?.[index];
              return (
                <td key={index} className="cs-sb-cell cs-sb-strong">
                  {innings ? (
                    <>
                      {`${innings.runs}/${innings.wickets} `}
                      <span className="cs-sb-overs" aria-hidden="true">
                        ({t('scoreboard.oversShort', { overs: innings.overs })})
                      </span>
                      <span className="cs-vh">
                        {t('scoreboard.overs', { overs: innings.overs })}
                      </span>
                    </>
                  ) : (
                    <span aria-hidden="true">–</span>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
