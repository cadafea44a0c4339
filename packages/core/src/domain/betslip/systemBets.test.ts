import fc from 'fast-check';
import { returnsAtPrice } from '../betTax';
import { choose, combinationsOnDistinctMarkets } from '../combinations';
import {
  BET_TYPE_BASE,
  byEvent,
  combinationBets,
  combinationSums,
  combinedPriceMilli,
  foldBetTypeId,
  foldBets,
  MAX_FOLD_LEGS,
  multipleBet,
  multipleName,
  returnsAtPrices,
  SINGLE_BET_TYPE_ID,
  SYSTEM_BET_TYPES,
  systemBets,
  systemDetail,
  systemLines,
  type CombinationSelection,
} from './systemBets';
import { fifteenSelectionSlip, priceEverySystem } from './systemBetsWorkload';

/** Selections on different events and markets at the given decimal odds (in thousandths). */
function slip(...pricesMilli: number[]): CombinationSelection[] {
  return pricesMilli.map((price, index) => ({
    outcomeId: 100 + index,
    eventId: 10 + index,
    marketId: 1000 + index,
    priceMilli: BigInt(price),
  }));
}

/** Every combination of the given sizes on distinct markets, listed the slow way. */
function bruteForceLines(selections: readonly CombinationSelection[], sizes: readonly number[]) {
  const lines: CombinationSelection[][] = [];
  for (let mask = 1; mask < 1 << selections.length; mask += 1) {
    const picked = selections.filter((_, index) => mask & (1 << index));
    const distinctMarkets = new Set(picked.map((s) => s.marketId)).size === picked.length;
    if (distinctMarkets && sizes.includes(picked.length)) lines.push(picked);
  }
  return lines;
}

/** The exact returns of every line winning, rounded down once, from the listed lines. */
function bruteForceReturns(lines: readonly CombinationSelection[][], unitStake: bigint): bigint {
  const largest = Math.max(0, ...lines.map((line) => line.length));
  let numerator = 0n;
  for (const line of lines) {
    let product = unitStake * 1000n ** BigInt(largest - line.length);
    for (const selection of line) product *= selection.priceMilli;
    numerator += product;
  }
  return numerator / 1000n ** BigInt(largest);
}

/** Prices from 1.001 to 50.000. */
const price = fc.bigInt({ min: 1001n, max: 50_000n });
/** A slip of up to 8 selections on few events and markets, so that they often collide. */
const crowdedSlip = fc
  .array(
    fc.record({
      eventId: fc.integer({ min: 1, max: 5 }),
      marketId: fc.integer({ min: 1, max: 6 }),
      priceMilli: price,
    }),
    { minLength: 0, maxLength: 8 },
  )
  .map((picks) => picks.map((pick, index) => ({ ...pick, outcomeId: index + 1 })));
const unitStake = fc.bigInt({ min: 0n, max: 10_000_000n });
/** A set of combination sizes from 1 to 8. */
const sizes = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 8 });

