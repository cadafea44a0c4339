import fc from 'fast-check';
import type { MarginEntry } from '../platform/schemas/events';
import {
  applyMargin,
  findMargin,
  type PriceContext,
  powerOddsPrice,
  priceWithLadderMargin,
  snapToLadder,
} from './oddsLadder';

/** The sandbox ladder (apps/sandbox/README.md, oddsLadderAndMargins): 1.01 to 1000. */
function sandboxLadder(): number[] {
  const bands: [number, number, number][] = [
    [1010, 1100, 10],
    [1100, 2000, 20],
    [2000, 3000, 50],
    [3000, 4000, 100],
    [4000, 6000, 200],
    [6000, 10_000, 500],
    [10_000, 20_000, 1000],
    [20_000, 50_000, 5000],
    [50_000, 100_000, 10_000],
    [100_000, 200_000, 50_000],
    [200_000, 1_000_000, 100_000],
  ];
  const milli: number[] = [];
  for (const [from, to, step] of bands) for (let p = from; p < to; p += step) milli.push(p);
  milli.push(1_000_000);
  return milli.map((p) => p / 1000);
}

const LADDER = sandboxLadder();

const decimals = fc
  .double({ min: 1.001, max: 1000, noNaN: true, noDefaultInfinity: true })
  .filter((d) => d > 1.001);
const margins = fc.double({ min: -0.5, max: 0.5, noNaN: true });
const ladders = fc
  .uniqueArray(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 1, maxLength: 40 })
  .map((milli) => milli.sort((a, b) => a - b).map((p) => p / 1000));
const ids = fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined });

const FULL: PriceContext = {
  outcomeId: 123,
  marketId: 45,
  eventId: 6,
  marketTypeId: 7,
  leagueId: 8,
};

function entry(fields: Partial<MarginEntry>): MarginEntry {
  return { brandMarginType: 'PPB', margin: 0.02, ...fields };
}

describe('snapToLadder', () => {
  it('snaps to the nearest rung, ties to the lower, clamping at the ends', () => {
    expect(snapToLadder(1.87, LADDER)).toBe(1.86);
    expect(snapToLadder(1.871, LADDER)).toBe(1.88);
    expect(snapToLadder(1.015, LADDER)).toBe(1.01);
    expect(snapToLadder(2.025, LADDER)).toBe(2);
    expect(snapToLadder(2.5, LADDER)).toBe(2.5);
    expect(snapToLadder(1.001, LADDER)).toBe(1.01);
    expect(snapToLadder(5000, LADDER)).toBe(1000);
    expect(snapToLadder(Infinity, LADDER)).toBe(1000);
    expect(snapToLadder(3.3, [])).toBe(3.3);
    expect(snapToLadder(Number.NaN, LADDER)).toBeNaN();
  });

  it('returns a ladder member and no member is nearer', () => {
    fc.assert(
      fc.property(decimals, ladders, (decimal, ladder) => {
        const snapped = snapToLadder(decimal, ladder);
        expect(ladder).toContain(snapped);
        const distance = Math.abs(snapped - decimal);
        for (const rung of ladder) {
          // Ties (within the documented 1e-9 relative tolerance) go to the lower rung.
          expect(distance).toBeLessThanOrEqual(Math.abs(rung - decimal) + 1e-9 * decimal);
        }
      }),
    );
  });

  it('keeps ladder prices as they are', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LADDER), (rung) => {
        expect(snapToLadder(rung, LADDER)).toBe(rung);
      }),
    );
  });
});

describe('applyMargin', () => {
  it('moves the implied probability by margin·sqrt(p(1-p))', () => {
    // p = 0.5: p' = 0.5 + 0.02·0.5 = 0.51.
    expect(applyMargin(2, 0.02)).toBeCloseTo(1 / 0.51, 12);
    expect(applyMargin(2, -0.02)).toBeCloseTo(1 / 0.49, 12);
    // p = 0.25: p' = 0.25 + 0.1·sqrt(0.1875).
    expect(applyMargin(4, 0.1)).toBeCloseTo(1 / (0.25 + 0.1 * Math.sqrt(0.1875)), 12);
  });

  it('clamps the implied probability into [1e-6, 1 - 1e-6]', () => {
    expect(applyMargin(1.5, 10)).toBeCloseTo(1 / (1 - 1e-6), 12);
    expect(applyMargin(1000, -10)).toBeCloseTo(1e6, 6);
    expect(applyMargin(1.0000001, 0.5)).toBeLessThanOrEqual(1.0000001);
    expect(applyMargin(1.0000001, 0.5)).toBeGreaterThan(1);
  });

  it('leaves non-prices and non-finite margins alone', () => {
    expect(applyMargin(1, 0.02)).toBe(1);
    expect(applyMargin(Number.NaN, 0.02)).toBeNaN();
    expect(applyMargin(2, Number.NaN)).toBe(2);
  });

  it('is the identity with margin 0', () => {
    fc.assert(
      fc.property(decimals, (decimal) => {
        expect(Math.abs(applyMargin(decimal, 0) - decimal)).toBeLessThanOrEqual(1e-9 * decimal);
      }),
    );
  });

  it('never raises a price with a positive margin nor lowers it with a negative one', () => {
    fc.assert(
      fc.property(decimals, margins, (decimal, margin) => {
        const price = applyMargin(decimal, margin);
        if (margin > 0) expect(price).toBeLessThanOrEqual(decimal);
        if (margin < 0) expect(price).toBeGreaterThanOrEqual(decimal);
        expect(price).toBeGreaterThan(1);
      }),
    );
  });

  it('stays above 1 for any margin', () => {
    fc.assert(
      fc.property(decimals, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (decimal, margin) => {
        expect(applyMargin(decimal, margin)).toBeGreaterThan(1);
      }),
    );
  });
});

