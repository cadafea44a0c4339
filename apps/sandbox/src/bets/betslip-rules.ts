import type { BetTaxRule } from '@clem/core/domain';
import { RES_CODES, type ResCode } from '@clem/core/schemas';
import { displayScaleOf, precisionOf } from '../accounts/money';
import type { JsonValue } from '../db/schema';
import type { Settings } from '../settings/default-settings';

/**
 * The betslip's business rules (betting-area §5, §8, §9) that need no database: bet type ids and
 * names, stake parsing, stake limits per currency, potential returns and the approval thresholds.
 * Money is integer minor units throughout; products of prices are computed with bigint.
 */

/** §9: bet type ids are 200000 + n; singles 200001, folds 200002–200012 (also 013–015 here). */
export const BET_TYPE_BASE = 200_000;
export const SINGLE_BET_TYPE_ID = BET_TYPE_BASE + 1;
/** Accumulators up to this many legs (max_bets_on_betslip defaults to 15). */
export const MAX_FOLD_LEGS = 15;

export function foldBetTypeId(legs: number): number {
  return BET_TYPE_BASE + legs;
}

/** Double, Treble, then N-Fold (names the players know). */
export function multipleName(legs: number): string {
  if (legs === 2) return 'Double';
  if (legs === 3) return 'Treble';
  return `${legs}-Fold`;
}

