import {
  createListenerMiddleware,
  type ListenerMiddlewareInstance,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { StoreExtra } from '../platform/baseApi';
import type { RootState } from './makeStore';

/**
 * One listener middleware per store (made by `makeStore`). Feature packages export
 * `register…Listeners(startAppListening)` functions; the app calls each once per store with
 * `store.listen` (also `listenersOf(store)` and `store.extra.listen`). Effects get the store's
 * platform client as `listenerApi.extra.platform`.
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

/** The typed `startAppListening` of a store made by `makeStore`. */
export function listenersOf(store: { listen: AppStartListening }): AppStartListening {
  return store.listen;
}
