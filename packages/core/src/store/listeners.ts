import {
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type Middleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { StoreExtra } from '../platform/baseApi';
import type { RootState } from './makeStore';

/**
 * One listener middleware per store, added to it the first time something asks for the store's
 * listeners: `listenersOf(store)` returns its typed `startListening`. Feature packages export
 * `register…Listeners(startAppListening)` functions, and the modules that call them load lazily,
 * so Redux Toolkit's listener middleware is not in any page's first JavaScript (`makeStore`).
 * Effects get the store's platform client as `listenerApi.extra.platform`.
 */
export type AppListenerDispatch = ThunkDispatch<RootState, StoreExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppListenerDispatch, StoreExtra>;
export type AppListenerMiddleware = ListenerMiddlewareInstance<
  RootState,
  AppListenerDispatch,
  StoreExtra
>;

export function createAppListenerMiddleware(extra: StoreExtra): AppListenerMiddleware {
  return createListenerMiddleware<RootState, AppListenerDispatch, StoreExtra>({
    extra,
    onError: (error) => {
      // Never log payloads (they may hold tokens): only what failed.
      console.error('A store listener failed:', error instanceof Error ? error.name : typeof error);
    },
  });
}

/** What `listenersOf` needs of a store made by `makeStore`. */
export interface ListenableStore {
  readonly extra: StoreExtra;
  addListenerMiddleware(middleware: Middleware, stop: () => void): void;
}

const listenersByStore = new WeakMap<ListenableStore, AppStartListening>();

/** The typed `startAppListening` of a store made by `makeStore` (the same function each time). */
export function listenersOf(store: ListenableStore): AppStartListening {
  let listen = listenersByStore.get(store);
  if (!listen) {
    const instance = createAppListenerMiddleware(store.extra);
    store.addListenerMiddleware(instance.middleware as Middleware, () => instance.clearListeners());
    listen = instance.startListening;
    listenersByStore.set(store, listen);
  }
  return listen;
}
