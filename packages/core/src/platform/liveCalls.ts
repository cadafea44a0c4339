import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { parseEventTolerantly } from './eventCalls';
import { platformRequest } from './client';
import { pagingSchema, type Paging, type SportEvent } from './schemas/events';

/**
 * The live page calls of betting §7 (`/xapi/marketdata/v1/livepage`, `/livepage/{id}`), parsed
 * tolerantly like the prematch lists: one malformed event is dropped from its sport (and
 * counted), one malformed market from its event; the rest of the page is used. The server pages
 * and the browser's live connection both use these, so a page and its live updates agree on what
 * a live event is.
 */

export interface LivePageSport {
  id: number;
  sportCode: string;
  name: string;
  slug: string;
  liveEventCount: number;
  events: SportEvent[];
}

export interface LivePage {
  /** The change version the page is consistent with: live changes go on from here. */
  version: number;
  sports: LivePageSport[];
  paging: Paging;
  dropped: number;
}

const tolerantLivePageSchema = z.pipe(
  z.looseObject({
    version: z.int().check(z.nonnegative()),
    sports: z.array(
      z.looseObject({
        id: z.int(),
        sportCode: z.string(),
        name: z.string(),
        slug: z.string(),
        liveEventCount: z.int().check(z.nonnegative()),
        events: z.array(z.unknown()),
      }),
    ),
    paging: pagingSchema,
  }),
  z.transform((page): LivePage => {
    let dropped = 0;
    const sports = page.sports.map((sport): LivePageSport => {
      const events: SportEvent[] = [];
      for (const raw of sport.events) {
        const parsed = parseEventTolerantly(raw);
        if (parsed) events.push(parsed.event);
        else dropped += 1;
      }
      return {
        id: sport.id,
        sportCode: sport.sportCode,
        name: sport.name,
        slug: sport.slug,
        liveEventCount: sport.liveEventCount,
        events,
      };
    });
    return { version: page.version, sports, paging: page.paging, dropped };
  }),
);

/** What a live list asks for: sports by code, event paths, a page of events, markets per event. */
export interface LivePageQuery {
  sportCode?: readonly string[];
  eventPathIds?: readonly number[];
  page?: number;
  /** Betting §7: 50 for the in-play lightweight list (the default here too). */
  eventsPerPage?: number;
  /** The first displayed markets of each event (0–50). */
  marketsPerEvent?: number;
}

/** The in-play list's page size (betting §7 "50 for the in-play lightweight list"). */
export const LIVE_EVENTS_PER_PAGE = 50;

export function livePageParams(query: LivePageQuery): Record<string, string | number> {
  return {
    ...(query.sportCode && query.sportCode.length > 0
      ? { sportCode: query.sportCode.join(',') }
      : {}),
    ...(query.eventPathIds && query.eventPathIds.length > 0
      ? { eventPathIds: query.eventPathIds.join(',') }
      : {}),
    page: query.page ?? 1,
    eventsPerPage: query.eventsPerPage ?? LIVE_EVENTS_PER_PAGE,
    ...(query.marketsPerEvent !== undefined ? { marketsPerEvent: query.marketsPerEvent } : {}),
  };
}

/** `GET /xapi/marketdata/v1/livepage`: live events by sport, with the version they are at. */
export function fetchLivePage(client: AxiosInstance, query: LivePageQuery): Promise<LivePage> {
  return platformRequest(client, {
    url: '/xapi/marketdata/v1/livepage',
    method: 'GET',
    params: livePageParams(query),
    schema: tolerantLivePageSchema,
  });
}

export interface LiveEventPage {
  version: number;
  event: SportEvent;
}

const tolerantLiveEventSchema = z.pipe(
  z.looseObject({ version: z.int().check(z.nonnegative()), event: z.unknown() }),
  z.transform((page, ctx): LiveEventPage => {
    const parsed = parseEventTolerantly(page.event);
    if (!parsed) {
      ctx.issues.push({ code: 'custom', message: 'malformed event', input: page });
      return z.NEVER;
    }
    return { version: page.version, event: parsed.event };
  }),
);

/**
 * `GET /xapi/marketdata/v1/livepage/{id}`: one live event with every displayed market (a finished
 * one too); a prematch or unknown event is a 404.
 */
export function fetchLiveEvent(client: AxiosInstance, id: number): Promise<LiveEventPage> {
  return platformRequest(client, {
    url: `/xapi/marketdata/v1/livepage/${encodeURIComponent(String(id))}`,
    method: 'GET',
    schema: tolerantLiveEventSchema,
  });
}

/** The platform's largest live page. */
export const LIVE_PAGE_MAX = 200;

/**
 * The first `count` live events of a query: one call when they fit in one platform page, else
 * consecutive pages of 200 asked together and put back together by sport. The merged version is
 * the oldest of the pages: changes replayed from it onto a page that was already newer set values
 * it already has (every change carries absolute values), so nothing is missed or counted twice.
 */
export async function fetchLivePageUpTo(
  client: AxiosInstance,
  query: Omit<LivePageQuery, 'page' | 'eventsPerPage'>,
  count: number,
): Promise<LivePage> {
  if (count <= LIVE_PAGE_MAX) return fetchLivePage(client, { ...query, eventsPerPage: count });
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(count / LIVE_PAGE_MAX) }, (_, index) =>
      fetchLivePage(client, { ...query, eventsPerPage: LIVE_PAGE_MAX, page: index + 1 }),
    ),
  );
  return mergeLivePages(pages, count);
}

/** Pages of one query put back together (see fetchLivePageUpTo). */
export function mergeLivePages(pages: readonly LivePage[], count: number): LivePage {
  const first = pages[0];
  if (!first) {
    return {
      version: 0,
      sports: [],
      paging: { page: 1, eventsPerPage: count, total: 0 },
      dropped: 0,
    };
  }
  const sports = new Map<number, LivePageSport>();
  for (const page of pages) {
    for (const sport of page.sports) {
      const known = sports.get(sport.id);
      if (known) known.events.push(...sport.events);
      else sports.set(sport.id, { ...sport, events: [...sport.events] });
    }
  }
  let left = count;
  const trimmed = [...sports.values()].map((sport) => {
    const events = sport.events.slice(0, Math.max(0, left));
    left -= events.length;
    return { ...sport, events };
  });
  return {
    version: Math.min(...pages.map((page) => page.version)),
    sports: trimmed,
    paging: { ...first.paging, page: 1, eventsPerPage: count },
    dropped: pages.reduce((sum, page) => sum + page.dropped, 0),
  };
}
