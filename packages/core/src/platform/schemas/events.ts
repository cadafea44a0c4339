import * as z from 'zod/mini';
import { isIsoDateTime } from './checks';

/**
 * The betting-area calls of the operator platform (betting spec §3 and §7): events, markets,
 * outcomes, the live list, coupons, top sports, odds ladder and margins, parlay (EPW) config,
 * currencies and geo data. Field names follow the spec; where the spec shows no response shape,
 * these schemas are the contract with the sandbox (apps/sandbox/README.md). Objects are loose:
 * unknown fields pass through, the known ones must have the right type.
 */

/** Decimal odds as the platform sends them: above 1, at most 3 decimals. */
const decimalPrice = z.number().check(
  z.gt(1),
  z.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'a price has at most 3 decimals',
  }),
);

const isoDateTime = z.string().check(
  z.refine(isIsoDateTime, {
    message: 'expected an ISO date-time',
  }),
);

export const MARKET_STATUSES = [
  'open',
  'suspended',
  'lts',
  'closed',
  'settled',
  'resulted',
] as const;
export const marketStatusSchema = z.enum(MARKET_STATUSES);
export type MarketStatus = z.infer<typeof marketStatusSchema>;

export const priceSchema = z.looseObject({
  id: z.int(),
  decimal: decimalPrice,
  spread: z.optional(z.nullable(z.number())),
  spread2: z.optional(z.nullable(z.number())),
});

