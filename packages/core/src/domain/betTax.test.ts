import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBetTax, percentageToBasisPoints, returnsAtPrice } from './betTax';

const kenya = { stakeRatePercentage: 12.5, returnsRatePercentage: 20 };

describe('applyBetTax', () => {
  it('takes the excise duty out of the stake and withholds tax on the winnings', () => {
    // KES 112.50 staked at 3.00: 100.00 is bet, 300.00 gross, 200.00 won, 40.00 withheld.
    const taxed = applyBetTax(11_250n, (stake) => returnsAtPrice(stake, 3000n), kenya);
    expect(taxed).toEqual({
      stakeAfterTax: 10_000n,
      grossReturns: 30_000n,
      taxDeduction: 4_000n,
      netReturns: 26_000n,
    });
  });

  it('taxes no winnings when the bet returns no more than its stake', () => {
    const taxed = applyBetTax(10_000n, (stake) => returnsAtPrice(stake, 1000n), {
      stakeRatePercentage: 0,
      returnsRatePercentage: 10,
    });
    expect(taxed.taxDeduction).toBe(0n);
    expect(taxed.netReturns).toBe(10_000n);
  });

  it('reads percentages as basis points, clamped, never negative', () => {
    expect(percentageToBasisPoints(12.5)).toBe(1250n);
    expect(percentageToBasisPoints(-3)).toBe(0n);
    expect(percentageToBasisPoints(Number.NaN)).toBe(0n);
    expect(percentageToBasisPoints(250)).toBe(10_000n);
  });

  const rule = fc.record({
    stakeRatePercentage: fc.double({ min: 0, max: 100, noNaN: true }),
    returnsRatePercentage: fc.double({ min: 0, max: 100, noNaN: true }),
  });
  const stake = fc.bigInt({ min: 0n, max: 10n ** 12n });
  const price = fc.bigInt({ min: 1000n, max: 1_000_000n });

  it('never bets more than was staked and never pays more than the untaxed returns', () => {
    fc.assert(
      fc.property(stake, price, rule, (amount, priceMilli, taxRule) => {
        const taxed = applyBetTax(amount, (s) => returnsAtPrice(s, priceMilli), taxRule);
        expect(taxed.stakeAfterTax <= amount).toBe(true);
        expect(taxed.netReturns <= returnsAtPrice(amount, priceMilli)).toBe(true);
        expect(taxed.netReturns >= taxed.stakeAfterTax || priceMilli === 1000n).toBe(true);
        expect(taxed.taxDeduction >= 0n).toBe(true);
        expect(taxed.grossReturns - taxed.taxDeduction).toBe(taxed.netReturns);
      }),
    );
  });

  it('is the identity with both rates at zero', () => {
    fc.assert(
      fc.property(stake, price, (amount, priceMilli) => {
        const taxed = applyBetTax(amount, (s) => returnsAtPrice(s, priceMilli), {
          stakeRatePercentage: 0,
          returnsRatePercentage: 0,
        });
        expect(taxed.stakeAfterTax).toBe(amount);
        expect(taxed.netReturns).toBe(returnsAtPrice(amount, priceMilli));
      }),
    );
  });

  it('pays more for a bigger stake (monotonic)', () => {
    fc.assert(
      fc.property(stake, stake, price, rule, (a, b, priceMilli, taxRule) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const returns = (s: bigint) => returnsAtPrice(s, priceMilli);
        expect(
          applyBetTax(low, returns, taxRule).netReturns <=
            applyBetTax(high, returns, taxRule).netReturns,
        ).toBe(true);
      }),
    );
  });
});
