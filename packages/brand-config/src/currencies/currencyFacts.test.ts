import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyFacts } from './currencyFacts';

const codesWhere = (test: (code: (typeof currencyCodes)[number]) => boolean): string[] =>
  currencyCodes.filter(test).sort();

describe('currencyFacts', () => {
  it('has facts for every currency code', () => {
    expect(Object.keys(currencyFacts).sort()).toEqual([...currencyCodes].sort());
  });

  it('marks the spec special-format currencies', () => {
    expect(codesWhere((code) => currencyFacts[code].specialFormat)).toEqual(
      ['IDR', 'KHR', 'LAK', 'MMK', 'VND'].sort(),
    );
  });

  it('scales VND and IDR by 1000', () => {
    expect(codesWhere((code) => currencyFacts[code].scaledBy1000)).toEqual(['IDR', 'VND']);
  });

  it('has no decimals for JPY, KRW, VND and IDR, two for the rest', () => {
    expect(codesWhere((code) => currencyFacts[code].precision === 0)).toEqual(
      ['IDR', 'JPY', 'KRW', 'VND'].sort(),
    );
    expect(codesWhere((code) => ![0, 2].includes(currencyFacts[code].precision))).toEqual([]);
  });
});
