import { countdownBetsChanged, rootReducer, sessionEnded, sessionStarted } from '@clem/core';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normaliseBetCount } from './myBetsRules';

/**
 * The polled bet count (betting §3 "Bet counts: betCount, a betCountInitialized flag"; §4 "The bet
 * count is flagged initialized once set"). The open bets themselves, per account id, live in the
 * RTK Query cache (`myBetsApi`), not here.
 *
 * Reducer path `myBets`, injected into core's `rootReducer` when this module loads (the footer's
 * badge loads it, so it is a few hundred bytes: no calls, no schemas). Not persisted. Reset on
 * `sessionEnded` (logout) and `sessionStarted` (a login may be another player's).
 */
export interface MyBetsState {
  /** Open plus pending-approval bets of the player (the platform's `count`). */
  betCount: number;
  /** True once a count was set in this session (a failed call leaves it false). */
  betCountInitialized: boolean;
  /**
   * Bets in countdown (waiting for the approval decision) in the last open-bets list seen, so
   * whatever closes the My Bets modal (its close button, the footer) hides rather than closes it
   * while some count down.
   */
  countdownBets: number;
}

export const initialMyBetsState: MyBetsState = {
  betCount: 0,
  betCountInitialized: false,
  countdownBets: 0,
};

export const myBetsSlice = createSlice({
  name: 'myBets',
  initialState: initialMyBetsState,
  reducers: {
    /** A count the platform answered (bet count poll, or the open bets list's `count`). */
    betCountSet(state, action: PayloadAction<number>) {
      const count = normaliseBetCount(action.payload);
      if (count === undefined) return;
      state.betCount = count;
      state.betCountInitialized = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(countdownBetsChanged, (state, action) => {
        state.countdownBets = Math.max(0, Math.floor(action.payload.countdownBets));
      })
      .addCase(sessionEnded, () => initialMyBetsState)
      .addCase(sessionStarted, () => initialMyBetsState);
  },
});

export const { betCountSet } = myBetsSlice.actions;

/**
 * Asks My Bets to refresh now: the bet count is fetched at once and the open and settled lists on
 * screen are refetched. The betslip dispatches it after a placement; anything that changes the
 * player's bets may.
 */
export const myBetsRefreshRequested = createAction('myBets/refreshRequested');

/** Injected once, when the first module that reads the count loads. */
export const myBets = myBetsSlice.injectInto(rootReducer);

/** Any state that may hold the injected slice (the store's RootState does not list it). */
export interface WithMyBets {
  myBets?: MyBetsState;
}

/** The bet count (0 while not injected, logged out or not fetched yet). Takes any root state. */
export function selectBetCount(state: object): number {
  return (state as WithMyBets).myBets?.betCount ?? 0;
}

/** Bets in countdown in the last open-bets list seen (0 while not injected). */
export function selectCountdownBets(state: object): number {
  return (state as WithMyBets).myBets?.countdownBets ?? 0;
}

/** Whether a count was set in this session. */
export function selectBetCountInitialized(state: object): boolean {
  return (state as WithMyBets).myBets?.betCountInitialized ?? false;
}
