/** Currencies with no minor unit; every other currency has two decimals (the spec's default). */
const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'KRW', 'VND', 'IDR', 'LAK', 'MMK', 'KHR']);

export const DEFAULT_CURRENCY_PRECISION = 2;

export function currencyPrecision(currencyCode: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode) ? 0 : DEFAULT_CURRENCY_PRECISION;
}

/** A currency code from a query string: three letters, upper-cased; anything else is undefined. */
export function parseCurrencyCode(value: string): string | undefined {
  return /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : undefined;
}
