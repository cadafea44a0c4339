import {
  playerSettingsChanged,
  selectIsLoggedIn,
  sessionStarted,
  type AppStartListening,
  type ThemeMode,
} from '@clem/core';
import { selectAccountId } from '../player/accountId';
import { playerApi } from '../player/playerApi';
import { settingsFromAccountPrefs } from './accountPrefs';

export interface SettingsListenerDeps {
  /** The prefs carried a theme: the lead applies it through the shell's theme machinery. */
  onTheme?: (theme: ThemeMode) => void;
}

/** How long to wait after login for the account id (login details, player details) to arrive. */
export const ACCOUNT_ID_WAIT_MS = 10_000;

/**
 * After login (`sessionStarted`), the account preferences from the platform are applied to the
 * player settings (settings survive a new login): GET accountPrefs for the account id
 * (waiting up to ACCOUNT_ID_WAIT_MS for it), then `playerSettingsChanged` with what
 * `settingsFromAccountPrefs` reads. A failed call is only logged; the local settings stay.
 */
export function registerSettingsListeners(
  startAppListening: AppStartListening,
  deps: SettingsListenerDeps = {},
): () => void {
  return startAppListening({
    actionCreator: sessionStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (selectAccountId(api.getState()) === null) {
        const known = await api.condition(
          (_a, state) => selectAccountId(state) !== null || !selectIsLoggedIn(state),
          ACCOUNT_ID_WAIT_MS,
        );
        if (!known) return;
      }
      const accountId = selectAccountId(api.getState());
      if (accountId === null || !selectIsLoggedIn(api.getState())) return;
      const request = api.dispatch(
        playerApi.endpoints.getAccountPrefs.initiate(accountId, {
          subscribe: false,
          forceRefetch: true,
        }),
      );
      try {
        const result = await api.pause(request);
        if (!result.isSuccess || result.isError || !selectIsLoggedIn(api.getState())) {
          if (result.isError) console.warn('Account preferences could not be read.');
          return;
        }
        const applied = settingsFromAccountPrefs(result.data.data);
        if (Object.keys(applied.settings).length > 0) {
          api.dispatch(playerSettingsChanged(applied.settings));
        }
        if (applied.theme) deps.onTheme?.(applied.theme);
      } finally {
        request.abort();
      }
    },
  });
}
