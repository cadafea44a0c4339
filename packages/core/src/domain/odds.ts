import { groupThousands } from './money';
import type { OddsFormat } from './oddsFormat';

/**
 * Odds in the five price formats of the spec (betting spec §1 "Price formats: euro (decimal), hk,
 * us, malay, indo"; §5 "Odds display" and "Negative odds"). Decimal odds are the source; the
 * others are views:
 *
 * - euro = d, shown with 3 places below 1.01, else 2;
 * - hk = d − 1;
 * - us = +100·(d−1) when d ≥ 2, −100/(d−1) below (±100 based);
 * - malay = d − 1 up to and including 2, −1/(d−1) above;
 * - indo = d − 1 from 2 up, −1/(d−1) below.
 *
 * So at exactly d = 2 every format is positive (hk 1.00, us +100, malay 1.00, indo 1.00), which is
 * the boundary `showsNegativeOdds` uses (malay negative above 2, us/indo negative below 2).
 *
 * The list of formats and their platform names are in `oddsFormat.ts`. What a player sees is
 * `formatPrice` (through core's display module, `oddsText`): one text per price, the
 * negative-odds setting applied, decimal and d − 1 values rounded down (see there).
 */

/** Highest decimal price `isValidDecimalPrice` accepts. */
export const MAX_DECIMAL_PRICE = 100_000;

/**
 * What `formatPrice` prints for a value that is not a price at all (not finite, or
 * not above 1, so no format has a value for it). An em dash, so it cannot be read as a minus sign.
 */
export const NO_PRICE_TEXT = '—';

/**
 * A usable decimal price: a finite number above 1 (a price of 1 or less pays nothing back and has
 * no hk/us/malay/indo value) and at most {@link MAX_DECIMAL_PRICE} (spec §3 prices are decimals;
 * the spec gives no upper bound: 100 000 is this module's sanity cap, far above the 1000 top of
 * the odds ladder).
 */
export function isValidDecimalPrice(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value > 1 && value <= MAX_DECIMAL_PRICE
  );
}

/**
 * The value of a decimal price in `format` (spec §5 "Odds display": US is ±100 based, HK is decimal
 * minus 1; malay and indo as in the module comment). Exact arithmetic, no rounding: rounding is
 * `formatPrice`'s job.
 *
 * Not validated: callers check the input with `isValidDecimalPrice`. Decimals very close to 1 give
 * very large negative us/indo values (1.001 → us −100 000, indo −1000); they are returned as they
 * are rather than capped, because a cap would break the round trip with `fromFormat`, and platform
 * prices have at most 3 decimals so 1.001 is the closest to 1 a real price gets. At d = 1 us/indo
 * are −Infinity, below 1 the results are meaningless.
 */
export function toFormat(decimal: number, format: OddsFormat): number {
  const profit = decimal - 1;
  switch (format) {
    case 'euro':
      return decimal;
    case 'hk':
      return profit;
    case 'us':
      return decimal >= 2 ? 100 * profit : -100 / profit;
    case 'malay':
      return decimal <= 2 ? profit : -1 / profit;
    case 'indo':
      return decimal >= 2 ? profit : -1 / profit;
  }
}

/**
 * The decimal price of a value in `format`: the inverse of `toFormat` (spec §5 "Odds display").
 * The side's formula is chosen by the value's sign (0 and above use the positive side).
 *
 * Lenient by design: a value outside the format's own range (a us value between −100 and +100, a
 * malay value above 1, an indo value between −1 and +1) is converted with the same formula, and
 * may give a decimal of 1 or less (us 0 → 1); check the result with `isValidDecimalPrice`.
 */
export function fromFormat(value: number, format: OddsFormat): number {
  switch (format) {
    case 'euro':
      return value;
    case 'hk':
      return value + 1;
    case 'us':
      return value >= 0 ? value / 100 + 1 : 100 / -value + 1;
    case 'malay':
      return value >= 0 ? value + 1 : -1 / value + 1;
    case 'indo':
      return value >= 0 ? value + 1 : -1 / value + 1;
  }
}

