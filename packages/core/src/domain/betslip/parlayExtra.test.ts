import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epwConfigSchema, type EpwConfig } from '../../platform/schemas/events';
import { limitToMinor, type CurrencyRule } from '../money';
import {
  EPW_SETTING_KEY,
  epwActive,
  epwCapMinor,
  epwPercentage,
  epwSettingOn,
  parlayExtraWinnings,
} from './parlayExtra';

const EUR: CurrencyRule = { precision: 2, scaledBy1000: false };
const JPY: CurrencyRule = { precision: 0, scaledBy1000: false };
const VND: CurrencyRule = { precision: 0, scaledBy1000: true };

/** The sandbox's parlay config (apps/sandbox/src/world/betting-reference.ts). */
const SANDBOX: EpwConfig = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 3 },
    { betSize: 4, percentage: 5 },
    { betSize: 5, percentage: 7 },
    { betSize: 6, percentage: 10 },
    { betSize: 8, percentage: 15 },
    { betSize: 10, percentage: 25 },
    { betSize: 15, percentage: 50 },
  ],
  maxAmount: 50_000,
};

const config = (
  values: { betSize: number; percentage: number }[],
  maxAmount = 50_000,
): EpwConfig => ({ epwPromoFilterValues: values, maxAmount });

describe('epwActive (§4)', () => {
  it('is on only when the setting is on, the user is logged in and not excluded', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (settingOn, loggedIn, excluded) => {
        expect(epwActive({ settingOn, loggedIn, excludedFromPromotions: excluded })).toBe(
          settingOn && loggedIn && !excluded,
        );
      }),
    );
    expect(epwActive({ settingOn: true, loggedIn: true, excludedFromPromotions: false })).toBe(
      true,
    );
    expect(epwActive({ settingOn: true, loggedIn: true, excludedFromPromotions: true })).toBe(
      false,
    );
  });
});

describe('epwSettingOn', () => {
  it('reads enable_parlay_extra_winnings like the other flags, off when missing', () => {
    expect(EPW_SETTING_KEY).toBe('enable_parlay_extra_winnings');
    expect(epwSettingOn({})).toBe(false);
    expect(epwSettingOn({ enable_parlay_extra_winnings: true })).toBe(true);
    expect(epwSettingOn({ enable_parlay_extra_winnings: 'true' })).toBe(true);
    expect(epwSettingOn({ enable_parlay_extra_winnings: '1' })).toBe(true);
    expect(epwSettingOn({ enable_parlay_extra_winnings: false })).toBe(false);
    expect(epwSettingOn({ enable_parlay_extra_winnings: 'false' })).toBe(false);
    expect(epwSettingOn({ enable_parlay_extra_winnings: 'yes please' })).toBe(false);
  });
});

