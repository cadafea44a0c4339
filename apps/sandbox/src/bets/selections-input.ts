import { z } from 'zod';
import { parseMajor } from '../accounts/money';

/**
 * The selectionParams model (betting-area §3, §7) and the betslip model sent for placement, as
 * the sandbox reads them. Fields the front end sends that the sandbox does not use
 * (descriptions, refs, globalStake, totalCost, …) are accepted and dropped.
 */

const MAX_ID = 2_147_483_647;
const MAX_SELECTIONS = 100;
const MAX_BETS = 50;

const idSchema = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^\d{1,10}$/, 'expected an id')
    .transform(Number)
    .refine((id) => id > 0 && id <= MAX_ID, 'expected an id'),
]);
/** A stake in major units: a number or its text (converted exactly, see parseMajor). */
const stakeSchema = z.union([z.number(), z.string().max(32)]);
const flagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

const singleSchema = z.object({
  outcomeId: idSchema,
  unitStake: stakeSchema.nullable().optional(),
  freeMoneyUnitStake: stakeSchema.nullable().optional(),
  eachWay: flagSchema.optional(),
  includeInMultiples: flagSchema.optional(),
  /** The price the player saw (decimal odds): a change is checked against userAcceptOdds. */
  decimal: z
    .union([z.number(), z.string().max(32)])
    .nullable()
    .optional(),
  /** The spread (handicap or total line) the player saw. */
  spread: z.number().finite().nullable().optional(),
  /** CP current price (default); SP starting price, which the sandbox does not offer. */
  priceType: z.enum(['CP', 'SP']).optional(),
});

const betSchema = z.object({
  betTypeId: idSchema,
  unitStake: stakeSchema.nullable().optional(),
  freeMoneyUnitStake: stakeSchema.nullable().optional(),
});

export const betslipBodySchema = z.object({
  singles: z.array(singleSchema).max(MAX_SELECTIONS).default([]),
  multiples: z.array(betSchema).max(MAX_BETS).default([]),
  systems: z.array(betSchema).max(MAX_BETS).default([]),
  userAcceptOdds: z.enum(['D', 'A']).default('D'),
  originId: idSchema.default(11),
  showSysBets: flagSchema.optional(),
  outcomeIds: z
    .union([z.array(idSchema).max(MAX_SELECTIONS), z.string().max(2_000), z.number()])
    .optional(),
  accountId: idSchema.optional(),
});
export type BetslipBody = z.infer<typeof betslipBodySchema>;

export interface SelectionInput {
  outcomeId: number;
  unitStake: number;
  freeMoneyUnitStake: number;
  eachWay: boolean;
  includeInMultiples: boolean;
  seenPriceMilli: number | undefined;
  /** undefined: not sent; null: sent as "no spread". */
  seenSpreadMilli: number | null | undefined;
  startingPrice: boolean;
}

export interface BetInput {
  betTypeId: number;
  unitStake: number;
  freeMoneyUnitStake: number;
}

export interface BetslipInput {
  selections: SelectionInput[];
  multiples: BetInput[];
  systems: BetInput[];
  userAcceptOdds: 'D' | 'A';
  originId: number;
  showSysBets: boolean;
  accountId: number | undefined;
}

export type InputResult = { ok: true; input: BetslipInput } | { ok: false; message: string };

function outcomeIdList(value: BetslipBody['outcomeIds']): number[] | string {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  const parts = String(value)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,10}$/.test(part) || Number(part) <= 0 || Number(part) > MAX_ID) {
      return `outcomeIds: "${part}" is not an id`;
    }
    ids.push(Number(part));
  }
  return ids;
}

/** Stakes to minor units (the currency is known only now) and the selections in order. */
export function normaliseBetslip(body: BetslipBody, precision: number): InputResult {
  const stake = (value: number | string | null | undefined, where: string): number | string => {
    if (value === undefined || value === null || value === '') return 0;
    const minor = parseMajor(value, precision);
    return minor === undefined
      ? `${where}: "${String(value)}" is not an amount with at most ${precision} decimals`
      : minor;
  };
  const selections: SelectionInput[] = [];
  const seen = new Set<number>();
  for (const [index, single] of body.singles.entries()) {
    if (seen.has(single.outcomeId)) {
      return { ok: false, message: `singles.${index}.outcomeId: ${single.outcomeId} is repeated` };
    }
    seen.add(single.outcomeId);
    const unitStake = stake(single.unitStake, `singles.${index}.unitStake`);
    if (typeof unitStake === 'string') return { ok: false, message: unitStake };
    const free = stake(single.freeMoneyUnitStake, `singles.${index}.freeMoneyUnitStake`);
    if (typeof free === 'string') return { ok: false, message: free };
    let seenPriceMilli: number | undefined;
    if (single.decimal !== undefined && single.decimal !== null && single.decimal !== '') {
      seenPriceMilli = parseMajor(single.decimal, 3);
      if (seenPriceMilli === undefined || seenPriceMilli <= 1000) {
        return { ok: false, message: `singles.${index}.decimal: not decimal odds above 1` };
      }
    }
    selections.push({
      outcomeId: single.outcomeId,
      unitStake,
      freeMoneyUnitStake: free,
      eachWay: single.eachWay ?? false,
      includeInMultiples: single.includeInMultiples ?? true,
      seenPriceMilli,
      seenSpreadMilli:
        single.spread === undefined
          ? undefined
          : single.spread === null
            ? null
            : Math.round(single.spread * 1000),
      startingPrice: single.priceType === 'SP',
    });
  }
  const extra = outcomeIdList(body.outcomeIds);
  if (typeof extra === 'string') return { ok: false, message: extra };
  for (const outcomeId of extra) {
    if (seen.has(outcomeId)) continue;
    seen.add(outcomeId);
    selections.push({
      outcomeId,
      unitStake: 0,
      freeMoneyUnitStake: 0,
      eachWay: false,
      includeInMultiples: true,
      seenPriceMilli: undefined,
      seenSpreadMilli: undefined,
      startingPrice: false,
    });
  }
  if (selections.length > MAX_SELECTIONS) {
    return { ok: false, message: `at most ${MAX_SELECTIONS} selections` };
  }
  const bets = (list: BetslipBody['multiples'], name: string): BetInput[] | string => {
    const result: BetInput[] = [];
    for (const [index, bet] of list.entries()) {
      const unitStake = stake(bet.unitStake, `${name}.${index}.unitStake`);
      if (typeof unitStake === 'string') return unitStake;
      const free = stake(bet.freeMoneyUnitStake, `${name}.${index}.freeMoneyUnitStake`);
      if (typeof free === 'string') return free;
      if (result.some((other) => other.betTypeId === bet.betTypeId)) {
        return `${name}.${index}.betTypeId: ${bet.betTypeId} is repeated`;
      }
      result.push({ betTypeId: bet.betTypeId, unitStake, freeMoneyUnitStake: free });
    }
    return result;
  };
  const multiples = bets(body.multiples, 'multiples');
  if (typeof multiples === 'string') return { ok: false, message: multiples };
  const systems = bets(body.systems, 'systems');
  if (typeof systems === 'string') return { ok: false, message: systems };
  return {
    ok: true,
    input: {
      selections,
      multiples,
      systems,
      userAcceptOdds: body.userAcceptOdds,
      originId: body.originId,
      showSysBets: body.showSysBets ?? true,
      accountId: body.accountId,
    },
  };
}
