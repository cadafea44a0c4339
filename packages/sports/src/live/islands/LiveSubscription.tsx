'use client';

import {
  exposeLiveConnectionStats,
  liveScopeKey,
  liveSubscribed,
  liveUnsubscribed,
  registerLiveListeners,
  useAppDispatch,
  useAppStore,
  type LiveScope,
  type LiveSeed,
  listenersOf,
} from '@clem/core';
import { useEffect } from 'react';

/**
 * A page's claim on the live data path: while it is mounted the store's one live connection
 * covers `scope` (a live list or one event); when the player leaves, the claim goes, and with the
 * last claim the connection closes (no stream outlives its page). Renders nothing.
 *
 * `seed` is the snapshot the server rendered the page from: the live data starts from it and the
 * connection follows the changes after its version, so the page neither asks the platform for
 * the same snapshot again nor loads the code that would (see core's `liveApi.ts`).
 */
export function LiveSubscription({ scope, seed }: { scope: LiveScope; seed?: LiveSeed }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const key = liveScopeKey(scope);
  useEffect(() => {
    registerLiveListeners(listenersOf(store));
    // Read-only counters (open streams): how the end-to-end tests see that no stream outlives
    // its page.
    if (!Object.prototype.hasOwnProperty.call(window, '__clemLive')) {
      exposeLiveConnectionStats(window);
    }
    dispatch(liveSubscribed(scope, seed, Date.now()));
    return () => {
      dispatch(liveUnsubscribed(key));
    };
    // The scope is identified by its key; a new object with the same key is the same claim (and
    // a new seed for it, after a server refresh, is not a new claim either).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, store, key]);
  return null;
}
