import {
  loginDetailsMerged,
  playerDetailsReceived,
  rootReducer,
  selectIsLoggedIn,
  selectLogoutInProgress,
  selectSettings,
  sessionEnded,
  sessionRestored,
  sessionStarted,
  settingsReceived,
  type AppStartListening,
  type RootState,
} from '@clem/core';
import { isAnyOf } from '@reduxjs/toolkit';
import { platformFailure } from '../session/sessionApi';
import { liveChatApi } from './liveChatApi';
import {
  liveChatTarget,
  selectIsPartnerMatrixAffiliate,
  selectLiveChatPlayerId,
} from './liveChatRules';
import {
  liveChatSlice,
  liveChatTokenFailed,
  liveChatTokenReceived,
  selectLiveChatToken,
} from './liveChatSlice';

/** The actions after which the token may become obtainable. */
const mayNeedToken = isAnyOf(
  sessionStarted,
  sessionRestored,
  loginDetailsMerged,
  playerDetailsReceived,
  settingsReceived,
);

/**
 * Whether the token should be fetched now: the Avaya chat URL is configured, the player is
 * logged in (not logging out), not a partner-matrix affiliate, has a player id, and no token was
 * obtained (nor failed) in this session.
 */
function wantsToken(state: RootState): boolean {
  return (
    liveChatTarget(selectSettings(state))?.avaya === true &&
    selectIsLoggedIn(state) &&
    !selectLogoutInProgress(state) &&
    !selectIsPartnerMatrixAffiliate(state) &&
    selectLiveChatPlayerId(state) !== null &&
    selectLiveChatToken(state) === null
  );
}

/**
 * The live-chat token (account-and-shell §4 "Live-chat token for a logged-in user is obtained
 * once; on failure the stored value becomes FAILED", §7 `GET /api/avaya_tokens` with `u`,
 * withAuth, §8 "failed token fetch is logged and stored as FAILED"):
 *
 * - on `sessionStarted` / `sessionRestored` (and, decision, on `loginDetailsMerged`,
 *   `playerDetailsReceived`, `settingsReceived`, so a player id, affiliate flag or chat URL that
 *   arrives later still counts) it calls `GET /api/avaya_tokens?u={alsPlayerId}` with
 *   `withAuth: true` (`liveChatApi.getLiveChatToken`) when `wantsToken` holds, and stores the
 *   answer (`liveChatTokenReceived`);
 * - once: never again while the token is set or FAILED; one call at a time (a second trigger
 *   while a call is under way is ignored); the slice resets on `sessionEnded` / `sessionStarted`,
 *   so the next session fetches once again;
 * - any failure (401, 500, network, a call aborted for lack of a valid token, a malformed
 *   answer) is logged with `console.warn` (kind and status only: never the token, nor the URL,
 *   which names the player) and stored as FAILED (`liveChatTokenFailed`);
 * - `sessionEnded` and `sessionStarted` (a new session) abort a call under way; its answer is
 *   dropped.
 *
 * Decisions (spec silent): the player id is the login details' `alsPlayerId`, else the player
 * details' `alsId`; with neither the call waits (no FAILED). The token is fetched only when
 * avaya_live_chat_url is configured, since only the Avaya URL carries it (see `liveChatHref`).
 * Partner-matrix affiliates never get a token, so none is fetched for them.
 *
 * Out of scope: §7's POST of the token (text/plain, bearer) to an external chat-token URL and §8's
 * "Missing Avaya chat configuration…" rejection: no setting names that URL or its bearer in this
 * codebase (`MISSING_AVAYA_CHAT_CONFIGURATION` is exported for whoever adds it).
 *
 * Injects `liveChatSlice` into `rootReducer` (idempotent). Returns a function that removes the
 * listener.
 */
export function registerLiveChatListeners(startAppListening: AppStartListening): () => void {
  rootReducer.inject(liveChatSlice);
  /** Bumped on every new session (sessionStarted) and logout: older answers are dropped. */
  let generation = 0;
  /** The generation whose call is under way, if any. */
  let pending: number | null = null;

  return startAppListening({
    predicate: (action, current) =>
      sessionEnded.match(action) ||
      sessionStarted.match(action) ||
      (mayNeedToken(action) && wantsToken(current)),
    effect: async (action, api) => {
      if (sessionEnded.match(action) || sessionStarted.match(action)) {
        generation += 1;
        pending = null;
        // Abort a call under way for the previous session (its signal is that instance's).
        api.cancelActiveListeners();
        if (sessionEnded.match(action)) return;
      }
      if (!wantsToken(api.getState())) return;
      const mine = generation;
      if (pending === mine) return;
      const playerId = selectLiveChatPlayerId(api.getState());
      if (playerId === null) return;
      pending = mine;
      const request = api.dispatch(
        liveChatApi.endpoints.getLiveChatToken.initiate({ playerId }, { track: false }),
      );
      // The listener's cancellation (a new session, a logout) aborts the call under way.
      const abort = () => request.abort();
      api.signal.addEventListener('abort', abort);
      try {
        const answer = await api.pause(request.unwrap());
        if (generation === mine && selectLiveChatToken(api.getState()) === null) {
          api.dispatch(liveChatTokenReceived(answer.token));
        }
      } catch (error) {
        if (generation !== mine || api.signal.aborted) return;
        const failure = platformFailure(error);
        // Only what failed: never the token, nor the URL (it names the player).
        console.warn(
          'Live-chat token request failed; chat opens without a token.',
          failure.kind,
          failure.status,
        );
        if (selectLiveChatToken(api.getState()) === null) api.dispatch(liveChatTokenFailed());
      } finally {
        api.signal.removeEventListener('abort', abort);
        if (pending === mine) pending = null;
      }
    },
  });
}
