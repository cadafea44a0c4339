import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStarted } from '../session/sessionSlice';
import { tabVisibilityChanged } from '../session/visibility';
import { settingsReceived } from '../store/settingsSlice';
import { defaultPlatformSettings } from '../platform/schemas/settingsDefaults';
import { stubbedStore, type StubAnswer, type StubRequest } from '../test/platformStub';
import fc from 'fast-check';
import { liveCallsOf } from './liveApi';
import {
  LIVE_BATCH_MS,
  LIVE_CHUNK_BUDGET_MS,
  LIVE_CHUNK_CHANGES,
  LIVE_CHUNK_MIN_CHANGES,
  LIVE_CHUNK_UNMEASURED,
  learntChangeCost,
  liveChunkSize,
  BACKOFF_CAP_MS,
  STALE_AFTER_MS,
  backoffDelay,
  liveConnectionStats,
  parseLiveChangeMessage,
  registerLiveListeners,
  type LiveEventSource,
} from './liveConnection';
import { liveSubscribed, liveUnsubscribed } from './liveSlice';
import { liveScopeKey, selectLiveOutcome, type LiveScope } from './liveState';
import { liveSeedOf } from './liveRules';
import { change, idsOf, liveEvent, liveStateOf } from './test/fixtures';
import { listenersOf } from '../store/listeners';

/** A scriptable EventSource: tests open it, push messages, fail it. */
class FakeEventSource implements LiveEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data }));
    }
  }

  change(value: unknown): void {
    this.emit('change', JSON.stringify(value));
  }

  fail(closed = true): void {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

function lastStream(): FakeEventSource {
  const stream = FakeEventSource.instances.at(-1);
  if (!stream) throw new Error('no stream opened');
  return stream;
}

function query(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://page.test').searchParams);
}

const EVENT: LiveScope = { kind: 'event', eventId: 1 };
const LIST: LiveScope = { kind: 'list', sportCode: 'FOOT' };

interface Platform {
  version: number;
  changes: (request: StubRequest) => StubAnswer;
}

/** The push service the stream is opened on (the brand server's CLEM_PUSH_URL). */
const PUSH_URL = 'https://push.test';

function setUp(options: { push?: boolean; clock?: () => number } = {}) {
  const platform: Platform = {
    version: 10,
    changes: () => ({ body: { version: platform.version, changes: [] } }),
  };
  const { store, requests } = stubbedStore(
    (request) => {
      if (request.path === '/xapi/marketdata/v1/livepage/changes') return platform.changes(request);
      if (request.path.startsWith('/xapi/marketdata/v1/livepage/')) {
        const id = Number(request.path.split('/').at(-1));
        return { body: { version: platform.version, event: liveEvent(id) } };
      }
      if (request.path === '/xapi/marketdata/v1/livepage') {
        return {
          body: {
            version: platform.version,
            sports: [
              {
                id: 1,
                sportCode: 'FOOT',
                name: 'Football',
                slug: 'football',
                liveEventCount: 2,
                events: [liveEvent(1), liveEvent(2)],
              },
            ],
            paging: { page: 1, eventsPerPage: 50, total: 2 },
          },
        };
      }
      return { status: 404, body: {} };
    },
    undefined,
    { pushUrl: PUSH_URL },
  );
  const stop = registerLiveListeners(listenersOf(store), {
    EventSourceImpl: options.push === false ? null : FakeEventSource,
    random: () => 0.5,
    isVisible: () => true,
    calls: liveCallsOf,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const snapshotCalls = () =>
    requests.filter(
      (r) => r.path.startsWith('/xapi/marketdata/v1/livepage/') && !r.path.endsWith('changes'),
    ).length + requests.filter((r) => r.path === '/xapi/marketdata/v1/livepage').length;
  return { store, requests, platform, stop, snapshotCalls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
/** Lets a batch of pushed changes be applied. */
const applied = () => vi.advanceTimersByTimeAsync(LIVE_BATCH_MS);

let cleanup: (() => void) | null = null;
beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
});
afterEach(() => {
  cleanup?.();
  cleanup = null;
  vi.useRealTimers();
});

async function subscribed(
  scope: LiveScope = EVENT,
  options: { push?: boolean; clock?: () => number } = {},
) {
  const setup = setUp(options);
  cleanup = setup.stop;
  setup.store.dispatch(liveSubscribed(scope));
  await settle();
  return setup;
}

describe('backoffDelay', () => {
  it('is a full-jitter exponential wait, capped', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(500);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(20, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelay(2, () => 0)).toBe(0);
  });
});

describe('live chunk sizes', () => {
  it('fit the budget at the learnt cost, within their bounds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (cost) => {
        const size = liveChunkSize(cost);
        expect(Number.isInteger(size)).toBe(true);
        expect(size).toBeGreaterThanOrEqual(LIVE_CHUNK_MIN_CHANGES);
        expect(size).toBeLessThanOrEqual(LIVE_CHUNK_CHANGES);
        // Within the budget, unless the floor makes it larger.
        if (size > LIVE_CHUNK_MIN_CHANGES) {
          expect(size * cost).toBeLessThanOrEqual(LIVE_CHUNK_BUDGET_MS + 1e-9);
        }
        // A dearer change never gives a larger chunk.
        expect(liveChunkSize(cost * 2 + 0.01)).toBeLessThanOrEqual(size);
      }),
    );
    expect(liveChunkSize(null)).toBe(LIVE_CHUNK_UNMEASURED);
  });

  it('learn from chunks large enough to tell, as a moving average', () => {
    expect(learntChangeCost(null, 50, 100)).toBe(0.5);
    expect(learntChangeCost(0.5, 100, 100)).toBeCloseTo(0.65);
    // A small batch's time is mostly the update's fixed cost: it teaches nothing.
    expect(learntChangeCost(0.5, 8, 4)).toBe(0.5);
    expect(learntChangeCost(null, Number.NaN, 50)).toBeNull();
  });
});

