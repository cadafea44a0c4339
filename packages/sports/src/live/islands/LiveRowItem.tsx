'use client';

import { selectIsLiveEventFinished, useAppSelector, type RootState } from '@clem/core';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useLiveEventFilter, type LiveFilterMode } from '../filters/useLiveEventFilter';

/**
 * The list item of a live event: it leaves the list the moment the live data says the event has
 * finished (betting §4: END_OF_EVENT marks it finished) and hides while the live filters leave it
 * out (the phone's chips below 1024 px, the desktop panel above, as the page shows one or the
 * other). The row's content is the server's; only this wrapper and the row's islands re-render.
 */
export interface LiveRowItemProps {
  eventId: number;
  eventPaths: readonly { id: number; slug: string; description: string }[];
  children: ReactNode;
}

const DESKTOP = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The filter the page shows: the server and the first render assume the phone's. */
function useFilterMode(): LiveFilterMode {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DESKTOP).matches ? 'desktop' : 'mobile'),
    () => 'mobile',
  );
}

export function LiveRowItem({ eventId, eventPaths, children }: LiveRowItemProps) {
  const finished = useAppSelector(
    useCallback((state: RootState) => selectIsLiveEventFinished(state, eventId), [eventId]),
  );
  const shows = useLiveEventFilter(useFilterMode());
  if (finished) return null;
  return (
    <li className="cs-row" data-event-id={eventId} data-live="" hidden={!shows({ eventPaths })}>
      {children}
    </li>
  );
}
