import { describe, expect, it } from 'vitest';
import { worldSelection } from './evaluation-test-fixtures';
import { selectionCountIssues, stakeLimitIssues } from './stake-limits';
import type { PlannedBet } from './types';

const bet = (over: Partial<PlannedBet>): PlannedBet => ({
  kind: 'single',
  betTypeId: 200_001,
  description: 'Single',
  unitStake: 100,
  totalStake: 100,
  freeStake: 0,
  numBets: 1,
  priceMilli: 2000,
  potentialReturns: 200,
  eachWay: false,
  legs: [worldSelection(7)],
  tax: undefined,
  ...over,
});

describe('selectionCountIssues', () => {
  it('raises RES-00247 past max_bets_on_betslip', () => {
    expect(selectionCountIssues(3, { maxBets: 3 })).toEqual([]);
    expect(selectionCountIssues(4, { maxBets: 3 })).toEqual([
      { code: 'RES-00247', message: 'At most 3 selections on a betslip' },
    ]);
  });
});

describe('stakeLimitIssues', () => {
  it('checks the unit stake against the minimum and the total against the maximum', () => {
    const limits = { minStake: 100, maxStake: 1000 };
    expect(stakeLimitIssues([bet({})], limits)).toEqual([]);
    expect(stakeLimitIssues([bet({ unitStake: 99, totalStake: 99 })], limits)).toEqual([
      expect.objectContaining({ code: 'RES-00140', outcomeId: 7 }),
    ]);
    expect(
      stakeLimitIssues(
        [bet({ kind: 'system', betTypeId: 200_019, unitStake: 50, totalStake: 2000 })],
        limits,
      ),
    ).toEqual([
      expect.objectContaining({ code: 'RES-00140', betTypeId: 200_019 }),
      expect.objectContaining({ code: 'RES-00034', betTypeId: 200_019 }),
    ]);
  });
});
