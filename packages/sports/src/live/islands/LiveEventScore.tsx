'use client';

import { scoreboardView, selectLiveEvent, useAppSelector, type RootState } from '@clem/core';
import { useCallback, useMemo } from 'react';
import type { LiveRowData } from '../../events/rowView';
import { LiveScoreSummary } from '../scoreboard/LiveScoreSummary';

/**
 * A live row's clock, period and score (the server dot for tennis and padel, the batting side for
 * cricket), kept current by the live data: the store's event over the server's render.
 */
export function LiveEventScore({ initial }: { initial: LiveRowData }) {
  const id = initial.id;
  // A stable selector: an inline one's memo, kept by the previous render, pins an old store state.
  const live = useAppSelector(useCallback((state: RootState) => selectLiveEvent(state, id), [id]));
  const view = useMemo(
    () => scoreboardView(live ? { ...initial, ...live } : initial, { showFootballHalftime: false }),
    [initial, live],
  );
  return <LiveScoreSummary view={view} />;
}
