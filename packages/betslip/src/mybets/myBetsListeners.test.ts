import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  defaultPlatformSettings,
  loginDetailsMerged,
  logoutStarted,
  myBetsClosed,
  myBetsOpened,
  sessionEnded,
  sessionStarted,
  settingsReceived,
  tabVisibilityChanged,
  listenersOf,
} from '@clem/core';
import { myBetsApi } from './myBetsApi';
import { registerMyBetsListeners } from './myBetsListeners';
import { betCountSet } from './myBetsSlice';
import { myBetsRefreshRequested, selectBetCount, selectBetCountInitialized } from './myBetsState';
import {
  betCountBody,
  emptyOpenBetsResponse,
  SAMPLE_ACCOUNT_ID,
  sampleOpenBetsResponse,
} from './test/fixtures';
import { stubbedStore, type StubAnswer } from '@clem/core/testing';

const POLL = 15_000;
const COUNT_PATH = `/xapi/bet/account/${SAMPLE_ACCOUNT_ID}/betcount`;
const OPEN_PATH = `/xapi/bet/account/${SAMPLE_ACCOUNT_ID}/openbets`;

/**
 * A store with the listeners registered and a platform that answers the bet count from `counts`
 * (then the last count again), the open bets with the sample list.
 */
function setup(counts: Array<number | StubAnswer> = [2]) {
  const queue = [...counts];
  let last: number | StubAnswer = 2;
  const { store, requests } = stubbedStore((request) => {
    if (request.path === OPEN_PATH) return { body: sampleOpenBetsResponse };
    if (request.path === COUNT_PATH) {
      const next = queue.length > 0 ? queue.shift() : last;
      if (next === undefined) return { body: betCountBody(0) };
      last = next;
      return typeof next === 'number' ? { body: betCountBody(next) } : next;
    }
    return { status: 404, body: {} };
  });
  let visible = true;
  const remove = registerMyBetsListeners(listenersOf(store), { isVisible: () => visible });
  const countCalls = () => requests.filter((r) => r.path === COUNT_PATH);
  return {
    store,
    requests,
    countCalls,
    remove,
    count: () => selectBetCount(store.getState()),
    setVisible: (value: boolean) => {
      visible = value;
      store.dispatch(tabVisibilityChanged({ visible: value }));
    },
    login: (loginDetails: { alsPlayerId?: number } = { alsPlayerId: SAMPLE_ACCOUNT_ID }) =>
      store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo', loginDetails })),
  };
}

