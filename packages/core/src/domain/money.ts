/**
 * Money is integer minor units, never a float. A currency's precision says how many decimals a
 * player types and sees (JPY 0, EUR 2); the ×1000-scaled currencies (VND, IDR in our brands)
 * show amounts in thousands, so a player's "50" means 50,000 on the platform.
 */
export interface CurrencyRule {
  precision: number;
  scaledBy1000: boolean;
}

/** Parses what a player typed ("1,250.5") into minor units of the platform amount, or undefined. */
export function parseAmount(text: string, currency: CurrencyRule): bigint | undefined {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d*)?$/.test(clean)) return undefined;
  const [whole = '0', fraction = ''] = clean.split('.');
  if (fraction.length > currency.precision) return undefined;
  const minor =
    BigInt(whole) * 10n ** BigInt(currency.precision) +
    BigInt(fraction.padEnd(currency.precision, '0') || '0');
  return currency.scaledBy1000 ? minor * 1000n : minor;
}

/** Digits of a whole number with ',' between each group of three ("10890" → "10,890"). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats minor units for display: thousands ',' and decimal '.', as the spec says. */
export function formatAmount(minor: bigint, currency: CurrencyRule): string {
  const shown = currency.scaledBy1000 ? minor / 1000n : minor;
  const negative = shown < 0n;
  const abs = negative ? -shown : shown;
  const scale = 10n ** BigInt(currency.precision);
  const whole = groupThousands((abs / scale).toString());
  const fraction =
    currency.precision > 0 ? `.${(abs % scale).toString().padStart(currency.precision, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A stake limit from settings (major units, e.g. bet_stake_max_amount 10000) in minor units. */
export function limitToMinor(major: number, currency: CurrencyRule): bigint {
  const scaled = BigInt(Math.round(major * 10 ** currency.precision));
  return currency.scaledBy1000 ? scaled * 1000n : scaled;
}

/**
 * The currencies our brands show in thousands (betting §9 "Some currencies are scaled by 1000"):
 * VND and IDR. The platform's amounts stay unscaled; only what a player types and sees is.
 */
export const SCALED_BY_1000_CURRENCIES: readonly string[] = ['VND', 'IDR'];

/** The rule for a currency code and its precision (case-insensitive code). */
export function currencyRuleFor(code: string, precision: number): CurrencyRule {
  return {
    precision: Number.isInteger(precision) && precision >= 0 && precision <= 8 ? precision : 2,
    scaledBy1000: SCALED_BY_1000_CURRENCIES.includes(code.toUpperCase()),
  };
}

/**
 * Minor units as the platform's major-unit text, unscaled and without separators: 250n at
 * precision 2 is "2.50", 50000n at precision 0 is "50000". Negative amounts give zero ("0.00").
 */
export function platformAmountText(minor: bigint, precision: number): string {
  const abs = minor < 0n ? 0n : minor;
  if (precision <= 0) return abs.toString();
  const scale = 10n ** BigInt(precision);
  return `${(abs / scale).toString()}.${(abs % scale).toString().padStart(precision, '0')}`;
}