describe('findMargin', () => {
  it('prefers the most specific entry: outcome > market > event > marketType > league', () => {
    const brandWide = entry({ margin: 0.01 });
    const league = entry({ leagueId: 8, margin: 0.02 });
    const leagueAndType = entry({ leagueId: 8, marketTypeId: 7, margin: 0.03 });
    const event = entry({ eventId: 6, margin: 0.04 });
    const market = entry({ marketId: 45, margin: 0.05 });
    const outcome = entry({ outcomeId: 123, margin: 0.06 });
    const all = [brandWide, league, leagueAndType, event, market, outcome];
    expect(findMargin(all, FULL)).toBe(outcome);
    expect(findMargin(all.slice(0, 5), FULL)).toBe(market);
    expect(findMargin(all.slice(0, 4), FULL)).toBe(event);
    expect(findMargin(all.slice(0, 3), FULL)).toBe(leagueAndType);
    expect(findMargin(all.slice(0, 2), FULL)).toBe(league);
    expect(findMargin(all.slice(0, 1), FULL)).toBe(brandWide);
    // One outcome is narrower than a league and a market type together.
    expect(findMargin([leagueAndType, outcome], FULL)).toBe(outcome);
  });

  it('matches only when every id the entry sets equals the context', () => {
    const other = entry({ outcomeId: 999 });
    const nulls = entry({ outcomeId: 123, leagueId: null, marketId: null });
    expect(findMargin([other], FULL)).toBeUndefined();
    expect(findMargin([nulls], FULL)).toBe(nulls);
    expect(findMargin([entry({ leagueId: 8 })], { outcomeId: 123 })).toBeUndefined();
    expect(findMargin([entry({ leagueId: 8 })], { leagueId: null })).toBeUndefined();
  });

  it('only looks at entries of the asked type; the first of equals wins', () => {
    const power = entry({ brandMarginType: 'POWER_ODDS', outcomeId: 123, margin: -0.03 });
    const ppb = entry({ outcomeId: 123 });
    const ppbTwin = entry({ outcomeId: 123, margin: 0.5 });
    expect(findMargin([power, ppb, ppbTwin], FULL)).toBe(ppb);
    expect(findMargin([ppb, power], FULL, 'POWER_ODDS')).toBe(power);
    expect(findMargin([], FULL)).toBeUndefined();
  });

  it('returns a matching entry of the type, and none matches better', () => {
    const entries = fc.array(
      fc.record({
        brandMarginType: fc.constantFrom<'PPB' | 'POWER_ODDS'>('PPB', 'POWER_ODDS'),
        outcomeId: ids,
        marketId: ids,
        eventId: ids,
        marketTypeId: ids,
        leagueId: ids,
        margin: margins,
      }),
      { maxLength: 12 },
    );
    const contexts = fc.record({
      outcomeId: ids,
      marketId: ids,
      eventId: ids,
      marketTypeId: ids,
      leagueId: ids,
    });
    const keys = ['outcomeId', 'marketId', 'eventId', 'marketTypeId', 'leagueId'] as const;
    const matches = (e: MarginEntry, ctx: PriceContext) =>
      keys.every((key) => e[key] === undefined || e[key] === null || e[key] === ctx[key]);
    const rank = (e: MarginEntry) =>
      keys.reduce((sum, key) => sum * 2 + (e[key] === undefined || e[key] === null ? 0 : 1), 0);
    fc.assert(
      fc.property(entries, contexts, (list, ctx) => {
        const found = findMargin(list, ctx);
        const candidates = list.filter((e) => e.brandMarginType === 'PPB' && matches(e, ctx));
        if (candidates.length === 0) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found).toBeDefined();
        const best = found as MarginEntry;
        expect(best.brandMarginType).toBe('PPB');
        expect(matches(best, ctx)).toBe(true);
        for (const candidate of candidates) expect(rank(candidate)).toBeLessThanOrEqual(rank(best));
      }),
    );
  });
});

