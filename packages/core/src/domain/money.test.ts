import fc from 'fast-check';
import {
  currencyRuleFor,
  formatAmount,
  limitToMinor,
  parseAmount,
  platformAmountText,
} from './money';

const EUR = { precision: 2, scaledBy1000: false };
const JPY = { precision: 0, scaledBy1000: false };
const VND = { precision: 0, scaledBy1000: true };

describe('money', () => {
  it('parses typed amounts into minor units', () => {
    expect(parseAmount('12.5', EUR)).toBe(1250n);
    expect(parseAmount('1,250.00', EUR)).toBe(125000n);
    expect(parseAmount('12.345', EUR)).toBeUndefined();
    expect(parseAmount('500', JPY)).toBe(500n);
    expect(parseAmount('5.5', JPY)).toBeUndefined();
    expect(parseAmount('50', VND)).toBe(50000n);
    expect(parseAmount('abc', EUR)).toBeUndefined();
    expect(parseAmount('-5', EUR)).toBeUndefined();
  });

  it('formats with thousands separators and the currency precision', () => {
    expect(formatAmount(125000n, EUR)).toBe('1,250.00');
    expect(formatAmount(5n, EUR)).toBe('0.05');
    expect(formatAmount(1234567n, JPY)).toBe('1,234,567');
    expect(formatAmount(50000n, VND)).toBe('50');
  });

  it('round-trips: parse(format(x)) is x for every amount a currency can show', () => {
    for (const currency of [EUR, JPY, VND]) {
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (value) => {
          const minor = currency.scaledBy1000 ? value * 1000n : value;
          expect(parseAmount(formatAmount(minor, currency), currency)).toBe(minor);
        }),
      );
    }
  });

  it('scales stake limits like amounts', () => {
    expect(limitToMinor(10000, EUR)).toBe(1000000n);
    expect(limitToMinor(10000, VND)).toBe(10000000n);
  });
});

describe('platform amounts', () => {
  it('writes minor units as unscaled major text', () => {
    expect(platformAmountText(250n, 2)).toBe('2.50');
    expect(platformAmountText(5n, 2)).toBe('0.05');
    expect(platformAmountText(50000n, 0)).toBe('50000');
    expect(platformAmountText(-1n, 2)).toBe('0.00');
  });

  it('round-trips through parseAmount for unscaled currencies', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 4 }),
        (minor, precision) => {
          const rule = { precision, scaledBy1000: false };
          expect(parseAmount(platformAmountText(minor, precision), rule)).toBe(minor);
        },
      ),
    );
  });

  it('knows which currencies are shown in thousands', () => {
    expect(currencyRuleFor('vnd', 0)).toEqual({ precision: 0, scaledBy1000: true });
    expect(currencyRuleFor('EUR', 2)).toEqual({ precision: 2, scaledBy1000: false });
    expect(currencyRuleFor('EUR', -3).precision).toBe(2);
  });
});
