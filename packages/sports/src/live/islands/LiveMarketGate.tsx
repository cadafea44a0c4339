'use client';

import {
  isMarketDisplayed,
  selectIsLiveEventFinished,
  selectLiveMarket,
  useAppSelector,
  type RootState,
} from '@clem/core';
import { useCallback, type ReactNode } from 'react';

/**
 * A market of a live event page, shown while the live data says it is displayed (betting §4:
 * settled, resulted, closed and lts markets leave the page at once; suspended ones stay, their
 * prices disabled by the odds buttons) and its event has not finished (the live data lets go of
 * a finished event's markets: `liveRetention.ts`). Before the live data knows the market, the
 * server's render stands.
 */
export function LiveMarketGate({
  marketId,
  eventId,
  children,
}: {
  marketId: number;
  eventId: number;
  children: ReactNode;
}) {
  const shown = useAppSelector(
    useCallback(
      (state: RootState) => {
        if (selectIsLiveEventFinished(state, eventId)) return false;
        const market = selectLiveMarket(state, marketId);
        return !market || isMarketDisplayed(market.status);
      },
      [eventId, marketId],
    ),
  );
  return shown ? children : null;
}