describe('the live connection', () => {
  it('loads the scope snapshot, then streams from its version', async () => {
    const before = liveConnectionStats().openStreams;
    const { store, requests } = await subscribed();
    expect(requests[0]?.path).toBe('/xapi/marketdata/v1/livepage/1');
    expect(liveStateOf(store).version).toBe(10);
    expect(idsOf(liveStateOf(store).events)).toEqual([1]);
    expect(query(lastStream().url)).toEqual({ since: '10', eventIds: '1' });
    expect(lastStream().url.startsWith(`${PUSH_URL}/xapi/marketdata/v1/stream?`)).toBe(true);
    expect(liveConnectionStats().openStreams).toBe(before + 1);
  });

  it('registers once per store: a second call opens no second stream', async () => {
    const { store } = await subscribed();
    registerLiveListeners(listenersOf(store), { EventSourceImpl: FakeEventSource });
    store.dispatch(liveSubscribed(EVENT));
    await settle();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('applies pushed changes and marks the connection open', async () => {
    const { store } = await subscribed();
    lastStream().open();
    lastStream().change(change.p(11, 1, 10, [[11, 3.5]]));
    await applied();
    expect(selectLiveOutcome(store.getState(), 11)).toMatchObject({
      decimal: 3.5,
      movement: 'up',
    });
    expect(liveStateOf(store).connection).toMatchObject({ status: 'open', transport: 'sse' });
  });

  it('applies a burst of pushed changes in one store update per batch', async () => {
    const { store } = await subscribed();
    lastStream().open();
    await settle();
    let updates = 0;
    const unsubscribe = store.subscribe(() => {
      updates += 1;
    });
    for (let step = 0; step < 20; step += 1) {
      lastStream().change(change.p(11 + step, 1, 10, [[11, 2 + step / 10]]));
    }
    expect(selectLiveOutcome(store.getState(), 11)?.decimal).not.toBe(3.9);
    await applied();
    unsubscribe();
    expect(selectLiveOutcome(store.getState(), 11)?.decimal).toBe(3.9);
    expect(updates).toBe(1);
  });

  /**
   * 250 changes arriving out of order within one batch window, on a page where applying a change
   * costs `msPerChange` (a fake clock moved by each store update): the sizes of the store
   * updates that applied them.
   */
  async function burstChunks(msPerChange: number) {
    let work = 0;
    const { store } = await subscribed(LIST, { clock: () => work });
    lastStream().open();
    await settle();
    const sizes: number[] = [];
    let last = liveStateOf(store).version;
    const unsubscribe = store.subscribe(() => {
      const version = liveStateOf(store).version;
      if (version !== last) {
        sizes.push(version - last);
        work += (version - last) * msPerChange;
      }
      last = version;
    });
    const burst = Array.from({ length: 250 }, (_, index) => change.ce(11 + index, 1, index % 90));
    for (const item of [...burst.slice(125), ...burst.slice(0, 125)]) lastStream().change(item);
    await vi.advanceTimersByTimeAsync(LIVE_BATCH_MS - 1);
    expect(sizes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // The first chunk now; the others each in a later task.
    expect(sizes).toEqual([LIVE_CHUNK_UNMEASURED]);
    await vi.advanceTimersByTimeAsync(50);
    unsubscribe();
    expect(liveStateOf(store).version).toBe(260);
    expect(liveStateOf(store).needsSnapshot).toBe(false);
    return sizes;
  }

  it('applies a large burst in chunks that fit the time budget, each in its own task', async () => {
    // A fast page: a few large updates.
    expect(await burstChunks(0.1)).toEqual([40, 100, 100, 10]);
    cleanup?.();
    cleanup = null;
    // A slow one (1 ms a change): 25 a chunk, so no update holds the main thread for 50 ms.
    const slow = await burstChunks(1);
    expect(slow).toEqual([40, ...Array.from({ length: 8 }, () => 25), 10]);
    expect(Math.max(...slow.slice(1))).toBe(LIVE_CHUNK_BUDGET_MS);
  });

  it('a list scope streams every change (no event filter)', async () => {
    await subscribed(LIST);
    expect(query(lastStream().url)).toEqual({ since: '10' });
  });

  it('a gap reloads the snapshot and streams again from its version', async () => {
    const { store, platform, snapshotCalls } = await subscribed(LIST);
    const first = lastStream();
    first.open();
    platform.version = 20;
    first.change(change.ce(13, 1, 50));
    await applied();
    expect(snapshotCalls()).toBe(2);
    expect(first.closed).toBe(true);
    expect(liveStateOf(store).version).toBe(20);
    expect(liveStateOf(store).needsSnapshot).toBe(false);
    expect(query(lastStream().url).since).toBe('20');
  });

  it('a malformed change reloads the snapshot and throws nothing', async () => {
    const { snapshotCalls } = await subscribed();
    lastStream().open();
    expect(() => lastStream().emit('change', '{"type":"p","version":"x"')).not.toThrow();
    lastStream().emit('change', JSON.stringify({ type: 'zz', version: 11 }));
    await settle();
    expect(snapshotCalls()).toBe(2);
    expect(FakeEventSource.instances.filter((s) => !s.closed)).toHaveLength(1);
  });

  it('a reset reloads the snapshot', async () => {
    const { store, platform, snapshotCalls } = await subscribed();
    lastStream().open();
    platform.version = 3;
    lastStream().emit('reset', '{"version":3,"reset":true}');
    await settle();
    expect(snapshotCalls()).toBe(2);
    expect(liveStateOf(store).version).toBe(3);
    expect(query(lastStream().url).since).toBe('3');
  });

  it('no data for 20 s marks the prices stale, then reconnects with jittered backoff', async () => {
    const { store } = await subscribed();
    const first = lastStream();
    first.open();
    first.change(change.ce(11, 1, 11));
    await vi.advanceTimersByTimeAsync(STALE_AFTER_MS - 2_000);
    expect(liveStateOf(store).connection.status).toBe('open');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(liveStateOf(store).connection.status).toBe('stale');
    expect(first.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
    // attempt 0: random 0.5 × 1 s.
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(query(lastStream().url).since).toBe('11');
    expect(liveStateOf(store).connection.status).toBe('reconnecting');
    // The second stream stays silent too: once it is stale, attempt 1 waits 0.5 × 2 s.
    while (liveStateOf(store).connection.status !== 'stale') {
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    lastStream().open();
    expect(liveStateOf(store).connection).toMatchObject({ status: 'open', attempt: 0 });
  });

  it('a heartbeat event keeps a quiet stream fresh', async () => {
    const { store } = await subscribed();
    lastStream().open();
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      lastStream().emit('heartbeat', '{}');
    }
    expect(liveStateOf(store).connection.status).toBe('open');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('a closed stream reconnects with backoff from the store version', async () => {
    const { store } = await subscribed();
    lastStream().open();
    lastStream().change(change.ce(11, 1, 11));
    lastStream().fail(false);
    expect(liveStateOf(store).connection.status).toBe('reconnecting');
    lastStream().fail(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(query(lastStream().url).since).toBe('11');
  });

  it('a hidden tab closes the stream; visible again resumes from the kept version', async () => {
    const { store, snapshotCalls } = await subscribed();
    lastStream().open();
    lastStream().change(change.ce(11, 1, 11));
    const before = liveConnectionStats().openStreams;
    store.dispatch(tabVisibilityChanged({ visible: false }));
    expect(lastStream().closed).toBe(true);
    expect(liveConnectionStats().openStreams).toBe(before - 1);
    store.dispatch(tabVisibilityChanged({ visible: true }));
    await settle();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(query(lastStream().url).since).toBe('11');
    expect(snapshotCalls()).toBe(1);
  });

  it('releasing the last scope closes the stream (no zombie connection)', async () => {
    const before = liveConnectionStats().openStreams;
    const { store } = await subscribed();
    store.dispatch(liveSubscribed(EVENT));
    store.dispatch(liveUnsubscribed(liveScopeKey(EVENT)));
    await settle();
    expect(liveConnectionStats().openStreams).toBe(before + 1);
    store.dispatch(liveUnsubscribed(liveScopeKey(EVENT)));
    expect(liveConnectionStats().openStreams).toBe(before);
    expect(liveStateOf(store).connection.status).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('falls back to polling after streams that never open, following more at once', async () => {
    const { store, requests, platform } = await subscribed(LIST);
    let calls = 0;
    platform.changes = (request) => {
      calls += 1;
      const since = Number(request.params['since']);
      if (since === 10) {
        return { body: { version: 11, changes: [change.ce(11, 1, 11)], more: true } };
      }
      return { body: { version: since + 1, changes: [change.ce(since + 1, 2, since + 1)] } };
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      lastStream().fail(true);
      await vi.advanceTimersByTimeAsync(backoffDelay(attempt, () => 0.5));
    }
    expect(FakeEventSource.instances).toHaveLength(3);
    const polls = requests.filter((r) => r.path.endsWith('/changes'));
    expect(polls.map((r) => r.params['since'])).toEqual([10, 11]);
    expect(liveStateOf(store).version).toBe(12);
    expect(liveStateOf(store).connection).toMatchObject({ status: 'open', transport: 'poll' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toBe(3);
  });

  it('polls at the logged-in interval when logged in, and never streams without a stream URL', async () => {
    const setup = setUp();
    cleanup = setup.stop;
    setup.store.dispatch(
      settingsReceived({
        ...defaultPlatformSettings,
        live_stream_url: '',
        poll_changes_refresh_interval: 1_000,
        poll_changes_refresh_interval_logged_out: 9_000,
      }),
    );
    setup.store.dispatch(sessionStarted({ jweToken: 't', username: 'u' }));
    setup.store.dispatch(liveSubscribed(EVENT));
    await settle();
    expect(FakeEventSource.instances).toHaveLength(0);
    const polls = () => setup.requests.filter((r) => r.path.endsWith('/changes'));
    expect(polls()).toHaveLength(1);
    expect(polls()[0]?.params['eventIds']).toBe('1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(polls()).toHaveLength(2);
  });

  it('a 401 stops polling (no loop) until the session changes', async () => {
    const { store, requests, platform } = await subscribed(EVENT, { push: false });
    platform.changes = () => ({ status: 401, body: { error: 'unauthorized' } });
    await vi.advanceTimersByTimeAsync(5_000);
    const polls = () => requests.filter((r) => r.path.endsWith('/changes')).length;
    expect(polls()).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(polls()).toBe(2);
    expect(liveStateOf(store).connection.status).toBe('stale');
    platform.changes = () => ({ body: { version: 10, changes: [] } });
    store.dispatch(sessionStarted({ jweToken: 't', username: 'u' }));
    await settle();
    expect(polls()).toBe(3);
    expect(liveStateOf(store).connection.status).toBe('open');
  });

  it('loads an event that went live while a list is on screen', async () => {
    const { store, requests } = await subscribed(LIST);
    lastStream().open();
    lastStream().change(change.l(11, 5));
    await applied();
    expect(requests.some((r) => r.path === '/xapi/marketdata/v1/livepage/5')).toBe(true);
    expect(idsOf(liveStateOf(store).events)).toContain(5);
    expect(liveStateOf(store).wentLive).toEqual([]);
  });

  it('keeps an event that went live with the markets the list shows, not all of them', async () => {
    const { store } = await subscribed({ kind: 'list', sportCode: 'FOOT', marketsPerEvent: 0 });
    lastStream().open();
    lastStream().change(change.l(11, 5));
    await applied();
    expect(idsOf(liveStateOf(store).events)).toContain(5);
    expect(idsOf(liveStateOf(store).markets)).not.toContain(50);
    expect(idsOf(liveStateOf(store).outcomes)).not.toContain(51);
  });
});

describe('a scope claimed with the server snapshot (a seed)', () => {
  it('starts from the seed: no snapshot call, the stream from the seed version', async () => {
    const setup = setUp();
    cleanup = setup.stop;
    setup.store.dispatch(liveSubscribed(LIST, liveSeedOf({ version: 7, events: [liveEvent(1)] })));
    await settle();
    expect(setup.snapshotCalls()).toBe(0);
    expect(setup.requests).toHaveLength(0);
    expect(liveStateOf(setup.store).version).toBe(7);
    expect(idsOf(liveStateOf(setup.store).events)).toEqual([1]);
    expect(query(lastStream().url)).toEqual({ since: '7' });
    lastStream().open();
    lastStream().change(change.p(8, 1, 10, [[11, 3.5]]));
    await applied();
    expect(selectLiveOutcome(setup.store.getState(), 11)).toMatchObject({ decimal: 3.5 });
    expect(setup.snapshotCalls()).toBe(0);
  });

  it('a malformed pushed change still reloads the snapshot from the platform', async () => {
    const setup = setUp();
    cleanup = setup.stop;
    setup.store.dispatch(liveSubscribed(EVENT, liveSeedOf({ version: 7, events: [liveEvent(1)] })));
    await settle();
    lastStream().open();
    lastStream().emit('change', '{"type":"p","version":8}');
    await applied();
    await settle();
    expect(setup.snapshotCalls()).toBe(1);
    expect(liveStateOf(setup.store).version).toBe(10);
  });

  it('a seed older than the data the tab holds is not enough: that scope is loaded', async () => {
    const setup = await subscribed(EVENT);
    expect(setup.snapshotCalls()).toBe(1);
    setup.store.dispatch(
      liveSubscribed(
        { kind: 'event', eventId: 2 },
        liveSeedOf({ version: 4, events: [liveEvent(2)] }),
      ),
    );
    await settle();
    expect(setup.snapshotCalls()).toBe(2);
    expect(setup.requests.at(-1)?.path).toBe('/xapi/marketdata/v1/livepage/2');
  });

  it('a seed at or past the data version joins the running feed without a call', async () => {
    const setup = await subscribed(EVENT);
    setup.store.dispatch(
      liveSubscribed(
        { kind: 'event', eventId: 2 },
        liveSeedOf({ version: 12, events: [liveEvent(2)] }),
      ),
    );
    await settle();
    expect(setup.snapshotCalls()).toBe(1);
    expect(idsOf(liveStateOf(setup.store).events)).toEqual([1, 2]);
    // The feed goes on from the data's version, now for both events.
    expect(query(lastStream().url)).toEqual({ since: '10', eventIds: '1,2' });
  });
});

describe('parseLiveChangeMessage', () => {
  it('takes a valid change and refuses anything else', () => {
    const valid = change.p(8, 1, 10, [[11, 3.5]]);
    expect(parseLiveChangeMessage(JSON.stringify(valid))).toEqual(valid);
    expect(parseLiveChangeMessage('not json')).toBeNull();
    expect(parseLiveChangeMessage(JSON.stringify({ ...valid, version: -1 }))).toBeNull();
    expect(parseLiveChangeMessage(JSON.stringify({ ...valid, type: 'zz' }))).toBeNull();
    expect(parseLiveChangeMessage(42)).toBeNull();
  });
});
