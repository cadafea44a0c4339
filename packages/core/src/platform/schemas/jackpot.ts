import * as z from 'zod/mini';
import { marketSchema } from './events';

/**
 * The jackpot calls of betting-area §7 as the sandbox platform answers them (§3 Jackpot single,
 * Jackpot event, Jackpot bet). The spec shows no response shapes for these calls: these schemas
 * are the contract (apps/sandbox/README.md, "Jackpots"). Money is integer minor units of
 * `currency`; `precision` says how many make a major unit, `displayScale` how the front end
 * shows them (1000 for VND and IDR). Objects are loose.
 */

const minorUnits = z.int().check(z.nonnegative());
const id = z.int().check(z.positive());
const isoDateTime = z.iso.datetime({ offset: true });

const currencyFields = {
  currency: z.string().check(z.minLength(3)),
  precision: z.int().check(z.nonnegative()),
  displayScale: z.int().check(z.positive()),
};

/** §5: the two booking rules, both with RES-00218 (outcomes combination not allowed). */
export const JACKPOT_RULE_MESSAGES = {
  RESERVE_MARKET_LIMIT: 'Cannot book more than 1 selection on a reserve market',
  ALL_SELECTIONS_ON_MARKET: 'Cannot book all selections on a market',
} as const;

export const jackpotSlipErrorSchema = z.looseObject({
  code: z.literal('RES-00218'),
  rule: z.enum(['RESERVE_MARKET_LIMIT', 'ALL_SELECTIONS_ON_MARKET']),
  message: z.string(),
  ordinal: id,
  marketId: id,
});
export type JackpotSlipError = z.infer<typeof jackpotSlipErrorSchema>;

/** §3 Jackpot event, with its event and its full-time 1X2 market. */
export const jackpotEventSchema = z.looseObject({
  jackpotId: id,
  jackpotPrize: minorUnits,
  globalStake: minorUnits,
  numberOfEvents: id,
  reserveSelectionCount: z.int().check(z.nonnegative()),
  ordinal: id,
  reserve: z.boolean(),
  eventId: id,
  eventDescription: z.string(),
  eventDate: isoDateTime,
  sportCode: z.string(),
  leagueId: id,
  opponents: z.array(z.looseObject({ id: z.int(), description: z.string() })),
  market: marketSchema,
});
export type JackpotEvent = z.infer<typeof jackpotEventSchema>;

export const jackpotSchema = z.looseObject({
  jackpotId: id,
  name: z.string().check(z.minLength(1)),
  status: z.literal('open'),
  /** Prize of the whole pool in minor units; globalStake is the stake of one line. */
  jackpotPrize: minorUnits,
  globalStake: minorUnits,
  ...currencyFields,
  numberOfEvents: id,
  reserveSelectionCount: z.int().check(z.nonnegative()),
  closesAt: isoDateTime,
  events: z.array(jackpotEventSchema),
});
export type Jackpot = z.infer<typeof jackpotSchema>;

/** GET /xapi/rest/jackpotbetweb/active */
export const activeJackpotsResponseSchema = z.looseObject({ jackpots: z.array(jackpotSchema) });
export type ActiveJackpotsResponse = z.infer<typeof activeJackpotsResponseSchema>;

/** §3 Jackpot single. */
export const jackpotSingleSchema = z.looseObject({
  ref: z.string(),
  jackpotId: id,
  outcomeId: id,
  outcomeDescription: z.string(),
  marketId: id,
  marketDescription: z.string(),
  marketTypeId: z.int(),
  periodId: z.int(),
  periodDescription: z.string(),
  eventId: id,
  eventDescription: z.string(),
  eventDate: isoDateTime,
  ordinal: id,
  reserve: z.boolean(),
  singleEnabled: z.boolean(),
  enabled: z.boolean(),
});
export type JackpotSingle = z.infer<typeof jackpotSingleSchema>;

