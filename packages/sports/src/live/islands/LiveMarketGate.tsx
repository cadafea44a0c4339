'use client';

import { isMarketDisplayed, selectLiveMarket, useAppSelector } from '@clem/core';
import type { ReactNode } from 'react';

/**
 * A market of a live event page, shown while the live data says it is displayed (betting §4:
 * settled, resulted, closed and lts markets leave the page at once; suspended ones stay, their
 * prices disabled by the odds buttons). Before the live data knows the market, the server's
 * render stands.
 */
export function LiveMarketGate({ marketId, children }: { marketId: number; children: ReactNode }) {
  const market = useAppSelector((state) => selectLiveMarket(state, marketId));
  if (market && !isMarketDisplayed(market.status)) return null;
  return children;
}
