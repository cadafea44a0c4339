import fc from 'fast-check';
import {
  formatOdds,
  fromFormat,
  oddsFormatFromPriceFormat,
  oddsFormats,
  showsNegativeOdds,
  toFormat,
} from './odds';

const decimals = fc.double({ min: 1.001, max: 1000, noNaN: true, noDefaultInfinity: true });

describe('odds formats', () => {
  it('shows decimal odds with 3 places below 1.01, otherwise 2', () => {
    expect(formatOdds(1.005, 'euro')).toBe('1.005');
    expect(formatOdds(1.85, 'euro')).toBe('1.85');
  });

  it('shows the spec examples', () => {
    expect(formatOdds(1.5, 'hk')).toBe('0.50');
    expect(formatOdds(3, 'us')).toBe('+200');
    expect(formatOdds(1.5, 'us')).toBe('-200');
    expect(formatOdds(1.5, 'malay')).toBe('0.50');
    expect(formatOdds(3, 'malay')).toBe('-0.50');
    expect(formatOdds(3, 'indo')).toBe('2.00');
    expect(formatOdds(1.5, 'indo')).toBe('-2.00');
  });

  it('round-trips every format back to the decimal price', () => {
    fc.assert(
      fc.property(decimals, fc.constantFrom(...oddsFormats), (decimal, format) => {
        expect(fromFormat(toFormat(decimal, format), format)).toBeCloseTo(decimal, 9);
      }),
    );
  });

  it('maps platform price formats', () => {
    expect(oddsFormatFromPriceFormat('MALAY')).toBe('malay');
    expect(oddsFormatFromPriceFormat('euro')).toBe('euro');
    expect(oddsFormatFromPriceFormat('nope')).toBeUndefined();
  });

  it('negative odds only where the spec allows them', () => {
    expect(showsNegativeOdds(3, 'malay', true)).toBe(true);
    expect(showsNegativeOdds(1.5, 'malay', true)).toBe(false);
    expect(showsNegativeOdds(1.5, 'us', true)).toBe(true);
    expect(showsNegativeOdds(1.5, 'indo', false)).toBe(false);
    expect(showsNegativeOdds(1.5, 'euro', true)).toBe(false);
  });
});
