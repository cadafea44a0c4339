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
} from '@clem/core';
import { useEffect } from 'react';

/**
 * A page's claim on the live data path: while it is mounted the store's one live connection
 * covers `scope` (a live list or one event); when the player leaves, the claim goes, and with the
 * last claim the connection closes (no stream outlives its page). Renders nothing.
 */
export function LiveSubscription({ scope }: { scope: LiveScope }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const key = liveScopeKey(scope);
  useEffect(() => {
    registerLiveListeners(store.listen);
    // Read-only counters (open streams): how the end-to-end tests see that no stream outlives
    // its page.
    if (!Object.prototype.hasOwnProperty.call(window, '__clemLive')) {
      exposeLiveConnectionStats(window);
    }
    dispatch(liveSubscribed(scope));
    return () => {
      dispatch(liveUnsubscribed(key));
    };
    // The scope is identified by its key; a new object with the same key is the same claim.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, store, key]);
  return null;
}
