import { precisionOf } from '../accounts/money';

/**
 * Jackpot prizes and line stakes are defined in EUR and written for every currency the sandbox's
 * players can hold, at these fixed, rounded sandbox rates (units of the currency per 1 EUR, as a
 * fraction): they give round amounts, they are not market rates.
 */
export const JACKPOT_RATES: Readonly<
  Record<string, readonly [numerator: number, denominator: number]>
> = {
  EUR: [1, 1],
  USD: [1, 1],
  GBP: [1, 1],
  KES: [100, 1],
  GHS: [10, 1],
  KRW: [1000, 1],
  IDR: [10_000, 1],
  VND: [20_000, 1],
  INR: [100, 1],
  JPY: [100, 1],
  CNY: [5, 1],
  RMB: [5, 1],
  PHP: [50, 1],
  THB: [30, 1],
  MYR: [5, 1],
  BRL: [5, 1],
  USDT: [1, 1],
  MBTC: [1, 50],
};

/** EUR cents to minor units of `currency` (rounded down, at least 1), in exact integer maths. */
export function fromEurMinor(eurMinor: number, currency: string): number {
  const [numerator, denominator] = JACKPOT_RATES[currency] ?? [1, 1];
  const minor =
    (BigInt(eurMinor) * BigInt(numerator) * 10n ** BigInt(precisionOf(currency))) /
    (BigInt(denominator) * 100n);
  return Math.max(1, Number(minor));
}

/** The key jackpot prizes are stored under: the ISO code upper-cased (mBTC is MBTC). */
export function jackpotCurrencyKey(currency: string): string {
  return currency.toUpperCase();
}