describe('the bet type catalogue (betting-area §9)', () => {
  it('numbers singles and folds from 200000', () => {
    expect(BET_TYPE_BASE).toBe(200_000);
    expect(SINGLE_BET_TYPE_ID).toBe(200_001);
    expect(foldBetTypeId(2)).toBe(200_002);
    expect(foldBetTypeId(12)).toBe(200_012);
    expect(foldBetTypeId(MAX_FOLD_LEGS)).toBe(200_015);
  });

  it('refuses fold sizes that have no id', () => {
    for (const legs of [0, 1, 2.5, MAX_FOLD_LEGS + 1, 19]) {
      expect(() => foldBetTypeId(legs)).toThrow(RangeError);
    }
  });

  it('names multiples Double, Treble or N-Fold (§5)', () => {
    expect(multipleName(2)).toBe('Double');
    expect(multipleName(3)).toBe('Treble');
    expect(multipleName(4)).toBe('4-Fold');
    expect(multipleName(12)).toBe('12-Fold');
  });

  it('lists the ten system bundles with the ids §9 gives', () => {
    expect(SYSTEM_BET_TYPES.map((type) => [type.name, type.betTypeId, type.selections])).toEqual([
      ['Trixie', 200_019, 3],
      ['Patent', 200_020, 3],
      ['Yankee', 200_021, 4],
      ['Lucky 15', 200_022, 4],
      ['Canadian', 200_046, 5],
      ['Lucky 31', 200_047, 5],
      ['Heinz', 200_057, 6],
      ['Lucky 63', 200_058, 6],
      ['Super Heinz', 200_059, 7],
      ['Goliath', 200_060, 8],
    ]);
  });

  it('makes each bundle every fold from doubles (or from singles for Patent and the Luckies)', () => {
    for (const type of SYSTEM_BET_TYPES) {
      const fromSingles = type.name === 'Patent' || type.name.startsWith('Lucky');
      const smallest = fromSingles ? 1 : 2;
      expect(type.sizes).toEqual(
        Array.from({ length: type.selections - smallest + 1 }, (_, index) => smallest + index),
      );
    }
  });

  it('describes the lines of a bundle', () => {
    const lines = (name: string) => {
      const type = SYSTEM_BET_TYPES.find((candidate) => candidate.name === name);
      if (type === undefined) throw new Error(name);
      const selections = slip(...Array.from({ length: type.selections }, () => 2000));
      return systemLines(combinationSums(selections), type.sizes, 1n).counts;
    };
    expect(systemDetail(lines('Trixie'))).toBe('3 doubles, 1 treble');
    expect(systemDetail(lines('Patent'))).toBe('3 singles, 3 doubles, 1 treble');
    expect(systemDetail(lines('Yankee'))).toBe('6 doubles, 4 trebles, 1 4-fold');
    expect(systemDetail(lines('Goliath'))).toBe(
      '28 doubles, 56 trebles, 70 4-folds, 56 5-folds, 28 6-folds, 8 7-folds, 1 8-fold',
    );
    expect(
      systemDetail([
        { size: 2, count: 0 },
        { size: 3, count: 1 },
      ]),
    ).toBe('1 treble');
  });
});

describe('the multiple (§5)', () => {
  it('is the accumulator of every selection, at the product of the prices', () => {
    const double = multipleBet(slip(2000, 1500), 1000n);
    expect(double).toEqual({
      betTypeId: 200_002,
      name: 'Double',
      legs: 2,
      lines: 1n,
      unitStake: 1000n,
      totalStake: 1000n,
      priceMilli: 3000n,
      potentialReturns: 3000n,
    });
    expect(multipleBet(slip(2000, 1500, 1250), 1000n)).toMatchObject({
      betTypeId: 200_003,
      name: 'Treble',
      priceMilli: 3750n,
      potentialReturns: 3750n,
    });
    expect(multipleBet(slip(2000, 2000, 2000, 2000), 100n)?.name).toBe('4-Fold');
  });

  it('rounds the returns down once, from the exact product', () => {
    // 1.333 × 1.333 = 1.776889: the combined odds show as 1.776, and 1000 minor units
    // return 1776.889, so 1776, not 1000 × the rounded odds (the same here) nor per leg.
    const quote = multipleBet(slip(1333, 1333), 1000n);
    expect(quote?.priceMilli).toBe(1776n);
    expect(quote?.potentialReturns).toBe(1776n);
    // 7 × 1.333 × 1.333 = 12.438223: rounding the combined odds first would give 12.432.
    expect(multipleBet(slip(1333, 1333), 7n)?.potentialReturns).toBe(12n);
    expect(returnsAtPrices(7000n, [1333n, 1333n])).toBe(12_438n);
  });

  it('agrees with returnsAtPrice for one price', () => {
    fc.assert(
      fc.property(unitStake, price, (stake, priceMilli) => {
        expect(returnsAtPrices(stake, [priceMilli])).toBe(returnsAtPrice(stake, priceMilli));
      }),
    );
    expect(combinedPriceMilli([])).toBe(1000n);
  });

  it('is not offered for one selection, two on one event, or more than 15', () => {
    expect(multipleBet(slip(2000), 100n)).toBeUndefined();
    const sameEvent = slip(2000, 3000).map((selection) => ({ ...selection, eventId: 1 }));
    expect(multipleBet(sameEvent, 100n)).toBeUndefined();
    const fifteen = slip(...Array.from({ length: 15 }, () => 1100));
    expect(multipleBet(fifteen, 100n)?.betTypeId).toBe(200_015);
    expect(multipleBet(slip(...Array.from({ length: 16 }, () => 1100)), 100n)).toBeUndefined();
  });
});

