import * as z from 'zod/mini';

/**
 * The betslip calls of betting-area §7 as the sandbox platform answers them (the spec shows no
 * response shape for placement; these schemas are the contract, see apps/sandbox/README.md
 * "Betslip calls"). Objects are loose (unknown fields pass through) and strict on the fields §3
 * names. Money is always an integer count of minor units of `currency`; `precision` says how
 * many of them make a major unit. Prices are decimal odds.
 */

const minorUnits = z.int();
const money = minorUnits.check(z.nonnegative());
const isoDateTime = z.iso.datetime({ offset: true });
const positiveOdds = z.number().check(z.gt(1));

/** A §8 RES code, e.g. RES-00056. */
export const betslipResCodeSchema = z.string().check(z.regex(/^RES-\d{5}$/));

/** One problem of a betslip: on a selection (`outcomeId`), a multiple or system (`betTypeId`). */
export const betslipErrorSchema = z.looseObject({
  code: betslipResCodeSchema,
  message: z.string().check(z.minLength(1)),
  outcomeId: z.optional(z.int()),
  betTypeId: z.optional(z.int()),
});
export type BetslipError = z.infer<typeof betslipErrorSchema>;

/** §3 betslip selection (single). World fields are null for an outcome the platform does not know. */
export const betslipSingleSchema = z.looseObject({
  outcomeId: z.int(),
  outcomeDescription: z.nullable(z.string()),
  marketDescription: z.nullable(z.string()),
  periodDescription: z.nullable(z.string()),
  marketId: z.nullable(z.int()),
  marketTypeId: z.nullable(z.int()),
  slug: z.nullable(z.string()),
  eventDescription: z.nullable(z.string()),
  eventId: z.nullable(z.int()),
  sportId: z.nullable(z.int()),
  price: z.nullable(positiveOdds),
  decimal: z.nullable(positiveOdds),
  includeInMultiples: z.boolean(),
  maxBetStake: money,
  singleEnabled: z.boolean(),
  ref: z.string().check(z.regex(/^sel\d+$/)),
  eachWay: z.boolean(),
  showEachWay: z.boolean(),
  placeTerms: z.nullable(z.string()),
  stakeAfterTax: money,
  unitStake: money,
  freeMoneyUnitStake: money,
  maxFreeMoneyStake: money,
  enabled: z.boolean(),
  /** O open (default); C closed or unavailable: the front end drops it. */
  outcomeState: z.enum(['O', 'C']),
  isPowerOdd: z.boolean(),
  potentialReturns: money,
  potentialTaxDeduction: money,
  message: z.nullable(z.string()),
});
export type BetslipSingle = z.infer<typeof betslipSingleSchema>;

/** §3 Multiple (Double, Treble, N-Fold) and, with the same stake fields, System. */
export const betslipMultipleSchema = z.looseObject({
  betTypeId: z.int().check(z.positive()),
  description: z.string().check(z.minLength(1)),
  fullDescription: z.string().check(z.minLength(1)),
  ref: z.string().check(z.regex(/^(mul|sys)\d+$/)),
  noOfBets: z.int().check(z.positive()),
  unitStake: money,
  totalStake: money,
  potentialReturns: money,
  price: z.nullable(positiveOdds),
  decimal: z.nullable(positiveOdds),
  minBetStake: money,
  maxBetStake: money,
  freeMoneyUnitStake: money,
  maxFreeMoneyStake: money,
  stakeAfterTax: money,
  taxPercentage: z.number().check(z.nonnegative()),
  extraParlayWinnings: money,
});
export type BetslipMultiple = z.infer<typeof betslipMultipleSchema>;
export const betslipSystemSchema = betslipMultipleSchema;
export type BetslipSystem = BetslipMultiple;

const betslipModelFields = {
  singles: z.array(betslipSingleSchema),
  multiples: z.array(betslipMultipleSchema),
  systems: z.array(betslipSystemSchema),
  /** The player's sportsbook balance; null for an anonymous caller. */
  availableBalance: z.nullable(money),
  betMayBeReferred: z.boolean(),
  errors: z.array(betslipErrorSchema),
  totalCost: money,
  potentialReturns: money,
  currency: z.string().check(z.minLength(3)),
  precision: z.int().check(z.gte(0), z.lte(8)),
  userAcceptOdds: z.enum(['D', 'A']),
  originId: z.int(),
};

