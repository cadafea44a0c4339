import type { ScoreboardView } from '@clem/core';
import { CricketScoreboard } from './CricketScoreboard';
import { GenericScoreboard } from './GenericScoreboard';
import { PeriodScoreboard } from './PeriodScoreboard';
import { ScoreboardFrame } from './ScoreboardFrame';
import { SetsScoreboard } from './SetsScoreboard';
import { clockText } from './scoreboardWords';
import { useScoreboardT } from './useScoreboardT';

/**
 * The live event page's scoreboard header, chosen by the view's kind (core's `scoreboardView`):
 * none (nothing is rendered), period, sets, cricket or generic, on the sport's background with
 * the clock above the table. Renders on the server and in the browser alike; the live data hands
 * it a fresh view on every change.
 */
export function Scoreboard({ view }: { view: ScoreboardView }) {
  const t = useScoreboardT();
  if (view.kind === 'none') return null;
  return (
    <div className="cs-sb" data-sport={view.sportCode}>
      <ScoreboardFrame background={view.background}>
        <p className="cs-sb-clock" data-clock={view.clock.state}>
          {clockText(t, view)}
        </p>
        <ScoreboardTable view={view} />
      </ScoreboardFrame>
    </div>
  );
}

function ScoreboardTable({ view }: { view: Exclude<ScoreboardView, { kind: 'none' }> }) {
  switch (view.kind) {
    case 'period':
      return <PeriodScoreboard view={view} />;
    case 'sets':
      return <SetsScoreboard view={view} />;
    case 'cricket':
      return <CricketScoreboard view={view} />;
    case 'generic':
      return <GenericScoreboard view={view} />;
  }
}
