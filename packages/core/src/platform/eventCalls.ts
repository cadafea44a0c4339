import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import { planEventsRequest, sha256Hex, type EventsQueryParams } from '../domain/events';
import { platformRequest } from './client';
import {
  couponInfoSchema,
  eventSchema,
  marketSchema,
  pagingSchema,
  topSportsResponseSchema,
  type Market,
  type Paging,
  type SportEvent,
  type TopSportsResponse,
} from './schemas/events';

/**
 * The prematch calls of betting §7 (events, a single event, top sports, coupons), parsed
 * tolerantly: one malformed event is dropped from its page (and counted), one malformed market
 * is dropped from its event, and the rest of the answer is used. "One bad event never blanks a
 * list". A body that is not an events page at all is still a malformed-response error.
 */

/** An event whose markets are checked one by one. */
const eventShellSchema = z.extend(eventSchema, { markets: z._default(z.array(z.unknown()), []) });

export interface TolerantEvent {
  event: SportEvent;
  droppedMarkets: number;
}

/** Parses one event; undefined when the event itself is malformed. */
export function parseEventTolerantly(raw: unknown): TolerantEvent | undefined {
  const shell = eventShellSchema.safeParse(raw);
  if (!shell.success) return undefined;
  const markets: Market[] = [];
  let droppedMarkets = 0;
  for (const candidate of shell.data.markets) {
    const market = marketSchema.safeParse(candidate);
    if (market.success) markets.push(market.data);
    else droppedMarkets += 1;
  }
  return { event: { ...shell.data, markets }, droppedMarkets };
}

export interface EventsPage {
  events: SportEvent[];
  paging: Paging;
  /** Events left out because they were malformed. */
  dropped: number;
}

function tolerantEvents(raw: readonly unknown[]): { events: SportEvent[]; dropped: number } {
  const events: SportEvent[] = [];
  let dropped = 0;
  for (const candidate of raw) {
    const parsed = parseEventTolerantly(candidate);
    if (parsed) events.push(parsed.event);
    else dropped += 1;
  }
  return { events, dropped };
}

export const tolerantEventsPageSchema = z.pipe(
  z.looseObject({ events: z.array(z.unknown()), paging: pagingSchema }),
  z.transform((page): EventsPage => ({ ...tolerantEvents(page.events), paging: page.paging })),
);

const singleEventSchema = z.pipe(
  z.unknown(),
  z.transform((raw, ctx) => {
    const parsed = parseEventTolerantly(raw);
    if (!parsed) {
      ctx.issues.push({ code: 'custom', message: 'malformed event', input: raw });
      return z.NEVER;
    }
    return parsed.event;
  }),
);

/**
 * `GET /xapi/rest/events`, or the POST form with `hash` when the query string would pass 2000
 * characters (betting §7). The POST body is the exact text that was hashed.
 */
export async function fetchEvents(
  client: AxiosInstance,
  params: EventsQueryParams,
  path = '/xapi/rest/events',
): Promise<EventsPage> {
  const plan = planEventsRequest(params, path);
  if (plan.method === 'GET') {
    return platformRequest(client, {
      url: plan.url,
      method: 'GET',
      schema: tolerantEventsPageSchema,
    });
  }
  const hash = await sha256Hex(plan.body);
  return platformRequest(client, {
    url: plan.path,
    method: 'POST',
    params: { hash },
    data: plan.body,
    headers: { 'Content-Type': 'application/json' },
    // The body must stay byte-for-byte what was hashed: no re-serialising.
    transformRequest: [(data: unknown) => data],
    schema: tolerantEventsPageSchema,
  });
}

/** `GET /xapi/rest/events/{id}`: one event with all its markets (market parameters apply). */
export function fetchEvent(
  client: AxiosInstance,
  id: number,
  params: { marketsPerType?: number; marketsPerEvent?: number } = {},
): Promise<SportEvent> {
  return platformRequest(client, {
    url: `/xapi/rest/events/${encodeURIComponent(String(id))}`,
    method: 'GET',
    params,
    schema: singleEventSchema,
  });
}

/** `GET /api/top_sports`. */
export function fetchTopSports(client: AxiosInstance): Promise<TopSportsResponse> {
  return platformRequest(client, {
    url: '/api/top_sports',
    method: 'GET',
    schema: topSportsResponseSchema,
  });
}

export interface CouponPage {
  id: number;
  name: string;
  sport_id: number;
  events: SportEvent[];
  dropped: number;
  /** Only for group coupons (betting §7 "Group info only for group coupons"). */
  coupon_info: z.infer<typeof couponInfoSchema> | null;
}

const tolerantCouponSchema = z.pipe(
  z.looseObject({
    id: z.int(),
    name: z.string(),
    sport_id: z.int(),
    events: z.array(z.unknown()),
    coupon_info: z.optional(z.nullable(couponInfoSchema)),
  }),
  z.transform((coupon): CouponPage => ({
    id: coupon.id,
    name: coupon.name,
    sport_id: coupon.sport_id,
    ...tolerantEvents(coupon.events),
    coupon_info: coupon.coupon_info ?? null,
  })),
);

/** `GET /api/coupons/{couponId}?coupon_info=true`. */
export function fetchCoupon(client: AxiosInstance, couponId: number): Promise<CouponPage> {
  return platformRequest(client, {
    url: `/api/coupons/${encodeURIComponent(String(couponId))}`,
    method: 'GET',
    params: { coupon_info: true },
    schema: tolerantCouponSchema,
  });
}