/** Every k-combination whose selections are on k different events, listed the slow way. */
function bruteForceFolds(selections: readonly CombinationSelection[], legs: number) {
  return bruteForceLines(
    selections.map((selection) => ({ ...selection, marketId: selection.eventId })),
    [legs],
  );
}

describe('multiples of several bets: every k-fold (§3, §5)', () => {
  it('names a line of one bet Double, Treble, N-Fold and of several Doubles, Trebles, N-Folds', () => {
    expect(multipleName(2, 6n)).toBe('Doubles');
    expect(multipleName(3, 4)).toBe('Trebles');
    expect(multipleName(4, 5n)).toBe('4-Folds');
    expect(multipleName(4, 1n)).toBe('4-Fold');
  });

  it('offers the 4-Fold, Trebles ×4 and Doubles ×6 on four events, each bet at the unit stake', () => {
    // At 2, 3, 4 and 5: doubles 6+8+10+12+15+20 = 71, trebles 24+30+40+60 = 154, 4-fold 120.
    const lines = foldBets(slip(2000, 3000, 4000, 5000), 100n);
    expect(
      lines.map((line) => [
        line.name,
        line.betTypeId,
        line.lines,
        line.totalStake,
        line.priceMilli,
      ]),
    ).toEqual([
      ['4-Fold', 200_004, 1n, 100n, 120_000n],
      ['Trebles', 200_003, 4n, 400n, undefined],
      ['Doubles', 200_002, 6n, 600n, undefined],
    ]);
    expect(lines.map((line) => line.potentialReturns)).toEqual([12_000n, 15_400n, 7100n]);
  });

  it('takes a unit stake per fold size', () => {
    const lines = foldBets(slip(2000, 3000, 4000), (legs) => (legs === 2 ? 50n : 0n));
    expect(lines.map((line) => [line.name, line.unitStake, line.totalStake])).toEqual([
      ['Treble', 0n, 0n],
      ['Doubles', 50n, 150n],
    ]);
  });

  it('counts only combinations on distinct events; no accumulator when two share an event', () => {
    // A1 and A2 on one event, B on another: the doubles A1 B and A2 B, and no treble.
    const selections = slip(2000, 3000, 4000).map((selection, index) =>
      index < 2 ? { ...selection, eventId: 1 } : selection,
    );
    expect(foldBets(selections, 100n).map((line) => [line.name, line.lines])).toEqual([
      ['Doubles', 2n],
    ]);
    // 100 × (2 × 4 + 3 × 4).
    expect(foldBets(selections, 100n)[0]?.potentialReturns).toBe(2000n);
    const oneEvent = slip(2000, 3000).map((selection) => ({ ...selection, eventId: 1 }));
    expect(foldBets(oneEvent, 100n)).toEqual([]);
    expect(foldBets(slip(2000), 100n)).toEqual([]);
  });

  it('is the accumulator alone on the African betslip, every k-fold elsewhere', () => {
    const four = slip(2000, 3000, 4000, 5000);
    expect(
      combinationBets(four, 100n, { africanBetslip: true }).multiples.map((l) => l.name),
    ).toEqual(['4-Fold']);
    const offer = combinationBets(four, 100n, { africanBetslip: false });
    expect(offer.multiples.map((l) => l.name)).toEqual(['4-Fold', 'Trebles', 'Doubles']);
    expect(offer.multiples[0]).toEqual(offer.multiple);
  });
});

