import * as z from 'zod/mini';

/**
 * My Bets (betting-area §3 "Bet counts", §7 openbets / openbet / betcount / dailySettledBets).
 * The spec shows no response shapes except "Bet count response: balance, count": these schemas
 * are the contract with the sandbox (apps/sandbox/README.md, "My Bets and settlement"). Objects
 * are loose; money is always an integer count of minor units (`precision` of them make a major
 * unit; `displayScale` is 1000 for currencies shown in thousands).
 */

const minorUnits = z.int();
const nonNegativeMinor = minorUnits.check(z.nonnegative());
const isoDateTime = z.iso.datetime({ offset: true });
/** Decimal odds: at least 1, at most 3 decimals. */
const decimalOdds = z.number().check(
  z.gte(1),
  z.refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
    message: 'odds have at most 3 decimals',
  }),
);

export const MY_BET_KINDS = ['single', 'multiple', 'system', 'jackpot'] as const;
export const MY_BET_STATUSES = [
  'pending_approval',
  'open',
  'won',
  'lost',
  'void',
  'rejected',
] as const;
export const MY_BET_LEG_RESULTS = ['open', 'won', 'lost', 'void'] as const;

export const myBetKindSchema = z.enum(MY_BET_KINDS);
export const myBetStatusSchema = z.enum(MY_BET_STATUSES);
export const myBetLegResultSchema = z.enum(MY_BET_LEG_RESULTS);
export type MyBetKind = z.infer<typeof myBetKindSchema>;
export type MyBetStatus = z.infer<typeof myBetStatusSchema>;
export type MyBetLegResult = z.infer<typeof myBetLegResultSchema>;

/** One selection of a bet, with the descriptions and price as they were at placement. */
export const myBetLegSchema = z.looseObject({
  legIndex: z.int().check(z.nonnegative()),
  outcomeId: z.int(),
  outcomeDescription: z.string(),
  marketId: z.int(),
  marketDescription: z.string(),
  periodDescription: z.string(),
  eventId: z.int(),
  eventDescription: z.string(),
  sportCode: z.string(),
  eventDate: isoDateTime,
  decimal: decimalOdds,
  spread: z.nullable(z.number()),
  result: myBetLegResultSchema,
  ordinal: z.nullable(z.int()),
  reserve: z.boolean(),
});
export type MyBetLeg = z.infer<typeof myBetLegSchema>;

export const myBetSchema = z.looseObject({
  betId: z.int().check(z.positive()),
  reference: z.string().check(z.minLength(1)),
  kind: myBetKindSchema,
  betTypeId: z.int(),
  description: z.string(),
  status: myBetStatusSchema,
  eachWay: z.boolean(),
  jackpotId: z.nullable(z.int()),
  unitStake: nonNegativeMinor,
  totalStake: nonNegativeMinor,
  numberOfBets: z.int().check(z.positive()),
  /** Combined decimal odds of a single or multiple; null for systems and jackpots. */
  decimal: z.nullable(decimalOdds),
  potentialReturns: nonNegativeMinor,
  /** What settlement paid (0 until settled, and for a lost bet). */
  payout: nonNegativeMinor,
  currency: z.string().check(z.minLength(3)),
  precision: z.int().check(z.nonnegative()),
  displayScale: z.int().check(z.positive()),
  placedAt: isoDateTime,
  settledAt: z.nullable(isoDateTime),
  /**
   * A bet waiting for the operator's approval: when the decision is due (the placement's
   * decideAt). Null or absent otherwise, and from platforms that do not send it.
   */
  decideAt: z.optional(z.nullable(isoDateTime)),
  legs: z.array(myBetLegSchema),
});
export type MyBet = z.infer<typeof myBetSchema>;

/** GET /xapi/bet/account/{accountId}/openbets: open and pending-approval bets, newest first. */
export const openBetsResponseSchema = z.looseObject({
  accountId: z.int(),
  count: z.int().check(z.nonnegative()),
  bets: z.array(myBetSchema),
});
export type OpenBetsResponse = z.infer<typeof openBetsResponseSchema>;

/** GET /xapi/bet/account/{accountId}/openbet/{betId}: one of the player's bets, any status. */
export const openBetResponseSchema = myBetSchema;
export type OpenBetResponse = MyBet;

/** GET /xapi/bet/account/{accountId}/betcount (§3: balance, count). */
export const betCountResponseSchema = z.looseObject({
  balance: minorUnits,
  count: z.int().check(z.nonnegative()),
  currency: z.optional(z.string().check(z.minLength(3))),
  precision: z.optional(z.int().check(z.nonnegative())),
  displayScale: z.optional(z.int().check(z.positive())),
});
export type BetCountResponse = z.infer<typeof betCountResponseSchema>;

/** GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50: the last 24 h, newest first. */
export const dailySettledBetsResponseSchema = z.looseObject({
  accountId: z.int(),
  numberOfBets: z.int().check(z.gte(1), z.lte(50)),
  count: z.int().check(z.nonnegative()),
  bets: z.array(z.extend(myBetSchema, { status: z.enum(['won', 'lost', 'void']) })),
});
export type DailySettledBetsResponse = z.infer<typeof dailySettledBetsResponseSchema>;
