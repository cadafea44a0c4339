import { parseAmount } from '@clem/core/domain';
import { currencyPrecision } from '../settings/currencies';

/** Currencies whose amounts the front end shows in thousands (1 = 1,000). */
const THOUSANDS_SCALED = new Set(['VND', 'IDR']);

/** Decimal places of a currency's minor unit: JPY/KRW/VND/IDR 0, the others 2. */
export function precisionOf(currency: string): number {
  return currencyPrecision(currency);
}

/** 1000 for VND and IDR (display scale), 1 otherwise. Stored amounts are never scaled. */
export function displayScaleOf(currency: string): number {
  return THOUSANDS_SCALED.has(currency) ? 1000 : 1;
}

/** Major units (a whole number of them) to integer minor units. */
export function majorToMinor(major: number, currency: string): number {
  return major * 10 ** precisionOf(currency);
}

/** A money column as read from the database: a number (PGlite) or text (pg for int8). */
export function toMinor(value: number | string | bigint): number {
  const minor = Number(value);
  if (!Number.isSafeInteger(minor)) throw new Error('sandbox: money is not a safe integer');
  return minor;
}

/** True for a positive safe integer: the only amount a credit or a debit accepts. */
export function isPositiveMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * An amount as a platform call sends it (major units, a number or its text, at most `precision`
 * decimals; trailing zeros are fine; no thousands separators) to integer minor units, parsed from
 * its text by core's `parseAmount`: never a float multiplication. Undefined for anything else
 * (negative, exponent, too many decimals, not a safe integer).
 */
export function parseMajor(value: number | string, precision: number): number | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = (typeof value === 'number' ? String(value) : value).trim();
  if (!/^\d{1,16}(\.\d{1,20})?$/.test(text)) return undefined;
  const withoutTrailingZeros = text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  const minor = parseAmount(withoutTrailingZeros, { precision, scaledBy1000: false });
  return minor !== undefined && minor <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(minor)
    : undefined;
}
