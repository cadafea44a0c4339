import { returnsAtPrices, type BetTaxRule } from '@clem/core/domain';
import { RES_CODES, type ResCode } from '@clem/core/schemas';
import { displayScaleOf, precisionOf } from '../accounts/money';
import type { JsonValue } from '../db/schema';
import type { Settings } from '../settings/default-settings';

/**
 * The betslip's business rules (betting-area §5, §8, §9) that need no database: bet type ids and
 * names, stake parsing, stake limits per currency, potential returns and the approval thresholds.
 * Money is integer minor units throughout; products of prices are computed with bigint.
 */

/**
 * The bet type catalogue (ids, Double/Treble/N-Fold, the system bundles and their line detail)
 * is @clem/core's, shared with the front-end betslip; re-exported for the sandbox's modules.
 */
export {
  BET_TYPE_BASE,
  MAX_FOLD_LEGS,
  SINGLE_BET_TYPE_ID,
  SYSTEM_BET_TYPES,
  foldBetTypeId,
  multipleName,
  systemDetail,
  type SystemBetType,
} from '@clem/core/domain';

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

/** A bigint amount as a number, capped at the largest safe integer. */
export function toSafeNumber(value: bigint): number {
  return Number(value > MAX_SAFE ? MAX_SAFE : value);
}

/** unit × Π prices (each price in 1/1000), rounded down, capped at the largest safe integer. */
export function accumulatorReturns(unitStake: number, pricesMilli: readonly number[]): number {
  return toSafeNumber(returnsAtPrices(BigInt(unitStake), pricesMilli.map(BigInt)));
}

/** A single's returns: win part, plus for each way the place part at a quarter of the odds. */
export function singleReturns(unitStake: number, priceMilli: number, eachWay: boolean): number {
  const win = (BigInt(unitStake) * BigInt(priceMilli)) / 1000n;
  if (!eachWay) return toSafeNumber(win);
  const placeMilli = 1000n + (BigInt(priceMilli) - 1000n) / EACH_WAY_FRACTION;
  return toSafeNumber(win + (BigInt(unitStake) * placeMilli) / 1000n);
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
