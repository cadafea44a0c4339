/**
 * The African betslip's betting tax (betting §5: applied only when african_betslip,
 * tax_deduction_enabled and enable_stake_after_tax are all on). Two rates from settings:
 *
 * - `stake_rate_percentage`: an excise duty included in what the player stakes, so the stake
 *   that is actually bet is `stake × 100 / (100 + rate)`;
 * - `tax_returns_percentage`: a withholding tax on the winnings (returns above the stake bet).
 *
 * All amounts are integer minor units (bigint), rounded down, so the player is never promised
 * more than the platform pays. The platform (the sandbox) and the betslip use this one rule.
 */
export interface BetTaxRule {
  stakeRatePercentage: number;
  returnsRatePercentage: number;
}

export interface TaxedBet {
  /** What is really bet after the excise duty. */
  stakeAfterTax: bigint;
  /** Returns of the stake after tax, before the tax on winnings. */
  grossReturns: bigint;
  /** The tax withheld from the winnings (the spec's potentialTaxDeduction). */
  taxDeduction: bigint;
  /** What the player gets: gross returns minus the tax on winnings. */
  netReturns: bigint;
}

/** A percentage from settings (e.g. 12.5) as basis points, clamped to 0–100 %. */
export function percentageToBasisPoints(percentage: number): bigint {
  if (!Number.isFinite(percentage) || percentage <= 0) return 0n;
  return BigInt(Math.min(10_000, Math.round(percentage * 100)));
}

/**
 * Applies the tax to a bet of `stake`; `returnsFor` gives the returns of a stake (a single's
 * stake × price, a multiple's stake × the product of prices).
 */
export function applyBetTax(
  stake: bigint,
  returnsFor: (stake: bigint) => bigint,
  rule: BetTaxRule,
): TaxedBet {
  const stakeBp = percentageToBasisPoints(rule.stakeRatePercentage);
  const returnsBp = percentageToBasisPoints(rule.returnsRatePercentage);
  const stakeAfterTax = stake <= 0n ? 0n : (stake * 10_000n) / (10_000n + stakeBp);
  const grossReturns = returnsFor(stakeAfterTax);
  const winnings = grossReturns > stakeAfterTax ? grossReturns - stakeAfterTax : 0n;
  const taxDeduction = (winnings * returnsBp) / 10_000n;
  return { stakeAfterTax, grossReturns, taxDeduction, netReturns: grossReturns - taxDeduction };
}

/** Returns of `stake` at decimal odds given in thousandths (2.10 → 2100), rounded down. */
export function returnsAtPrice(stake: bigint, priceMilli: bigint): bigint {
  return (stake * priceMilli) / 1000n;
}
