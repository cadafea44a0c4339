import { applyBetTax } from '@clem/core/domain';
import { describe, expect, it } from 'vitest';
import { quote } from './quote';

const double = (stake: number) => stake * 2;
const tax = { stakeRatePercentage: 12.5, returnsRatePercentage: 20 };

describe('quote', () => {
  it('quotes the stake as is without a tax, or without a stake', () => {
    expect(quote(undefined, 1000, double)).toEqual({
      stakeAfterTax: 1000,
      potentialReturns: 2000,
      potentialTaxDeduction: 0,
    });
    expect(quote(tax, 0, double)).toEqual({
      stakeAfterTax: 0,
      potentialReturns: 0,
      potentialTaxDeduction: 0,
    });
  });

  it("applies the African betslip's betting tax as @clem/core computes it", () => {
    const taxed = applyBetTax(11_250n, (after) => after * 2n, tax);
    expect(quote(tax, 11_250, double)).toEqual({
      stakeAfterTax: Number(taxed.stakeAfterTax),
      potentialReturns: Number(taxed.netReturns),
      potentialTaxDeduction: Number(taxed.taxDeduction),
    });
    expect(quote(tax, 11_250, double).stakeAfterTax).toBeLessThan(11_250);
  });
});
