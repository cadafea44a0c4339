import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPlatformSettings,
  logoutStarted,
  selectWallet,
  selectWalletStale,
  sessionEnded,
  sessionStarted,
  settingsReceived,
  tabVisibilityChanged,
  walletCredited,
  type Wallet,
  listenersOf,
} from '@clem/core';
import { registerWalletListeners, walletPollInterval } from './walletListeners';
import { stubbedStore, type StubAnswer } from '@clem/core/testing';
import { sportsbookBalanceBody } from './test/balanceAnswers';

const POLL = 10_000;

function setup(answers: Array<StubAnswer | (() => StubAnswer)> = []) {
  let balance = 1000;
  const queue = [...answers];
  const { store, requests } = stubbedStore(() => {
    const next = queue.shift();
    if (next) return typeof next === 'function' ? next() : next;
    balance += 100;
    return { body: sportsbookBalanceBody(balance) };
  });
  let visible = true;
  const onBalance = vi.fn<(wallet: Wallet) => void>();
  const remove = registerWalletListeners(listenersOf(store), {
    onBalance,
    isVisible: () => visible,
  });
  const balanceCalls = () =>
    requests.filter((r) => r.path === '/xapi/icore/players/demo/balance/sportsbook');
  return {
    store,
    requests,
    balanceCalls,
    onBalance,
    remove,
    setVisible: (value: boolean) => {
      visible = value;
      store.dispatch(tabVisibilityChanged({ visible: value }));
    },
    login: () => store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' })),
  };
}

describe('walletPollInterval', () => {
  it('uses the setting, the default when unusable and a 1 s floor', () => {
    expect(walletPollInterval(5000)).toBe(5000);
    expect(walletPollInterval(undefined)).toBe(10_000);
    expect(walletPollInterval(Number.NaN)).toBe(10_000);
    expect(walletPollInterval(0)).toBe(10_000);
    expect(walletPollInterval(5)).toBe(1000);
  });
});

describe('registerWalletListeners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does nothing while anonymous', async () => {
    const t = setup();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.requests).toHaveLength(0);
    t.remove();
  });

  it('fetches at login, then every user_wallet_poll_time, with withAuth', async () => {
    const t = setup();
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.balanceCalls()).toHaveLength(1);
    expect(t.balanceCalls()[0]).toMatchObject({
      withAuth: true,
      params: expect.objectContaining({ includeFullBalanceDetails: true }) as unknown,
    });
    expect(selectWallet(t.store.getState())).toMatchObject({ name: 'sportsbook', balance: 1100 });
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(t.balanceCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.balanceCalls()).toHaveLength(2);
    expect(selectWallet(t.store.getState())?.balance).toBe(1200);
    t.remove();
  });

  it('reads the interval from settings', async () => {
    const t = setup();
    t.store.dispatch(settingsReceived({ ...defaultPlatformSettings, user_wallet_poll_time: 3000 }));
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(3000 * 3);
    expect(t.balanceCalls()).toHaveLength(4);
    t.remove();
  });

  it('stops on logout', async () => {
    const t = setup();
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.store.dispatch(logoutStarted());
    t.store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(t.balanceCalls()).toHaveLength(1);
    expect(selectWallet(t.store.getState())).toBeNull();
    t.remove();
  });

  it('pauses while the tab is hidden and fetches at once when visible again', async () => {
    const t = setup();
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.setVisible(false);
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(t.balanceCalls()).toHaveLength(1);
    t.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.balanceCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.balanceCalls()).toHaveLength(3);
    t.remove();
  });

  it('does not start while hidden, and starts on becoming visible', async () => {
    const t = setup();
    t.setVisible(false);
    t.login();
    await vi.advanceTimersByTimeAsync(POLL * 2);
    expect(t.balanceCalls()).toHaveLength(0);
    t.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.balanceCalls()).toHaveLength(1);
    t.remove();
  });

  it('keeps the last wallet when a call fails, and logs without the token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup([
      { body: sportsbookBalanceBody(700) },
      { status: 500, body: { message: 'boom' } },
      { body: { username: 'demo', currency: 'EUR', wallets: [] } },
      { body: 'not json' },
    ]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectWallet(t.store.getState())?.balance).toBe(700);
    expect(selectWalletStale(t.store.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL);
    // The failed call keeps the last balance, marked as possibly out of date.
    expect(selectWallet(t.store.getState())?.balance).toBe(700);
    expect(selectWalletStale(t.store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL * 2);
    expect(t.balanceCalls()).toHaveLength(4);
    expect(selectWallet(t.store.getState())?.balance).toBe(700);
    expect(selectWalletStale(t.store.getState())).toBe(true);
    expect(warn).toHaveBeenCalledTimes(3);
    for (const call of warn.mock.calls) expect(JSON.stringify(call)).not.toContain('jwe');
    await vi.advanceTimersByTimeAsync(POLL);
    expect(selectWallet(t.store.getState())?.balance).toBe(1100);
    expect(selectWalletStale(t.store.getState())).toBe(false);
    t.remove();
  });

  it('calls onBalance after each change of balance only', async () => {
    const t = setup([
      { body: sportsbookBalanceBody(700) },
      { body: sportsbookBalanceBody(700) },
      { body: sportsbookBalanceBody(900) },
    ]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.onBalance).toHaveBeenCalledTimes(1);
    expect(t.onBalance).toHaveBeenLastCalledWith(expect.objectContaining({ balance: 700 }));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.onBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.onBalance).toHaveBeenCalledTimes(2);
    t.store.dispatch(walletCredited(100));
    expect(t.onBalance).toHaveBeenLastCalledWith(expect.objectContaining({ balance: 1000 }));
    t.remove();
  });

  it('stops everything when removed', async () => {
    const t = setup();
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.remove();
    t.store.dispatch(sessionEnded());
    t.login();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.balanceCalls()).toHaveLength(1);
  });
});