describe('k-fold properties', () => {
  const eventSlip = fc
    .integer({ min: 0, max: 12 })
    .map((count) => slip(...Array.from({ length: count }, (_, index) => 1100 + index * 137)));

  it('has C(n, k) bets for each k when every selection is on its own event', () => {
    fc.assert(
      fc.property(eventSlip, (selections) => {
        const n = selections.length;
        const counts = new Map(foldBets(selections, 1n).map((line) => [line.legs, line.lines]));
        for (let k = 2; k <= n; k += 1) expect(counts.get(k)).toBe(choose(n, k));
        expect([...counts.keys()].every((k) => k >= 2 && k <= n)).toBe(true);
      }),
    );
  });

  it('has 2ⁿ − n − 1 bets in all when every selection is on its own event', () => {
    fc.assert(
      fc.property(eventSlip, (selections) => {
        const n = BigInt(selections.length);
        const total = foldBets(selections, 1n).reduce((sum, line) => sum + line.lines, 0n);
        expect(total).toBe(2n ** n - n - 1n);
      }),
    );
  });

  it('returns what its explicitly listed bets return, when events collide too', () => {
    fc.assert(
      fc.property(crowdedSlip, unitStake, (selections, stake) => {
        const lines = foldBets(selections, stake);
        for (let legs = 2; legs <= selections.length; legs += 1) {
          const combos = bruteForceFolds(selections, legs);
          const line = lines.find((candidate) => candidate.legs === legs);
          if (combos.length === 0) {
            expect(line).toBeUndefined();
            continue;
          }
          expect(line?.lines).toBe(BigInt(combos.length));
          expect(line?.totalStake).toBe(stake * BigInt(combos.length));
          expect(line?.potentialReturns).toBe(bruteForceReturns(combos, stake));
        }
      }),
    );
  });

  it('has as its k = n line the accumulator', () => {
    fc.assert(
      fc.property(crowdedSlip, unitStake, (selections, stake) => {
        const full = foldBets(selections, stake).find((line) => line.legs === selections.length);
        expect(full).toEqual(multipleBet(selections, stake));
      }),
    );
  });

  it('groups by event with byEvent as combinationSums counts', () => {
    const selections = slip(2000, 3000, 4000).map((selection) => ({ ...selection, eventId: 1 }));
    expect(combinationSums(selections, byEvent).counts).toEqual([1n, 3n]);
    expect(combinationSums(selections).counts).toEqual([1n, 3n, 3n, 1n]);
  });
});

