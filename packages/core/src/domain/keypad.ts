/**
 * The betslip's on-screen keypad (betting-area §5): keys 0–9, a decimal point and delete. The
 * entry is at most 13 characters, may not become "00", has at most one decimal point and at most
 * 2 decimals (fewer when the currency has fewer), and has no decimal point at all for currencies
 * without decimals or scaled by 1000. Our choice where the spec is silent: a lone leading "0"
 * followed by a digit becomes that digit, and "." on an empty entry gives "0.".
 */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'delete';

export const KEYPAD_MAX_LENGTH = 13;

export interface KeypadCurrency {
  precision: number;
  scaledBy1000: boolean;
}

export function keypadHasDecimalPoint(currency: KeypadCurrency): boolean {
  return currency.precision > 0 && !currency.scaledBy1000;
}

export function pressKey(entry: string, key: KeypadKey, currency: KeypadCurrency): string {
  if (key === 'delete') return entry.slice(0, -1);
  if (key === '.') {
    if (!keypadHasDecimalPoint(currency) || entry.includes('.')) return entry;
    const next = entry === '' ? '0.' : `${entry}.`;
    return next.length <= KEYPAD_MAX_LENGTH ? next : entry;
  }
  const decimals = entry.includes('.') ? entry.length - entry.indexOf('.') - 1 : -1;
  if (decimals >= Math.min(2, currency.precision)) return entry;
  if (entry === '0') return key === '0' ? entry : key;
  const next = entry + key;
  return next.length <= KEYPAD_MAX_LENGTH ? next : entry;
}
