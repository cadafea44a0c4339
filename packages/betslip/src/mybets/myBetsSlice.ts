import { countdownBetsChanged, rootReducer, sessionEnded, sessionStarted } from '@clem/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { normaliseBetCount } from './myBetsRules';
import { initialMyBetsState } from './myBetsState';

/**
 * The polled bet count (betting §3 "Bet counts: betCount, a betCountInitialized flag"; §4 "The bet
 * count is flagged initialized once set"). The open bets themselves, per account id, live in the
 * RTK Query cache (`myBetsApi`), not here.
 *
 * Reducer path `myBets`, injected into core's `rootReducer` when this module loads: with the bet
 * count's listeners (a logged-in player) or My Bets' screens, whichever comes first. The footer's
 * badge only reads it (`myBetsState.ts`: 0 until then), so no page's first load carries it. Not
 * persisted. Reset on `sessionEnded` (logout) and `sessionStarted` (a login may be another
 * player's).
 */
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

/** Injected once, when this module loads (the count's listeners, My Bets' screens). */
export const myBets = myBetsSlice.injectInto(rootReducer);
