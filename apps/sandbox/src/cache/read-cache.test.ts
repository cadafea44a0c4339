import { describe, expect, it, vi } from 'vitest';
import type { SandboxDb } from '../db/schema';
import { cachedJson, invalidateReads } from './read-cache';

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
