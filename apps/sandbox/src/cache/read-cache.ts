import type { SandboxDb } from '../db/schema';

/**
 * Answers of read calls, serialised once and kept in memory per database, so a hot read is a
 * map lookup instead of a query and a JSON.stringify (issue 5's target: p99 under 20 ms with
 * 200 clients). Whatever writes the data a cached answer comes from calls `invalidateReads`.
 */
const caches = new WeakMap<SandboxDb, Map<string, Promise<string>>>();

function cacheOf(db: SandboxDb): Map<string, Promise<string>> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The serialised answer for `key`, loading it once; a failed load is not kept. */
export function cachedJson(
  db: SandboxDb,
  key: string,
  load: () => Promise<unknown>,
): Promise<string> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = load().then((value) => JSON.stringify(value));
  cache.set(key, pending);
  pending.catch(() => cache.delete(key));
  return pending;
}

/** Forgets cached answers whose key starts with `prefix` (all of them without one). */
export function invalidateReads(db: SandboxDb, prefix = ''): void {
  const cache = cacheOf(db);
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
