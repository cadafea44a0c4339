/** How many long lists keep their loaded rows for a history back (the most recently used). */
export const KEPT_LISTS = 8;

/**
 * Keeps `value` for `key` as the most recent entry, and forgets the least recently kept entries
 * beyond `limit`, so a long session does not hold the rows of every list the player opened.
 */
export function keepRecent<T>(store: Map<string, T>, key: string, value: T, limit = KEPT_LISTS) {
  store.delete(key);
  store.set(key, value);
  for (const oldest of store.keys()) {
    if (store.size <= limit) break;
    store.delete(oldest);
  }
}
