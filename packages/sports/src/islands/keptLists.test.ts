import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepRecent } from './keptLists';

describe('keepRecent', () => {
  it('keeps the latest value for a key and forgets the least recently kept beyond the limit', () => {
    const store = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c'].entries()) keepRecent(store, key, index, 2);
    expect([...store]).toEqual([
      ['b', 1],
      ['c', 2],
    ]);
    keepRecent(store, 'b', 9, 2);
    keepRecent(store, 'd', 3, 2);
    expect([...store]).toEqual([
      ['b', 9],
      ['d', 3],
    ]);
  });

  it('never holds more than the limit and always holds the last key kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 4 }),
        (keys, limit) => {
          const store = new Map<string, number>();
          keys.forEach((key, index) => keepRecent(store, key, index, limit));
          const last = keys.length - 1;
          expect(store.size).toBe(Math.min(limit, new Set(keys).size));
          expect(store.get(keys[last] as string)).toBe(last);
          // The kept keys are the most recently used distinct ones, oldest first.
          const recent = [...new Set([...keys].reverse())].slice(0, limit).reverse();
          expect([...store.keys()]).toEqual(recent);
        },
      ),
    );
  });
});
