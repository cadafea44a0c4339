import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  freeBetReturns,
  freeStakeIssues,
  freeStakeProblem,
  maxFreeUnitStake,
  stakeFields,
  staking,
} from './free-stakes';

describe('staking', () => {
  it('stakes in cash when a cash stake is given, else from the free stake', () => {
    expect(staking(undefined)).toEqual({ unit: 0, free: false });
    expect(staking({ unitStake: 500, freeMoneyUnitStake: 200 })).toEqual({
      unit: 500,
      free: false,
    });
    expect(staking({ unitStake: 0, freeMoneyUnitStake: 200 })).toEqual({ unit: 200, free: true });
    expect(staking({ unitStake: 0, freeMoneyUnitStake: 0 })).toEqual({ unit: 0, free: false });
  });
});

describe('freeBetReturns', () => {
  it('is the winnings only, never below 0', () => {
    expect(freeBetReturns(1000, 500)).toBe(500);
    expect(freeBetReturns(400, 500)).toBe(0);
  });
});

describe('maxFreeUnitStake', () => {
  it('shares the balance out over the lines, rounded down, and never exceeds it', () => {
    expect(maxFreeUnitStake(null, 1)).toBe(0);
    expect(maxFreeUnitStake(1000, 0)).toBe(0);
    expect(maxFreeUnitStake(1000, 3)).toBe(333);
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 300 }), (balance, lines) => {
        const max = maxFreeUnitStake(balance, lines);
        expect(Number.isInteger(max)).toBe(true);
        expect(max * lines).toBeLessThanOrEqual(balance);
        expect((max + 1) * lines).toBeGreaterThan(balance);
      }),
    );
  });
});

describe('freeStakeProblem', () => {
  it('says why a free stake cannot be placed', () => {
    const free = { unitStake: 0, freeMoneyUnitStake: 500 };
    expect(freeStakeProblem({ unitStake: 500, freeMoneyUnitStake: 0 }, 0, null)).toBeUndefined();
    expect(freeStakeProblem({ unitStake: 500, freeMoneyUnitStake: 500 }, 1000, 1000)).toContain(
      'not both',
    );
    expect(freeStakeProblem(free, 0, null)).toBe('Free bets need a logged-in player');
    expect(freeStakeProblem(free, 0, 0)).toBe('There is no free-bet balance');
    expect(freeStakeProblem(free, 400, 400)).toContain('above maxFreeMoneyStake');
    expect(freeStakeProblem(free, 500, 500)).toBeUndefined();
  });

  it('raises RES-00241 on the bet, against its line count', () => {
    const free = { unitStake: 0, freeMoneyUnitStake: 500 };
    expect(freeStakeIssues(free, 1, 1000, { betTypeId: 200002 })).toEqual([]);
    expect(freeStakeIssues(free, 4, 1000, { betTypeId: 200021 })).toEqual([
      {
        code: 'RES-00241',
        message: 'The free stake is above maxFreeMoneyStake (the free-bet balance)',
        betTypeId: 200021,
      },
    ]);
  });
});

describe('stakeFields', () => {
  it("gives a row the bet's free stake, its maximum and the stake bet", () => {
    expect(stakeFields(undefined, { unit: 0, free: false }, 250)).toEqual({
      freeMoneyUnitStake: 0,
      maxFreeMoneyStake: 250,
      stakeAfterTax: 0,
    });
    expect(stakeFields({ freeMoneyUnitStake: 200 }, { unit: 200, free: true }, 250)).toEqual({
      freeMoneyUnitStake: 200,
      maxFreeMoneyStake: 250,
      stakeAfterTax: 200,
    });
  });
});
