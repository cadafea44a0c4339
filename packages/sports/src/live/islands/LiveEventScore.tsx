'use client';

import { scoreboardView, selectLiveEvent, useAppSelector } from '@clem/core';
import { useMemo } from 'react';
import type { LiveRowData } from '../../events/rowView';
import { LiveScoreSummary } from '../scoreboard/LiveScoreSummary';

/**
 * A live row's clock, period and score (the server dot for tennis and padel, the batting side for
 * cricket), kept current by the live data: the store's event over the server's render.
 */
export function LiveEventScore({ initial }: { initial: LiveRowData }) {
  const live = useAppSelector((state) => selectLiveEvent(state, initial.id));
  const view = useMemo(
    () => scoreboardView(live ? { ...initial, ...live } : initial, { showFootballHalftime: false }),
    [initial, live],
  );
  return <LiveScoreSummary view={view} />;
}
