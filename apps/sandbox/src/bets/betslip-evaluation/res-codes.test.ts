import { describe, expect, it } from 'vitest';
import { issue } from '../betslip-rules';
import { NOW, selectionInput, worldSelection } from './evaluation-test-fixtures';
import { classifyIssues, selectionIssues } from './res-codes';
import { selectionState } from './selection-state';
import type { PlannedBet, WorldSelection } from './types';

const single = (leg: WorldSelection): PlannedBet => ({
  kind: 'single',
  betTypeId: 200_001,
  description: 'Single',
  unitStake: 100,
  totalStake: 100,
  freeStake: 0,
  numBets: 1,
  priceMilli: leg.priceMilli,
  potentialReturns: 200,
  eachWay: false,
  legs: [leg],
  tax: undefined,
});
const double = (legs: WorldSelection[]): PlannedBet => ({
  ...single(legs[0] ?? worldSelection(0)),
  kind: 'multiple',
  betTypeId: 200_002,
  description: 'Double',
  legs,
});

const suspended = worldSelection(1, { marketStatus: 'suspended' });
const other = worldSelection(2);
const inputs = [selectionInput(1), selectionInput(2)];
const states = [
  selectionState(inputs[0] ?? selectionInput(1), suspended, { now: NOW }, 'D'),
  selectionState(inputs[1] ?? selectionInput(2), undefined, { now: NOW }, 'D'),
];

describe('selectionIssues', () => {
  it("gives each selection's problem, in slip order", () => {
    expect(selectionIssues(inputs, states, []).map((entry) => entry.problem.code)).toEqual([
      'RES-00108',
      'RES-00108',
    ]);
  });

  it('calls a suspended selection used only by a multiple "bet suspended" (RES-00048)', () => {
    const comboOnly = selectionIssues(inputs, states, [double([suspended, other])]);
    expect(comboOnly[0]).toEqual({
      problem: issue('RES-00048', undefined, { outcomeId: 1 }),
      outcomeId: 1,
    });
    // A closed one stays closed.
    expect(comboOnly[1]?.problem.code).toBe('RES-00108');
    const alsoSingle = selectionIssues(inputs, states, [
      single(suspended),
      double([suspended, other]),
    ]);
    expect(alsoSingle[0]?.problem.code).toBe('RES-00108');
  });
});

describe('classifyIssues', () => {
  const count = issue('RES-00247', 'At most 1 selections on a betslip');
  const stakeTooLow = issue('RES-00140', undefined, { betTypeId: 200_002 });
  const bySelection = selectionIssues(inputs, states, []);

  it('lists the count first, then the selections, then the bets', () => {
    const { errors, blocking } = classifyIssues(
      inputs,
      [single(suspended), single(other)],
      bySelection,
      [stakeTooLow, count],
      { totalCost: 0, availableBalance: null },
    );
    expect(errors.map((entry) => entry.code)).toEqual([
      'RES-00247',
      'RES-00108',
      'RES-00108',
      'RES-00140',
    ]);
    expect(blocking).toEqual(errors);
  });

  it('does not refuse a placement for a selection no staked bet uses', () => {
    const { errors, blocking } = classifyIssues(inputs, [single(suspended)], bySelection, [], {
      totalCost: 0,
      availableBalance: null,
    });
    expect(errors).toHaveLength(2);
    expect(blocking.map((entry) => entry.outcomeId)).toEqual([1]);
    const withDouble = classifyIssues(
      [selectionInput(1), selectionInput(2, { includeInMultiples: false })],
      [double([suspended, other])],
      bySelection,
      [],
      { totalCost: 0, availableBalance: null },
    );
    expect(withDouble.blocking.map((entry) => entry.outcomeId)).toEqual([1]);
  });

  it('adds RES-00056 to the errors when the cash cost is above the balance', () => {
    const over = classifyIssues(inputs, [], [], [], { totalCost: 1001, availableBalance: 1000 });
    expect(over.errors.map((entry) => entry.code)).toEqual(['RES-00056']);
    expect(over.blocking).toEqual([]);
    expect(
      classifyIssues(inputs, [], [], [], { totalCost: 1000, availableBalance: 1000 }).errors,
    ).toEqual([]);
    expect(
      classifyIssues(inputs, [], [], [], { totalCost: 1001, availableBalance: null }).errors,
    ).toEqual([]);
  });
});