describe('system bets (§5)', () => {
  it('has the classic line counts when every market differs', () => {
    const expected: Record<string, bigint> = {
      Trixie: 4n,
      Patent: 7n,
      Yankee: 11n,
      'Lucky 15': 15n,
      Canadian: 26n,
      'Lucky 31': 31n,
      Heinz: 57n,
      'Lucky 63': 63n,
      'Super Heinz': 120n,
      Goliath: 247n,
    };
    for (const type of SYSTEM_BET_TYPES) {
      const selections = slip(...Array.from({ length: type.selections }, () => 2000));
      const offered = systemBets(selections, 100n).find((s) => s.betTypeId === type.betTypeId);
      expect(offered?.lines).toBe(expected[type.name]);
      expect(offered?.totalStake).toBe(100n * (expected[type.name] ?? 0n));
    }
  });

  it('works out a Trixie and a Patent by hand', () => {
    // At 2.00, 3.00 and 4.00: doubles 6 + 8 + 12 = 26, treble 24, singles 2 + 3 + 4 = 9.
    const [trixie, patent] = systemBets(slip(2000, 3000, 4000), 100n);
    expect(trixie).toMatchObject({
      betTypeId: 200_019,
      name: 'Trixie',
      lines: 4n,
      totalStake: 400n,
      potentialReturns: 5000n,
      counts: [
        { size: 2, count: 3n },
        { size: 3, count: 1n },
      ],
    });
    expect(patent).toMatchObject({
      betTypeId: 200_020,
      name: 'Patent',
      lines: 7n,
      totalStake: 700n,
      potentialReturns: 5900n,
    });
  });

  it('leaves out combinations of two selections on one market', () => {
    // Selections 1 and 2 are on one market: the doubles 1-3 and 2-3 only, and no treble.
    const selections = slip(2000, 3000, 4000).map((selection, index) =>
      index < 2 ? { ...selection, marketId: 7 } : selection,
    );
    const [trixie, patent] = systemBets(selections, 100n);
    expect(trixie).toMatchObject({ lines: 2n, potentialReturns: 2000n });
    expect(patent).toMatchObject({ lines: 5n, potentialReturns: 2900n });
    // Lines may share an event as long as their markets differ (only the multiple needs
    // distinct events).
    const sameEvent = slip(2000, 3000, 4000).map((selection) => ({ ...selection, eventId: 1 }));
    expect(systemBets(sameEvent, 100n).map((s) => s.lines)).toEqual([4n, 7n]);
  });

  it('does not offer a bundle that has no line', () => {
    const oneMarket = slip(2000, 3000, 4000).map((selection) => ({ ...selection, marketId: 7 }));
    // The Trixie has no double or treble left; the Patent still has its three singles.
    expect(systemBets(oneMarket, 100n).map((s) => [s.name, s.lines])).toEqual([['Patent', 3n]]);
  });

  it('offers only the bundles of exactly the slip size', () => {
    const offered = (count: number) =>
      systemBets(slip(...Array.from({ length: count }, () => 2000)), 1n).map((s) => s.name);
    expect(offered(2)).toEqual([]);
    expect(offered(3)).toEqual(['Trixie', 'Patent']);
    expect(offered(4)).toEqual(['Yankee', 'Lucky 15']);
    expect(offered(5)).toEqual(['Canadian', 'Lucky 31']);
    expect(offered(6)).toEqual(['Heinz', 'Lucky 63']);
    expect(offered(7)).toEqual(['Super Heinz']);
    expect(offered(8)).toEqual(['Goliath']);
    expect(offered(9)).toEqual([]);
  });

  it('takes a stake per bundle', () => {
    const stakes = new Map([[200_021, 50n]]);
    const quotes = systemBets(
      slip(2000, 2000, 2000, 2000),
      (type) => stakes.get(type.betTypeId) ?? 0n,
    );
    expect(quotes.map((q) => [q.name, q.unitStake, q.totalStake])).toEqual([
      ['Yankee', 50n, 550n],
      ['Lucky 15', 0n, 0n],
    ]);
    expect(quotes[1]?.potentialReturns).toBe(0n);
  });

  it('rounds the returns down once for the whole bet', () => {
    // A Patent at 1.001 each, 333 minor units a line: singles 999.999, doubles 1000.998999,
    // treble 333.999999333, 2334.997998333 in all, so 2334; rounding each size down would
    // give 999 + 1000 + 333 = 2332.
    const [, patent] = systemBets(slip(1001, 1001, 1001), 333n);
    const exact = 333n * (3n * 1001n * 1000n ** 2n + 3n * 1001n ** 2n * 1000n + 1001n ** 3n);
    expect(patent?.potentialReturns).toBe(exact / 1000n ** 3n);
    const perSize = (333n * 3003n) / 1000n + (333n * 3n * 1001n ** 2n) / 1000n ** 2n;
    expect(perSize + (333n * 1001n ** 3n) / 1000n ** 3n).toBeLessThan(
      patent?.potentialReturns ?? 0n,
    );
  });

  it('refuses sizes below one', () => {
    expect(() => systemLines(combinationSums(slip(2000)), [0], 1n)).toThrow(RangeError);
    expect(() => systemLines(combinationSums(slip(2000)), [1.5], 1n)).toThrow(RangeError);
    expect(systemLines(combinationSums(slip(2000)), [], 1n)).toMatchObject({
      lines: 0n,
      potentialReturns: 0n,
    });
  });
});

describe('what a slip offers', () => {
  it('shows systems from three selections and not on the African betslip', () => {
    const three = slip(2000, 3000, 4000);
    expect(combinationBets(three, 100n, { africanBetslip: false }).systems).toHaveLength(2);
    expect(combinationBets(three, 100n, { africanBetslip: true })).toMatchObject({
      multiple: { name: 'Treble' },
      systems: [],
    });
    expect(combinationBets(slip(2000, 3000), 100n, { africanBetslip: false })).toMatchObject({
      multiple: { name: 'Double' },
      systems: [],
    });
    expect(combinationBets([], 100n, { africanBetslip: false })).toEqual({
      multiple: undefined,
      multiples: [],
      systems: [],
    });
  });

  it('offers only the 15-fold for 15 selections', () => {
    const fifteen = slip(...Array.from({ length: 15 }, (_, index) => 1100 + index * 50));
    const offer = combinationBets(fifteen, 100n, { africanBetslip: false });
    expect(offer.multiple?.name).toBe('15-Fold');
    expect(offer.systems).toEqual([]);
  });
});