describe('registerMyBetsListeners', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does nothing while anonymous', async () => {
    const t = setup();
    t.store.dispatch(myBetsRefreshRequested());
    t.setVisible(true);
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.requests).toHaveLength(0);
    t.remove();
  });

  it('fetches at login with withAuth, then every betcount_polling_interval (default 15 s)', async () => {
    const t = setup([2, 3]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(1);
    expect(t.countCalls()[0]).toMatchObject({ method: 'GET', withAuth: true });
    expect(t.count()).toBe(2);
    expect(selectBetCountInitialized(t.store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(t.countCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.countCalls()).toHaveLength(2);
    expect(t.count()).toBe(3);
    t.remove();
  });

  it('reads the interval from settings, within its bounds', async () => {
    const t = setup([1]);
    t.store.dispatch(
      settingsReceived({ ...defaultPlatformSettings, betcount_polling_interval: '6000' }),
    );
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(6000 * 3);
    expect(t.countCalls()).toHaveLength(4);
    t.store.dispatch(
      settingsReceived({ ...defaultPlatformSettings, betcount_polling_interval: 1 }),
    );
    await vi.advanceTimersByTimeAsync(6000);
    const before = t.countCalls().length;
    await vi.advanceTimersByTimeAsync(4999);
    expect(t.countCalls()).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.countCalls()).toHaveLength(before + 1);
    t.remove();
  });

  it('waits for the account id when it arrives after the token', async () => {
    const t = setup([4]);
    t.login({});
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.countCalls()).toHaveLength(0);
    t.store.dispatch(loginDetailsMerged({ alsPlayerId: SAMPLE_ACCOUNT_ID }));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(1);
    expect(t.count()).toBe(4);
    t.remove();
  });

  it('stops on logout and clears the count', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.count()).toBe(2);
    t.store.dispatch(logoutStarted());
    t.store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(t.countCalls()).toHaveLength(1);
    expect(t.count()).toBe(0);
    expect(selectBetCountInitialized(t.store.getState())).toBe(false);
    t.remove();
  });

  it('skips the poll while the count is zero, and resumes after a refresh request', async () => {
    const t = setup([0, 0, 1, 1]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL * 4);
    expect(t.countCalls()).toHaveLength(1);
    // A placement: the count is fetched at once even though it was zero.
    t.store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(2);
    expect(t.count()).toBe(0);
    t.store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(3);
    expect(t.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.countCalls()).toHaveLength(4);
    t.remove();
  });

  it('skips the poll while the My Bets modal is visible; the list answer sets the count', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.store.dispatch(myBetsOpened());
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.countCalls()).toHaveLength(1);
    // The modal shows the open bets; their answer carries the count (5).
    const list = t.store.dispatch(myBetsApi.endpoints.getMyOpenBets.initiate(SAMPLE_ACCOUNT_ID));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.count()).toBe(5);
    list.unsubscribe();
    t.store.dispatch(myBetsClosed({ countdownBets: 0 }));
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(t.countCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.countCalls()).toHaveLength(2);
    t.remove();
  });

  it('fetches at once on a refresh request even while the modal is visible', async () => {
    const t = setup([2, 3]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.store.dispatch(myBetsOpened());
    t.store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(2);
    expect(t.count()).toBe(3);
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.countCalls()).toHaveLength(2);
    t.remove();
  });

  it('pauses while the tab is hidden and fetches at once when visible again', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.setVisible(false);
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(t.countCalls()).toHaveLength(1);
    t.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.countCalls()).toHaveLength(3);
    t.remove();
  });

  it('does not start while hidden, and starts on becoming visible', async () => {
    const t = setup([2]);
    t.setVisible(false);
    t.login();
    await vi.advanceTimersByTimeAsync(POLL * 2);
    expect(t.countCalls()).toHaveLength(0);
    t.setVisible(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(1);
    t.remove();
  });

  it('ignores failures silently and keeps the last count', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const t = setup([
      3,
      { status: 500, body: { message: 'boom' } },
      { body: { count: 'many' } },
      { body: 'not json' },
      4,
    ]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.count()).toBe(3);
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(t.countCalls()).toHaveLength(4);
    expect(t.count()).toBe(3);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.count()).toBe(4);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    t.remove();
  });

  it('keeps polling after a first failure (the count is not known to be zero)', async () => {
    const t = setup([{ status: 503, body: {} }, 2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBetCountInitialized(t.store.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.countCalls()).toHaveLength(2);
    expect(t.count()).toBe(2);
    t.remove();
  });

  it('refetches the open bets on screen once when the count changes or a refresh is asked', async () => {
    let serverCount = 5;
    const { store, requests } = stubbedStore((request) =>
      request.path === OPEN_PATH
        ? { body: { ...sampleOpenBetsResponse, count: serverCount } }
        : { body: betCountBody(serverCount) },
    );
    const remove = registerMyBetsListeners(listenersOf(store), { isVisible: () => true });
    const listCalls = () => requests.filter((r) => r.path === OPEN_PATH).length;
    const countCalls = () => requests.filter((r) => r.path === COUNT_PATH).length;
    store.dispatch(
      sessionStarted({
        jweToken: 'jwe',
        username: 'demo',
        loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    const list = store.dispatch(myBetsApi.endpoints.getMyOpenBets.initiate(SAMPLE_ACCOUNT_ID));
    await vi.advanceTimersByTimeAsync(0);
    expect(listCalls()).toBe(1);
    // Unchanged count: the list stays.
    await vi.advanceTimersByTimeAsync(POLL);
    expect(countCalls()).toBe(2);
    expect(listCalls()).toBe(1);
    // A bet settled: the poll sees 4, the list refetches.
    serverCount = 4;
    await vi.advanceTimersByTimeAsync(POLL);
    expect(selectBetCount(store.getState())).toBe(4);
    expect(listCalls()).toBe(2);
    // A refresh with the same count refetches the list once.
    store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(countCalls()).toBe(4);
    expect(listCalls()).toBe(3);
    // A placement: a refresh whose count changed still refetches the list once.
    serverCount = 5;
    store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBetCount(store.getState())).toBe(5);
    expect(listCalls()).toBe(4);
    list.unsubscribe();
    remove();
  });

  it('refetches the lists at once on a refresh while the tab is hidden', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    const list = t.store.dispatch(myBetsApi.endpoints.getMyOpenBets.initiate(SAMPLE_ACCOUNT_ID));
    await vi.advanceTimersByTimeAsync(0);
    t.setVisible(false);
    t.store.dispatch(myBetsRefreshRequested());
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(1);
    expect(t.requests.filter((r) => r.path === OPEN_PATH)).toHaveLength(2);
    list.unsubscribe();
    t.remove();
  });

  it('does not take another account’s list answer as the count', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.store.dispatch(myBetsOpened());
    const other = t.store.dispatch(myBetsApi.endpoints.getMyOpenBets.initiate(7));
    await vi.advanceTimersByTimeAsync(0);
    expect(t.count()).toBe(2);
    other.unsubscribe();
    t.remove();
  });

  it('restarts for a new login and keeps one poll running', async () => {
    const t = setup([2]);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    t.login();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.countCalls()).toHaveLength(2);
    expect(t.count()).toBe(2);
    await vi.advanceTimersByTimeAsync(POLL);
    expect(t.countCalls()).toHaveLength(3);
    t.remove();
  });

  it('an empty list answer sets the count to zero, which rests the poll', async () => {
    const { store, requests } = stubbedStore((request) =>
      request.path === OPEN_PATH ? { body: emptyOpenBetsResponse } : { body: betCountBody(1) },
    );
    const remove = registerMyBetsListeners(listenersOf(store), { isVisible: () => true });
    store.dispatch(
      sessionStarted({
        jweToken: 'jwe',
        username: 'demo',
        loginDetails: { alsPlayerId: SAMPLE_ACCOUNT_ID },
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBetCount(store.getState())).toBe(1);
    const list = store.dispatch(myBetsApi.endpoints.getMyOpenBets.initiate(SAMPLE_ACCOUNT_ID));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectBetCount(store.getState())).toBe(0);
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(requests.filter((r) => r.path === COUNT_PATH)).toHaveLength(1);
    list.unsubscribe();
    store.dispatch(betCountSet(2));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(requests.filter((r) => r.path === COUNT_PATH)).toHaveLength(2);
    remove();
  });
});
