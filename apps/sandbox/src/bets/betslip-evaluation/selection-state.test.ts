import { describe, expect, it } from 'vitest';
import { NOW, selectionInput, worldSelection } from './evaluation-test-fixtures';
import { priceText, resolveSelections, selectionState } from './selection-state';

const context = { now: NOW };

describe('selectionState', () => {
  it('closes an unknown outcome, a finished event and a market neither open nor suspended', () => {
    expect(selectionState(selectionInput(1), undefined, context, 'D')).toMatchObject({
      state: 'C',
      problem: { code: 'RES-00108', outcomeId: 1 },
    });
    const over = selectionState(
      selectionInput(1),
      worldSelection(1, { isFinished: true }),
      context,
      'D',
    );
    expect(over.state).toBe('C');
    expect(over.problem?.message).toContain('the event is over');
    const settled = selectionState(
      selectionInput(1),
      worldSelection(1, { marketStatus: 'settled' }),
      context,
      'D',
    );
    expect(settled.problem?.message).toContain('the market is settled');
  });

  it('keeps an open selection open, with the first problem that applies', () => {
    const check = (over: Parameters<typeof worldSelection>[1], input = selectionInput(1)) =>
      selectionState(input, worldSelection(1, over), context, 'D');
    expect(check({})).toMatchObject({ state: 'O', problem: undefined });
    expect(check({ feedAlert: true, marketStatus: 'suspended' }).problem?.code).toBe('RES-00249');
    expect(check({ marketStatus: 'suspended' }).problem).toMatchObject({
      code: 'RES-00108',
      message: 'The market is suspended',
    });
    expect(check({ hidden: true }).problem?.code).toBe('RES-00098');
    expect(check({ priceMilli: 1000 }).problem?.code).toBe('RES-00098');
    expect(check({}, selectionInput(1, { startingPrice: true })).problem?.code).toBe('RES-00100');
    expect(check({ eventDate: new Date(NOW) }).problem?.code).toBe('RES-00047');
    expect(check({ eventDate: new Date(NOW), isLive: true }).problem).toBeUndefined();
    expect(
      check({ spreadMilli: 2500 }, selectionInput(1, { seenSpreadMilli: 1500 })).problem,
    ).toMatchObject({ code: 'RES-00153', message: 'Spread changed to 2.50' });
    expect(check({}, selectionInput(1, { seenSpreadMilli: 1500 })).problem?.message).toBe(
      'Spread changed to none',
    );
  });

  it('takes a higher price under D, and refuses a lower one, or any change under A', () => {
    const seen = (seenPriceMilli: number, mode: 'D' | 'A') =>
      selectionState(
        selectionInput(1, { seenPriceMilli }),
        worldSelection(1, { priceMilli: 2000 }),
        context,
        mode,
      ).problem;
    expect(seen(1800, 'D')).toBeUndefined();
    expect(seen(2100, 'D')).toMatchObject({
      code: 'RES-00152',
      message: 'Price changed from 2.10 to 2.00',
    });
    expect(seen(1800, 'A')?.code).toBe('RES-00152');
    expect(seen(2000, 'A')).toBeUndefined();
  });

  it('resolves every selection of the slip, in order', () => {
    const states = resolveSelections(
      { selections: [selectionInput(2), selectionInput(1)], userAcceptOdds: 'D' },
      new Map([[1, worldSelection(1)]]),
      context,
    );
    expect(states.map((entry) => entry.state)).toEqual(['C', 'O']);
  });
});

describe('priceText', () => {
  it('shows two decimals, three when the third is not 0', () => {
    expect(priceText(2000)).toBe('2.00');
    expect(priceText(1250)).toBe('1.25');
    expect(priceText(1125)).toBe('1.125');
  });
});
