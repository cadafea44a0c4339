import type { AxiosInstance } from 'axios';
import { z } from 'zod';
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

const tolerantLivePageSchema = z
  .looseObject({
    version: z.number().int().nonnegative(),
    sports: z.array(
      z.looseObject({
        id: z.number().int(),
        sportCode: z.string(),
        name: z.string(),
        slug: z.string(),
        liveEventCount: z.number().int().nonnegative(),
        events: z.array(z.unknown()),
      }),
    ),
    paging: pagingSchema,
  })
  .transform((page): LivePage => {
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
  });

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

const tolerantLiveEventSchema = z
  .looseObject({ version: z.number().int().nonnegative(), event: z.unknown() })
  .transform((page, ctx): LiveEventPage => {
    const parsed = parseEventTolerantly(page.event);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'malformed event' });
      return z.NEVER;
    }
    return { version: page.version, event: parsed.event };
  });

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