/** How a value is rounded to the places it is shown with. */
type Rounding = 'down' | 'halfAwayFromZero';

/**
 * Rounds `value` at `places` decimals, on the value as written in decimal rather than its binary
 * approximation: the scaled value is first rounded to 12 significant digits, which removes the
 * last-bit noise of the conversions (2.3 × 100 is 229.99999999999997, read as 230; −100/(1.064 −
 * 1) is −1562.4999999999986, read as −1562.5).
 *
 * - `down` (towards zero): decimal odds and every d − 1 value (see `formatPrice`);
 * - `halfAwayFromZero`: us, and the negative malay/indo values.
 */
function roundAt(value: number, places: number, rounding: Rounding): number {
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  const whole = rounding === 'down' ? Math.floor(scaled) : Math.round(scaled);
  return (Math.sign(value) * whole) / factor;
}

/**
 * Fixed-point text of `value` with `places` decimals, thousands grouped with ',' (the spec's
 * separators: thousands ',' decimal '.'), that never shows a zero for a non-zero value and never
 * shows "-0": a value that rounds to zero prints as the smallest step with its sign (±0.001 at 3
 * places).
 */
function fixedText(value: number, places: number, rounding: Rounding): string {
  let rounded = roundAt(value, places, rounding);
  if (rounded === 0) {
    if (value === 0) return (0).toFixed(places);
    rounded = Math.sign(value) / 10 ** places;
  }
  const text = Math.abs(rounded).toFixed(places);
  const [whole = '0', fraction] = text.split('.');
  const grouped =
    fraction === undefined ? groupThousands(whole) : `${groupThousands(whole)}.${fraction}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** Places of a "profit per unit" value: 2, 3 when the magnitude is below 0.01. */
function fractionPlaces(value: number): number {
  return Math.abs(value) < 0.01 ? 3 : 2;
}

/**
 * Text of an hk/malay/indo value: 2 places, 3 when the magnitude is below 0.01. The spec gives the
 * 3-place rule for decimal odds only (below 1.01, i.e. when the profit part is below 0.01); the
 * same rule is applied to these "profit per unit" formats so that hk shows the same digits as
 * decimal (1.005 → "0.005", not "0.01") and a malay price above 101 does not collapse to "-0.00"
 * (1000 → "-0.001"). A positive value (d − 1) is rounded down like decimal odds; a negative one
 * (−1/(d − 1)) half away from zero.
 */
function fractionText(value: number): string {
  return fixedText(value, fractionPlaces(value), value > 0 ? 'down' : 'halfAwayFromZero');
}

/**
 * Decimal text (spec §5 "Odds display": decimal with 3 places when below 1.01, otherwise 2),
 * rounded down: 67.0259 → "67.02", 2.675 → "2.67".
 */
function decimalText(decimal: number): string {
  return fixedText(decimal, decimal < 1.01 ? 3 : 2, 'down');
}

/** US text: a whole number with its sign, "+" included (spec §5 "US is +/-100 based"). */
function usText(value: number): string {
  const text = fixedText(value, 0, 'halfAwayFromZero');
  return value > 0 ? `+${text}` : text;
}

/**
 * The text of a price in its format's natural sign. Not exported: every price a player sees goes
 * through `formatPrice`, which applies the negative-odds setting.
 */
function formatOdds(decimal: number, format: OddsFormat): string {
  if (!Number.isFinite(decimal) || decimal <= 1) return NO_PRICE_TEXT;
  switch (format) {
    case 'euro':
      return decimalText(decimal);
    case 'us':
      return usText(toFormat(decimal, format));
    case 'hk':
    case 'malay':
    case 'indo':
      return fractionText(toFormat(decimal, format));
  }
}

/** How a player sees prices: the odds format and the operator's negative-odds setting. */
export interface OddsDisplay {
  oddsFormat: OddsFormat;
  /** `betslip_negative_odds_enabled` (default off). */
  negativeOddsEnabled: boolean;
}

/**
 * The price text a player sees (spec §5 "Negative odds" and "Odds display"), the one odds
 * formatter of the front end: event lists, event, coupon and outright pages, the betslip and My
 * Bets all show prices through it (core's display module, `oddsText`).
 *
 * Rounding: what the platform pays is the truth, and it pays stake × Π prices rounded down once
 * to a minor unit. So decimal odds and every d − 1 value (hk; malay and indo on their positive
 * side; the positive equivalents below) are rounded DOWN to the places shown, never up: "odds
 * shown × 1.00" is exactly what a 1.00 stake returns (67.0259 → "67.02", returns 67.02; 2.675 →
 * "2.67"). us and the negative malay/indo values have no such reading (they are not a multiplier
 * of the stake), so they keep rounding half away from zero on the written value (us −1562.5 →
 * "-1563", malay −0.665 → "-0.67").
 *
 * Other decisions where the spec is silent:
 * - Thousands are grouped with ',' in every format (spec separators: thousands ',' decimal '.'),
 *   so combined odds read like the returns beside them: "10,890.72".
 * - us is a whole number with "+" on positive values; at d = 2 it is "+100".
 * - hk, malay and indo show 2 places, 3 when the magnitude is below 0.01 (see the decimal rule),
 *   and a non-zero value never prints as zero or "-0.00": below the smallest step it prints ±0.001
 *   (malay of a price above 2000).
 * - A value that is not a price (not finite, or not above 1) prints {@link NO_PRICE_TEXT} instead
 *   of "NaN", "-Infinity" or a wrongly signed number. Prices above {@link MAX_DECIMAL_PRICE} are
 *   still formatted: the cap belongs to `isValidDecimalPrice`, not to display.
 *
 * With `negativeOddsEnabled` on, a price shows in its format's natural sign. With it off (the
 * default of `betslip_negative_odds_enabled`) and a price the format would make negative (malay
 * above 2, indo or us below 2; `showsNegativeOdds(decimal, format, true)`), the positive
 * equivalent is shown instead. The spec does not say what that is; the choice here:
 * - malay and indo: the profit per unit staked, d − 1 (the formula of their own positive side
 *   extended; what Asian books show with negatives off), e.g. malay 3 → "2.00", indo 1.5 →
 *   "0.50"; same places and rounding as hk.
 * - us: the decimal price, e.g. 1.5 → "1.50" (rounded down like decimal odds). A positive us
 *   value is by definition at least +100, so the profit per 100 (+50) would be read as a typo or
 *   as a different price, and rounds to "+0" below 1.005; a US column that shows a decimal price
 *   for its short prices is what books without negative US odds do, every player can read it,
 *   and "price × stake" still gives the returns.
 * Prices where the format is not negative print the same with the setting on or off.
 */
export function formatPrice(decimal: number, display: OddsDisplay): string {
  const { oddsFormat: format, negativeOddsEnabled } = display;
  if (negativeOddsEnabled) return formatOdds(decimal, format);
  if (!Number.isFinite(decimal) || decimal <= 1) return NO_PRICE_TEXT;
  if (!showsNegativeOdds(decimal, format, true)) return formatOdds(decimal, format);
  return format === 'us' ? decimalText(decimal) : fractionText(toFormat(decimal, 'hk'));
}

/**
 * Negative odds are shown only when the setting is on and the format would make them negative:
 * malay above 2, indo or us below 2 (spec §5 "Negative odds").
 */
export function showsNegativeOdds(
  decimal: number,
  format: OddsFormat,
  negativeOddsEnabled: boolean,
): boolean {
  if (!negativeOddsEnabled) return false;
  if (format === 'malay') return decimal > 2;
  if (format === 'indo' || format === 'us') return decimal < 2;
  return false;
}
