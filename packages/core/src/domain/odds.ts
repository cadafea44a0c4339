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
 * The list of formats and their platform names are in `oddsFormat.ts`.
 */

/** Highest decimal price `isValidDecimalPrice` accepts. */
export const MAX_DECIMAL_PRICE = 100_000;

/**
 * What `formatOdds` and `formatPrice` print for a value that is not a price at all (not finite, or
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
 * `formatOdds`'s job.
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

/**
 * Rounds half away from zero at `places` decimals, on the value as written in decimal rather than
 * its binary approximation: 2.675 (stored as 2.67499999…) gives 2.68 like 1.675 does, and
 * −100/(1.064 − 1) (computed as −1562.4999999999986) gives −1563. The scaled value is first
 * rounded to 12 significant digits, which removes the last-bit noise of the conversions.
 */
function roundHalfAwayFromZero(value: number, places: number): number {
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / factor;
}

/**
 * Fixed-point text of `value` with `places` decimals that never shows a zero for a non-zero value
 * and never shows "-0": a value that rounds to zero prints as the smallest step with its sign
 * (±0.001 at 3 places).
 */
function fixedText(value: number, places: number): string {
  let rounded = roundHalfAwayFromZero(value, places);
  if (rounded === 0) {
    if (value === 0) return (0).toFixed(places);
    rounded = Math.sign(value) / 10 ** places;
  }
  return rounded.toFixed(places);
}

/**
 * Text of an hk/malay/indo value (and of the positive equivalents of `formatPrice`): 2 places, 3
 * when the magnitude is below 0.01. The spec gives the 3-place rule for decimal odds only (below
 * 1.01, i.e. when the profit part is below 0.01); the same rule is applied to these "profit per
 * unit" formats so that hk shows the same digits as decimal (1.005 → "0.005", not "0.01") and a
 * malay price above 101 does not collapse to "-0.00" (1000 → "-0.001").
 */
function fractionText(value: number): string {
  return fixedText(value, Math.abs(value) < 0.01 ? 3 : 2);
}

/** Decimal text (spec §5 "Odds display": decimal with 3 places when below 1.01, otherwise 2). */
function decimalText(decimal: number): string {
  return fixedText(decimal, decimal < 1.01 ? 3 : 2);
}

/** US text: a whole number with its sign, "+" included (spec §5 "US is +/-100 based"). */
function usText(value: number): string {
  const text = fixedText(value, 0);
  return value > 0 ? `+${text}` : text;
}

/**
 * The text a player sees for a price in its natural sign (spec §5 "Odds display": decimal with 3
 * places when below 1.01, otherwise 2; US is ±100 based; HK is decimal minus 1).
 *
 * Decisions where the spec is silent:
 * - Rounding is half away from zero on the written decimal value (2.675 → "2.68", us
 *   −1562.5 → "-1563"), not `toFixed`'s binary artefacts (which printed 2.675 as "2.67").
 * - us is a whole number with "+" on positive values; at d = 2 it is "+100".
 * - hk, malay and indo show 2 places, 3 when the magnitude is below 0.01 (see the decimal rule),
 *   and a non-zero value never prints as zero or "-0.00": below the smallest step it prints ±0.001
 *   (malay of a price above 2000).
 * - A value that is not a price (not finite, or not above 1) prints {@link NO_PRICE_TEXT} instead
 *   of "NaN", "-Infinity" or a wrongly signed number. Prices above {@link MAX_DECIMAL_PRICE} are
 *   still formatted: the cap belongs to `isValidDecimalPrice`, not to display.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
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

/**
 * The price text a player sees (spec §5 "Negative odds" and "Odds display").
 *
 * With `options` omitted, or `negativeOddsEnabled` not `false`, it is `formatOdds`: the format's
 * natural sign. Event lists always show natural odds; only the betslip passes
 * `negativeOddsEnabled` from the `betslip_negative_odds_enabled` setting.
 *
 * When `negativeOddsEnabled` is explicitly `false` and the format would give a negative value
 * (malay above 2, indo or us below 2; `showsNegativeOdds(decimal, format, true)`), the positive
 * equivalent is shown instead. The spec does not say what that is; the choice here:
 * - malay and indo: the profit per unit staked, d − 1 (the hk value, the formula of their own
 *   positive side extended), e.g. malay 3 → "2.00", indo 1.5 → "0.50"; same places as hk.
 * - us: the decimal price, e.g. 1.5 → "1.50". The profit per 100 staked (+50) would break the
 *   spec's "±100 based" definition (a positive us value is at least +100, so +50 reads as
 *   nonsense or as a typo) and rounds to "+0" for prices below 1.005; the decimal price is a spec
 *   format every player can read and the betslip already carries it.
 * Prices where the format is not negative print exactly as `formatOdds`.
 */
export function formatPrice(
  decimal: number,
  format: OddsFormat,
  options?: { negativeOddsEnabled?: boolean },
): string {
  if (options?.negativeOddsEnabled !== false) return formatOdds(decimal, format);
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
