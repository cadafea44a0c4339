import { applyBetTax, type BetTaxRule } from '@clem/core/domain';

/** A stake's quote: what is bet after the stake tax, the returns and the tax taken from them. */
export interface Quote {
  stakeAfterTax: number;
  potentialReturns: number;
  potentialTaxDeduction: number;
}

/**
 * A stake's returns (minor units), after the African betslip's betting tax when the brand has
 * it; the tax is computed on bigint by @clem/core.
 */
export function quote(
  tax: BetTaxRule | undefined,
  stake: number,
  returnsFor: (stake: number) => number,
): Quote {
  if (tax === undefined || stake <= 0) {
    return { stakeAfterTax: stake, potentialReturns: returnsFor(stake), potentialTaxDeduction: 0 };
  }
  const taxed = applyBetTax(BigInt(stake), (after) => BigInt(returnsFor(Number(after))), tax);
  return {
    stakeAfterTax: Number(taxed.stakeAfterTax),
    potentialReturns: Number(taxed.netReturns),
    potentialTaxDeduction: Number(taxed.taxDeduction),
  };
}
