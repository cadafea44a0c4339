'use client';

import {
  scoreboardView,
  selectLiveEvent,
  useAppSelector,
  type RootState,
  type ScoreboardEvent,
} from '@clem/core';
import { useCallback, useMemo } from 'react';
import { Scoreboard } from '../scoreboard/Scoreboard';

/**
 * The live event page's scoreboard header (betting §2, chosen by sport): the store's live event
 * (clock, period, scores, sets, cricket) over the server's render, so it moves with the game.
 * `showFootballHalftime` is the environment flag of the spec (CLEM_FOOTBALL_HALFTIME_SCORE).
 */
export function LiveScoreboard({
  initial,
  showFootballHalftime,
}: {
  initial: ScoreboardEvent & { id: number };
  showFootballHalftime: boolean;
}) {
  const id = initial.id;
  // A stable selector: an inline one's memo, kept by the previous render, pins an old store state.
  const live = useAppSelector(useCallback((state: RootState) => selectLiveEvent(state, id), [id]));
  const view = useMemo(
    () => scoreboardView(live ? { ...initial, ...live } : initial, { showFootballHalftime }),
    [initial, live, showFootballHalftime],
  );
  return <Scoreboard view={view} />;
}
