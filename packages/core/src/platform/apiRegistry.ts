import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What a store needs of the RTK Query api to take it on: its slice and its middleware. */
export interface LoadableApi {
  readonly reducerPath: string;
  readonly reducer: Reducer;
  readonly middleware: Middleware;
}

let available: LoadableApi | null = null;
const waiting = new Set<(api: LoadableApi) => void>();

/**
 * Called once by `baseApi.ts` when its module is evaluated: every live store (and every store
 * made later) takes on the api's reducer and middleware. So RTK Query loads only with the first
 * screen or listener that makes a call through it, not with every page.
 */
export function providePlatformApi(api: LoadableApi): void {
  available = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}

/**
 * Runs `attach` with the api now if it has loaded, else when it does. Returns a function that
 * stops waiting (a store being thrown away).
 */
export function whenPlatformApi(attach: (api: LoadableApi) => void): () => void {
  if (available) {
    attach(available);
    return () => undefined;
  }
  waiting.add(attach);
  return () => {
    waiting.delete(attach);
  };
}
