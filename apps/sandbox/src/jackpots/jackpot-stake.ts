import { precisionOf } from '../accounts/money';

/**
 * A stake in major units (a number or a string, at most `precision` decimals) to integer minor
 * units, by string parsing: never by multiplying a float. Undefined for anything else.
 */
export function stakeToMinor(value: number | string, currency: string): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,15})(?:\.(\d*))?$/.exec(text);
  if (match === null) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  const precision = precisionOf(currency);
  if (fraction.length > precision && !/^0*$/.test(fraction.slice(precision))) return undefined;
  const minor =
    BigInt(whole) * 10n ** BigInt(precision) +
    BigInt(fraction.slice(0, precision).padEnd(precision, '0') || '0');
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(minor);
}

/** Minor units as a major-unit string (50 EUR cents: "0.50"). */
export function minorToMajorText(minor: number, currency: string): string {
  const precision = precisionOf(currency);
  if (precision === 0) return String(minor);
  const text = String(minor).padStart(precision + 1, '0');
  return `${text.slice(0, -precision)}.${text.slice(-precision)}`;
}
