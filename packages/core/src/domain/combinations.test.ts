import fc from 'fast-check';
import {
  choose,
  combinationsOnDistinctEvents,
  combinationsOnDistinctMarkets,
  multipleKind,
  multipleOffered,
  systemsOffered,
} from './combinations';

function bruteForce(selections: { eventId: number; marketId: number }[], k: number): bigint {
  let count = 0n;
  const n = selections.length;
  for (let mask = 0; mask < 1 << n; mask += 1) {
    const picked = selections.filter((_, i) => mask & (1 << i));
    if (picked.length === k && new Set(picked.map((s) => s.marketId)).size === k) count += 1n;
  }
  return count;
}

const selection = fc.record({
  eventId: fc.integer({ min: 1, max: 6 }),
  marketId: fc.integer({ min: 1, max: 6 }),
});

describe('combinations', () => {
  it('names multiples', () => {
    expect(multipleKind(2).kind).toBe('double');
    expect(multipleKind(3).kind).toBe('treble');
    expect(multipleKind(7)).toEqual({ kind: 'fold', legs: 7 });
  });

  it('offers a multiple only for two or more different events', () => {
    expect(multipleOffered([{ eventId: 1, marketId: 1 }])).toBe(false);
    expect(
      multipleOffered([
        { eventId: 1, marketId: 1 },
        { eventId: 2, marketId: 2 },
      ]),
    ).toBe(true);
    expect(
      multipleOffered([
        { eventId: 1, marketId: 1 },
        { eventId: 1, marketId: 2 },
      ]),
    ).toBe(false);
  });

  it('offers systems from three selections, never on the African betslip', () => {
    expect(systemsOffered(2, false)).toBe(false);
    expect(systemsOffered(3, false)).toBe(true);
    expect(systemsOffered(5, true)).toBe(false);
  });

  it('choose agrees with Pascal and symmetry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 40 }), (n, k) => {
        expect(choose(n, k)).toBe(choose(n - 1, k - 1) + choose(n - 1, k));
        expect(choose(n, k)).toBe(choose(n, n - k));
      }),
    );
    expect(choose(12, 3)).toBe(220n);
  });

  it('counts distinct-market combinations exactly (against brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(selection, { maxLength: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (selections, k) => {
          expect(combinationsOnDistinctMarkets(selections, k)).toBe(bruteForce(selections, k));
        },
      ),
    );
  });

  it('counts distinct-event combinations exactly (against brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(selection, { maxLength: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (selections, k) => {
          const byEvent = selections.map((s) => ({ eventId: s.eventId, marketId: s.eventId }));
          expect(combinationsOnDistinctEvents(selections, k)).toBe(bruteForce(byEvent, k));
        },
      ),
    );
  });

  it('equals n choose k when every market is different', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), (n, k) => {
        const selections = Array.from({ length: n }, (_, i) => ({ eventId: i, marketId: i }));
        expect(combinationsOnDistinctMarkets(selections, k)).toBe(choose(n, k));
      }),
    );
  });
});
