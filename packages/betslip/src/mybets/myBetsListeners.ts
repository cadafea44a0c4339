import {
  countdownBetsChanged,
  platformApi,
  selectAccountId,
  selectIsLoggedIn,
  selectLogoutInProgress,
  selectMyBetsModal,
  selectMyBetsVisible,
  sessionStarted,
  tabVisibilityChanged,
  type AppListenerDispatch,
  type AppStartListening,
  type RootState,
  type StoreExtra,
} from '@clem/core';
import type { ListenerEffectAPI, UnknownAction } from '@reduxjs/toolkit';
import { myBetsApi } from './myBetsApi';
import {
  betCountPollInterval,
  betCountPollPhase,
  COUNTDOWN_REFRESH_MS,
  countdownBetCount,
  fetchesBetCountNow,
  type BetCountFetchTrigger,
  type BetCountPollInput,
} from './myBetsRules';
import { betCountSet } from './myBetsSlice';
import { myBetsRefreshRequested, selectBetCount, selectBetCountInitialized } from './myBetsState';

export interface MyBetsListenerDeps {
  /** Whether the tab is visible now; defaults to `document.visibilityState !== 'hidden'`. */
  isVisible?: () => boolean;
}

function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** A jweToken exists and no logout is in progress. */
function loggedIn(state: RootState): boolean {
  return selectIsLoggedIn(state) && !selectLogoutInProgress(state);
}

function becameVisible(action: UnknownAction): boolean {
  return tabVisibilityChanged.match(action) && action.payload.visible;
}

/** Which trigger starts (or restarts) the poll on `action`, if any. */
function triggerOf(
  action: UnknownAction,
  current: RootState,
  previous: RootState,
): BetCountFetchTrigger | undefined {
  if (!loggedIn(current)) return undefined;
  if (!loggedIn(previous) || sessionStarted.match(action)) return 'login';
  if (myBetsRefreshRequested.match(action)) return 'refresh';
  if (becameVisible(action)) return 'visible';
  return undefined;
}

type MyBetsListenerApi = ListenerEffectAPI<RootState, AppListenerDispatch, StoreExtra>;

/** Refetches the open and settled lists that something on screen subscribes to. */
function refreshLists(api: MyBetsListenerApi): void {
  api.dispatch(platformApi.util.invalidateTags(['OpenBets']));
}

/**
 * Fetches the count once and sets it; a failure is ignored silently (§7) and the last count
 * stays. The lists on screen are refetched once afterwards when `refresh` is asked or a known
 * count changed (once, so a placement does not refetch them twice).
 */
async function fetchCount(api: MyBetsListenerApi, refresh: boolean): Promise<void> {
  const accountId = selectAccountId(api.getState());
  if (accountId === null) return;
  let changed = false;
  const request = api.dispatch(
    myBetsApi.endpoints.getBetCount.initiate(accountId, { subscribe: false, forceRefetch: true }),
  );
  try {
    const result = await api.pause(request);
    // A failed refetch still carries the last good data: look at the outcome itself.
    const state = api.getState();
    if (result.isSuccess && !result.isError && selectAccountId(state) === accountId) {
      const before = selectBetCount(state);
      const known = selectBetCountInitialized(state);
      api.dispatch(betCountSet(result.data.count));
      changed = known && selectBetCount(api.getState()) !== before;
    }
  } finally {
    request.abort();
  }
  if ((refresh || changed) && loggedIn(api.getState())) refreshLists(api);
}

/**
 * The bet-count poll and My Bets' refreshes (betting §3, §4, §6, §7; the rule of what is polled
 * when is in myBetsRules.ts):
 *
 * - a login, a new session, the tab becoming visible and `myBetsRefreshRequested` each (re)start
 *   the poll with a fetch at once; the poll then fetches every `betcount_polling_interval` ms
 *   (read at every round) while `betCountPollPhase` is `polling`, rests while it is `paused`
 *   (modal visible, count zero, tab hidden, no account id yet) and ends on logout;
 * - each answer sets the count (`betCountSet`); a failed call is ignored silently (§7) and the
 *   last count stays;
 * - a polled count that differs from the last one invalidates the `OpenBets` tag, so lists on
 *   screen refetch; `myBetsRefreshRequested` invalidates it once (after its count fetch);
 * - an open-bets list answer for the player's account sets the count from its `count`.
 *
 * Returns a function that removes the listeners.
 */
