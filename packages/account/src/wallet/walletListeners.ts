import {
  selectIsLoggedIn,
  selectLogoutInProgress,
  selectUsername,
  selectWallet,
  settingsDefaults,
  tabVisibilityChanged,
  walletFetchFailed,
  walletSet,
  type AppStartListening,
  type RootState,
  type SerialisedPlatformError,
  type Wallet,
} from '@clem/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import { walletApi } from './walletApi';

export interface WalletListenerDeps {
  /**
   * Called after each change of the balance (a poll, a credit, a reset), with the new wallet.
   * The lead posts the host's "balance update" message from it when the app is embedded.
   */
  onBalance?: (wallet: Wallet) => void;
  /** Whether the tab is visible now; defaults to `document.visibilityState !== 'hidden'`. */
  isVisible?: () => boolean;
}

/** §9: the wallet poll default when user_wallet_poll_time is missing or unusable. */
export const DEFAULT_WALLET_POLL_MS = settingsDefaults.user_wallet_poll_time;
/** A floor so a mistaken setting (0, 5) cannot hammer the platform; the spec sets none. */
export const MIN_WALLET_POLL_MS = 1_000;

/** user_wallet_poll_time → the poll interval in ms (default 10000, at least 1000). */
export function walletPollInterval(setting: unknown): number {
  if (typeof setting !== 'number' || !Number.isFinite(setting) || setting <= 0) {
    return DEFAULT_WALLET_POLL_MS;
  }
  return Math.max(MIN_WALLET_POLL_MS, Math.round(setting));
}

function documentVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

/** Logged in (a jweToken and a username) and not logging out. */
function canPoll(state: RootState): boolean {
  return selectIsLoggedIn(state) && !!selectUsername(state) && !selectLogoutInProgress(state);
}

function becameHidden(action: UnknownAction): boolean {
  return tabVisibilityChanged.match(action) && !action.payload.visible;
}

function logFailure(error: SerialisedPlatformError | undefined): void {
  // Only what failed: never the URL (it names the player) nor any header or token.
  console.warn('Wallet poll failed; keeping the last wallet.', error?.kind, error?.status);
}

/**
 * The wallet poll (account-and-shell §4 "Logged-in users get wallet polling at
 * user_wallet_poll_time": only while logged in and the tab is visible):
 *
 * - it starts when the session becomes logged in (a login, a restored session, another user)
 *   and when the tab becomes visible again; each start fetches at once, then every
 *   user_wallet_poll_time ms (read at every round, so a settings change applies);
 * - it stops on logout (no token, logout in progress) and when the tab is hidden;
 * - each answer sets the wallet (`walletSet`); a failed call keeps the last wallet (after a
 *   reload, the one restored from storage), marks it stale (`walletFetchFailed`: the header says
 *   it may be out of date) and is logged without tokens or URLs;
 * - after each change of the balance (or of the currency) `deps.onBalance(wallet)` is called.
 *
 * Returns a function that removes both listeners.
 */
export function registerWalletListeners(
  startAppListening: AppStartListening,
  deps: WalletListenerDeps = {},
): () => void {
  const isVisible = deps.isVisible ?? documentVisible;

  const stopPoll = startAppListening({
    predicate: (action, current, previous) => {
      if (!canPoll(current)) return false;
      if (!canPoll(previous) || selectUsername(previous) !== selectUsername(current)) return true;
      return tabVisibilityChanged.match(action) && action.payload.visible;
    },
    effect: async (_action, api) => {
      // One poll at a time: a new start replaces the running one.
      api.cancelActiveListeners();
      while (canPoll(api.getState()) && isVisible()) {
        const username = selectUsername(api.getState());
        if (!username) return;
        const request = api.dispatch(
          walletApi.endpoints.getSportsbookBalance.initiate(username, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        try {
          const result = await api.pause(request);
          const state = api.getState();
          if (canPoll(state) && selectUsername(state) === username) {
            // A failed refetch still carries the last good data: look at the outcome itself.
            if (result.isSuccess && !result.isError) api.dispatch(walletSet(result.data));
            else {
              logFailure(result.error as SerialisedPlatformError | undefined);
              api.dispatch(walletFetchFailed());
            }
          }
        } finally {
          request.abort();
        }
        const interval = walletPollInterval(api.getState().settings.values.user_wallet_poll_time);
        const stopped = await api.condition(
          (action, state) => !canPoll(state) || becameHidden(action),
          interval,
        );
        if (stopped) return;
      }
    },
  });

  const stopBalance = startAppListening({
    predicate: (_action, current, previous) => {
      const next = selectWallet(current);
      const before = selectWallet(previous);
      return (
        next !== null &&
        (before === null || before.balance !== next.balance || before.currency !== next.currency)
      );
    },
    effect: (_action, api) => {
      const wallet = selectWallet(api.getState());
      if (wallet) deps.onBalance?.(wallet);
    },
  });

  return () => {
    stopPoll();
    stopBalance();
  };
}
