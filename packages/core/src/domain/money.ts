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

/** Formats minor units for display: thousands ',' and decimal '.', as the spec says. */
export function formatAmount(minor: bigint, currency: CurrencyRule): string {
  const shown = currency.scaledBy1000 ? minor / 1000n : minor;
  const negative = shown < 0n;
  const abs = negative ? -shown : shown;
  const scale = 10n ** BigInt(currency.precision);
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction =
    currency.precision > 0 ? `.${(abs % scale).toString().padStart(currency.precision, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A stake limit from settings (major units, e.g. bet_stake_max_amount 10000) in minor units. */
export function limitToMinor(major: number, currency: CurrencyRule): bigint {
  const scaled = BigInt(Math.round(major * 10 ** currency.precision));
  return currency.scaledBy1000 ? scaled * 1000n : scaled;
}
