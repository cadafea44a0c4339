import { sessionEnded, sessionRestored, sessionStarted } from '@clem/core';
import { stubbedStore } from '@clem/core/testing';
import { selectBetCount } from '@clem/betslip/mybets';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ensureMyBetsListeners,
  loadMyBetsListenersOnLogin,
  myBetsListenersRequested,
} from './myBetsListenersLoader';

/** A real store whose platform answers every bet count with 3 and records the paths. */
function storeWithPlatform() {
  const paths: string[] = [];
  const { store } = stubbedStore(({ path }) => {
    paths.push(path);
    return { body: { balance: 0, count: 3 } };
  });
  return { store, paths };
}

const login = sessionStarted({
  jweToken: 'jwe',
  username: 'demo',
  loginDetails: { alsPlayerId: 42 },
});

/** Lets the dynamic import, the registration and the first call settle. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(10);
}

describe('loadMyBetsListenersOnLogin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads nothing while the visitor stays anonymous', async () => {
    const { store, paths } = storeWithPlatform();
    loadMyBetsListenersOnLogin(store);
    store.dispatch(sessionRestored(null));
    store.dispatch(sessionEnded());
    await settle();
    expect(myBetsListenersRequested(store)).toBe(false);
    expect(paths).toEqual([]);
    expect(selectBetCount(store.getState())).toBe(0);
    store.clearListeners();
  });

  it('registers the poll at the first login, which fetches the count at once', async () => {
    const { store, paths } = storeWithPlatform();
    loadMyBetsListenersOnLogin(store);
    store.dispatch(login);
    expect(myBetsListenersRequested(store)).toBe(true);
    // The same (cached) load the login started.
    await ensureMyBetsListeners(store);
    await settle();
    expect(paths).toEqual(['/xapi/bet/account/42/betcount']);
    expect(selectBetCount(store.getState())).toBe(3);
    store.clearListeners();
  });

  it('starts the poll for a session restored from storage', async () => {
    const { store, paths } = storeWithPlatform();
    loadMyBetsListenersOnLogin(store);
    store.dispatch(
      sessionRestored({ jweToken: 'jwe', username: 'demo', loginDetails: { alsPlayerId: 42 } }),
    );
    await ensureMyBetsListeners(store);
    await settle();
    expect(paths).toEqual(['/xapi/bet/account/42/betcount']);
    store.clearListeners();
  });

  it('registers once per store', async () => {
    const { store, paths } = storeWithPlatform();
    store.dispatch(login);
    await Promise.all([ensureMyBetsListeners(store), ensureMyBetsListeners(store)]);
    const stop = loadMyBetsListenersOnLogin(store);
    stop();
    await settle();
    expect(paths).toEqual(['/xapi/bet/account/42/betcount']);
    store.clearListeners();
  });
});