/** POST /xapi/rest/jackpotbetslips/selections */
export const jackpotSelectionsResponseSchema = z.looseObject({
  model: z.looseObject({
    jackpotId: id,
    jackpotName: z.string(),
    jackpotPrize: minorUnits,
    globalStake: minorUnits,
    ...currencyFields,
    numberOfEvents: id,
    reserveSelectionCount: z.int().check(z.nonnegative()),
    closesAt: isoDateTime,
    open: z.boolean(),
    singles: z.array(jackpotSingleSchema),
    /** Lines: 0 until every ordinal 1..numberOfEvents has a pick. */
    noOfBets: z.int().check(z.nonnegative()),
    complete: z.boolean(),
    jackpotTotalStake: minorUnits,
    missingOrdinals: z.array(id),
    errors: z.array(jackpotSlipErrorSchema),
  }),
});
export type JackpotSelectionsResponse = z.infer<typeof jackpotSelectionsResponseSchema>;

/** POST /xapi/rest/jackpotbetslips/cost (the sandbox's path for §7's jackpot cost call). */
export const jackpotCostResponseSchema = z.looseObject({
  model: z.looseObject({
    jackpotId: id,
    originId: z.int().check(z.nonnegative()),
    globalStake: minorUnits,
    ...currencyFields,
    outcomeIds: z.array(id),
    noOfBets: z.int().check(z.nonnegative()),
    complete: z.boolean(),
    totalCost: minorUnits,
    errors: z.array(jackpotSlipErrorSchema),
  }),
});
export type JackpotCostResponse = z.infer<typeof jackpotCostResponseSchema>;

/** §3 Jackpot bet, as placement answers it. */
export const jackpotBetSchema = z.looseObject({
  betId: id,
  reference: z.string().check(z.minLength(1)),
  jackpotId: id,
  jackpotName: z.string(),
  jackpotPrize: minorUnits,
  originId: z.int().check(z.nonnegative()),
  globalStake: minorUnits,
  noOfBets: id,
  jackpotTotalStake: minorUnits,
  ...currencyFields,
  betStatus: z.literal('open'),
  placedAt: isoDateTime,
  availableBalance: minorUnits,
  singles: z.array(
    z.looseObject({
      ordinal: id,
      reserve: z.boolean(),
      outcomeId: id,
      outcomeDescription: z.string(),
      marketId: id,
      eventId: id,
      eventDescription: z.string(),
    }),
  ),
});
export type JackpotBet = z.infer<typeof jackpotBetSchema>;

/** POST /xapi/rest/accounts/{accountId}/jackpotbetslips, placed (201). */
export const jackpotPlacementResponseSchema = z.looseObject({
  success: z.literal(true),
  status: z.literal(201),
  message: z.string(),
  result: jackpotBetSchema,
});
export type JackpotPlacementResponse = z.infer<typeof jackpotPlacementResponseSchema>;

/** A refused jackpot call: §8 RES code in reasonJson (none for an incomplete slip). */
export const jackpotRefusalSchema = z.looseObject({
  success: z.literal(false),
  status: z.int(),
  message: z.string(),
  reasonJson: z.looseObject({
    responseCode: z.optional(z.string().check(z.regex(/^RES-\d{5}$/))),
    message: z.string(),
  }),
  errors: z.optional(z.array(jackpotSlipErrorSchema)),
});
export type JackpotRefusal = z.infer<typeof jackpotRefusalSchema>;

/** POST /xapi/rest/jackpotbetslips/retailcodes (201). */
export const jackpotRetailCodeResponseSchema = z.looseObject({
  code: z.string().check(z.regex(/^[A-Z0-9]{4,32}$/)),
  jackpotId: id,
  noOfBets: z.int().check(z.nonnegative()),
  complete: z.boolean(),
  jackpotTotalStake: minorUnits,
  ...currencyFields,
  createdAt: isoDateTime,
});
export type JackpotRetailCodeResponse = z.infer<typeof jackpotRetailCodeResponseSchema>;

/** GET /xapi/rest/jackpotbetslips/retailcodes/{code} (sandbox extra: reads a code back). */
export const jackpotRetailCodeSchema = z.looseObject({
  code: z.string(),
  jackpotId: id,
  singles: z.array(z.looseObject({ outcomeId: id, ordinal: id })),
  globalStake: minorUnits,
  currency: z.string().check(z.minLength(3)),
  createdAt: isoDateTime,
});
export type JackpotRetailCode = z.infer<typeof jackpotRetailCodeSchema>;