describe('priceWithLadderMargin', () => {
  const ppb = { margins: [entry({ ...FULL, margin: 0.025 })], odds: LADDER };

  it('applies the margin and snaps to the ladder', () => {
    const log = vi.fn();
    // p = 0.5 → 0.5125 → 1.9512… → 1.96.
    expect(priceWithLadderMargin(2, FULL, ppb, log)).toBe(1.96);
    expect(priceWithLadderMargin(3.5, FULL, ppb, log)).toBe(
      snapToLadder(applyMargin(3.5, 0.025), LADDER),
    );
    expect(log).not.toHaveBeenCalled();
  });

  it('uses the feed price without a log when there is no ladder or no entry', () => {
    const log = vi.fn();
    expect(priceWithLadderMargin(2, FULL, undefined, log)).toBe(2);
    expect(priceWithLadderMargin(2, { ...FULL, outcomeId: 1 }, ppb, log)).toBe(2);
    expect(priceWithLadderMargin(2, FULL, { margins: [], odds: LADDER }, log)).toBe(2);
    expect(log).not.toHaveBeenCalled();
  });

  it('names the missing ids in the log', () => {
    const log = vi.fn();
    expect(priceWithLadderMargin(2, { ...FULL, leagueId: undefined }, ppb, log)).toBe(2);
    expect(log).toHaveBeenLastCalledWith(
      'odds ladder: leagueId missing for outcome 123, feed price used',
    );
    priceWithLadderMargin(2, { marketId: 45, marketTypeId: null }, ppb, log);
    expect(log).toHaveBeenLastCalledWith(
      'odds ladder: marketTypeId, leagueId, outcomeId missing for market 45, feed price used',
    );
  });

  it('logs to console.warn when no logger is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(priceWithLadderMargin(2, { outcomeId: 5 }, ppb)).toBe(2);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('with a missing id always returns the feed price and logs exactly once', () => {
    const required = ['marketTypeId', 'leagueId', 'outcomeId'] as const;
    const contexts = fc
      .record({
        outcomeId: fc.option(fc.integer({ min: 1, max: 5 })),
        marketId: fc.option(fc.integer({ min: 1, max: 5 })),
        eventId: fc.option(fc.integer({ min: 1, max: 5 })),
        marketTypeId: fc.option(fc.integer({ min: 1, max: 5 })),
        leagueId: fc.option(fc.integer({ min: 1, max: 5 })),
      })
      .filter((ctx) => required.some((key) => ctx[key] === null));
    const everything = {
      margins: [entry({ margin: 0.2 }), entry({ brandMarginType: 'POWER_ODDS', margin: -0.2 })],
      odds: LADDER,
    };
    fc.assert(
      fc.property(decimals, contexts, (decimal, ctx) => {
        const log = vi.fn();
        expect(priceWithLadderMargin(decimal, ctx, everything, log)).toBe(decimal);
        expect(log).toHaveBeenCalledTimes(1);
        const message = String(log.mock.calls[0]?.[0]);
        for (const key of required) expect(message.includes(key)).toBe(ctx[key] === null);
      }),
    );
  });

  it('always lands on the ladder when it applies', () => {
    fc.assert(
      fc.property(decimals, margins, (decimal, margin) => {
        const ladder = { margins: [entry({ margin })], odds: LADDER };
        expect(LADDER).toContain(priceWithLadderMargin(decimal, FULL, ladder, () => undefined));
      }),
    );
  });
});

describe('powerOddsPrice', () => {
  const power = {
    margins: [entry({ ...FULL, brandMarginType: 'POWER_ODDS', margin: -0.025 })],
    odds: LADDER,
  };

  it('boosts the price with the POWER_ODDS entry of the outcome', () => {
    // p = 0.5 → 0.4875 → 2.0512… → 2.05.
    expect(powerOddsPrice(2, FULL, power)).toEqual({ price: 2.05, boosted: true });
  });

  it('keeps the feed price, not boosted, when nothing applies or the boost snaps back', () => {
    expect(powerOddsPrice(2, FULL, undefined)).toEqual({ price: 2, boosted: false });
    expect(powerOddsPrice(2, { ...FULL, outcomeId: 9 }, power)).toEqual({
      price: 2,
      boosted: false,
    });
    const ppbOnly = { margins: [entry({ ...FULL, margin: -0.025 })], odds: LADDER };
    expect(powerOddsPrice(2, FULL, ppbOnly)).toEqual({ price: 2, boosted: false });
    // A tiny boost of 1.865 (off the ladder) would snap down to 1.86: the feed price stays.
    const tiny = {
      margins: [entry({ ...FULL, brandMarginType: 'POWER_ODDS', margin: -0.001 })],
      odds: LADDER,
    };
    expect(snapToLadder(applyMargin(1.865, -0.001), LADDER)).toBe(1.86);
    expect(powerOddsPrice(1.865, FULL, tiny)).toEqual({ price: 1.865, boosted: false });
  });

  it('never offers less than the feed price, and boosted means higher', () => {
    fc.assert(
      fc.property(decimals, margins, (decimal, margin) => {
        const offer = {
          margins: [entry({ ...FULL, brandMarginType: 'POWER_ODDS', margin })],
          odds: LADDER,
        };
        const { price, boosted } = powerOddsPrice(decimal, FULL, offer);
        expect(price).toBeGreaterThanOrEqual(decimal);
        expect(boosted).toBe(price > decimal);
        if (boosted) expect(LADDER).toContain(price);
      }),
    );
  });
});
