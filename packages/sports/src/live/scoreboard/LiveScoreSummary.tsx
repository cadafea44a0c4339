import type { ScoreboardView } from '@clem/core';
import { clockShortText, clockText } from './scoreboardWords';
import { useScoreboardT } from './useScoreboardT';

/**
 * The compact clock, period and score of an event row in a live list ("H2 67'  2 – 1"), for
 * every kind of scoreboard, `none` included (boxing and cricket rows still show their score).
 * The server's green dot (tennis, padel) and the batting marker (cricket) sit by the score; a
 * screen reader hears the full clock ("2nd half 67'") and each side's name, score and marker.
 */
export function LiveScoreSummary({ view }: { view: ScoreboardView }) {
  const t = useScoreboardT();
  return (
    <span className="cs-sb-sum" data-live-score="">
      <span className="cs-live-clock">
        <span aria-hidden="true">{clockShortText(t, view)}</span>
        <span className="cs-vh">{clockText(t, view)}</span>
      </span>
      <span className="cs-vh">{t('scoreboard.summary')}:</span>
      <span className="cs-sb-sum-scores">
        {view.sides.map((side, index) => (
          <span key={side.opponentId} className="cs-sb-sum-side">
            {index > 0 ? (
              <span className="cs-sb-sum-sep" aria-hidden="true">
                –
              </span>
            ) : null}
            <span className="cs-vh">{side.name} </span>
            {side.serving ? (
              <span className="cs-sb-mark" data-mark="serving">
                <span className="cs-sb-dot" aria-hidden="true" />
                <span className="cs-vh">{t('scoreboard.serving')} </span>
              </span>
            ) : null}
            {side.batting ? (
              <span className="cs-sb-mark" data-mark="batting">
                <span className="cs-sb-bat" aria-hidden="true" />
                <span className="cs-vh">{t('scoreboard.batting')} </span>
              </span>
            ) : null}
            <span className="cs-sb-sum-score">{side.score ?? '0'}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
