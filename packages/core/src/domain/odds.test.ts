import fc from 'fast-check';
import {
  formatPrice,
  fromFormat,
  isValidDecimalPrice,
  NO_PRICE_TEXT,
  showsNegativeOdds,
  toFormat,
} from './odds';
import { ODDS_FORMATS, type OddsFormat } from './oddsFormat';

/** Decimal prices in (1.001, 1000]. */
const decimals = fc
  .double({ min: 1.001, max: 1000, noNaN: true, noDefaultInfinity: true })
  .filter((d) => d > 1.001);
/** The same, crowded around the interesting points (1.01 and 2). */
const decimalsNearBoundaries = fc.oneof(
  decimals,
  fc.double({ min: 1.0011, max: 1.02, noNaN: true }),
  fc.double({ min: 1.99, max: 2.01, noNaN: true }),
  fc.constantFrom(1.005, 1.01, 1.9999999999, 2, 2.0000000001),
);
const formats = fc.constantFrom(...ODDS_FORMATS);

/** The price in its format's natural sign (negative odds on). */
function formatOdds(decimal: number, oddsFormat: OddsFormat): string {
  return formatPrice(decimal, { oddsFormat, negativeOddsEnabled: true });
}

/** Which side of its sign boundary a price is on: true when the format's value is negative. */
function negativeSide(decimal: number, format: OddsFormat): boolean {
  return showsNegativeOdds(decimal, format, true);
}

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

  it.each<[number, Record<OddsFormat, string>]>([
    [1.005, { euro: '1.005', hk: '0.005', us: '-20,000', malay: '0.005', indo: '-200.00' }],
    [1.01, { euro: '1.01', hk: '0.01', us: '-10,000', malay: '0.01', indo: '-100.00' }],
    [1.5, { euro: '1.50', hk: '0.50', us: '-200', malay: '0.50', indo: '-2.00' }],
    [2, { euro: '2.00', hk: '1.00', us: '+100', malay: '1.00', indo: '1.00' }],
    [2.5, { euro: '2.50', hk: '1.50', us: '+150', malay: '-0.67', indo: '1.50' }],
    [10, { euro: '10.00', hk: '9.00', us: '+900', malay: '-0.11', indo: '9.00' }],
  ])('formats %s in every format', (decimal, expected) => {
    for (const format of ODDS_FORMATS) {
      expect(formatOdds(decimal, format)).toBe(expected[format]);
      expect(formatPrice(decimal, { oddsFormat: format, negativeOddsEnabled: true })).toBe(
        expected[format],
      );
    }
  });

  it.each<[number, Record<OddsFormat, string>]>([
    [1.005, { euro: '1.005', hk: '0.005', us: '1.005', malay: '0.005', indo: '0.005' }],
    [1.01, { euro: '1.01', hk: '0.01', us: '1.01', malay: '0.01', indo: '0.01' }],
    [1.5, { euro: '1.50', hk: '0.50', us: '1.50', malay: '0.50', indo: '0.50' }],
    [2, { euro: '2.00', hk: '1.00', us: '+100', malay: '1.00', indo: '1.00' }],
    [2.5, { euro: '2.50', hk: '1.50', us: '+150', malay: '1.50', indo: '1.50' }],
    [10, { euro: '10.00', hk: '9.00', us: '+900', malay: '9.00', indo: '9.00' }],
  ])('shows %s without negative odds when the betslip setting is off', (decimal, expected) => {
    for (const format of ODDS_FORMATS) {
      expect(formatPrice(decimal, { oddsFormat: format, negativeOddsEnabled: false })).toBe(
        expected[format],
      );
    }
  });

  it('rounds us half away from zero on the written value, not its binary approximation', () => {
    expect(formatOdds(1.064, 'us')).toBe('-1,563');
    expect(formatOdds(2.345, 'us')).toBe('+135');
  });

  it('rounds decimal odds and d − 1 values down, never up, on the written value', () => {
    expect(formatOdds(2.675, 'euro')).toBe('2.67');
    expect(formatOdds(1.675, 'euro')).toBe('1.67');
    expect(formatOdds(67.0259, 'euro')).toBe('67.02');
    expect(formatOdds(30.089, 'euro')).toBe('30.08');
    expect(formatOdds(2.3, 'euro')).toBe('2.30');
    expect(formatOdds(1.0059, 'euro')).toBe('1.005');
    expect(formatOdds(3.679, 'hk')).toBe('2.67');
    expect(formatOdds(1.679, 'malay')).toBe('0.67');
    expect(formatOdds(3.679, 'indo')).toBe('2.67');
    // Negatives off: the positive equivalents are rounded down too.
    expect(formatPrice(3.679, { oddsFormat: 'malay', negativeOddsEnabled: false })).toBe('2.67');
    expect(formatPrice(1.679, { oddsFormat: 'indo', negativeOddsEnabled: false })).toBe('0.67');
    expect(formatPrice(1.679, { oddsFormat: 'us', negativeOddsEnabled: false })).toBe('1.67');
    // us and the negative malay/indo values keep rounding half away from zero.
    expect(formatOdds(2.5, 'malay')).toBe('-0.67');
    expect(formatOdds(1.679, 'indo')).toBe('-1.47');
    expect(formatOdds(2.675, 'us')).toBe('+168');
    fc.assert(
      fc.property(decimalsNearBoundaries, (decimal) => {
        const shown = Number(formatOdds(decimal, 'euro').replace(/,/g, ''));
        // Within float noise: the 12 significant digits read 2.00999999999500 as 2.01.
        expect(shown).toBeLessThanOrEqual(decimal + 1e-9);
        expect(decimal - shown).toBeLessThan(decimal < 1.01 ? 0.001 : 0.01);
      }),
    );
  });

  it('groups thousands with a comma in every format', () => {
    expect(formatOdds(10890.7259, 'euro')).toBe('10,890.72');
    expect(formatOdds(10890.7259, 'hk')).toBe('10,889.72');
    expect(formatOdds(1000, 'us')).toBe('+99,900');
    expect(formatOdds(999.99, 'euro')).toBe('999.99');
  });

  it('shows no minus sign in any format when negative odds are off', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, formats, (decimal, format) => {
        expect(
          formatPrice(decimal, { oddsFormat: format, negativeOddsEnabled: false }),
        ).not.toMatch(/-/);
      }),
    );
    expect(formatPrice(1.5, { oddsFormat: 'us', negativeOddsEnabled: false })).toBe('1.50');
    expect(formatPrice(1.5, { oddsFormat: 'us', negativeOddsEnabled: true })).toBe('-200');
    expect(formatPrice(6, { oddsFormat: 'malay', negativeOddsEnabled: false })).toBe('5.00');
    expect(formatPrice(6, { oddsFormat: 'malay', negativeOddsEnabled: true })).toBe('-0.20');
  });

  it('never prints -0.00, +0 or a zero for a real price', () => {
    expect(formatOdds(1000, 'malay')).toBe('-0.001');
    expect(formatOdds(150, 'malay')).toBe('-0.007');
    expect(formatOdds(5000, 'malay')).toBe('-0.001');
    expect(formatOdds(1.001, 'hk')).toBe('0.001');
    expect(formatOdds(1.001, 'us')).toBe('-100,000');
    expect(formatOdds(1.001, 'indo')).toBe('-1,000.00');
    fc.assert(
      fc.property(decimalsNearBoundaries, formats, fc.boolean(), (decimal, format, negatives) => {
        const text = formatPrice(decimal, { oddsFormat: format, negativeOddsEnabled: negatives });
        expect(text).not.toMatch(/^[-+]?0(\.0+)?$/);
        expect(text).not.toMatch(/^-0\.0*$/);
      }),
    );
  });

  it('shows a placeholder for values that are not prices', () => {
    for (const format of ODDS_FORMATS) {
      for (const value of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(formatOdds(value, format)).toBe(NO_PRICE_TEXT);
        expect(formatPrice(value, { oddsFormat: format, negativeOddsEnabled: false })).toBe(
          NO_PRICE_TEXT,
        );
      }
    }
  });

  it('round-trips every format back to the decimal price', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, formats, (decimal, format) => {
        const back = fromFormat(toFormat(decimal, format), format);
        expect(Math.abs(back - decimal) / decimal).toBeLessThanOrEqual(1e-9);
      }),
    );
  });

  it('is increasing on each side of the sign boundary; the worse side holds the lower prices', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, decimalsNearBoundaries, formats, (a, b, format) => {
        fc.pre(Math.abs(a - b) > 1e-9 * Math.max(a, b));
        const [low, high] = a < b ? [a, b] : [b, a];
        const lowValue = toFormat(low, format);
        const highValue = toFormat(high, format);
        const lowNegative = negativeSide(low, format);
        const highNegative = negativeSide(high, format);
        if (lowNegative === highNegative) {
          expect(lowValue).toBeLessThan(highValue);
        } else if (format === 'malay') {
          // Malay turns negative above 2: the positive side (0, 1] holds the lower prices.
          expect(lowNegative).toBe(false);
          expect(highNegative).toBe(true);
        } else {
          // us and indo are negative below 2: the negative side holds the lower prices.
          expect(lowNegative).toBe(true);
          expect(highNegative).toBe(false);
        }
      }),
    );
  });

  it('is strictly increasing everywhere for euro and hk', () => {
    fc.assert(
      fc.property(decimals, decimals, fc.constantFrom<OddsFormat>('euro', 'hk'), (a, b, f) => {
        fc.pre(a !== b);
        const [low, high] = a < b ? [a, b] : [b, a];
        expect(toFormat(low, f)).toBeLessThan(toFormat(high, f));
      }),
    );
  });

  it('is negative exactly where the spec says: malay above 2, indo and us below 2', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, formats, (decimal, format) => {
        const negative = toFormat(decimal, format) < 0;
        const expected =
          format === 'malay'
            ? decimal > 2
            : format === 'indo' || format === 'us'
              ? decimal < 2
              : false;
        expect(negative).toBe(expected);
        expect(showsNegativeOdds(decimal, format, true)).toBe(expected);
        expect(showsNegativeOdds(decimal, format, false)).toBe(false);
        expect(formatOdds(decimal, format).startsWith('-')).toBe(expected);
        expect(
          formatPrice(decimal, { oddsFormat: format, negativeOddsEnabled: false }).startsWith('-'),
        ).toBe(false);
      }),
    );
  });

  it('shows decimal odds with 3 decimals exactly below 1.01', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, (decimal) => {
        const places = formatOdds(decimal, 'euro').split('.')[1]?.length;
        expect(places).toBe(decimal < 1.01 ? 3 : 2);
      }),
    );
  });

  it('formats us as a signed whole number of at least 100', () => {
    fc.assert(
      fc.property(decimalsNearBoundaries, (decimal) => {
        const text = formatOdds(decimal, 'us');
        expect(text).toMatch(/^[-+]\d{1,3}(,\d{3})*$/);
        expect(Math.abs(Number(text.replace(/,/g, '')))).toBeGreaterThanOrEqual(100);
      }),
    );
  });

  it('negative odds only where the spec allows them', () => {
    expect(showsNegativeOdds(3, 'malay', true)).toBe(true);
    expect(showsNegativeOdds(1.5, 'malay', true)).toBe(false);
    expect(showsNegativeOdds(1.5, 'us', true)).toBe(true);
    expect(showsNegativeOdds(1.5, 'indo', false)).toBe(false);
    expect(showsNegativeOdds(1.5, 'euro', true)).toBe(false);
    expect(showsNegativeOdds(2, 'malay', true)).toBe(false);
    expect(showsNegativeOdds(2, 'us', true)).toBe(false);
    expect(showsNegativeOdds(2, 'indo', true)).toBe(false);
  });

  it('validates decimal prices', () => {
    expect(isValidDecimalPrice(1.5)).toBe(true);
    expect(isValidDecimalPrice(1.001)).toBe(true);
    expect(isValidDecimalPrice(100_000)).toBe(true);
    for (const value of [1, 0.5, 0, -3, 100_000.01, Number.NaN, Infinity, '1.5', null, undefined]) {
      expect(isValidDecimalPrice(value)).toBe(false);
    }
    fc.assert(
      fc.property(decimals, (decimal) => {
        expect(isValidDecimalPrice(decimal)).toBe(true);
      }),
    );
  });
});
