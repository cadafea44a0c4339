import { sessionEnded, sessionStarted } from '@clem/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The stored value after a failed token fetch (account-and-shell §4, §8). */
export const LIVE_CHAT_TOKEN_FAILED = 'FAILED';

/**
 * The live-chat (Avaya) token of the logged-in player (account-and-shell §4 "Live-chat token for
 * a logged-in user is obtained once; on failure the stored value becomes FAILED").
 *
 * - `null`: not obtained in this session (yet);
 * - a token: obtained; never fetched again in this session;
 * - `'FAILED'`: the fetch failed; not retried in this session either.
 *
 * Reducer path `liveChat`; the app injects it with `rootReducer.inject(liveChatSlice)`
 * (`registerLiveChatListeners` also injects it, idempotently). Not persisted: a reload fetches
 * the token again once. Reset on `sessionEnded` (logout) and on `sessionStarted` (every
 * `sessionStarted` is a new login, possibly of another player, e.g. the icore external-session
 * check switching players without a logout in between).
 */
export interface LiveChatState {
  token: string | typeof LIVE_CHAT_TOKEN_FAILED | null;
}

export const initialLiveChatState: LiveChatState = { token: null };

export const liveChatSlice = createSlice({
  name: 'liveChat',
  initialState: initialLiveChatState,
  reducers: {
    liveChatTokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    liveChatTokenFailed(state) {
      state.token = LIVE_CHAT_TOKEN_FAILED;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, () => initialLiveChatState)
      .addCase(sessionStarted, () => initialLiveChatState);
  },
});

export const { liveChatTokenReceived, liveChatTokenFailed } = liveChatSlice.actions;

/** Any state that may hold the injected slice. */
export interface WithLiveChat {
  liveChat?: LiveChatState;
}

/**
 * The stored token, `'FAILED'`, or null (also while the slice is not injected yet). Takes any
 * root state: the store's `RootState` type does not list injected slices.
 */
export function selectLiveChatToken(state: object): LiveChatState['token'] {
  return (state as WithLiveChat).liveChat?.token ?? null;
}
