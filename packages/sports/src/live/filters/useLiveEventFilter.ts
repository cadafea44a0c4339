'use client';

import {
  desktopFilterMatches,
  liveEventMatches,
  useAppSelector,
  type DesktopFilterState,
  type LiveFilterEvent,
  type LiveFilterState,
} from '@clem/core';
import { useCallback } from 'react';
import { selectDesktopLiveFilter, selectLiveFilter } from './liveFilterSlice';

/** Which of the two filters a live list follows: the phone chips or the desktop side panel. */
export type LiveFilterMode = 'mobile' | 'desktop';

/**
 * The predicate a live list hides its rows with: true for an event the player's filter shows.
 * The caller says which filter applies (the layout it renders), never the window size, so the
 * server render and the hydrated list agree. The predicate changes only when that filter does.
 */
export function useLiveEventFilter(mode: LiveFilterMode): (event: LiveFilterEvent) => boolean {
  // Only the filter that applies is read, so the other one changing re-renders nothing.
  const filter = useAppSelector((state) =>
    mode === 'mobile' ? selectLiveFilter(state) : selectDesktopLiveFilter(state),
  );
  return useCallback((event: LiveFilterEvent) => shows(event, filter), [filter]);
}

function shows(event: LiveFilterEvent, filter: LiveFilterState | DesktopFilterState): boolean {
  return 'competitionDesktopList' in filter
    ? desktopFilterMatches(event, filter)
    : liveEventMatches(event, filter);
}
