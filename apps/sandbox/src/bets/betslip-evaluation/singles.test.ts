import { describe, expect, it } from 'vitest';
import { EACH_WAY_PLACE_TERMS, NOT_AVAILABLE_MESSAGE, SINGLE_BET_TYPE_ID } from '../betslip-rules';
import {
  selectionInput,
  testContext,
  testLimits,
  worldSelection,
} from './evaluation-test-fixtures';
import { selectionState } from './selection-state';
import { buildSingles } from './singles';
import type { SelectionState } from './types';

const open = (outcomeId: number, over: Parameters<typeof worldSelection>[1] = {}) =>
  selectionState(selectionInput(outcomeId), worldSelection(outcomeId, over), testContext(), 'D');

describe('buildSingles', () => {
  it('gives each selection its row, and a single bet when it is staked', () => {
    const step = buildSingles(
      [selectionInput(1, { unitStake: 1000 }), selectionInput(2)],
      [open(1, { priceMilli: 2500 }), open(2)],
      testContext(),
    );
    expect(step.rows.map((row) => row.ref)).toEqual(['sel1', 'sel2']);
    expect(step.rows[0]).toMatchObject({
      outcomeId: 1,
      decimal: 2.5,
      singleEnabled: true,
      outcomeState: 'O',
      potentialReturns: 2500,
      message: null,
    });
    expect(step.bets).toEqual([
      expect.objectContaining({
        kind: 'single',
        betTypeId: SINGLE_BET_TYPE_ID,
        unitStake: 1000,
        totalStake: 1000,
        freeStake: 0,
        numBets: 1,
        priceMilli: 2500,
        potentialReturns: 2500,
      }),
    ]);
    expect(step.issues).toEqual([]);
  });

  it('keeps a selection whose price moved enabled, with the change as its message', () => {
    const moved = selectionState(
      selectionInput(1, { seenPriceMilli: 2100 }),
      worldSelection(1, { priceMilli: 1900 }),
      testContext(),
      'D',
    );
    expect(moved.problem?.code).toBe('RES-00152');
    const step = buildSingles([selectionInput(1, { unitStake: 1000 })], [moved], testContext());
    expect(step.rows[0]).toMatchObject({ enabled: true, singleEnabled: true, decimal: 1.9 });
    expect(step.rows[0]?.message).toBe(moved.problem?.message);
  });

  it('shows a closed selection as not available, and a problem as its message', () => {
    const closed: SelectionState = selectionState(selectionInput(1), undefined, testContext(), 'D');
    const step = buildSingles(
      [selectionInput(1, { unitStake: 1000 }), selectionInput(2)],
      [closed, open(2, { hidden: true })],
      testContext(),
    );
    expect(step.rows[0]).toMatchObject({
      outcomeState: 'C',
      enabled: false,
      potentialReturns: 0,
      message: NOT_AVAILABLE_MESSAGE,
      decimal: null,
    });
    expect(step.rows[1]).toMatchObject({ outcomeState: 'O', enabled: false });
    expect(step.rows[1]?.message).toBe(open(2, { hidden: true }).problem?.message);
    expect(step.bets).toEqual([]);
  });

  it('offers each way on outrights when the brand has it, over two lines', () => {
    const context = testContext({ limits: { ...testLimits, eachWayEnabled: true } });
    const step = buildSingles(
      [
        selectionInput(1, { unitStake: 1000, eachWay: true }),
        selectionInput(2, { unitStake: 1000, eachWay: true }),
      ],
      [open(1, { eventType: 'OUTRIGHT', priceMilli: 5000 }), open(2)],
      context,
    );
    expect(step.rows[0]).toMatchObject({
      eachWay: true,
      showEachWay: true,
      placeTerms: EACH_WAY_PLACE_TERMS,
    });
    // Win 1000 × 5.00, place 1000 × (1 + 4.00 / 4).
    expect(step.bets[0]).toMatchObject({ totalStake: 2000, numBets: 2, potentialReturns: 7000 });
    expect(step.rows[1]).toMatchObject({ eachWay: false, showEachWay: false, placeTerms: null });
    expect(step.issues).toEqual([
      {
        code: 'RES-00218',
        message: 'Each way is not offered for this selection',
        outcomeId: 2,
      },
    ]);
  });

  it('returns the winnings only of a free single, and checks its free stake', () => {
    const step = buildSingles(
      [
        selectionInput(1, { freeMoneyUnitStake: 500 }),
        selectionInput(2, { freeMoneyUnitStake: 500 }),
      ],
      [open(1, { priceMilli: 3000 }), open(2)],
      testContext({ freeBetBalance: 800 }),
    );
    expect(step.bets[0]).toMatchObject({ freeStake: 500, potentialReturns: 1000 });
    expect(step.rows[0]).toMatchObject({ freeMoneyUnitStake: 500, maxFreeMoneyStake: 800 });
    expect(step.issues).toEqual([]);
    const anonymous = buildSingles(
      [selectionInput(1, { freeMoneyUnitStake: 500 })],
      [open(1)],
      testContext({ freeBetBalance: null }),
    );
    expect(anonymous.issues.map((entry) => entry.code)).toEqual(['RES-00241']);
  });
});