export const outcomeSchema = z.looseObject({
  id: z.int(),
  description: z.string(),
  ordinalPosition: z.int(),
  opponentId: z.optional(z.nullable(z.int())),
  hidden: z._default(z.boolean(), false),
  currentPrice: priceSchema,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const periodSchema = z.looseObject({
  id: z.int(),
  abbreviation: z.string(),
  fullAbbreviation: z.optional(z.string()),
  description: z.string(),
  fullDescription: z.optional(z.string()),
  sequence: z.int(),
  periodTypeId: z.int(),
  periodTypeInRunning: z.optional(z.boolean()),
  periodTypeOrdinalPosition: z.optional(z.int()),
});
export type MarketPeriod = z.infer<typeof periodSchema>;

export const marketSchema = z.looseObject({
  id: z.int(),
  eventId: z.int(),
  description: z.string(),
  marketTypeId: z.int(),
  marketTypeStyle: z._default(z.string(), 'TWO_OUTCOME'),
  marketGroup: z.optional(z.string()),
  periodId: z.int(),
  period: periodSchema,
  status: marketStatusSchema,
  cutoffTime: z.optional(isoDateTime),
  feedId: z.optional(z.string()),
  opponentId: z.optional(z.nullable(z.int())),
  playerName: z.optional(z.nullable(z.string())),
  teamName: z.optional(z.nullable(z.string())),
  instance: z.optional(z.int()),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const eventPathRefSchema = z.looseObject({
  id: z.int(),
  description: z.string(),
  name: z.optional(z.string()),
  slug: z.string(),
});

export const opponentSchema = z.looseObject({ id: z.int(), description: z.string() });

export const scoreSchema = z.looseObject({
  opponentId: z.int(),
  points: z.int().check(z.nonnegative()),
  formattedPoints: z.string(),
  serving: z.optional(z.boolean()),
  redCards: z.optional(z.int().check(z.nonnegative())),
  yellowCards: z.optional(z.int().check(z.nonnegative())),
  corners: z.optional(z.int().check(z.nonnegative())),
});

export const eventSchema = z.looseObject({
  id: z.int(),
  name: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  sportCode: z.string().check(z.minLength(1)),
  eventType: z.optional(z.enum(['GAME_EVENT', 'OUTRIGHT'])),
  /** First the sport, then the country, last the league. */
  eventPaths: z.array(eventPathRefSchema).check(z.minLength(1)),
  feedCode: z.optional(z.string()),
  liveStreaming: z._default(z.boolean(), false),
  betradarId: z.optional(z.nullable(z.int())),
  streamIds: z.optional(z.array(z.string())),
  trackerId: z.optional(z.nullable(z.string())),
  opponents: z.array(opponentSchema),
  scores: z.optional(z.array(scoreSchema)),
  sets: z.optional(
    z.looseObject({
      maxSets: z.optional(z.int()),
      gameSet: z.array(
        z.looseObject({
          opponentId: z.int(),
          formattedPoints: z.string(),
          serving: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
  maxSets: z.optional(z.nullable(z.int())),
  scoresPerPeriod: z.optional(
    z.array(
      z.looseObject({
        opponentId: z.int(),
        periodKey: z.string(),
        periodInstance: z.int(),
        score: z.int(),
      }),
    ),
  ),
  clock: z.optional(z.looseObject({ minutes: z.int().check(z.nonnegative()), status: z.string() })),
  currentPeriod: z.optional(z.looseObject({ abbreviation: z.string(), number: z.int() })),
  isLive: z.optional(z.boolean()),
  isFinished: z._default(z.boolean(), false),
  eventDate: isoDateTime,
  betBuilderEvent: z.optional(z.boolean()),
  liveOpenMarketCount: z.optional(z.int().check(z.nonnegative())),
  markets: z._default(z.array(marketSchema), []),
});
export type SportEvent = z.infer<typeof eventSchema>;

export const pagingSchema = z.looseObject({
  page: z.int().check(z.positive()),
  eventsPerPage: z.int().check(z.positive()),
  total: z.int().check(z.nonnegative()),
});
export type Paging = z.infer<typeof pagingSchema>;

/** `GET|POST /xapi/rest/events`. */
export const eventsResponseSchema = z.looseObject({
  events: z.array(eventSchema),
  paging: pagingSchema,
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** `GET /xapi/rest/live/events`: the same page, of events in play. */
export const liveEventsResponseSchema = eventsResponseSchema;
export type LiveEventsResponse = z.infer<typeof liveEventsResponseSchema>;

/** `GET /api/top_sports`. */
export const topSportsResponseSchema = z.looseObject({
  top_sports: z.array(
    z.looseObject({
      id: z.int(),
      name: z.string(),
      slug: z.string(),
      sport_code: z.string(),
      event_count: z.int().check(z.nonnegative()),
      live_event_count: z.optional(z.int().check(z.nonnegative())),
      position: z.optional(z.int()),
    }),
  ),
});
export type TopSportsResponse = z.infer<typeof topSportsResponseSchema>;

export const couponSummarySchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  sport_id: z.int(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** A group coupon's `coupon_info`: its group and the coupons in it. */
export const couponInfoSchema = z.looseObject({
  group_id: z.int(),
  group_name: z.string(),
  coupons: z.array(couponSummarySchema),
});

/** `GET /api/coupons/{couponId}?coupon_info=true`: coupon_info only for group coupons. */
export const couponResponseSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  sport_id: z.int(),
  events: z.array(eventSchema),
  coupon_info: z.optional(z.nullable(couponInfoSchema)),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** `GET /api/coupon_groups/{id}`. */
export const couponGroupResponseSchema = z.looseObject({ coupons: z.array(couponSummarySchema) });
export type CouponGroupResponse = z.infer<typeof couponGroupResponseSchema>;

export const marginEntrySchema = z.looseObject({
  brandMarginType: z.enum(['PPB', 'POWER_ODDS']),
  leagueId: z.optional(z.nullable(z.int())),
  marketTypeId: z.optional(z.nullable(z.int())),
  outcomeId: z.optional(z.nullable(z.int())),
  eventId: z.optional(z.nullable(z.int())),
  marketId: z.optional(z.nullable(z.int())),
  margin: z.number(),
});
export type MarginEntry = z.infer<typeof marginEntrySchema>;

/** `GET /xapi/rest/oddsLadderAndMargins/{version}`: odds is the ladder, ascending. */
export const oddsLadderResponseSchema = z.looseObject({
  margins: z.array(marginEntrySchema),
  odds: z.array(decimalPrice),
  version: z.int().check(z.nonnegative()),
});
export type OddsLadderResponse = z.infer<typeof oddsLadderResponseSchema>;

/** `GET /xapi/rest/promotions/epw`: the parlay config, sorted by betSize on parse. */
export const epwConfigSchema = z.looseObject({
  epwPromoFilterValues: z.pipe(
    z.array(
      z.looseObject({
        betSize: z.int().check(z.positive()),
        percentage: z.number().check(z.nonnegative()),
      }),
    ),
    z.transform((values) => [...values].sort((a, b) => a.betSize - b.betSize)),
  ),
  maxAmount: z.number().check(z.nonnegative()),
});
export type EpwConfig = z.infer<typeof epwConfigSchema>;

/** `GET /xapi/rest/currencies`. */
export const currenciesResponseSchema = z.looseObject({
  currencies: z.array(
    z.looseObject({
      id: z.int(),
      isoCode: z.string().check(z.minLength(3)),
      symbol: z.string().check(z.minLength(1)),
      precision: z.int().check(z.gte(0), z.lte(8)),
      name: z.optional(z.string()),
    }),
  ),
});
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/** `GET /api/geo_data` and `/api/v2/geo_data`. */
export const geoDataResponseSchema = z.looseObject({
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  ip: z.optional(z.string()),
});
export type GeoDataResponse = z.infer<typeof geoDataResponseSchema>;
