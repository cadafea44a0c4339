import * as z from 'zod/mini';
import { isIsoDateTime } from './checks';
import { eventSchema, marketSchema, marketStatusSchema, pagingSchema } from './events';

/**
 * The live calls of the operator platform (betting spec §4 and §7): the live page, one live
 * event or market, and the change feed (polled, or pushed as Server-Sent Events). Every change
 * has a version one above the previous; a client that is too far behind is told to reset
 * (reload). The spec names the types ce, em, c, s and co; m, p, fa and l are the sandbox's own.
 */

export const LIVE_CHANGE_TYPES = ['ce', 'em', 'c', 's', 'co', 'm', 'p', 'fa', 'l'] as const;
export const liveChangeTypeSchema = z.enum(LIVE_CHANGE_TYPES);
export type LiveChangeType = z.infer<typeof liveChangeTypeSchema>;

/** The clock statuses the live engine uses (END_OF_EVENT marks the event finished). */
export const CLOCK_STATUSES = ['NOT_STARTED', 'RUNNING', 'INTERMISSION', 'END_OF_EVENT'] as const;

const isoDateTime = z.string().check(
  z.refine(isIsoDateTime, {
    message: 'expected an ISO date-time',
  }),
);

const clockSchema = z.looseObject({
  minutes: z.int().check(z.nonnegative()),
  status: z.string(),
});
const currentPeriodSchema = z.looseObject({ abbreviation: z.string(), number: z.int() });

const scoreEntrySchema = z.looseObject({
  opponentId: z.int(),
  points: z.int().check(z.nonnegative()),
  formattedPoints: z.string(),
  serving: z.optional(z.boolean()),
  redCards: z.optional(z.int().check(z.nonnegative())),
  yellowCards: z.optional(z.int().check(z.nonnegative())),
  corners: z.optional(z.int().check(z.nonnegative())),
});

const setsSchema = z.looseObject({
  maxSets: z.optional(z.int()),
  gameSet: z.array(
    z.looseObject({
      opponentId: z.int(),
      formattedPoints: z.string(),
      serving: z.optional(z.boolean()),
    }),
  ),
});

const periodScoreSchema = z.looseObject({
  opponentId: z.int(),
  periodKey: z.string(),
  periodInstance: z.int(),
  score: z.int(),
});

export const cricketInningsSchema = z.looseObject({
  opponentId: z.int(),
  innings: z.int(),
  runs: z.int().check(z.nonnegative()),
  wickets: z.int().check(z.nonnegative()),
  /** "overs.balls", e.g. "12.3". */
  overs: z.string(),
  balls: z.int().check(z.nonnegative()),
  batting: z.boolean(),
});

const base = {
  version: z.int().check(z.positive()),
  /** Simulated time of the change. */
  at: isoDateTime,
};
const forEvent = { ...base, eventId: z.int() };

export const liveChangeSchema = z.discriminatedUnion('type', [
  /** Clock minutes moved (status and period unchanged). */
  z.looseObject({ ...forEvent, type: z.literal('ce'), minutes: z.int().check(z.nonnegative()) }),
  /** The number of open markets changed. */
  z.looseObject({
    ...forEvent,
    type: z.literal('em'),
    liveOpenMarketCount: z.int().check(z.nonnegative()),
  }),
  /** Clock status or period changed; END_OF_EVENT comes with isFinished true. */
  z.looseObject({
    ...forEvent,
    type: z.literal('c'),
    clock: clockSchema,
    currentPeriod: currentPeriodSchema,
    isFinished: z.boolean(),
  }),
  /**
   * Scores: all opponents' scores and sets, and the period scores that changed; merge scores and
   * gameSet by opponentId, period scores by opponentId, periodInstance and periodKey.
   */
  z.looseObject({
    ...forEvent,
    type: z.literal('s'),
    scores: z.array(scoreEntrySchema),
    sets: z.optional(setsSchema),
    scoresPerPeriod: z.optional(z.array(periodScoreSchema)),
  }),
  /** Cricket innings (all of them). */
  z.looseObject({
    ...forEvent,
    type: z.literal('co'),
    cricketOutcomes: z.array(cricketInningsSchema),
  }),
  /** A market's status changed. */
  z.looseObject({
    ...forEvent,
    type: z.literal('m'),
    marketId: z.int(),
    status: marketStatusSchema,
    feedId: z.string(),
  }),
  /** Prices of some outcomes of a market moved. */
  z.looseObject({
    ...forEvent,
    type: z.literal('p'),
    marketId: z.int(),
    outcomes: z.array(
      z.looseObject({ id: z.int(), priceId: z.int(), decimal: z.number().check(z.gt(1)) }),
    ),
  }),
  /** A feed alert was raised (its markets suspended) or cleared (reopened); `m` changes follow. */
  z.looseObject({
    ...base,
    eventId: z.null(),
    type: z.literal('fa'),
    feedId: z.string(),
    active: z.boolean(),
  }),
  /** A prematch event went live: its clock, period and fresh scores. */
  z.looseObject({
    ...forEvent,
    type: z.literal('l'),
    eventDate: isoDateTime,
    clock: clockSchema,
    currentPeriod: currentPeriodSchema,
    scores: z.array(scoreEntrySchema),
  }),
]);
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The changes after the client's version (`version` is the last one included). */
export const liveChangesPageSchema = z.looseObject({
  version: z.int().check(z.nonnegative()),
  changes: z.array(liveChangeSchema),
  /** More changes wait: ask again with `since` = this version. */
  more: z.optional(z.boolean()),
});

/** The client's version is too old (or from before a reset or restart): reload everything. */
export const liveChangesResetSchema = z.looseObject({
  version: z.int().check(z.nonnegative()),
  reset: z.literal(true),
});

/** `GET /xapi/marketdata/v1/livepage/changes?since=&eventIds=&limit=`. */
export const liveChangesResponseSchema = z.union([liveChangesResetSchema, liveChangesPageSchema]);
export type LiveChangesResponse = z.infer<typeof liveChangesResponseSchema>;

export const livePageSportSchema = z.looseObject({
  id: z.int(),
  sportCode: z.string(),
  name: z.string(),
  slug: z.string(),
  liveEventCount: z.int().check(z.nonnegative()),
  events: z.array(eventSchema),
});

/** `GET /xapi/marketdata/v1/livepage`: live events by sport, each with its main market. */
export const livePageResponseSchema = z.looseObject({
  version: z.int().check(z.nonnegative()),
  sports: z.array(livePageSportSchema),
  paging: pagingSchema,
});
export type LivePageResponse = z.infer<typeof livePageResponseSchema>;

/** `GET /xapi/marketdata/v1/livepage/{id}`. */
export const livePageEventResponseSchema = z.looseObject({
  version: z.int().check(z.nonnegative()),
  event: eventSchema,
});
export type LivePageEventResponse = z.infer<typeof livePageEventResponseSchema>;

/** `GET /xapi/marketdata/v1/livepage/markets/{id}`. */
export const livePageMarketResponseSchema = z.looseObject({
  version: z.int().check(z.nonnegative()),
  market: marketSchema,
});
export type LivePageMarketResponse = z.infer<typeof livePageMarketResponseSchema>;
