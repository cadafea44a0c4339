import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchoredRanges, usableAnchors, usableRanges } from './laterRanges';

describe('usableRanges', () => {
  it('keeps ranges inside the list, at most a batch long', () => {
    expect(
      usableRanges(
        [
          [20, 40],
          [40, 60],
          [60, 65],
        ],
        65,
        20,
      ),
    ).toEqual([
      [20, 40],
      [40, 60],
      [60, 65],
    ]);
  });

  it.each([
    ['not an array', '20-40'],
    ['no ranges', []],
    ['a range past the list', [[60, 70]]],
    ['an empty range', [[20, 20]]],
    ['a backwards range', [[40, 20]]],
    ['a negative start', [[-5, 10]]],
    ['longer than a batch', [[0, 65]]],
    ['fractions', [[20.5, 30]]],
    ['strings', [['20', '40']]],
    ['three numbers', [[20, 30, 40]]],
    ['too many ranges', Array.from({ length: 26 }, () => [20, 21])],
  ])('refuses %s', (_name, ranges) => {
    expect(usableRanges(ranges, 65, 20)).toBeNull();
  });

  it('never lets through a row outside the list, whatever is sent', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 500 }), (ranges, count) => {
        const usable = usableRanges(ranges, count, 20);
        for (const [from, to] of usable ?? []) {
          expect(from).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThanOrEqual(count);
          expect(to - from).toBeGreaterThan(0);
          expect(to - from).toBeLessThanOrEqual(20);
        }
      }),
    );
  });
});

describe('anchoredRanges', () => {
  const ids = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => 1000 + from + i);
  const shown: [number, number][] = [
    [20, 40],
    [40, 60],
    [60, 65],
  ];
  const anchors = shown.map(([from, to]) => ids(from, to));

  it('keeps the ranges when no row moved', () => {
    expect(anchoredRanges(shown, anchors, ids(0, 65))).toEqual(shown);
  });

  it('moves the inner boundaries with their rows when an earlier event leaves the list', () => {
    // Event 1005 (in the page's own rows) finished: every later row is one up.
    const now = ids(0, 66).filter((id) => id !== 1005);
    expect(anchoredRanges(shown, anchors, now)).toEqual([
      [20, 39],
      [39, 59],
      [59, 65],
    ]);
    // The row that was the second batch's first is still its first.
    expect(now[39]).toBe(1040);
  });

  it('empties a batch whose events have all gone, with no gap and no row twice', () => {
    const now = ids(0, 90).filter((id) => id < 1040 || id >= 1060);
    expect(anchoredRanges(shown, anchors, now)).toEqual([
      [20, 40],
      [40, 40],
      [40, 65],
    ]);
  });

  it('ignores ids it does not know and ids before the island', () => {
    const odd = [[], [5, 1002, 999_999, 1041], [1060]];
    expect(anchoredRanges(shown, odd, ids(0, 65))).toEqual([
      [20, 41],
      [41, 60],
      [60, 65],
    ]);
  });

  /** A list of distinct ids, the island's batches over it, and the list after some events left. */
  const arbitraryShrink = fc
    .record({
      length: fc.integer({ min: 0, max: 120 }),
      from: fc.integer({ min: 0, max: 30 }),
      batches: fc.integer({ min: 1, max: 6 }),
      size: fc.integer({ min: 1, max: 20 }),
      gone: fc.array(fc.integer({ min: 0, max: 119 }), { maxLength: 30 }),
      added: fc.integer({ min: 0, max: 10 }),
    })
    .map(({ length, from, batches, size, gone, added }) => {
      const before = Array.from({ length }, (_, i) => i + 1);
      const ranges = Array.from({ length: batches }, (_, b): [number, number] => [
        Math.min(from + b * size, length),
        Math.min(from + (b + 1) * size, length),
      ]);
      const shownIds = ranges.map(([a, b]) => before.slice(a, b));
      const after = [
        ...before.filter((_, i) => !gone.includes(i)),
        ...Array.from({ length: added }, (_, i) => 10_000 + i),
      ];
      return { ranges, shownIds, after };
    });

  it('always covers the island once, in order, and keeps each remaining row in its batch', () => {
    fc.assert(
      fc.property(arbitraryShrink, ({ ranges, shownIds, after }) => {
        const result = anchoredRanges(ranges, shownIds, after);
        const bounds = result.flat();
        const start = Math.min(ranges[0]?.[0] ?? 0, after.length);
        const end = Math.min(Math.max(ranges.at(-1)?.[1] ?? 0, start), after.length);
        expect(result).toHaveLength(ranges.length);
        expect(bounds[0]).toBe(start);
        expect(bounds.at(-1)).toBe(end);
        // [a0, b0, a1, b1, …]: each batch ends where the next starts, and nothing goes backwards.
        bounds.forEach((bound, i) => {
          if (i > 0) expect(bound).toBeGreaterThanOrEqual(bounds[i - 1] ?? 0);
          if (i > 0 && i % 2 === 0) expect(bound).toBe(bounds[i - 1]);
        });
        // Only events left: every shown event still inside the island is in its own batch.
        shownIds.forEach((batchIds, batch) => {
          for (const id of batchIds) {
            const at = after.indexOf(id);
            if (at < start || at >= end) continue;
            const [a, b] = result[batch] ?? [0, 0];
            expect(at).toBeGreaterThanOrEqual(a);
            expect(at).toBeLessThan(b);
          }
        });
      }),
    );
  });
});

describe('usableAnchors', () => {
  const ranges: [number, number][] = [
    [20, 40],
    [40, 60],
  ];
  it('keeps one list of whole numbers per range', () => {
    expect(usableAnchors([[1, 2], []], ranges, 20)).toEqual([[1, 2], []]);
  });
  it.each([
    ['not an array', 'x'],
    ['one list short', [[1]]],
    ['a list that is not one', [[1], 'x']],
    ['fractions', [[1.5], []]],
    ['strings', [['1'], []]],
    ['too long a list', [Array.from({ length: 41 }, (_, i) => i), []]],
  ])('refuses %s', (_name, anchors) => {
    expect(usableAnchors(anchors, ranges, 20)).toBeNull();
  });
});
