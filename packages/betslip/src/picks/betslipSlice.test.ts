import { makeStore } from '@clem/core';
import { describe, expect, it } from 'vitest';
import { pickToggled, selectIsPicked, selectPickCount, selectPicks, type BetslipPick } from '.';

const pick = (outcomeId: number): BetslipPick => ({
  outcomeId,
  marketId: 10,
  eventId: 100,
  decimal: 2.1,
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match Result',
  eventDescription: 'Arsenal v Chelsea',
});

function store() {
  return makeStore({ extra: {} as never });
}

describe('betslip picks', () => {
  it('starts empty, even before anything was injected into the state', () => {
    const s = store();
    expect(selectPickCount(s.getState())).toBe(0);
    expect(selectIsPicked(s.getState(), 1)).toBe(false);
  });

  it('adds a pick, and removes it when the same outcome is picked again', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1)));
    s.dispatch(pickToggled(pick(2)));
    expect(selectIsPicked(s.getState(), 1)).toBe(true);
    expect(selectPicks(s.getState()).map((p) => p?.outcomeId)).toEqual([1, 2]);
    s.dispatch(pickToggled(pick(1)));
    expect(selectIsPicked(s.getState(), 1)).toBe(false);
    expect(selectPicks(s.getState()).map((p) => p?.outcomeId)).toEqual([2]);
  });
});
