'use client';

import { selectIsLiveEventFinished, useAppSelector, type RootState } from '@clem/core';
import { useCallback } from 'react';

/**
 * The live event page's "this event has finished" line: from the server's render for an event
 * that had finished already, and the moment the live data says so for one that ends while the
 * player watches (the shell raises the "event finished" toast at the same moment). A polite
 * status, so a screen reader hears it once.
 */
export function LiveEventStatus({
  eventId,
  finished: finishedAtRender,
  text,
}: {
  eventId: number;
  finished: boolean;
  text: string;
}) {
  const finishedLive = useAppSelector(
    useCallback((state: RootState) => selectIsLiveEventFinished(state, eventId), [eventId]),
  );
  const finished = finishedAtRender || finishedLive;
  return (
    <p className="cs-notice cs-live-finished" role="status" hidden={!finished}>
      {finished ? text : ''}
    </p>
  );
}
