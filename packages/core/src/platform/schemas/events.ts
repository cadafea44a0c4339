import { z } from 'zod';

/**
 * The betting-area calls of the operator platform (betting spec §3 and §7): events, markets,
 * outcomes, the live list, coupons, top sports, odds ladder and margins, parlay (EPW) config,
 * currencies and geo data. Field names follow the spec; where the spec shows no response shape,
 * these schemas are the contract with the sandbox (apps/sandbox/README.md). Objects are loose:
 * unknown fields pass through, the known ones must have the right type.
 */

/** Decimal odds as the platform sends them: above 1, at most 3 decimals. */
const decimalPrice = z
  .number()
  .gt(1)
  .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'a price has at most 3 decimals',
  });

const isoDateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'expected an ISO date-time',
});

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
  id: z.number().int(),
  decimal: decimalPrice,
  spread: z.number().nullable().optional(),
  spread2: z.number().nullable().optional(),
});

export const outcomeSchema = z.looseObject({
  id: z.number().int(),
  description: z.string(),
  ordinalPosition: z.number().int(),
  opponentId: z.number().int().nullable().optional(),
  hidden: z.boolean().default(false),
  currentPrice: priceSchema,
});
export type Outcome = z.infer<typeof outcomeSchema>;

export const periodSchema = z.looseObject({
  id: z.number().int(),
  abbreviation: z.string(),
  fullAbbreviation: z.string().optional(),
  description: z.string(),
  fullDescription: z.string().optional(),
  sequence: z.number().int(),
  periodTypeId: z.number().int(),
  periodTypeInRunning: z.boolean().optional(),
  periodTypeOrdinalPosition: z.number().int().optional(),
});
export type MarketPeriod = z.infer<typeof periodSchema>;

export const marketSchema = z.looseObject({
  id: z.number().int(),
  eventId: z.number().int(),
  description: z.string(),
  marketTypeId: z.number().int(),
  marketTypeStyle: z.string().default('TWO_OUTCOME'),
  marketGroup: z.string().optional(),
  periodId: z.number().int(),
  period: periodSchema,
  status: marketStatusSchema,
  cutoffTime: isoDateTime.optional(),
  feedId: z.string().optional(),
  opponentId: z.number().int().nullable().optional(),
  playerName: z.string().nullable().optional(),
  teamName: z.string().nullable().optional(),
  instance: z.number().int().optional(),
  outcomes: z.array(outcomeSchema),
});
export type Market = z.infer<typeof marketSchema>;

export const eventPathRefSchema = z.looseObject({
  id: z.number().int(),
  description: z.string(),
  name: z.string().optional(),
  slug: z.string(),
});

export const opponentSchema = z.looseObject({ id: z.number().int(), description: z.string() });

export const scoreSchema = z.looseObject({
  opponentId: z.number().int(),
  points: z.number().int().nonnegative(),
  formattedPoints: z.string(),
  serving: z.boolean().optional(),
  redCards: z.number().int().nonnegative().optional(),
  yellowCards: z.number().int().nonnegative().optional(),
  corners: z.number().int().nonnegative().optional(),
});

export const eventSchema = z.looseObject({
  id: z.number().int(),
  name: z.string().min(1),
  slug: z.string().min(1),
  sportCode: z.string().min(1),
  eventType: z.enum(['GAME_EVENT', 'OUTRIGHT']).optional(),
  /** First the sport, then the country, last the league. */
  eventPaths: z.array(eventPathRefSchema).min(1),
  feedCode: z.string().optional(),
  liveStreaming: z.boolean().default(false),
  betradarId: z.number().int().nullable().optional(),
  streamIds: z.array(z.string()).optional(),
  trackerId: z.string().nullable().optional(),
  opponents: z.array(opponentSchema),
  scores: z.array(scoreSchema).optional(),
  sets: z
    .looseObject({
      maxSets: z.number().int().optional(),
      gameSet: z.array(
        z.looseObject({
          opponentId: z.number().int(),
          formattedPoints: z.string(),
          serving: z.boolean().optional(),
        }),
      ),
    })
    .optional(),
  maxSets: z.number().int().nullable().optional(),
  scoresPerPeriod: z
    .array(
      z.looseObject({
        opponentId: z.number().int(),
        periodKey: z.string(),
        periodInstance: z.number().int(),
        score: z.number().int(),
      }),
    )
    .optional(),
  clock: z.looseObject({ minutes: z.number().int().nonnegative(), status: z.string() }).optional(),
  currentPeriod: z.looseObject({ abbreviation: z.string(), number: z.number().int() }).optional(),
  isLive: z.boolean().optional(),
  isFinished: z.boolean().default(false),
  eventDate: isoDateTime,
  betBuilderEvent: z.boolean().optional(),
  liveOpenMarketCount: z.number().int().nonnegative().optional(),
  markets: z.array(marketSchema).default([]),
});
export type SportEvent = z.infer<typeof eventSchema>;