describe('properties', () => {
  it('counts lines as Σ n-choose-k when every market differs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), sizes, (count, chosen) => {
        const selections = slip(...Array.from({ length: count }, () => 2000));
        const expected = chosen.reduce((sum, size) => sum + choose(count, size), 0n);
        expect(systemLines(combinationSums(selections), chosen, 1n).lines).toBe(expected);
      }),
    );
  });

  it('counts lines and returns as brute force does when markets collide', () => {
    fc.assert(
      fc.property(crowdedSlip, sizes, unitStake, (selections, chosen, stake) => {
        const lines = bruteForceLines(selections, chosen);
        const quote = systemLines(combinationSums(selections), chosen, stake);
        expect(quote.lines).toBe(BigInt(lines.length));
        expect(quote.totalStake).toBe(stake * BigInt(lines.length));
        expect(quote.potentialReturns).toBe(bruteForceReturns(lines, stake));
        for (const { size, count } of quote.counts) {
          expect(count).toBe(combinationsOnDistinctMarkets(selections, size));
        }
      }),
    );
  });

  it('quotes at most one minor unit per line more than settling line by line pays', () => {
    fc.assert(
      fc.property(crowdedSlip, sizes, unitStake, (selections, chosen, stake) => {
        const lines = bruteForceLines(selections, chosen);
        const perLine = lines.reduce(
          (sum, line) =>
            sum +
            returnsAtPrices(
              stake,
              line.map((s) => s.priceMilli),
            ),
          0n,
        );
        const quoted = systemLines(combinationSums(selections), chosen, stake).potentialReturns;
        expect(quoted).toBeGreaterThanOrEqual(perLine);
        expect(quoted - perLine).toBeLessThan(BigInt(Math.max(1, lines.length)));
      }),
    );
  });

  it('never lowers any returns when one price goes up', () => {
    fc.assert(
      fc.property(
        crowdedSlip.filter((selections) => selections.length > 0),
        fc.nat(),
        fc.bigInt({ min: 1n, max: 10_000n }),
        unitStake,
        (selections, which, rise, stake) => {
          const index = which % selections.length;
          const raised = selections.map((selection, i) =>
            i === index ? { ...selection, priceMilli: selection.priceMilli + rise } : selection,
          );
          const before = combinationBets(selections, stake, { africanBetslip: false });
          const after = combinationBets(raised, stake, { africanBetslip: false });
          expect(after.systems.map((s) => s.betTypeId)).toEqual(
            before.systems.map((s) => s.betTypeId),
          );
          after.systems.forEach((system, i) => {
            expect(system.potentialReturns).toBeGreaterThanOrEqual(
              before.systems[i]?.potentialReturns ?? 0n,
            );
          });
          expect(after.multiple?.potentialReturns ?? 0n).toBeGreaterThanOrEqual(
            before.multiple?.potentialReturns ?? 0n,
          );
        },
      ),
    );
  });

  it('never lowers any returns for a bigger unit stake', () => {
    fc.assert(
      fc.property(crowdedSlip, unitStake, unitStake, (selections, a, b) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        const before = combinationBets(selections, small, { africanBetslip: false });
        const after = combinationBets(selections, big, { africanBetslip: false });
        after.systems.forEach((system, i) => {
          expect(system.potentialReturns).toBeGreaterThanOrEqual(
            before.systems[i]?.potentialReturns ?? 0n,
          );
          expect(system.totalStake).toBeGreaterThanOrEqual(before.systems[i]?.totalStake ?? 0n);
        });
        expect(after.multiple?.potentialReturns ?? 0n).toBeGreaterThanOrEqual(
          before.multiple?.potentialReturns ?? 0n,
        );
      }),
    );
  });
});

describe('speed', () => {
  it('prices 15 selections, with every bundle size and every fold size, well under 5 ms', () => {
    // The workload `npm run bench` times too (systemBetsWorkload.ts).
    const selections = fifteenSelectionSlip();
    const run = () => priceEverySystem(selections);
    for (let warmUp = 0; warmUp < 20; warmUp += 1) run();
    const timings = Array.from({ length: 51 }, () => {
      const start = performance.now();
      run();
      return performance.now() - start;
    }).sort((a, b) => a - b);
    // The median, so that one garbage collection on a busy machine does not fail the test.
    expect(timings[25]).toBeLessThan(5);
  });
});
