import { describe, expect, it } from 'vitest';
import { mulberry32, randomInt } from './prng';

const take = (random: () => number, count: number) => Array.from({ length: count }, random);

describe('mulberry32', () => {
  it('repeats its sequence for the same seed', () => {
    expect(take(mulberry32(7), 20)).toEqual(take(mulberry32(7), 20));
  });

  it('gives another sequence for another seed', () => {
    expect(take(mulberry32(7), 20)).not.toEqual(take(mulberry32(8), 20));
  });

  it('stays in [0, 1)', () => {
    for (const value of take(mulberry32(123), 10_000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('randomInt', () => {
  it('covers both bounds and nothing outside them', () => {
    const random = mulberry32(1);
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(random, 3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});
