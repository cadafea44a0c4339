import type { BrandConfig } from '@clem/brand-config';
import {
  defaultMarketTypeIds,
  fetchCoupon,
  fetchEvent,
  fetchEvents,
  fetchTopSports,
  type CouponPage,
  type EventsPage,
  type EventsQueryParams,
  type SportEvent,
  type TopSportsResponse,
} from '@clem/core';
import {
  callKey,
  CONTENT_POLICY,
  LIST_POLICY,
  LIVE_POLICY,
  serverPlatformClient,
  settle,
  sharedCall,
  stableKey,
  type Loaded,
} from '@clem/core/server';

/**
 * The prematch data of the sports pages, fetched on the server for the first render (and every 15 s
 * refresh). Event lists are not cached here: they are the live part of the page (LIST_POLICY:
 * asked every time, once per request, a timeout remembered briefly; when the platform fails, the
 * last good list up to a minute old stands in, marked `stale`, and the page says so). An event
 * and a coupon are asked every time with no stand-in (LIVE_POLICY). Top sports are content and
 * share the frame's 30 s cache.
 */

/** One events page, through the shared calls. */
function eventsPage(
  brand: BrandConfig,
  locale: string,
  query: EventsQueryParams & { eventsPerPage: number; page: number },
): Promise<Loaded<EventsPage>> {
  return sharedCall(callKey(brand, locale, `events:${stableKey(query)}`), LIST_POLICY, () =>
    settle('events', () => fetchEvents(serverPlatformClient(brand, locale), query)),
  );
}

/** The platform's page-size cap; "show more" past it asks for further pages. */
const MAX_PAGE = 200;
export const EVENTS_PER_PAGE = 20;

/**
 * Events up to `count` (the first `count` of the list): one call when it fits in a platform page,
 * else consecutive pages of 200 fetched together. A failure of any call fails the list.
 */
export async function loadEventsUpTo(
  brand: BrandConfig,
  locale: string,
  params: EventsQueryParams,
  count: number,
): Promise<Loaded<EventsPage>> {
  if (count <= MAX_PAGE) {
    return eventsPage(brand, locale, { ...params, eventsPerPage: count, page: 1 });
  }
  const pages = Math.ceil(count / MAX_PAGE);
  const loaded = await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      eventsPage(brand, locale, { ...params, eventsPerPage: MAX_PAGE, page: index + 1 }),
    ),
  );
  const failed = loaded.find((page) => !page.ok);
  if (failed && !failed.ok) return failed;
  const ok = loaded.filter((page) => page.ok);
  const first = ok[0];
  // The oldest kept page's time: the list is as old as its oldest part.
  const staleAt = ok.flatMap((page) => (page.stale ? [page.stale.at] : []));
  if (!first)
    return {
      ok: true,
      data: { events: [], dropped: 0, paging: { page: 1, eventsPerPage: count, total: 0 } },
    };
  return {
    ok: true,
    data: {
      events: ok.flatMap((page) => page.data.events).slice(0, count),
      dropped: ok.reduce((sum, page) => sum + page.data.dropped, 0),
      paging: { ...first.data.paging, eventsPerPage: count },
    },
    ...(staleAt.length > 0 ? { stale: { at: Math.min(...staleAt) } } : {}),
  };
}

/** The list query of a prematch page: game events, open and suspended markets, default columns. */
export function prematchListParams(
  sportCode: string | undefined,
  extra: EventsQueryParams,
): EventsQueryParams {
  const marketTypeIds = sportCode ? defaultMarketTypeIds(sportCode) : [];
  return {
    periodType: 'PRE_MATCH',
    marketStatus: ['open', 'suspended'],
    ...(marketTypeIds.length > 0 ? { marketTypeIds } : {}),
    ...extra,
  };
}

export function loadEvent(
  brand: BrandConfig,
  locale: string,
  id: number,
): Promise<Loaded<SportEvent>> {
  return sharedCall(callKey(brand, locale, `event:${id}`), LIVE_POLICY, () =>
    settle('event', () => fetchEvent(serverPlatformClient(brand, locale), id), {
      quiet404: true,
    }),
  );
}

export function loadTopSports(
  brand: BrandConfig,
  locale: string,
): Promise<Loaded<TopSportsResponse>> {
  return sharedCall(callKey(brand, locale, 'top_sports'), CONTENT_POLICY, () =>
    settle('top_sports', () => fetchTopSports(serverPlatformClient(brand, locale))),
  );
}

export function loadCoupon(
  brand: BrandConfig,
  locale: string,
  couponId: number,
): Promise<Loaded<CouponPage>> {
  return sharedCall(callKey(brand, locale, `coupon:${couponId}`), LIVE_POLICY, () =>
    settle('coupon', () => fetchCoupon(serverPlatformClient(brand, locale), couponId), {
      quiet404: true,
    }),
  );
}
