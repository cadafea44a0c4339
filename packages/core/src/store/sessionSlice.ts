import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Session state. A player is logged in when a jweToken exists (spec). The account issue fills
 * in login, expiry and logout; the foundation needs only the shape and the selector.
 */
export interface SessionState {
  jweToken: string | null;
  username: string | null;
}

const initialState: SessionState = { jweToken: null, username: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ jweToken: string; username: string }>) {
      state.jweToken = action.payload.jweToken;
      state.username = action.payload.username;
    },
    sessionEnded() {
      return initialState;
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => state.jweToken !== null && state.jweToken !== '',
    selectJweToken: (state) => state.jweToken,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectIsLoggedIn, selectJweToken } = sessionSlice.selectors;
