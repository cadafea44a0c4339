import type { SerialisedPlatformError } from '../errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createCallCache,
  DeadlineError,
  isOutage,
  isTimeoutError,
  requestScoped,
  stableKey,
  withDeadline,
  type CallPolicy,
  type Loaded,
  type RequestCalls,
} from './resilience';

const CONTENT: CallPolicy = { maxAgeMs: 30_000, keepLastGood: true };
const LIVE: CallPolicy = { maxAgeMs: 0, keepLastGood: false };
const MEMORY_MS = 12_000;

function error(kind: SerialisedPlatformError['kind'], status?: number): SerialisedPlatformError {
  return { kind, status, messageKey: 'something-went-wrong', message: `${kind} ${status ?? ''}` };
}

const good = <T>(data: T): Loaded<T> => ({ ok: true, data });
/** A kept answer standing in for a failed call, fetched at `at`. */
const kept = <T>(data: T, at: number): Loaded<T> => ({ ok: true, data, stale: { at } });
const START = 1_000_000;
const failed = (e: SerialisedPlatformError): Loaded<never> => ({ ok: false, error: e });
const timedOut: Loaded<never> = { ok: false, error: error('network'), timedOut: true };

/** A cache on a clock the test moves, and a call whose answers the test queues. */
function setup(maxEntries = 100) {
  let now = START;
  const cache = createCallCache({ now: () => now, failureMemoryMs: MEMORY_MS, maxEntries });
  const answers: Loaded<string>[] = [];
  const run = vi.fn(async () => answers.shift() ?? good('default'));
  return {
    cache,
    run,
    answer: (...next: Loaded<string>[]) => answers.push(...next),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('withDeadline (every server-side wait is bounded)', () => {
  it('rejects with a DeadlineError when the work takes longer than the bound', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const bounded = withDeadline(new Promise<never>(() => {}), 3000);
    bounded.then(settled, settled);
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(DeadlineError));
    await expect(bounded).rejects.toThrow('did not answer within 3000 ms');
  });

  it('passes the answer (or the error) through and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withDeadline(Promise.resolve('ok'), 3000)).resolves.toBe('ok');
    await expect(withDeadline(Promise.reject(new Error('boom')), 3000)).rejects.toThrow('boom');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isOutage and isTimeoutError', () => {
  it('counts no answer, an unreadable one and server errors as outages, not answers', () => {
    expect(isOutage(error('network'))).toBe(true);
    expect(isOutage(error('malformed'))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429]) {
      expect(isOutage(error('http', status))).toBe(true);
    }
    for (const status of [400, 401, 403, 404]) {
      expect(isOutage(error('http', status))).toBe(false);
    }
    expect(isOutage(error('maintenance'))).toBe(false);
    expect(isOutage(error('blocked'))).toBe(false);
    expect(isOutage(error('cancelled'))).toBe(false);
  });

  it('knows a transport timeout, directly or wrapped, and the deadline', () => {
    expect(isTimeoutError(Object.assign(new Error('t'), { code: 'ECONNABORTED' }))).toBe(true);
    expect(isTimeoutError(Object.assign(new Error('t'), { code: 'ETIMEDOUT' }))).toBe(true);
    const wrapped = new Error('platform', {
      cause: Object.assign(new Error('t'), { code: 'ECONNABORTED' }),
    });
    expect(isTimeoutError(wrapped)).toBe(true);
    expect(isTimeoutError(new DeadlineError(3000))).toBe(true);
    expect(isTimeoutError(Object.assign(new Error('r'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isTimeoutError('ECONNABORTED')).toBe(false);
    expect(isTimeoutError(null)).toBe(false);
  });
});

describe('stableKey', () => {
  it('is the same for the same query whatever the key order, and keeps list order', () => {
    expect(stableKey({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe(
      stableKey({ a: { c: 'x', d: [2, 1] }, b: 1 }),
    );
    expect(stableKey({ ids: [1, 2] })).not.toBe(stableKey({ ids: [2, 1] }));
  });
});

describe('createCallCache: one call per key at a time', () => {
  it('callers asking together share one call', async () => {
    const { cache, run } = setup();
    const [a, b, c] = await Promise.all([
      cache.load('settings', CONTENT, run),
      cache.load('settings', CONTENT, run),
      cache.load('settings', LIVE, run),
    ]);
    expect(run).toHaveBeenCalledTimes(1);
    expect([a, b, c]).toEqual([good('default'), good('default'), good('default')]);
  });

  it('reuses a good answer within its max age and asks again after it', async () => {
    const { cache, run, answer, advance } = setup();
    answer(good('first'), good('second'));
    await cache.load('k', CONTENT, run);
    advance(29_999);
    await expect(cache.load('k', CONTENT, run)).resolves.toEqual(good('first'));
    expect(run).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(cache.load('k', CONTENT, run)).resolves.toEqual(good('second'));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('asks a live call every time and keeps nothing of it', async () => {
    const { cache, run } = setup();
    await cache.load('events:1', LIVE, run);
    await cache.load('events:1', LIVE, run);
    expect(run).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('keeps the most recently used keys when full', async () => {
    const { cache, run } = setup(2);
    await cache.load('a', CONTENT, run);
    await cache.load('b', CONTENT, run);
    await cache.load('a', CONTENT, run); // a is used again: b is now the oldest
    await cache.load('c', CONTENT, run);
    expect(cache.size).toBe(2);
    expect(run).toHaveBeenCalledTimes(3);
    await cache.load('a', CONTENT, run);
    expect(run).toHaveBeenCalledTimes(3);
    await cache.load('b', CONTENT, run);
    expect(run).toHaveBeenCalledTimes(4);
  });
});

describe('createCallCache: a timeout is remembered for a short while', () => {
  it('answers a remembered timeout at once, and asks again when the memory expires', async () => {
    const { cache, run, answer, advance } = setup();
    answer(timedOut, good('back'));
    await expect(cache.load('events:1', LIVE, run)).resolves.toEqual(timedOut);
    advance(MEMORY_MS - 1);
    await expect(cache.load('events:1', LIVE, run)).resolves.toEqual(timedOut);
    expect(run).toHaveBeenCalledTimes(1);
    advance(1);
    await expect(cache.load('events:1', LIVE, run)).resolves.toEqual(good('back'));
    expect(run).toHaveBeenCalledTimes(2);
    // Recovered: asked again as usual.
    await cache.load('events:1', LIVE, run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not remember a quick failure (a retry can recover at once)', async () => {
    const { cache, run, answer } = setup();
    answer(failed(error('http', 500)), failed(error('malformed')), good('ok'));
    await cache.load('tree', LIVE, run);
    await cache.load('tree', LIVE, run);
    await expect(cache.load('tree', LIVE, run)).resolves.toEqual(good('ok'));
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('remembers per key: another call is still asked', async () => {
    const { cache, run, answer } = setup();
    answer(timedOut);
    await cache.load('events:1', LIVE, run);
    await expect(cache.load('events:2', LIVE, run)).resolves.toEqual(good('default'));
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('createCallCache: the last good value when a refresh fails', () => {
  for (const [name, failure] of [
    ['a timeout', timedOut],
    ['a 503', failed(error('http', 503))],
    ['a malformed answer', failed(error('malformed'))],
    ['no connection', failed(error('network'))],
  ] as const) {
    it(`answers the last good value on ${name}`, async () => {
      const { cache, run, answer, advance } = setup();
      answer(good('last good'), failure);
      await cache.load('settings', CONTENT, run);
      advance(30_000);
      await expect(cache.load('settings', CONTENT, run)).resolves.toEqual(kept('last good', START));
      expect(run).toHaveBeenCalledTimes(2);
    });
  }

  it('keeps answering it without asking while a timeout is remembered', async () => {
    const { cache, run, answer, advance } = setup();
    answer(good('last good'), timedOut, good('fresh'));
    await cache.load('settings', CONTENT, run);
    advance(30_000);
    await cache.load('settings', CONTENT, run);
    advance(MEMORY_MS - 1);
    await expect(cache.load('settings', CONTENT, run)).resolves.toEqual(kept('last good', START));
    expect(run).toHaveBeenCalledTimes(2);
    advance(1);
    await expect(cache.load('settings', CONTENT, run)).resolves.toEqual(good('fresh'));
  });

  it('passes an answer that is not an outage on (not found, maintenance)', async () => {
    const { cache, run, answer, advance } = setup();
    const notFound = failed(error('http', 404));
    const maintenance = failed(error('maintenance'));
    answer(good('last good'), notFound, maintenance);
    await cache.load('layout', CONTENT, run);
    advance(30_000);
    await expect(cache.load('layout', CONTENT, run)).resolves.toEqual(notFound);
    await expect(cache.load('layout', CONTENT, run)).resolves.toEqual(maintenance);
  });

  it('answers the failure when there never was a good value', async () => {
    const { cache, run, answer } = setup();
    answer(timedOut);
    await expect(cache.load('settings', CONTENT, run)).resolves.toEqual(timedOut);
  });

  it('gives a live caller of a shared key the failure, a content caller the last good', async () => {
    const { cache, run, answer, advance } = setup();
    answer(good('tree'), failed(error('http', 500)));
    await cache.load('tree', CONTENT, run);
    advance(30_000);
    const [live, content] = await Promise.all([
      cache.load('tree', LIVE, run),
      cache.load('tree', CONTENT, run),
    ]);
    expect(live).toEqual(failed(error('http', 500)));
    expect(content).toEqual(kept('tree', START));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('answers a fresh good value unmarked', async () => {
    const { cache, run, answer } = setup();
    answer(good('first'));
    await expect(cache.load('settings', CONTENT, run)).resolves.toEqual(good('first'));
  });
});

describe('createCallCache: a bounded last good value (a list of prices)', () => {
  const LIST: CallPolicy = { maxAgeMs: 0, keepLastGood: true, lastGoodForMs: 60_000 };

  it('asks every time, and stands in with the last good list, marked, up to its bound', async () => {
    const { cache, run, answer, advance } = setup();
    answer(good('list 1'), failed(error('http', 502)), good('list 2'));
    answer(failed(error('http', 502)), failed(error('http', 502)));
    await expect(cache.load('events', LIST, run)).resolves.toEqual(good('list 1'));
    advance(15_000);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(kept('list 1', START));
    advance(15_000);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(good('list 2'));
    const second = START + 30_000;
    advance(60_000);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(kept('list 2', second));
    advance(1);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(failed(error('http', 502)));
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('stands in during a remembered timeout only while the list is young enough', async () => {
    const { cache, run, answer, advance } = setup();
    answer(good('list'), timedOut);
    await cache.load('events', LIST, run);
    advance(55_000);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(kept('list', START));
    advance(5_001);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(timedOut);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('passes a 404 on rather than an old list', async () => {
    const { cache, run, answer } = setup();
    answer(good('list'), failed(error('http', 404)));
    await cache.load('events', LIST, run);
    await expect(cache.load('events', LIST, run)).resolves.toEqual(failed(error('http', 404)));
  });
});

describe('requestScoped: once per request', () => {
  it('asks each key and policy once within one request, again in the next', async () => {
    const { cache, run } = setup();
    let request: RequestCalls = new Map();
    const load = requestScoped(cache, () => request);
    await load('events:1', LIVE, run);
    await load('events:1', LIVE, run);
    expect(run).toHaveBeenCalledTimes(1);
    await load('events:2', LIVE, run);
    expect(run).toHaveBeenCalledTimes(2);
    request = new Map();
    await load('events:1', LIVE, run);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