describe('epwPercentage', () => {
  it('takes the entry with the largest bet size not above the legs', () => {
    const c = config([
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: 10 },
      { betSize: 10, percentage: 20 },
    ]);
    expect(epwPercentage(c, 2)).toBeUndefined();
    expect(epwPercentage(c, 3)).toBe(5);
    expect(epwPercentage(c, 4)).toBe(5);
    expect(epwPercentage(c, 5)).toBe(10);
    expect(epwPercentage(c, 7)).toBe(10);
    expect(epwPercentage(c, 10)).toBe(20);
    expect(epwPercentage(c, 40)).toBe(20);
  });

  it('reads the sandbox config', () => {
    expect(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 20].map((n) => epwPercentage(SANDBOX, n)),
    ).toEqual([undefined, undefined, 3, 5, 7, 10, 10, 15, 15, 25, 25, 50, 50]);
  });

  it('does not need a sorted list', () => {
    const c = config([
      { betSize: 10, percentage: 20 },
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: 10 },
    ]);
    expect(epwPercentage(c, 7)).toBe(10);
    expect(epwPercentage(c, 12)).toBe(20);
  });

  it('ignores malformed entries', () => {
    const c = config([
      { betSize: 3, percentage: 5 },
      { betSize: 5, percentage: Number.NaN },
      { betSize: 6, percentage: -1 },
      { betSize: 7, percentage: Number.POSITIVE_INFINITY },
      { betSize: Number.NaN, percentage: 40 },
      { betSize: 0, percentage: 40 },
      { betSize: -2, percentage: 40 },
      { betSize: 4.5, percentage: 40 },
      { betSize: Number.POSITIVE_INFINITY, percentage: 40 },
    ]);
    for (const legs of [3, 4, 5, 6, 7, 8, 100]) expect(epwPercentage(c, legs)).toBe(5);
    const junk = {
      epwPromoFilterValues: [null, 'x', { betSize: '4', percentage: 9 }, { betSize: 4 }],
    } as unknown as EpwConfig;
    expect(epwPercentage(junk, 5)).toBeUndefined();
    expect(epwPercentage({ epwPromoFilterValues: null } as unknown as EpwConfig, 5)).toBe(
      undefined,
    );
  });

  it('keeps a 0 % entry and takes the smaller of two entries for one size', () => {
    const c = config([
      { betSize: 3, percentage: 5 },
      { betSize: 6, percentage: 0 },
      { betSize: 8, percentage: 12 },
      { betSize: 8, percentage: 9 },
    ]);
    expect(epwPercentage(c, 7)).toBe(0);
    expect(epwPercentage(c, 8)).toBe(9);
  });

  it('gives nothing for legs that are not a positive whole number', () => {
    for (const legs of [0, -3, 3.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(epwPercentage(SANDBOX, legs)).toBeUndefined();
    }
  });

  it('is order-independent and matches a brute-force reading', () => {
    const entry = fc.record({
      betSize: fc.integer({ min: 1, max: 20 }),
      percentage: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 10 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer(),
        (values, legs, seed) => {
          const shuffled = [...values].sort(
            (a, b) =>
              ((a.betSize * 31 + a.percentage + seed) % 7) -
              ((b.betSize * 31 + b.percentage + seed) % 7),
          );
          const expected = (() => {
            const fitting = values.filter((v) => v.betSize <= legs);
            if (fitting.length === 0) return undefined;
            const size = Math.max(...fitting.map((v) => v.betSize));
            return Math.min(...fitting.filter((v) => v.betSize === size).map((v) => v.percentage));
          })();
          expect(epwPercentage(config(values), legs)).toBe(expected);
          expect(epwPercentage(config(shuffled), legs)).toBe(expected);
        },
      ),
    );
  });
});

describe('epwCapMinor', () => {
  it('turns whole units into minor units, ×1000 currencies included', () => {
    expect(epwCapMinor(50_000, EUR)).toBe(5_000_000n);
    expect(epwCapMinor(50_000, JPY)).toBe(50_000n);
    expect(epwCapMinor(50_000, VND)).toBe(50_000_000n);
    expect(epwCapMinor(0, EUR)).toBe(0n);
  });

  it('caps at 0 when maxAmount is unusable', () => {
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(epwCapMinor(bad, EUR)).toBe(0n);
    }
  });
});

