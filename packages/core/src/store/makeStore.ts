/**
 * Where slices live: with the folder of the state they hold. The player's session (login,
 * player details, player settings, wallet) is `session/`; the front end's own state, which has
 * no domain folder of its own (frame, menu, modals, favourite events), and the platform settings
 * the store starts with are here in `store/`, beside the store machinery that combines them.
 */
import {
  applyMiddleware,
  compose,
  legacy_createStore as createStore,
  type Middleware,
  type Reducer,
  type UnknownAction,
} from 'redux';
import type { ThunkDispatch } from '@reduxjs/toolkit';
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
import { withPersistedRestore } from './persistedRestore';
import { parseWithoutEvalInBrowser } from '../platform/browserZod';
import { combineLazy, defineAction } from './slice';

/**
 * Slices are combined lazily: feature packages call `rootReducer.inject(slice)` for their own
 * slices, so core does not import features (the layering forbids it). The RTK Query api
 * (`platform`) is injected the same way, when its module loads (see `whenPlatformApi`).
 */
export const rootReducer = combineLazy(
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
 * live selectors read it as empty until then). The slices features inject when their code loads
 * are typed by each feature (`WithLoginFlow`, the betslip's, …) over this state.
 */
export type RootState = ReturnType<typeof rootReducer> & { live?: LiveState | undefined };

/** Dispatched when a store takes the RTK Query api on: its slice and middleware start with it. */
export const platformApiAttached = defineAction('store/platformApiAttached');

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  extra: StoreExtra;
}

export type AppDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;

/**
 * A place in the middleware chain that middleware can be added to after the store was made: the
 * RTK Query api's (when its module loads) and the listener middleware (`listenersOf`).
 */
function middlewareSlot() {
  type Applied = ReturnType<Middleware>;
  type Next = Parameters<Applied>[0];
  const added: Middleware[] = [];
  // Each middleware is applied to the store once (RTK Query's sets up its state when applied).
  const applied: Applied[] = [];
  let composed: { count: number; next: Next; run: ReturnType<Applied> } | null = null;
  const middleware: Middleware = (api) => (next) => (action) => {
    for (const one of added.slice(applied.length)) applied.push(one(api));
    if (applied.length === 0) return next(action);
    if (composed?.count !== applied.length || composed.next !== next) {
      const run = (compose(...applied) as Applied)(next);
      composed = { count: applied.length, next, run };
    }
    return composed.run(action);
  };
  return {
    middleware,
    add(one: Middleware) {
      if (!added.includes(one)) added.push(one);
    },
  };
}

/** Runs thunks (RTK Query's calls are thunks) with the store's extra argument. */
function thunkWith(extra: StoreExtra): Middleware {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function'
        ? (action as (d: unknown, g: unknown, e: StoreExtra) => unknown)(dispatch, getState, extra)
        : next(action);
}

/**
 * One store per browser session (created in a client provider), never a module-level store.
 * Plain Redux, so no page's first JavaScript carries Redux Toolkit (issue 29): the slices every
 * page reads are `defineSlice` slices, and what needs Redux Toolkit joins later. The RTK Query
 * api's slice and middleware join when its module loads; the listener middleware joins the
 * first time a lazily loaded module asks for the store's listeners (`listenersOf(store)`, in
 * `listeners.ts`), so effects see every action from the moment they are registered.
 */
export function makeStore({ preloadedState, extra }: MakeStoreOptions) {
  // Before anything parses a platform answer or stored state in this tab.
  parseWithoutEvalInBrowser();
  const listenerSlot = middlewareSlot();
  const dynamic = middlewareSlot();
  const store = createStore(
    withPersistedRestore(rootReducer) as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    applyMiddleware(listenerSlot.middleware, thunkWith(extra), dynamic.middleware),
  );
  // One action makes the api's slice and lets its middleware register, before any call reads
  // them. Other selectors see the same values, so nothing re-renders for it.
  const stopWaiting = whenPlatformApi((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    dynamic.add(api.middleware);
    store.dispatch(platformApiAttached());
  });
  const stops = new Set<() => void>([stopWaiting]);
  return Object.assign(store as typeof store & { dispatch: AppDispatch }, {
    extra,
    /** Adds the listener middleware (`listenersOf`, once per store). */
    addListenerMiddleware: (middleware: Middleware, stop: () => void) => {
      listenerSlot.add(middleware);
      stops.add(stop);
    },
    /** Removes every listener (tests, or a store being thrown away). */
    clearListeners: () => {
      for (const stop of stops) stop();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
