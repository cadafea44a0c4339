import type { BrandConfig } from '@clem/brand-config';
import {
  fetchLiveEvent,
  fetchLivePage,
  fetchLivePageUpTo,
  type LiveEventPage,
  type LivePage,
  type LivePageQuery,
} from '@clem/core';
import {
  callKey,
  LIVE_POLICY,
  serverPlatformClient,
  settle,
  sharedCall,
  stableKey,
  type Loaded,
} from '@clem/core/server';

/**
 * The live data of the In-Play pages for their first render (and each 15 s refresh): asked every
 * time (LIVE_POLICY), once per request. The page hands its `version` to the browser's live
 * connection, which goes on from there (core's live data path), so nothing between the render
 * and the first pushed change is lost.
 */

export function loadLivePage(
  brand: BrandConfig,
  locale: string,
  query: LivePageQuery,
): Promise<Loaded<LivePage>> {
  return sharedCall(callKey(brand, locale, `livepage:${stableKey(query)}`), LIVE_POLICY, () =>
    settle('livepage', () => fetchLivePage(serverPlatformClient(brand, locale), query)),
  );
}

/** The first `count` live events of a query (several platform pages past 200). */
export function loadLivePageUpTo(
  brand: BrandConfig,
  locale: string,
  query: Omit<LivePageQuery, 'page' | 'eventsPerPage'>,
  count: number,
): Promise<Loaded<LivePage>> {
  return sharedCall(
    callKey(brand, locale, `livepage-upto:${count}:${stableKey(query)}`),
    LIVE_POLICY,
    () =>
      settle('livepage', () =>
        fetchLivePageUpTo(serverPlatformClient(brand, locale), query, count),
      ),
  );
}

export function loadLiveEvent(
  brand: BrandConfig,
  locale: string,
  id: number,
): Promise<Loaded<LiveEventPage>> {
  return sharedCall(callKey(brand, locale, `livepage-event:${id}`), LIVE_POLICY, () =>
    settle('livepage-event', () => fetchLiveEvent(serverPlatformClient(brand, locale), id), {
      quiet404: true,
    }),
  );
}