describe('parlayExtraWinnings', () => {
  it('gives the percentage of the winnings, rounded down (exact examples)', () => {
    // EUR 10.00 on a 4-fold at 12.00: returns 120.00, winnings 110.00, 5 % = 5.50.
    expect(
      parlayExtraWinnings({
        stake: 1_000n,
        potentialReturns: 12_000n,
        legs: 4,
        config: SANDBOX,
        currency: EUR,
      }),
    ).toBe(550n);
    // 7 legs use the 6 entry (10 %): winnings 12.34 → 1.234 → 1.23.
    expect(
      parlayExtraWinnings({
        stake: 100n,
        potentialReturns: 1_334n,
        legs: 7,
        config: SANDBOX,
        currency: EUR,
      }),
    ).toBe(123n);
    // A fractional percentage is exact: 2.5 % of 99.99 = 2.49975 → 2.49.
    expect(
      parlayExtraWinnings({
        stake: 1n,
        potentialReturns: 10_000n,
        legs: 3,
        config: config([{ betSize: 3, percentage: 2.5 }]),
        currency: EUR,
      }),
    ).toBe(249n);
    // JPY, precision 0: 3 % of 9,999 = 299.97 → 299.
    expect(
      parlayExtraWinnings({
        stake: 1_000n,
        potentialReturns: 10_999n,
        legs: 3,
        config: SANDBOX,
        currency: JPY,
      }),
    ).toBe(299n);
  });

  it('caps at maxAmount, in minor units of the currency', () => {
    // EUR: 50 % of 1,000,000.00 winnings is 500,000.00, capped at 50,000.00.
    expect(
      parlayExtraWinnings({
        stake: 100_000n,
        potentialReturns: 100_100_000n,
        legs: 15,
        config: SANDBOX,
        currency: EUR,
      }),
    ).toBe(5_000_000n);
    // VND (×1000): the cap is 50,000 as the player sees it, 50,000,000 on the platform.
    expect(
      parlayExtraWinnings({
        stake: 1_000_000n,
        potentialReturns: 1_001_000_000n,
        legs: 15,
        config: SANDBOX,
        currency: VND,
      }),
    ).toBe(50_000_000n);
    expect(
      parlayExtraWinnings({
        stake: 1_000_000n,
        potentialReturns: 11_000_000n,
        legs: 15,
        config: SANDBOX,
        currency: VND,
      }),
    ).toBe(5_000_000n);
    // maxAmount 0 is read literally.
    expect(
      parlayExtraWinnings({
        stake: 1_000n,
        potentialReturns: 12_000n,
        legs: 4,
        config: config(SANDBOX.epwPromoFilterValues, 0),
        currency: EUR,
      }),
    ).toBe(0n);
  });

  it('is 0 with no entry, no stake, or no winnings', () => {
    const base = { legs: 5, config: SANDBOX, currency: EUR };
    expect(parlayExtraWinnings({ ...base, legs: 2, stake: 1_000n, potentialReturns: 9_000n })).toBe(
      0n,
    );
    expect(parlayExtraWinnings({ ...base, stake: 0n, potentialReturns: 9_000n })).toBe(0n);
    expect(parlayExtraWinnings({ ...base, stake: -5n, potentialReturns: 9_000n })).toBe(0n);
    expect(parlayExtraWinnings({ ...base, stake: 1_000n, potentialReturns: 1_000n })).toBe(0n);
    expect(parlayExtraWinnings({ ...base, stake: 1_000n, potentialReturns: 400n })).toBe(0n);
    expect(
      parlayExtraWinnings({
        ...base,
        config: config([]),
        stake: 1_000n,
        potentialReturns: 9_000n,
      }),
    ).toBe(0n);
  });

  it('copes with an absurdly large percentage by paying the cap', () => {
    expect(
      parlayExtraWinnings({
        stake: 100n,
        potentialReturns: 200n,
        legs: 3,
        config: config([{ betSize: 3, percentage: Number.MAX_VALUE }]),
        currency: EUR,
      }),
    ).toBe(5_000_000n);
  });

  it('reads a config as the schema parses it (unsorted on the wire)', () => {
    const parsed = epwConfigSchema.parse({
      epwPromoFilterValues: [
        { betSize: 10, percentage: 25 },
        { betSize: 3, percentage: 3 },
      ],
      maxAmount: 100,
    });
    expect(
      parlayExtraWinnings({
        stake: 1_000n,
        potentialReturns: 11_000n,
        legs: 9,
        config: parsed,
        currency: EUR,
      }),
    ).toBe(300n);
  });

  // --- Properties ---------------------------------------------------------------------------

  const currencyArb = fc.constantFrom(EUR, JPY, VND, { precision: 3, scaledBy1000: false });
  const configArb = fc.record({
    epwPromoFilterValues: fc.array(
      fc.record({
        betSize: fc.integer({ min: 1, max: 20 }),
        percentage: fc.oneof(
          fc.integer({ min: 0, max: 200 }),
          fc.double({ min: 0, max: 200, noNaN: true }),
        ),
      }),
      { maxLength: 8 },
    ),
    maxAmount: fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(50_000)),
  });
  const minor = fc.bigInt({ min: 0n, max: 10n ** 15n });
  const legsArb = fc.integer({ min: 0, max: 25 });

  it('is never negative and never above the cap', () => {
    fc.assert(
      fc.property(minor, minor, legsArb, configArb, currencyArb, (stake, returns, legs, c, cur) => {
        const extra = parlayExtraWinnings({
          stake,
          potentialReturns: returns,
          legs,
          config: c,
          currency: cur,
        });
        expect(extra >= 0n).toBe(true);
        expect(extra <= limitToMinor(c.maxAmount, cur)).toBe(true);
      }),
    );
  });

  it('is the winnings times the percentage, rounded down', () => {
    fc.assert(
      fc.property(minor, minor, legsArb, configArb, currencyArb, (stake, returns, legs, c, cur) => {
        const extra = parlayExtraWinnings({
          stake,
          potentialReturns: returns,
          legs,
          config: c,
          currency: cur,
        });
        const percentage = epwPercentage(c, legs);
        if (percentage === undefined || stake === 0n || returns <= stake) {
          expect(extra).toBe(0n);
        } else {
          // Never above the real-number value (the percentage is applied in millionths of a
          // percent, so allow that rounding), and within a minor unit of it below the cap.
          const winnings = Number(returns - stake);
          const upper = (winnings * (percentage + 1e-6)) / 100;
          const lower = (winnings * Math.max(percentage - 1e-6, 0)) / 100;
          expect(Number(extra)).toBeLessThanOrEqual(upper * (1 + 1e-12) + 1e-6);
          if (extra < limitToMinor(c.maxAmount, cur)) {
            expect(Number(extra)).toBeGreaterThanOrEqual(lower * (1 - 1e-12) - 1 - 1e-6);
          }
        }
      }),
    );
  });

  it('is monotonic in returns: more returns never lower the extra', () => {
    fc.assert(
      fc.property(
        minor,
        minor,
        minor,
        legsArb,
        configArb,
        currencyArb,
        (stake, returns, more, legs, c, cur) => {
          const at = (potentialReturns: bigint) =>
            parlayExtraWinnings({ stake, potentialReturns, legs, config: c, currency: cur });
          expect(at(returns + more) >= at(returns)).toBe(true);
        },
      ),
    );
  });

  it('is 0 below the smallest bet size', () => {
    fc.assert(
      fc.property(minor, minor, configArb, currencyArb, (stake, returns, c, cur) => {
        fc.pre(c.epwPromoFilterValues.length > 0);
        const smallest = Math.min(...c.epwPromoFilterValues.map((v) => v.betSize));
        for (let legs = 0; legs < smallest; legs += 1) {
          expect(
            parlayExtraWinnings({
              stake,
              potentialReturns: returns,
              legs,
              config: c,
              currency: cur,
            }),
          ).toBe(0n);
        }
      }),
    );
  });

  it('does not depend on the order of the list', () => {
    fc.assert(
      fc.property(minor, minor, legsArb, configArb, currencyArb, (stake, returns, legs, c, cur) => {
        const reversed = { ...c, epwPromoFilterValues: [...c.epwPromoFilterValues].reverse() };
        const input = { stake, potentialReturns: returns, legs, currency: cur };
        expect(parlayExtraWinnings({ ...input, config: reversed })).toBe(
          parlayExtraWinnings({ ...input, config: c }),
        );
      }),
    );
  });
});
