import { describe, expect, it } from 'vitest';
import { hasPersistedState, PERSISTED_STORAGE_KEYS } from './persistedKeys';
import { JWT_STORAGE_KEY, persistedSlices, SESSION_STORAGE_KEY } from './persistence';

describe('persisted storage keys', () => {
  it('name every key persistence writes', () => {
    const written = [SESSION_STORAGE_KEY, JWT_STORAGE_KEY, ...persistedSlices.map((s) => s.key)];
    expect([...PERSISTED_STORAGE_KEYS].sort()).toEqual([...new Set(written)].sort());
  });

  it('tell whether anything is stored, and treat unreadable storage as empty', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null };
    expect(hasPersistedState(storage)).toBe(false);
    stored.set('clem-theme', 'dark');
    expect(hasPersistedState(storage)).toBe(false);
    stored.set('clem-menu', '{}');
    expect(hasPersistedState(storage)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(hasPersistedState(broken)).toBe(false);
  });
});
