import { describe, expect, it } from 'vitest';
import { isOddsFormat, oddsTypeFromPriceFormat, priceFormatOf } from './oddsType';

describe('oddsTypeFromPriceFormat', () => {
  it.each([
    ['MALAY', 'malay'],
    ['HK', 'hk'],
    ['INDO', 'indo'],
    ['EURO', 'euro'],
    ['US', 'us'],
    ['euro', 'euro'],
    [' Hk ', 'hk'],
  ] as const)('%s → %s', (priceFormat, oddsType) => {
    expect(oddsTypeFromPriceFormat(priceFormat)).toBe(oddsType);
  });

  it.each(['', 'DECIMAL', 'FRACTIONAL', null, 3, undefined])('%s → undefined', (value) => {
    expect(oddsTypeFromPriceFormat(value)).toBeUndefined();
  });
});

describe('priceFormatOf', () => {
  it('is upper case and round-trips', () => {
    for (const type of ['euro', 'hk', 'us', 'malay', 'indo'] as const) {
      expect(priceFormatOf(type)).toBe(type.toUpperCase());
      expect(oddsTypeFromPriceFormat(priceFormatOf(type))).toBe(type);
      expect(isOddsFormat(type)).toBe(true);
    }
    expect(isOddsFormat('EURO')).toBe(false);
  });
});
