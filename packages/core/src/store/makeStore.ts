/**
 * Where slices live: with the folder of the state they hold. The player's session (login,
 * player details, player settings, wallet) is `session/`; the front end's own state, which has
 * no domain folder of its own (frame, menu, modals, favourite events), and the platform settings
 * the store starts with are here in `store/`, beside the store machinery that combines them.
 */
import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
} from '@reduxjs/toolkit';
import { whenPlatformApi } from '../platform/apiRegistry';
import type { StoreExtra } from '../platform/baseApi';
import type { LiveState } from '../live/liveState';
import { sessionSlice } from '../session/sessionSlice';
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
import { parseWithoutEvalInBrowser } from '../platform/browserZod';

/**
 * Slices are combined lazily: feature packages call `rootReducer.inject(slice)` for their own
 * slices, so core does not import features (the layering forbids it). The RTK Query api
 * (`platform`) is injected the same way, when its module loads (see `whenPlatformApi`).
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
);

/**
 * The root state: the slices above, plus the live data once `liveSlice.ts` has injected it (the
 * live selectors read it as empty until then).
 */
export type RootState = ReturnType<typeof rootReducer> & { live?: LiveState | undefined };

/** Dispatched when a store takes the RTK Query api on: its slice and middleware start with it. */
export const platformApiAttached = createAction('store/platformApiAttached');

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
  // Before anything parses a platform answer or stored state in this tab.
  parseWithoutEvalInBrowser();
  const listeners = createAppListenerMiddleware(extra);
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: withPersistedRestore(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(dynamic.middleware),
  });
  // One action makes the api's slice and lets its middleware register, before any call reads
  // them. Other selectors see the same values, so nothing re-renders for it.
  const stopWaiting = whenPlatformApi((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    dynamic.addMiddleware(api.middleware);
    store.dispatch(platformApiAttached());
  });
  const listen: AppStartListening = listeners.startListening;
  return Object.assign(store, {
    listen,
    extra: { ...extra, listen },
    /** Removes every listener (tests, or a store being thrown away). */
    clearListeners: () => {
      listeners.clearListeners();
      stopWaiting();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
