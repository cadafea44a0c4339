import { describe, expect, it } from 'vitest';
import { combinationLegs, toCombinationSelections } from './combination-legs';
import { NOW, selectionInput, worldSelection } from './evaluation-test-fixtures';
import { selectionState } from './selection-state';

describe('combinationLegs', () => {
  it('takes the open selections included in multiples, in slip order', () => {
    const inputs = [
      selectionInput(1),
      selectionInput(2, { includeInMultiples: false }),
      selectionInput(3),
      selectionInput(4),
    ];
    const worlds = [
      worldSelection(1),
      worldSelection(2),
      worldSelection(3, { marketStatus: 'closed' }),
      worldSelection(4, { marketStatus: 'suspended' }),
    ];
    const states = inputs.map((input, index) =>
      selectionState(input, worlds[index], { now: NOW }, 'D'),
    );
    expect(combinationLegs(inputs, states).map((leg) => leg.outcomeId)).toEqual([1, 4]);
  });

  it("gives @clem/core's rules the ids and the price as bigint", () => {
    expect(toCombinationSelections([worldSelection(1, { priceMilli: 2150 })])).toEqual([
      { outcomeId: 1, eventId: 100, marketId: 10, priceMilli: 2150n },
    ]);
  });
});
