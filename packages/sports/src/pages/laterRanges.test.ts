import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usableRanges } from './laterRanges';

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
