import { selectIsLoggedIn, type AppStore } from '@clem/core';
import { myBetsRefreshRequested } from '@clem/betslip/mybets';

const loaded = new WeakMap<AppStore, Promise<void>>();

/**
 * Registers My Bets' listeners (the bet-count poll, betting §3/§6/§7) on a store once, loading
 * their module (My Bets' calls and their schemas) the first time. The poll starts at a login;
 * a player already logged in when the module arrives gets a first fetch through
 * `myBetsRefreshRequested`.
 */
export function ensureMyBetsListeners(store: AppStore): Promise<void> {
  let ready = loaded.get(store);
  if (!ready) {
    // The listener middleware (Redux Toolkit) loads with them, never with the page.
    ready = Promise.all([
      import('@clem/betslip/mybets/listeners'),
      import('@clem/core/listeners'),
    ]).then(([module, { listenersOf }]) => {
      module.registerMyBetsListeners(listenersOf(store));
      if (selectIsLoggedIn(store.getState())) store.dispatch(myBetsRefreshRequested());
    });
    loaded.set(store, ready);
  }
  return ready;
}

/**
 * Loads and registers My Bets' listeners the first time a player is logged in in this store (a
 * login, or a session restored from storage), never for a visitor who stays anonymous. Returns a
 * function that stops waiting.
 */
export function loadMyBetsListenersOnLogin(store: AppStore): () => void {
  if (loaded.has(store)) return () => undefined;
  let waiting = true;
  const check = () => {
    if (!waiting || !selectIsLoggedIn(store.getState())) return;
    waiting = false;
    unsubscribe();
    void ensureMyBetsListeners(store);
  };
  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    waiting = false;
    unsubscribe();
  };
}

/** Whether My Bets' listeners were asked for on this store (tests, diagnostics). */
export function myBetsListenersRequested(store: AppStore): boolean {
  return loaded.has(store);
}
