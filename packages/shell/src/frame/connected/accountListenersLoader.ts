import type { AppStore } from '@clem/core';
import type { AccountListenerOptions } from './accountListeners';

const loaded = new WeakMap<AppStore, Promise<void>>();

/**
 * Registers the account listeners on a store once, loading their module (and the schemas it
 * parses with) the first time. Called at store creation when a session may exist, and by the
 * login dialogs before a player can log in, so a visitor who never logs in never loads them.
 */
export function ensureAccountListeners(
  store: AppStore,
  options: AccountListenerOptions,
): Promise<void> {
  let ready = loaded.get(store);
  if (!ready) {
    ready = import('./accountListeners').then((module) =>
      module.registerAccountListeners(store, options),
    );
    loaded.set(store, ready);
  }
  return ready;
}

export function accountListenersRequested(store: AppStore): boolean {
  return loaded.has(store);
}
