import type { EpwConfig } from '../../platform/schemas/events';
import { settingFlag } from '../featureGating';
import { limitToMinor, type CurrencyRule } from '../money';

/**
 * Parlay extra winnings ("EPW", betting-area §1 "Parlay extra-winnings promotions grant extra
 * winnings on multiples by bet size", §3 Multiple.extraParlayWinnings and the parlay config,
 * §4 when it is active, §7 `GET /xapi/rest/promotions/epw`; account-and-shell §4).
 *
 * The parlay config lists a percentage per bet size (the number of selections in the multiple,
 * `epwPromoFilterValues`) and the most extra winnings one bet can earn (`maxAmount`, whole units
 * of the brand's currency). Money is integer minor units (bigint), never a float.
 *
 * Decisions where the spec is silent:
 * - The setting key: the spec says "the setting is on" without naming it. It is
 *   `enable_parlay_extra_winnings` here, read like the other boolean flags (`settingFlag`: true,
 *   "true", "1", 1 are on), and off when missing, so a brand that never configured it shows no
 *   promise of money it may not pay.
 * - The formula: the spec gives none. The extra is the percentage of the bet's *winnings*
 *   (potential returns minus stake), not of its returns or its stake, rounded down to a whole
 *   minor unit and capped at `maxAmount`. Rounding down and the cap together mean the slip never
 *   shows more than the bet can earn.
 * - Which entry applies: the one with the largest bet size not above the number of legs, so a
 *   7-fold with entries for 3, 5 and 10 gets the 5 entry; a multiple smaller than the smallest
 *   bet size gets nothing.
 */

/** The setting that switches parlay extra winnings on (our name; see above). */
export const EPW_SETTING_KEY = 'enable_parlay_extra_winnings';

/** Whether the operator switched parlay extra winnings on (off when the setting is missing). */
export function epwSettingOn(settings: Readonly<Record<string, unknown>>): boolean {
  return settingFlag(settings, EPW_SETTING_KEY, false);
}

export interface EpwActiveInput {
  /** The operator setting (`epwSettingOn`). */
  settingOn: boolean;
  loggedIn: boolean;
  /** The player details' `excludedFromPromotions`. */
  excludedFromPromotions: boolean;
}

/**
 * §4: parlay extra winnings is active when the setting is on, the user is logged in and the
 * player is not excluded from promotions.
 */
export function epwActive({
  settingOn,
  loggedIn,
  excludedFromPromotions,
}: EpwActiveInput): boolean {
  return settingOn && loggedIn && !excludedFromPromotions;
}

/** The part of the parlay config the percentage is read from. */
export type EpwPercentageConfig = Pick<EpwConfig, 'epwPromoFilterValues'>;

/**
 * The percentage for a multiple of `legs` selections, or undefined when no entry applies.
 *
 * The entry with the largest bet size ≤ legs applies. The list is read as it comes: it need not
 * be sorted, and an entry whose bet size is not a positive whole number, or whose percentage is
 * not a finite number ≥ 0, is ignored (the schema refuses such entries; this guards a config
 * built another way). A percentage of 0 is a real entry, "no extra from this size on", not a
 * gap to fall through to a smaller size: falling through would pay more than the operator set.
 * Two entries for one bet size: the smaller percentage wins, for the same reason. `legs` that
 * is not a positive whole number gets nothing.
 */
export function epwPercentage(config: EpwPercentageConfig, legs: number): number | undefined {
  if (!Number.isInteger(legs) || legs < 1) return undefined;
  const values: readonly unknown[] = Array.isArray(config.epwPromoFilterValues)
    ? config.epwPromoFilterValues
    : [];
  let best: { betSize: number; percentage: number } | undefined;
  for (const entry of values) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { betSize, percentage } = entry as { betSize?: unknown; percentage?: unknown };
    if (typeof betSize !== 'number' || !Number.isInteger(betSize) || betSize < 1) continue;
    if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage < 0) continue;
    if (betSize > legs) continue;
    if (
      best === undefined ||
      betSize > best.betSize ||
      (betSize === best.betSize && percentage < best.percentage)
    ) {
      best = { betSize, percentage };
    }
  }
  return best?.percentage;
}

/**
 * Percentages are applied in millionths of a percent, so a configured 2.5 or 0.125 is exact in
 * bigint arithmetic; anything finer is rounded to the nearest millionth.
 */
const PERCENT_SCALE = 1_000_000;
const PERCENT_DIVISOR = 100n * BigInt(PERCENT_SCALE);

/** The cap of one bet's extra winnings, minor units; 0 when `maxAmount` is not usable. */
export function epwCapMinor(maxAmount: number, currency: CurrencyRule): bigint {
  if (typeof maxAmount !== 'number' || !Number.isFinite(maxAmount) || maxAmount < 0) return 0n;
  return limitToMinor(maxAmount, currency);
}

export interface ParlayExtraInput {
  /** The multiple's total stake, minor units. */
  stake: bigint;
  /** The multiple's potential returns (stake included), minor units, as the slip shows them. */
  potentialReturns: bigint;
  /** The number of selections in the multiple. */
  legs: number;
  config: EpwConfig;
  currency: CurrencyRule;
}

/**
 * The extra winnings of one multiple, minor units:
 *
 *   min(floor((potentialReturns − stake) × percentage / 100), maxAmount in minor units)
 *
 * The spec does not give the formula; this is our choice (see the module comment). It is 0 when
 * no entry applies (`epwPercentage`), the stake is 0 (no bet) or less, or the returns are not
 * above the stake (no winnings). The cap is `maxAmount` in whole units of the currency turned
 * into minor units with `limitToMinor`, so a ×1000 currency's 50000 is 50,000 as the player sees
 * it (50,000,000 on the platform). A `maxAmount` that is not a finite number ≥ 0 caps at 0: with
 * no usable limit nothing is promised. A `maxAmount` of 0 is read literally, not as "no cap".
 *
 * Whether the extra is active at all (`epwActive`) is the caller's question.
 */
export function parlayExtraWinnings({
  stake,
  potentialReturns,
  legs,
  config,
  currency,
}: ParlayExtraInput): bigint {
  if (stake <= 0n || potentialReturns <= stake) return 0n;
  const percentage = epwPercentage(config, legs);
  if (percentage === undefined) return 0n;
  const cap = epwCapMinor(config.maxAmount, currency);
  const scaled = Math.round(percentage * PERCENT_SCALE);
  // A percentage so large that it overflows a double only ever reaches the cap.
  if (!Number.isFinite(scaled)) return cap;
  const extra = ((potentialReturns - stake) * BigInt(scaled)) / PERCENT_DIVISOR;
  return extra < cap ? extra : cap;
}
