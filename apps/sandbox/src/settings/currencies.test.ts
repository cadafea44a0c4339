import { describe, expect, it } from 'vitest';
import { currencyPrecision, parseCurrencyCode } from './currencies';

describe('currencies', () => {
  it('knows zero-decimal currencies and defaults to two decimals', () => {
    expect(currencyPrecision('JPY')).toBe(0);
    expect(currencyPrecision('EUR')).toBe(2);
    expect(currencyPrecision('XYZ')).toBe(2);
  });

  it('accepts three-letter codes in any case, nothing else', () => {
    expect(parseCurrencyCode('usd')).toBe('USD');
    expect(parseCurrencyCode('GHS')).toBe('GHS');
    expect(parseCurrencyCode('EURO')).toBeUndefined();
    expect(parseCurrencyCode('E1R')).toBeUndefined();
  });
});