export const pagingSchema = z.looseObject({
  page: z.number().int().positive(),
  eventsPerPage: z.number().int().positive(),
  total: z.number().int().nonnegative(),
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
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      sport_code: z.string(),
      event_count: z.number().int().nonnegative(),
      live_event_count: z.number().int().nonnegative().optional(),
      position: z.number().int().optional(),
    }),
  ),
});
export type TopSportsResponse = z.infer<typeof topSportsResponseSchema>;

export const couponSummarySchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** `GET /api/coupons/{couponId}?coupon_info=true`: coupon_info only for group coupons. */
export const couponResponseSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  sport_id: z.number().int(),
  events: z.array(eventSchema),
  coupon_info: z
    .looseObject({
      group_id: z.number().int(),
      group_name: z.string(),
      coupons: z.array(couponSummarySchema),
    })
    .nullable()
    .optional(),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/** `GET /api/coupon_groups/{id}`. */
export const couponGroupResponseSchema = z.looseObject({ coupons: z.array(couponSummarySchema) });
export type CouponGroupResponse = z.infer<typeof couponGroupResponseSchema>;

export const marginEntrySchema = z.looseObject({
  brandMarginType: z.enum(['PPB', 'POWER_ODDS']),
  leagueId: z.number().int().nullable().optional(),
  marketTypeId: z.number().int().nullable().optional(),
  outcomeId: z.number().int().nullable().optional(),
  eventId: z.number().int().nullable().optional(),
  marketId: z.number().int().nullable().optional(),
  margin: z.number(),
});
export type MarginEntry = z.infer<typeof marginEntrySchema>;

/** `GET /xapi/rest/oddsLadderAndMargins/{version}`: odds is the ladder, ascending. */
export const oddsLadderResponseSchema = z.looseObject({
  margins: z.array(marginEntrySchema),
  odds: z.array(decimalPrice),
  version: z.number().int().nonnegative(),
});
export type OddsLadderResponse = z.infer<typeof oddsLadderResponseSchema>;

/** `GET /xapi/rest/promotions/epw`: the parlay config, sorted by betSize on parse. */
export const epwConfigSchema = z.looseObject({
  epwPromoFilterValues: z
    .array(
      z.looseObject({ betSize: z.number().int().positive(), percentage: z.number().nonnegative() }),
    )
    .transform((values) => [...values].sort((a, b) => a.betSize - b.betSize)),
  maxAmount: z.number().nonnegative(),
});
export type EpwConfig = z.infer<typeof epwConfigSchema>;

/** `GET /xapi/rest/currencies`. */
export const currenciesResponseSchema = z.looseObject({
  currencies: z.array(
    z.looseObject({
      id: z.number().int(),
      isoCode: z.string().min(3),
      symbol: z.string().min(1),
      precision: z.number().int().min(0).max(8),
      name: z.string().optional(),
    }),
  ),
});
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;

/** `GET /api/geo_data` and `/api/v2/geo_data`. */
export const geoDataResponseSchema = z.looseObject({
  country_code: z.string().regex(/^[A-Z]{2}$/),
  ip: z.string().optional(),
});
export type GeoDataResponse = z.infer<typeof geoDataResponseSchema>;
