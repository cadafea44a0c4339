'use client';

import { StoreProvider, type AppStore, type StoreProviderProps } from '@clem/core';
import type { LoginApi } from '@clem/brand-config';
import { useCallback } from 'react';

export interface ClemStoreProviderProps extends Omit<StoreProviderProps, 'onStoreCreated'> {
  /** The brand's `capabilities.loginApi`. */
  loginApi: LoginApi;
  /** The page's two-letter locale. */
  locale: string;
}

/**
 * The layout's store: core's StoreProvider plus the account listeners, which load in their own
 * chunk right after the store is created (see `accountListeners`). Serialisable props only, so
 * the server layout can render it.
 */
export function ClemStoreProvider({ loginApi, locale, ...props }: ClemStoreProviderProps) {
  const onStoreCreated = useCallback(
    (store: AppStore) =>
      import('./accountListeners').then((module) =>
        module.registerAccountListeners(store, { loginApi, locale }),
      ),
    [loginApi, locale],
  );
  return <StoreProvider {...props} onStoreCreated={onStoreCreated} />;
}
