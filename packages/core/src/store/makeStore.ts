import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { platformApi, type StoreExtra } from '../platform/baseApi';
import { sessionSlice } from './sessionSlice';
import { settingsSlice } from './settingsSlice';
import { frameSlice } from './frameSlice';
import { menuSlice } from './menuSlice';
import { modalsSlice } from './modalsSlice';
import { favouriteEventsSlice } from './favouriteEventsSlice';
import { playerDetailsSlice } from '../session/playerDetailsSlice';
import { playerSettingsSlice } from '../session/playerSettingsSlice';
import { walletSlice } from '../session/walletSlice';
import { createAppListenerMiddleware, type AppStartListening } from './listeners';
import { withPersistedRestore } from './persistedRestore';

/**
 * Slices are combined lazily: feature packages call `rootReducer.inject(slice)` for their own
 * slices, so core does not import features (the layering forbids it).
 */
export const rootReducer = combineSlices(
  settingsSlice,
  sessionSlice,
  playerDetailsSlice,
  playerSettingsSlice,
  walletSlice,
  frameSlice,
  menuSlice,
  modalsSlice,
  favouriteEventsSlice,
  platformApi,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  extra: StoreExtra;
}

/**
 * One store per browser session (created in a client provider), never a module-level store.
 * The store carries its listener middleware's `startAppListening` as `store.listen` (and as
 * `store.extra.listen`, next to the platform client).
 */
export function makeStore({ preloadedState, extra }: MakeStoreOptions) {
  const listeners = createAppListenerMiddleware(extra);
  const store = configureStore({
    reducer: withPersistedRestore(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(platformApi.middleware),
  });
  const listen: AppStartListening = listeners.startListening;
  return Object.assign(store, {
    listen,
    extra: { ...extra, listen },
    /** Removes every listener (tests, or a store being thrown away). */
    clearListeners: () => listeners.clearListeners(),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
