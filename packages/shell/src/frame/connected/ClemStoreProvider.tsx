'use client';

import { storageKey, StoreProvider, type AppStore, type StoreProviderProps } from '@clem/core';
import type { LoginApi } from '@clem/brand-config';
import { useCallback, useEffect, useRef } from 'react';
import { useHydratedMark } from '../hydratedMark';
import { accountListenersRequested, ensureAccountListeners } from './accountListenersLoader';
import { watchLiveFinished } from './liveFinishedToast';
import { loadMyBetsListenersOnLogin } from './myBetsListenersLoader';

export interface ClemStoreProviderProps extends Omit<StoreProviderProps, 'onStoreCreated'> {
  /** The brand's `capabilities.loginApi`. */
  loginApi: LoginApi;
  /** The page's two-letter locale. */
  locale: string;
}

/** Whether this browser holds a session (the unprefixed `jwt` key the session writes). */
function sessionStored(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(storageKey('jwt')) !== null;
  } catch {
    return false;
  }
}

/**
 * The layout's store: core's StoreProvider plus the account listeners (session expiry and
 * logout, wallet poll, preferences after login). They load in their own chunk, and only where a
 * session may exist (the server saw the session cookie, or storage holds one); otherwise the
 * login dialogs load them before a player can log in. My Bets' listeners (the bet-count poll)
 * load in theirs the first time a player is logged in. An anonymous tab whose player logs in in
 * another tab reloads when it becomes visible again (§4), without loading them. Serialisable
 * props only, so the server layout can render it.
 */
export function ClemStoreProvider({ loginApi, locale, ...props }: ClemStoreProviderProps) {
  const storeRef = useRef<AppStore | null>(null);
  // Set after the effects of the whole frame and page: the page's first render answers clicks.
  useHydratedMark();
  const onStoreCreated = useCallback(
    (store: AppStore) => {
      storeRef.current = store;
      // The "event finished" toast of a live event page (a predicate over the live slice).
      watchLiveFinished(store);
      // My Bets' bet-count poll: its module loads once a player is logged in, never before.
      loadMyBetsListenersOnLogin(store);
      if (props.sessionHint !== 'loggedIn' && !sessionStored()) return undefined;
      return ensureAccountListeners(store, { loginApi, locale });
    },
    [loginApi, locale, props.sessionHint],
  );

  useEffect(() => {
    const onVisible = () => {
      const store = storeRef.current;
      if (document.visibilityState !== 'visible' || !store) return;
      if (accountListenersRequested(store)) return; // their own rule covers it
      if (!store.getState().session.jweToken && sessionStored()) window.location.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return <StoreProvider {...props} onStoreCreated={onStoreCreated} />;
}
