import { describe, expect, it, vi } from 'vitest';
import type { SandboxDb } from '../db/schema';
import { MAX_ENTRIES, cachedJson, invalidateReads } from './read-cache';

const fakeDb = () => ({}) as SandboxDb;

describe('read cache', () => {
  it('loads once and serves the same serialised answer', async () => {
    const db = fakeDb();
    const load = vi.fn(async () => ({ a: 1 }));
    expect(await cachedJson(db, 'x', load)).toBe('{"a":1}');
    expect(await cachedJson(db, 'x', load)).toBe('{"a":1}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent callers', async () => {
    const db = fakeDb();
    const load = vi.fn(async () => 'v');
    await Promise.all(Array.from({ length: 20 }, () => cachedJson(db, 'k', load)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets by prefix and never keeps a failure', async () => {
    const db = fakeDb();
    await cachedJson(db, 'settings:zedbet', async () => 1);
    await cachedJson(db, 'tree', async () => 2);
    invalidateReads(db, 'settings:');
    const reload = vi.fn(async () => 3);
    expect(await cachedJson(db, 'settings:zedbet', reload)).toBe('3');
    expect(await cachedJson(db, 'tree', reload)).toBe('2');
    await expect(
      cachedJson(db, 'bad', async () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await cachedJson(db, 'bad', async () => 'ok')).toBe('"ok"');
  });

  it('keeps databases apart', async () => {
    const a = fakeDb();
    const b = fakeDb();
    await cachedJson(a, 'k', async () => 'a');
    expect(await cachedJson(b, 'k', async () => 'b')).toBe('"b"');
  });
});

describe('read cache, soft invalidation', () => {
  const deferred = <T>() => {
    let resolve: (value: T) => void = () => undefined;
    const promise = new Promise<T>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };

  it('makes the next caller load and wait, and serves the previous answer meanwhile', async () => {
    const db = fakeDb();
    await cachedJson(db, 'world:events', async () => 1);
    invalidateReads(db, 'world:', { soft: true });
    const gate = deferred<number>();
    const first = cachedJson(db, 'world:events', () => gate.promise);
    // While the fresh load runs, others get the previous answer at once.
    expect(await cachedJson(db, 'world:events', async () => 99)).toBe('1');
    gate.resolve(2);
    expect(await first).toBe('2');
    expect(await cachedJson(db, 'world:events', async () => 99)).toBe('2');
  });

  it('stays stale when invalidated again while loading', async () => {
    const db = fakeDb();
    await cachedJson(db, 'world:e', async () => 1);
    invalidateReads(db, 'world:', { soft: true });
    const gate = deferred<number>();
    const loading = cachedJson(db, 'world:e', () => gate.promise);
    invalidateReads(db, 'world:', { soft: true });
    gate.resolve(2);
    expect(await loading).toBe('2');
    const reload = vi.fn(async () => 3);
    expect(await cachedJson(db, 'world:e', reload)).toBe('3');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous answer when a reload fails', async () => {
    const db = fakeDb();
    await cachedJson(db, 'world:e', async () => 1);
    invalidateReads(db, 'world:', { soft: true });
    await expect(
      cachedJson(db, 'world:e', () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    expect(await cachedJson(db, 'world:e', async () => 5)).toBe('5');
  });

  it('holds at most MAX_ENTRIES answers, dropping the oldest', async () => {
    const db = fakeDb();
    for (let index = 0; index <= MAX_ENTRIES; index += 1) {
      await cachedJson(db, `q:${index}`, async () => index);
    }
    const reload = vi.fn(async () => 'again');
    expect(await cachedJson(db, 'q:0', reload)).toBe('"again"');
    expect(await cachedJson(db, `q:${MAX_ENTRIES}`, reload)).toBe(String(MAX_ENTRIES));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
