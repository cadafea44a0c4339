import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { issue } from '../betslip-rules';
import { worldSelection } from './evaluation-test-fixtures';
import { combinedFreeStakeIssues, planTotals } from './totals';
import type { PlannedBet } from './types';

const planned = (totalStake: number, free: boolean, potentialReturns: number): PlannedBet => ({
  kind: 'single',
  betTypeId: 200_001,
  description: 'Single',
  unitStake: totalStake,
  totalStake,
  freeStake: free ? totalStake : 0,
  numBets: 1,
  priceMilli: 2000,
  potentialReturns,
  eachWay: false,
  legs: [worldSelection(1)],
  tax: undefined,
});

const bets = fc.array(
  fc
    .tuple(fc.nat(10_000_000), fc.boolean(), fc.nat(100_000_000))
    .map(([stake, free, returns]) => planned(stake, free, returns)),
  { maxLength: 20 },
);

describe('planTotals', () => {
  it('sums the cash stakes, the free stakes and the returns of the plan, in minor units', () => {
    fc.assert(
      fc.property(bets, (plan) => {
        const totals = planTotals(plan);
        const sum = (amount: (bet: PlannedBet) => number) =>
          plan.reduce((total, bet) => total + amount(bet), 0);
        expect(totals.totalCost).toBe(sum((bet) => bet.totalStake - bet.freeStake));
        expect(totals.totalFreeStake).toBe(sum((bet) => bet.freeStake));
        expect(totals.potentialReturns).toBe(sum((bet) => bet.potentialReturns));
        // Cash and free money together are what the plan stakes.
        expect(totals.totalCost + totals.totalFreeStake).toBe(sum((bet) => bet.totalStake));
        expect(Number.isInteger(totals.totalCost)).toBe(true);
      }),
    );
  });

  it('caps each total at the largest safe integer', () => {
    const huge = planned(0, false, Number.MAX_SAFE_INTEGER);
    expect(planTotals([huge, huge]).potentialReturns).toBe(Number.MAX_SAFE_INTEGER);
    expect(planTotals([])).toEqual({ totalCost: 0, totalFreeStake: 0, potentialReturns: 0 });
  });
});

describe('combinedFreeStakeIssues', () => {
  it('raises RES-00241 when the free stakes together pass the balance', () => {
    expect(combinedFreeStakeIssues(500, 500, [])).toEqual([]);
    expect(combinedFreeStakeIssues(501, 500, [])).toEqual([
      {
        code: 'RES-00241',
        message: 'The free stakes add up to more than the free-bet balance',
      },
    ]);
    expect(combinedFreeStakeIssues(1, null, []).length).toBe(1);
  });

  it('says nothing more when a bet already has a free-stake problem', () => {
    expect(combinedFreeStakeIssues(501, 500, [issue('RES-00241', 'one bet')])).toEqual([]);
  });
});
