import { describe, expect, it } from 'vitest';
import { countdownBetsChanged, sessionEnded, sessionStarted } from '@clem/core';
import { betCountSet, myBetsSlice } from './myBetsSlice';
import {
  initialMyBetsState,
  myBetsRefreshRequested,
  selectBetCount,
  selectBetCountInitialized,
} from './myBetsState';
import { stubbedStore } from '@clem/core/testing';

const reduce = myBetsSlice.reducer;

describe('myBets slice', () => {
  it('starts at zero, not initialized', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      betCount: 0,
      betCountInitialized: false,
      countdownBets: 0,
    });
  });

  it('keeps the number of bets in countdown from the last list seen', () => {
    const state = reduce(initialMyBetsState, countdownBetsChanged({ countdownBets: 2 }));
    expect(state.countdownBets).toBe(2);
    expect(reduce(state, countdownBetsChanged({ countdownBets: -1 })).countdownBets).toBe(0);
    expect(reduce(state, sessionEnded()).countdownBets).toBe(0);
  });

  it('sets the count and flags it initialized once set (§4)', () => {
    const state = reduce(initialMyBetsState, betCountSet(3));
    expect(state).toMatchObject({ betCount: 3, betCountInitialized: true });
    expect(reduce(state, betCountSet(0))).toMatchObject({ betCount: 0, betCountInitialized: true });
  });

  it('ignores an unusable count', () => {
    const state = reduce(initialMyBetsState, betCountSet(4));
    expect(reduce(state, betCountSet(-1))).toBe(state);
    expect(reduce(state, betCountSet(Number.NaN))).toBe(state);
  });

  it('resets on logout and on a new login', () => {
    const state = reduce(initialMyBetsState, betCountSet(4));
    expect(reduce(state, sessionEnded())).toEqual(initialMyBetsState);
    expect(reduce(state, sessionStarted({ jweToken: 'jwe', username: 'other' }))).toEqual(
      initialMyBetsState,
    );
  });

  it('is injected into the store and read by the selectors (0 for any other state)', () => {
    const { store } = stubbedStore(() => ({ body: {} }));
    store.dispatch(betCountSet(7));
    expect(selectBetCount(store.getState())).toBe(7);
    expect(selectBetCountInitialized(store.getState())).toBe(true);
    expect(selectBetCount({})).toBe(0);
    expect(selectBetCountInitialized({})).toBe(false);
  });

  it('exports the refresh request as a plain action', () => {
    expect(myBetsRefreshRequested()).toEqual({ type: 'myBets/refreshRequested' });
  });
});
