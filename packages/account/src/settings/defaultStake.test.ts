import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_STAKE_MAX_LENGTH,
  defaultStakeInput,
  defaultStakeToMinor,
  defaultStakeToText,
} from './defaultStake';

describe('defaultStakeInput', () => {
  it('accepts digits and one decimal point', () => {
    expect(defaultStakeInput('', '1')).toBe('1');
    expect(defaultStakeInput('1', '12')).toBe('12');
    expect(defaultStakeInput('12', '12.')).toBe('12.');
    expect(defaultStakeInput('12.', '12.5')).toBe('12.5');
    expect(defaultStakeInput('12', '')).toBe('');
  });

  it('refuses anything not numeric', () => {
    expect(defaultStakeInput('12', '12a')).toBe('12');
    expect(defaultStakeInput('12', '-12')).toBe('12');
    expect(defaultStakeInput('12.5', '12.5.')).toBe('12.5');
    expect(defaultStakeInput('1', '1,0')).toBe('1');
    expect(defaultStakeInput('1', '1e3')).toBe('1');
  });

  it('strips one leading zero', () => {
    expect(defaultStakeInput('0', '05')).toBe('5');
    expect(defaultStakeInput('0', '00')).toBe('0');
    expect(defaultStakeInput('', '0')).toBe('0');
    expect(defaultStakeInput('0', '0.')).toBe('0.');
    expect(defaultStakeInput('0.', '0.5')).toBe('0.5');
  });

  it(`refuses more than ${DEFAULT_STAKE_MAX_LENGTH} characters`, () => {
    const full = '9'.repeat(DEFAULT_STAKE_MAX_LENGTH);
    expect(defaultStakeInput('', full)).toBe(full);
    expect(defaultStakeInput(full, `${full}9`)).toBe(full);
  });

  it('never lets a non-numeric or over-long text through (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (previous, typed) => {
        const next = defaultStakeInput(previous, typed);
        expect(next === previous || next === '' || /^\d*(\.\d*)?$/.test(next)).toBe(true);
        if (next !== previous) expect(next.length).toBeLessThanOrEqual(DEFAULT_STAKE_MAX_LENGTH);
      }),
    );
  });
});

describe('defaultStakeToMinor', () => {
  it('counts minor units at the currency precision', () => {
    expect(defaultStakeToMinor('10', 2)).toBe(1000);
    expect(defaultStakeToMinor('10.5', 2)).toBe(1050);
    expect(defaultStakeToMinor('0.01', 2)).toBe(1);
    expect(defaultStakeToMinor('.5', 2)).toBe(50);
    expect(defaultStakeToMinor('7.', 2)).toBe(700);
    expect(defaultStakeToMinor('500', 0)).toBe(500);
  });

  it('rounds fractions half up to the precision', () => {
    expect(defaultStakeToMinor('1.005', 2)).toBe(101);
    expect(defaultStakeToMinor('1.004', 2)).toBe(100);
    expect(defaultStakeToMinor('0.999', 2)).toBe(100);
    expect(defaultStakeToMinor('12.5', 0)).toBe(13);
    expect(defaultStakeToMinor('12.4', 0)).toBe(12);
  });

  it('scales currencies shown in thousands', () => {
    expect(defaultStakeToMinor('50', 0, 1000)).toBe(50_000);
  });

  it('is null for nothing or for what is not a stake', () => {
    expect(defaultStakeToMinor('', 2)).toBeNull();
    expect(defaultStakeToMinor('.', 2)).toBeNull();
    expect(defaultStakeToMinor('abc', 2)).toBeNull();
    expect(defaultStakeToMinor('99999999999999999999', 2)).toBeNull();
  });

  it('equals exact half-up rounding of the typed decimal (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), maxLength: 6 }),
        fc.integer({ min: 0, max: 4 }),
        (whole, digits, precision) => {
          const text = digits === '' ? whole.toString() : `${whole}.${digits}`;
          const exactNumerator = BigInt(`${whole}${digits}`);
          const exactScale = 10n ** BigInt(digits.length);
          const target = 10n ** BigInt(precision);
          // half up: floor(x * target + 1/2)
          const expected = (2n * exactNumerator * target + exactScale) / (2n * exactScale);
          expect(defaultStakeToMinor(text, precision)).toBe(Number(expected));
        },
      ),
    );
  });

  it('round-trips with defaultStakeToText (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(1, 1000),
        (minor, precision, scale) => {
          const aligned = scale === 1000 ? minor - (minor % 1000) : minor;
          const text = defaultStakeToText(aligned, precision, scale);
          expect(defaultStakeToMinor(text, precision, scale)).toBe(aligned);
        },
      ),
    );
  });
});

describe('defaultStakeToText', () => {
  it('drops trailing zero decimals', () => {
    expect(defaultStakeToText(1050, 2)).toBe('10.5');
    expect(defaultStakeToText(1000, 2)).toBe('10');
    expect(defaultStakeToText(5, 2)).toBe('0.05');
    expect(defaultStakeToText(null, 2)).toBe('');
    expect(defaultStakeToText(50_000, 0, 1000)).toBe('50');
  });
});
