'use client';

import { selectLivePricesStale, useAppSelector } from '@clem/core';

/**
 * "Reconnecting…" while the live connection has gone quiet: the prices on the page are then
 * marked stale and cannot be picked (the odds buttons read the same state). A polite status, said
 * once when it appears and once when it goes.
 */
export function LiveConnectionStatus({ reconnecting }: { reconnecting: string }) {
  const stale = useAppSelector(selectLivePricesStale);
  return (
    <p
      className="cs-live-conn"
      role="status"
      aria-live="polite"
      data-stale={stale ? '' : undefined}
    >
      {stale ? reconnecting : ''}
    </p>
  );
}