/** PUT/POST /xapi/rest/betslips/selections: `{ model }`; model.errors go to the betslip errors. */
export const betslipSelectionsResponseSchema = z.looseObject({
  model: z.looseObject(betslipModelFields),
});
export type BetslipSelectionsResponse = z.infer<typeof betslipSelectionsResponseSchema>;

export const BETSLIP_PLACEMENT_STATUSES = ['accepted', 'waiting_approval', 'rejected'] as const;
export const betslipStatusSchema = z.enum(BETSLIP_PLACEMENT_STATUSES);

/** One placed bet of a betslip. `decimal` is null for systems (many lines). */
export const betslipPlacedBetSchema = z.looseObject({
  betId: z.int().check(z.positive()),
  reference: z.string().check(z.minLength(1)),
  kind: z.enum(['single', 'multiple', 'system']),
  betTypeId: z.int().check(z.positive()),
  description: z.string().check(z.minLength(1)),
  unitStake: money,
  totalStake: money,
  noOfBets: z.int().check(z.positive()),
  decimal: z.nullable(positiveOdds),
  potentialReturns: money,
  eachWay: z.boolean(),
  status: z.enum(['pending_approval', 'open', 'won', 'lost', 'void', 'rejected']),
});
export type BetslipPlacedBet = z.infer<typeof betslipPlacedBetSchema>;

/**
 * POST /xapi/rest/accounts/{accountId}/betslips?uuid=: 201 accepted, 202 waiting approval (the
 * stake is held; poll PUT /xapi/rest/betslips/{betSlipId}/status after `delay` seconds).
 */
export const betslipPlacementResponseSchema = z.looseObject({
  model: z.looseObject({
    ...betslipModelFields,
    betSlipId: z.int().check(z.positive()),
    reference: z.string().check(z.minLength(1)),
    uuid: z.string().check(z.minLength(1)),
    status: z.enum(['accepted', 'waiting_approval']),
    bets: z.array(betslipPlacedBetSchema).check(z.minLength(1)),
    decideAt: z.nullable(isoDateTime),
    delay: z.int().check(z.nonnegative()),
  }),
});
export type BetslipPlacementResponse = z.infer<typeof betslipPlacementResponseSchema>;

/** PUT /xapi/rest/betslips/{betSlipId}/status. */
export const betslipStatusResponseSchema = z.looseObject({
  model: z.looseObject({
    betSlipId: z.int().check(z.positive()),
    reference: z.string().check(z.minLength(1)),
    status: betslipStatusSchema,
    totalCost: money,
    currency: z.string().check(z.minLength(3)),
    precision: z.int().check(z.gte(0), z.lte(8)),
    decideAt: z.nullable(isoDateTime),
    availableBalance: money,
    errors: z.array(betslipErrorSchema),
  }),
});
export type BetslipStatusResponse = z.infer<typeof betslipStatusResponseSchema>;

/** A refused placement (§8): the first RES code in reasonJson, every problem in `errors`. */
export const betslipErrorResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.int().check(z.gte(400), z.lte(499)),
  message: z.string().check(z.minLength(1)),
  reasonJson: z.looseObject({
    responseCode: betslipResCodeSchema,
    message: z.string().check(z.minLength(1)),
  }),
  errors: z.array(betslipErrorSchema).check(z.minLength(1)),
});
export type BetslipErrorResponse = z.infer<typeof betslipErrorResponseSchema>;

/** A request the betslip calls refuse before any rule: bad shape (400), uuid reused (409)… */
export const betslipRequestErrorResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.int().check(z.gte(400), z.lte(499)),
  error: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
});

/** POST /xapi/rest/betslips/retailcodes: a short code the shop types in. */
export const betslipRetailCodeResponseSchema = z.looseObject({
  model: z.looseObject({
    code: z.string().check(z.regex(/^[A-HJKMNP-Z2-9]{8}$/)),
    outcomeIds: z.array(z.int()).check(z.minLength(1)),
    createdAt: isoDateTime,
  }),
});
export type BetslipRetailCodeResponse = z.infer<typeof betslipRetailCodeResponseSchema>;
