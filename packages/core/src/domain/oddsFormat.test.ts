import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOddsFormat,
  ODDS_FORMATS,
  oddsFormatFromPriceFormat,
  oddsFormatFromSetting,
  priceFormatFromOddsFormat,
} from './oddsFormat';

const formats = fc.constantFrom(...ODDS_FORMATS);

describe('ODDS_FORMATS and isOddsFormat', () => {
  it('lists the five formats, euro first', () => {
    expect(ODDS_FORMATS).toEqual(['euro', 'hk', 'us', 'malay', 'indo']);
  });

  it('accepts exactly the lower-case formats', () => {
    for (const format of ODDS_FORMATS) expect(isOddsFormat(format)).toBe(true);
    for (const value of ['EURO', ' euro', 'decimal', '', 'not_selected', null, undefined, 3]) {
      expect(isOddsFormat(value)).toBe(false);
    }
  });
});

describe('oddsFormatFromPriceFormat', () => {
  it.each([
    ['MALAY', 'malay'],
    ['HK', 'hk'],
    ['INDO', 'indo'],
    ['EURO', 'euro'],
    ['US', 'us'],
    ['euro', 'euro'],
    [' Hk ', 'hk'],
  ] as const)('%s → %s', (priceFormat, oddsFormat) => {
    expect(oddsFormatFromPriceFormat(priceFormat)).toBe(oddsFormat);
  });

  it.each(['', 'nope', 'DECIMAL', 'FRACTIONAL', null, 3, undefined])('%s → undefined', (value) => {
    expect(oddsFormatFromPriceFormat(value)).toBeUndefined();
  });
});

describe('priceFormatFromOddsFormat', () => {
  it('is upper case and round-trips', () => {
    for (const format of ODDS_FORMATS) {
      expect(priceFormatFromOddsFormat(format)).toBe(format.toUpperCase());
      expect(oddsFormatFromPriceFormat(priceFormatFromOddsFormat(format))).toBe(format);
      expect(isOddsFormat(format)).toBe(true);
    }
    expect(isOddsFormat('EURO')).toBe(false);
  });

  it('is a bijection between the formats and the platform names', () => {
    fc.assert(
      fc.property(formats, formats, (a, b) => {
        expect(priceFormatFromOddsFormat(a) === priceFormatFromOddsFormat(b)).toBe(a === b);
      }),
    );
  });
});

describe('oddsFormatFromSetting', () => {
  it('is the chosen format when there is one', () => {
    fc.assert(
      fc.property(formats, fc.option(fc.string(), { nil: undefined }), (chosen, fallback) => {
        expect(oddsFormatFromSetting(chosen, fallback)).toBe(chosen);
      }),
    );
  });

  it('falls back to the default price format, either case, else euro', () => {
    expect(oddsFormatFromSetting('not_selected', 'hk')).toBe('hk');
    expect(oddsFormatFromSetting('not_selected', 'MALAY')).toBe('malay');
    expect(oddsFormatFromSetting('not_selected', 'nonsense')).toBe('euro');
    expect(oddsFormatFromSetting('not_selected', '')).toBe('euro');
    expect(oddsFormatFromSetting('not_selected', undefined)).toBe('euro');
  });
});