export interface SystemBetType {
  betTypeId: number;
  name: string;
  /** Exactly this many selections. */
  selections: number;
  /** Which combination sizes it bundles (1 = singles). */
  sizes: readonly number[];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * §9's system bundles (ids ending 019–022, 046, 047, 057–060), each a full cover of n selections:
 * every combination of the sizes listed (with all markets distinct the line counts are the
 * classic 4, 7, 11, 15, 26, 31, 57, 63, 120 and 247).
 */
export const SYSTEM_BET_TYPES: readonly SystemBetType[] = [
  { betTypeId: 200_019, name: 'Trixie', selections: 3, sizes: range(2, 3) },
  { betTypeId: 200_020, name: 'Patent', selections: 3, sizes: range(1, 3) },
  { betTypeId: 200_021, name: 'Yankee', selections: 4, sizes: range(2, 4) },
  { betTypeId: 200_022, name: 'Lucky 15', selections: 4, sizes: range(1, 4) },
  { betTypeId: 200_046, name: 'Canadian', selections: 5, sizes: range(2, 5) },
  { betTypeId: 200_047, name: 'Lucky 31', selections: 5, sizes: range(1, 5) },
  { betTypeId: 200_057, name: 'Heinz', selections: 6, sizes: range(2, 6) },
  { betTypeId: 200_058, name: 'Lucky 63', selections: 6, sizes: range(1, 6) },
  { betTypeId: 200_059, name: 'Super Heinz', selections: 7, sizes: range(2, 7) },
  { betTypeId: 200_060, name: 'Goliath', selections: 8, sizes: range(2, 8) },
];

const SIZE_NAMES = ['single', 'double', 'treble'];

/** "3 doubles, 1 treble" style detail of a system's lines. */
export function systemDetail(counts: readonly { size: number; count: number }[]): string {
  return counts
    .filter((entry) => entry.count > 0)
    .map(({ size, count }) => {
      const name = SIZE_NAMES[size - 1] ?? `${size}-fold`;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    })
    .join(', ');
}

/** §9: the multiple's minimum stake, 1250.00 major units (advisory, see the README). */
export const MULTIPLE_MIN_STAKE_MAJOR = 1250;

/** Each way: the place part pays a quarter of the odds (one place term for the sandbox). */
export const EACH_WAY_PLACE_TERMS = '1/4 odds, places 1-2-3';
const EACH_WAY_FRACTION = 4n;

/**
 * Approval thresholds: a betslip whose total cost is above `approve` waits for the attendant,
 * and at decision time one above `reject` is rejected (RES-00195). 500.00 and 750.00 EUR, in
 * rough equivalents (major units) per currency; unlisted currencies use the EUR figures.
 */
const APPROVAL_MAJOR: Readonly<Record<string, number>> = {
  EUR: 500,
  USD: 500,
  USDT: 500,
  GBP: 500,
  MBTC: 6,
  KES: 75_000,
  GHS: 7_500,
  PHP: 30_000,
  JPY: 80_000,
  KRW: 750_000,
  IDR: 8_500_000,
  VND: 13_000_000,
  INR: 45_000,
  CNY: 4_000,
  RMB: 4_000,
  THB: 19_000,
  MYR: 2_500,
  BRL: 3_000,
};

export interface ApprovalThresholds {
  approve: number;
  reject: number;
}

export function approvalThresholds(currency: string): ApprovalThresholds {
  const major = APPROVAL_MAJOR[currency.toUpperCase()] ?? APPROVAL_MAJOR.EUR ?? 500;
  const approve = major * 10 ** precisionOf(currency);
  return { approve, reject: (approve * 3) / 2 };
}

/** Seconds between a placement that waits for approval and the attendant's decision. */
export const APPROVAL_DELAY_SECONDS = 5;

/** The currency facts a betslip needs. */
export interface CurrencyFacts {
  currency: string;
  precision: number;
  /** 1000 for the currencies the front end shows in thousands (VND, IDR), else 1. */
  displayScale: number;
}

export function currencyFacts(currency: string): CurrencyFacts {
  return { currency, precision: precisionOf(currency), displayScale: displayScaleOf(currency) };
}

function settingNumber(settings: Settings, key: string, fallback: number): number {
  const value: JsonValue | undefined = settings[key];
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

function settingFlag(settings: Settings, key: string): boolean {
  const value = settings[key];
  return value === true || value === 'true';
}

/** The settings-driven limits of one betslip, in minor units of the player's currency. */
export interface BetslipLimits {
  minStake: number;
  maxStake: number;
  maxBets: number;
  africanBetslip: boolean;
  eachWayEnabled: boolean;
  multipleMinStake: number;
  /** The betting tax, when the African betslip, tax deduction and stake after tax are all on. */
  tax: BetTaxRule | undefined;
}

/** A limit in major units (a setting) to minor units: ×10^precision, ×1000 for VND and IDR. */
export function limitToMinorUnits(major: number, facts: CurrencyFacts): number {
  const minor = Math.round(major * 10 ** facts.precision) * facts.displayScale;
  return Math.min(minor, Number.MAX_SAFE_INTEGER);
}

export function betslipLimits(settings: Settings, facts: CurrencyFacts): BetslipLimits {
  return {
    minStake: limitToMinorUnits(settingNumber(settings, 'bet_stake_min_amount', 0), facts),
    maxStake: limitToMinorUnits(settingNumber(settings, 'bet_stake_max_amount', 10_000), facts),
    maxBets: Math.floor(settingNumber(settings, 'max_bets_on_betslip', 15)),
    africanBetslip: settingFlag(settings, 'african_betslip'),
    eachWayEnabled: settingFlag(settings, 'each_way_enabled'),
    multipleMinStake: limitToMinorUnits(MULTIPLE_MIN_STAKE_MAJOR, facts),
    tax:
      settingFlag(settings, 'african_betslip') &&
      settingFlag(settings, 'tax_deduction_enabled') &&
      settingFlag(settings, 'enable_stake_after_tax')
        ? {
            stakeRatePercentage: settingNumber(settings, 'stake_rate_percentage', 0),
            returnsRatePercentage: settingNumber(settings, 'tax_returns_percentage', 0),
          }
        : undefined,
  };
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function capped(value: bigint): number {
  return Number(value > MAX_SAFE ? MAX_SAFE : value);
}

/** unit × Π prices (each price in 1/1000), rounded down, capped at the largest safe integer. */
export function accumulatorReturns(unitStake: number, pricesMilli: readonly number[]): number {
  let numerator = BigInt(unitStake);
  let denominator = 1n;
  for (const price of pricesMilli) {
    numerator *= BigInt(price);
    denominator *= 1000n;
  }
  return capped(numerator / denominator);
}

/** Π prices as decimal odds with 3 decimals (rounded down); null for no legs. */
export function combinedDecimal(pricesMilli: readonly number[]): number | null {
  if (pricesMilli.length === 0) return null;
  const milli = accumulatorReturns(1000, pricesMilli);
  return milli / 1000;
}

/** A single's returns: win part, plus for each way the place part at a quarter of the odds. */
export function singleReturns(unitStake: number, priceMilli: number, eachWay: boolean): number {
  const win = (BigInt(unitStake) * BigInt(priceMilli)) / 1000n;
  if (!eachWay) return capped(win);
  const placeMilli = 1000n + (BigInt(priceMilli) - 1000n) / EACH_WAY_FRACTION;
  return capped(win + (BigInt(unitStake) * placeMilli) / 1000n);
}

export interface SystemLeg {
  marketId: number;
  priceMilli: number;
}

/**
 * A system's lines and returns. Combinations count only if their selections are on different
 * markets (§5): with the selections grouped by market, the k-combinations are the k-th
 * elementary symmetric polynomial of the group sizes, and their summed price products the same
 * polynomial of the groups' summed prices. Returns are "if every line won", rounded down.
 */
export function systemLines(
  legs: readonly SystemLeg[],
  sizes: readonly number[],
  unitStake: number,
): { counts: { size: number; count: number }[]; noOfBets: number; potentialReturns: number } {
  const groups = new Map<number, { size: bigint; priceSum: bigint }>();
  for (const leg of legs) {
    const group = groups.get(leg.marketId) ?? { size: 0n, priceSum: 0n };
    group.size += 1n;
    group.priceSum += BigInt(leg.priceMilli);
    groups.set(leg.marketId, group);
  }
  const count: bigint[] = [1n];
  const priceSum: bigint[] = [1n];
  for (const group of groups.values()) {
    for (let j = count.length; j >= 1; j -= 1) {
      count[j] = (count[j] ?? 0n) + (count[j - 1] ?? 0n) * group.size;
      priceSum[j] = (priceSum[j] ?? 0n) + (priceSum[j - 1] ?? 0n) * group.priceSum;
    }
  }
  let lines = 0n;
  let returns = 0n;
  const counts = sizes.map((size) => {
    const lineCount = count[size] ?? 0n;
    lines += lineCount;
    returns += (BigInt(unitStake) * (priceSum[size] ?? 0n)) / 1000n ** BigInt(size);
    return { size, count: Number(lineCount) };
  });
  return { counts, noOfBets: capped(lines), potentialReturns: capped(returns) };
}

/** One problem of a betslip, as model.errors and reasonJson carry it. */
export interface BetslipIssue {
  code: ResCode;
  message: string;
  outcomeId?: number;
  betTypeId?: number;
}

export function issue(
  code: ResCode,
  detail?: string,
  where: { outcomeId?: number; betTypeId?: number } = {},
): BetslipIssue {
  return { code, message: detail ?? RES_CODES[code], ...where };
}

/** The text shown when outcomes are closed (§5). */
export const NOT_AVAILABLE_MESSAGE = 'Your selection is not available anymore';