export function registerMyBetsListeners(
  startAppListening: AppStartListening,
  deps: MyBetsListenerDeps = {},
): () => void {
  const isVisible = deps.isVisible ?? documentVisible;

  const pollInput = (state: RootState): BetCountPollInput => ({
    loggedIn: loggedIn(state),
    accountId: selectAccountId(state),
    tabVisible: isVisible(),
    myBetsVisible: selectMyBetsVisible(state),
    betCount: selectBetCount(state),
    betCountInitialized: selectBetCountInitialized(state),
  });

  const stopPoll = startAppListening({
    predicate: (action, current, previous) => triggerOf(action, current, previous) !== undefined,
    effect: async (action, api) => {
      // One poll at a time: a new trigger replaces the running one.
      api.cancelActiveListeners();
      const trigger = triggerOf(action, api.getState(), api.getOriginalState()) ?? 'login';

      if (selectAccountId(api.getState()) === null) {
        // The account id comes with the login details or the player details, maybe a moment
        // after the token.
        await api.condition(
          (_action, state) => selectAccountId(state) !== null || !loggedIn(state),
        );
      }

      let fetchNow = fetchesBetCountNow(trigger, pollInput(api.getState()));
      // A refresh refetches the lists once: after the count when it is fetched now, else at once.
      let refresh = trigger === 'refresh';
      if (refresh && !fetchNow && loggedIn(api.getState())) {
        refreshLists(api);
        refresh = false;
      }
      for (;;) {
        if (fetchNow) await fetchCount(api, refresh);
        fetchNow = false;
        refresh = false;

        const phase = betCountPollPhase(pollInput(api.getState()));
        if (phase === 'stopped') return;
        if (phase === 'paused') {
          // Rest until the phase changes (a login ending, the modal closing, a count above
          // zero…); a visible tab or a refresh restarts the poll through the predicate.
          await api.condition((_action, state) => betCountPollPhase(pollInput(state)) !== 'paused');
          continue;
        }
        const interval = betCountPollInterval(
          api.getState().settings.values.betcount_polling_interval,
        );
        const interrupted = await api.condition(
          (_action, state) => betCountPollPhase(pollInput(state)) !== 'polling',
          interval,
        );
        fetchNow = !interrupted;
      }
    },
  });

  const stopListCount = startAppListening({
    matcher: myBetsApi.endpoints.getMyOpenBets.matchFulfilled,
    effect: (action, api) => {
      const state = api.getState();
      if (!loggedIn(state) || action.meta.arg.originalArgs !== selectAccountId(state)) return;
      api.dispatch(betCountSet(action.payload.count));
    },
  });

  // The modal hidden with bets in countdown (§4): nothing on screen shows them, so the open bets
  // are fetched here every COUNTDOWN_REFRESH_MS until the last is decided (then the modal is
  // closed), the player logs out (closed too), or the modal opens again. Failures are silent.
  const stopCountdown = startAppListening({
    predicate: (_action, current, previous) =>
      selectMyBetsModal(current) === 'hidden' && selectMyBetsModal(previous) !== 'hidden',
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const hidden = () => selectMyBetsModal(api.getState()) === 'hidden';
      while (hidden()) {
        const accountId = selectAccountId(api.getState());
        if (!loggedIn(api.getState()) || accountId === null) {
          api.dispatch(countdownBetsChanged({ countdownBets: 0 }));
          return;
        }
        await api.delay(COUNTDOWN_REFRESH_MS);
        if (!hidden()) return;
        const request = api.dispatch(
          myBetsApi.endpoints.getMyOpenBets.initiate(accountId, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        try {
          const result = await api.pause(request);
          if (result.isSuccess && !result.isError && hidden()) {
            api.dispatch(
              countdownBetsChanged({ countdownBets: countdownBetCount(result.data.bets) }),
            );
          }
        } finally {
          request.abort();
        }
      }
    },
  });

  return () => {
    stopPoll();
    stopListCount();
    stopCountdown();
  };
}
