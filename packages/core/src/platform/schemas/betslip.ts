import { z } from 'zod';

/**
 * The betslip calls of betting-area §7 as the sandbox platform answers them (the spec shows no
 * response shape for placement; these schemas are the contract, see apps/sandbox/README.md
 * "Betslip calls"). Objects are loose (unknown fields pass through) and strict on the fields §3
 * names. Money is always an integer count of minor units of `currency`; `precision` says how
 * many of them make a major unit. Prices are decimal odds.
 */

const minorUnits = z.number().int().safe();
const money = minorUnits.nonnegative();
const isoDateTime = z.iso.datetime({ offset: true });
const positiveOdds = z.number().gt(1).finite();

/** A §8 RES code, e.g. RES-00056. */
export const betslipResCodeSchema = z.string().regex(/^RES-\d{5}$/);

/** One problem of a betslip: on a selection (`outcomeId`), a multiple or system (`betTypeId`). */
export const betslipErrorSchema = z.looseObject({
  code: betslipResCodeSchema,
  message: z.string().min(1),
  outcomeId: z.number().int().optional(),
  betTypeId: z.number().int().optional(),
});
export type BetslipError = z.infer<typeof betslipErrorSchema>;

/** §3 betslip selection (single). World fields are null for an outcome the platform does not know. */
export const betslipSingleSchema = z.looseObject({
  outcomeId: z.number().int(),
  outcomeDescription: z.string().nullable(),
  marketDescription: z.string().nullable(),
  periodDescription: z.string().nullable(),
  marketId: z.number().int().nullable(),
  marketTypeId: z.number().int().nullable(),
  slug: z.string().nullable(),
  eventDescription: z.string().nullable(),
  eventId: z.number().int().nullable(),
  sportId: z.number().int().nullable(),
  price: positiveOdds.nullable(),
  decimal: positiveOdds.nullable(),
  includeInMultiples: z.boolean(),
  maxBetStake: money,
  singleEnabled: z.boolean(),
  ref: z.string().regex(/^sel\d+$/),
  eachWay: z.boolean(),
  showEachWay: z.boolean(),
  placeTerms: z.string().nullable(),
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
  message: z.string().nullable(),
});
export type BetslipSingle = z.infer<typeof betslipSingleSchema>;

/** §3 Multiple (Double, Treble, N-Fold) and, with the same stake fields, System. */
export const betslipMultipleSchema = z.looseObject({
  betTypeId: z.number().int().positive(),
  description: z.string().min(1),
  fullDescription: z.string().min(1),
  ref: z.string().regex(/^(mul|sys)\d+$/),
  noOfBets: z.number().int().positive(),
  unitStake: money,
  totalStake: money,
  potentialReturns: money,
  price: positiveOdds.nullable(),
  decimal: positiveOdds.nullable(),
  minBetStake: money,
  maxBetStake: money,
  freeMoneyUnitStake: money,
  maxFreeMoneyStake: money,
  stakeAfterTax: money,
  taxPercentage: z.number().nonnegative(),
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
  availableBalance: money.nullable(),
  betMayBeReferred: z.boolean(),
  errors: z.array(betslipErrorSchema),
  totalCost: money,
  potentialReturns: money,
  currency: z.string().min(3),
  precision: z.number().int().min(0).max(8),
  userAcceptOdds: z.enum(['D', 'A']),
  originId: z.number().int(),
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
  betId: z.number().int().positive(),
  reference: z.string().min(1),
  kind: z.enum(['single', 'multiple', 'system']),
  betTypeId: z.number().int().positive(),
  description: z.string().min(1),
  unitStake: money,
  totalStake: money,
  noOfBets: z.number().int().positive(),
  decimal: positiveOdds.nullable(),
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
    betSlipId: z.number().int().positive(),
    reference: z.string().min(1),
    uuid: z.string().min(1),
    status: z.enum(['accepted', 'waiting_approval']),
    bets: z.array(betslipPlacedBetSchema).min(1),
    decideAt: isoDateTime.nullable(),
    delay: z.number().int().nonnegative(),
  }),
});
export type BetslipPlacementResponse = z.infer<typeof betslipPlacementResponseSchema>;

/** PUT /xapi/rest/betslips/{betSlipId}/status. */
export const betslipStatusResponseSchema = z.looseObject({
  model: z.looseObject({
    betSlipId: z.number().int().positive(),
    reference: z.string().min(1),
    status: betslipStatusSchema,
    totalCost: money,
    currency: z.string().min(3),
    precision: z.number().int().min(0).max(8),
    decideAt: isoDateTime.nullable(),
    availableBalance: money,
    errors: z.array(betslipErrorSchema),
  }),
});
export type BetslipStatusResponse = z.infer<typeof betslipStatusResponseSchema>;

/** A refused placement (§8): the first RES code in reasonJson, every problem in `errors`. */
export const betslipErrorResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.number().int().min(400).max(499),
  message: z.string().min(1),
  reasonJson: z.looseObject({ responseCode: betslipResCodeSchema, message: z.string().min(1) }),
  errors: z.array(betslipErrorSchema).min(1),
});
export type BetslipErrorResponse = z.infer<typeof betslipErrorResponseSchema>;

/** A request the betslip calls refuse before any rule: bad shape (400), uuid reused (409)… */
export const betslipRequestErrorResponseSchema = z.looseObject({
  success: z.literal(false),
  status: z.number().int().min(400).max(499),
  error: z.string().min(1),
  message: z.string().min(1),
});

/** POST /xapi/rest/betslips/retailcodes: a short code the shop types in. */
export const betslipRetailCodeResponseSchema = z.looseObject({
  model: z.looseObject({
    code: z.string().regex(/^[A-HJKMNP-Z2-9]{8}$/),
    outcomeIds: z.array(z.number().int()).min(1),
    createdAt: isoDateTime,
  }),
});
export type BetslipRetailCodeResponse = z.infer<typeof betslipRetailCodeResponseSchema>;
