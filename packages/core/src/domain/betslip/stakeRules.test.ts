import fc from 'fast-check';
import { applyBetTax, returnsAtPrice } from '../betTax';
import { formatAmount } from '../money';
import {
  applyStakeEdit,
  betCost,
  checkStake,
  decimalToMilli,
  EMPTY_STAKE,
  isZeroStakeText,
  minMultipleStakeMinor,
  multipleStakeLimits,
  narrowStakeLimits,
  normaliseStakeText,
  parseQuickBetValues,
  QUICK_BET_COUNT,
  QUICK_BET_PRESETS,
  quickBetPresets,
  quickBetStakes,
  readStake,
  settingsStakeLimits,
  singlePotentialReturns,
  stakeEditRecalculates,
  stakeMinor,
  stakeTextFromMinor,
  totalCost,
  totalOddsMilli,
  type StakedBet,
  type StakeLimits,
} from './stakeRules';

const EUR = { precision: 2, scaledBy1000: false };
const JPY = { precision: 0, scaledBy1000: false };
const VND = { precision: 0, scaledBy1000: true };
const currencies = fc.constantFrom(EUR, JPY, VND);

/** Inserts commas at the given positions of a text (anywhere, not only as thousands separators). */
function withCommas(text: string, positions: readonly number[]): string {
  const chars = [...text];
  for (const position of [...positions].sort((a, b) => b - a)) {
    chars.splice(position % (chars.length + 1), 0, ',');
  }
  return chars.join('');
}

describe('stake edits', () => {
  it('freeBetNull clears the free stake and sets the cash stake to 0', () => {
    expect(applyStakeEdit({ cash: '12', free: '5.00' }, { kind: 'freeBetNull' }, EUR)).toEqual({
      cash: '0',
      free: '',
    });
  });

  it('freeBetMax sets the free stake to its maximum and clears the cash stake', () => {
    const edit = { kind: 'freeBetMax', maxFree: 125_050n } as const;
    expect(applyStakeEdit({ cash: '12', free: '' }, edit, EUR)).toEqual({
      cash: '',
      free: '1250.50',
    });
    expect(applyStakeEdit(EMPTY_STAKE, { kind: 'freeBetMax', maxFree: 50_999n }, VND)).toEqual({
      cash: '',
      free: '50',
    });
  });

  it('stores the typed text without commas as the cash or the free stake', () => {
    const typed = (wallet: 'cash' | 'free', text: string) =>
      applyStakeEdit({ cash: '1', free: '2' }, { kind: 'typed', wallet, text }, EUR);
    expect(typed('cash', '1,250.5')).toEqual({ cash: '1250.5', free: '2' });
    expect(typed('free', ' 3, ')).toEqual({ cash: '1', free: '3' });
    expect(typed('cash', '12.')).toEqual({ cash: '12.', free: '2' });
    expect(typed('cash', 'abc')).toEqual({ cash: 'abc', free: '2' });
  });

  it('does not recalculate a stake that ends in a dot', () => {
    expect(stakeEditRecalculates({ kind: 'typed', wallet: 'cash', text: '12.' })).toBe(false);
    expect(stakeEditRecalculates({ kind: 'typed', wallet: 'cash', text: '0.' })).toBe(false);
    expect(stakeEditRecalculates({ kind: 'typed', wallet: 'cash', text: '12.5' })).toBe(true);
    expect(stakeEditRecalculates({ kind: 'typed', wallet: 'free', text: '0' })).toBe(true);
    expect(stakeEditRecalculates({ kind: 'freeBetNull' })).toBe(true);
    expect(stakeEditRecalculates({ kind: 'freeBetMax', maxFree: 1n })).toBe(true);
  });

  it('reads the zero forms as no stake', () => {
    for (const text of ['', '0', '0.', '0.0', '0.00', '.', '000', ' 0 ', '0,000.00']) {
      expect(isZeroStakeText(text)).toBe(true);
      expect(readStake(text, EUR)).toEqual({ kind: 'none' });
    }
    expect(isZeroStakeText('0.01')).toBe(false);
    expect(isZeroStakeText('10')).toBe(false);
  });

  it('reads stakes in minor units of the currency', () => {
    expect(readStake('12.', EUR)).toEqual({ kind: 'amount', minor: 1200n });
    expect(readStake('1,250.5', EUR)).toEqual({ kind: 'amount', minor: 125_050n });
    expect(readStake('50', VND)).toEqual({ kind: 'amount', minor: 50_000n });
    expect(readStake('5.5', JPY)).toEqual({ kind: 'invalid' });
    expect(readStake('1.234', EUR)).toEqual({ kind: 'invalid' });
    expect(readStake('-5', EUR)).toEqual({ kind: 'invalid' });
    expect(stakeMinor('abc', EUR)).toBe(0n);
    expect(stakeMinor('0.', EUR)).toBe(0n);
    expect(stakeMinor('7.25', EUR)).toBe(725n);
  });

  it('commas never change the amount a stake reads as', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{0,10}(\.\d{0,3})?$/),
        fc.array(fc.nat(), { maxLength: 5 }),
        currencies,
        (text, positions, currency) => {
          expect(readStake(withCommas(text, positions), currency)).toEqual(
            readStake(text, currency),
          );
          expect(normaliseStakeText(withCommas(text, positions))).toBe(text);
        },
      ),
    );
  });

  it('the text of an amount reads back as that amount (rounded down to what can be shown)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), currencies, (minor, currency) => {
        const shown = currency.scaledBy1000 ? (minor / 1000n) * 1000n : minor;
        expect(stakeMinor(stakeTextFromMinor(minor, currency), currency)).toBe(shown);
        expect(stakeTextFromMinor(minor, currency)).toBe(
          formatAmount(shown, currency).replace(/,/g, ''),
        );
      }),
    );
  });
});

describe('stake limits', () => {
  const settings = { bet_stake_min_amount: 0.5, bet_stake_max_amount: 10_000 };

  it('scales the settings limits to minor units, ×1000 for the currencies shown in thousands', () => {
    expect(settingsStakeLimits(settings, EUR)).toEqual({ min: 50n, max: 1_000_000n });
    expect(settingsStakeLimits({ ...settings, bet_stake_min_amount: 2 }, JPY)).toEqual({
      min: 2n,
      max: 10_000n,
    });
    expect(settingsStakeLimits({ ...settings, bet_stake_min_amount: 2 }, VND)).toEqual({
      min: 2000n,
      max: 10_000_000n,
    });
  });

  it('falls back to the §9 defaults for limits that are not usable', () => {
    const broken = { bet_stake_min_amount: -1, bet_stake_max_amount: Number.NaN };
    expect(settingsStakeLimits(broken, EUR)).toEqual({ min: 0n, max: 1_000_000n });
  });

  it('limits scale exactly ×1000 for a ×1000 currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(0, 2),
        (min, max, precision) => {
          const plain = settingsStakeLimits(
            { bet_stake_min_amount: min, bet_stake_max_amount: max },
            { precision, scaledBy1000: false },
          );
          const scaled = settingsStakeLimits(
            { bet_stake_min_amount: min, bet_stake_max_amount: max },
            { precision, scaledBy1000: true },
          );
          expect(scaled).toEqual({ min: plain.min * 1000n, max: plain.max * 1000n });
        },
      ),
    );
  });

  it('a multiple needs 1250.00 in the currency', () => {
    expect(minMultipleStakeMinor(EUR)).toBe(125_000n);
    expect(minMultipleStakeMinor(JPY)).toBe(1250n);
    expect(minMultipleStakeMinor(VND)).toBe(1_250_000n);
    expect(formatAmount(minMultipleStakeMinor(VND), VND)).toBe('1,250');
    expect(formatAmount(minMultipleStakeMinor(EUR), EUR)).toBe('1,250.00');
  });

  it("a multiple's minimum is the platform's minBetStake when given, else 1250.00", () => {
    const base = { min: 100n, max: 1_000_000n };
    expect(multipleStakeLimits(base, EUR)).toEqual({ min: 125_000n, max: 1_000_000n });
    expect(multipleStakeLimits(base, EUR, { minBetStake: 0n })).toEqual({
      min: 125_000n,
      max: 1_000_000n,
    });
    expect(multipleStakeLimits(base, EUR, { minBetStake: 500n, maxBetStake: 90_000n })).toEqual({
      min: 500n,
      max: 90_000n,
    });
    expect(multipleStakeLimits({ min: 200_000n, max: 1_000_000n }, EUR).min).toBe(200_000n);
  });

  it("a selection's maxBetStake narrows the maximum; 0 or none leaves it", () => {
    const base = { min: 100n, max: 1_000_000n };
    expect(narrowStakeLimits(base, { maxBetStake: 5000n })).toEqual({ min: 100n, max: 5000n });
    expect(narrowStakeLimits(base, { maxBetStake: 5_000_000n })).toEqual(base);
    expect(narrowStakeLimits(base, { maxBetStake: 0n })).toEqual(base);
    expect(narrowStakeLimits(base)).toEqual(base);
  });

  it('checks a stake against its limits, with the limit to show', () => {
    const limits = { min: 100n, max: 10_000n };
    expect(checkStake(0n, limits)).toEqual({ status: 'none' });
    expect(checkStake(99n, limits)).toEqual({ status: 'belowMin', limit: 100n });
    expect(checkStake(100n, limits)).toEqual({ status: 'ok' });
    expect(checkStake(10_000n, limits)).toEqual({ status: 'ok' });
    expect(checkStake(10_001n, limits)).toEqual({ status: 'aboveMax', limit: 10_000n });
    // A Yankee (11 lines) at 10.00 a line costs 110.00, above the 100.00 maximum.
    expect(checkStake(1000n, limits, 11)).toEqual({ status: 'aboveMax', limit: 909n });
    expect(checkStake(909n, limits, 11n)).toEqual({ status: 'ok' });
    // Minimum above maximum: the minimum is what is reported.
    expect(checkStake(5n, { min: 125_000n, max: 1000n })).toEqual({
      status: 'belowMin',
      limit: 125_000n,
    });
    expect(() => checkStake(5n, limits, 0)).toThrow(RangeError);
    expect(() => checkStake(5n, limits, 1.5)).toThrow(RangeError);
  });

  it('the check agrees with the limits for any stake and number of bets', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -10n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.integer({ min: 1, max: 300 }),
        (unit, min, max, bets) => {
          const limits: StakeLimits = { min, max };
          const check = checkStake(unit, limits, bets);
          const total = unit * BigInt(bets);
          if (unit <= 0n) expect(check).toEqual({ status: 'none' });
          else if (unit < min) expect(check).toEqual({ status: 'belowMin', limit: min });
          else if (total > max) {
            expect(check.status).toBe('aboveMax');
            if (check.status !== 'aboveMax') return;
            // The limit shown is the largest unit stake within the maximum.
            expect(check.limit * BigInt(bets)).toBeLessThanOrEqual(max);
            expect((check.limit + 1n) * BigInt(bets)).toBeGreaterThan(max);
          } else expect(check).toEqual({ status: 'ok' });
        },
      ),
    );
  });
});

describe('quick bet presets', () => {
  it('has four presets per currency, from the §9 table', () => {
    expect(quickBetPresets('EUR')).toEqual([5, 25, 100, 500]);
    expect(quickBetPresets('gbp')).toEqual([5, 25, 100, 500]);
    expect(quickBetPresets('IDR')).toEqual([50, 250, 1000, 5000]);
    expect(quickBetPresets('INR')).toEqual([250, 1000, 5000, 25000]);
    expect(quickBetPresets('KRW')).toEqual([5000, 25000, 100000, 500000]);
    expect(quickBetPresets('TRY')).toEqual([25, 100, 500, 2500]);
    expect(quickBetPresets('RMB')).toEqual([50, 250, 1000, 5000]);
    expect(quickBetPresets('RUB')).toEqual([250, 1000, 5000, 25000]);
    expect(quickBetPresets('KHR')).toEqual([100, 500, 2500, 10000]);
    expect(quickBetPresets('BRL')).toEqual([10, 25, 100, 500]);
    for (const row of Object.values(QUICK_BET_PRESETS)) expect(row).toHaveLength(QUICK_BET_COUNT);
  });

  it('scales the presets to stakes like the limits', () => {
    expect(quickBetStakes('EUR', EUR)).toEqual([500n, 2500n, 10_000n, 50_000n]);
    expect(quickBetStakes('VND', VND)).toEqual([100_000n, 500_000n, 2_500_000n, 10_000_000n]);
    expect(quickBetStakes('JPY', JPY)).toEqual([10n, 25n, 100n, 500n]);
  });

  it('reads the quick_bet_values setting', () => {
    const table = parseQuickBetValues('{"eur":[1,2,3,4],"Default":[7,8,9,10]}');
    expect(quickBetPresets('EUR', table)).toEqual([1, 2, 3, 4]);
    expect(quickBetPresets('USD', table)).toEqual([7, 8, 9, 10]);
    const noDefault = parseQuickBetValues({ EUR: [1, 2, 3, 4] });
    expect(quickBetPresets('IDR', noDefault)).toEqual([50, 250, 1000, 5000]);
    expect(quickBetPresets('BRL', noDefault)).toEqual([10, 25, 100, 500]);
  });

  it('falls back to the §9 table for invalid JSON or an invalid shape', () => {
    for (const setting of [
      '',
      'not json',
      '{"EUR":[5,25,100,500]',
      'null',
      '[5,25,100,500]',
      '"EUR"',
      '{"EUR":[5,25,100]}',
      '{"EUR":[5,25,100,"500"]}',
      '{"EUR":[5,25,100,-500]}',
      '{"EUR":[5,25,100,500],"USD":{}}',
      undefined,
      42,
    ]) {
      expect(parseQuickBetValues(setting)).toBe(QUICK_BET_PRESETS);
    }
  });

  it('reads back any valid table it is given as JSON', () => {
    const code = fc.stringMatching(/^[A-Z]{3}$/);
    const row = fc.array(fc.integer({ min: 1, max: 10_000_000 }), {
      minLength: QUICK_BET_COUNT,
      maxLength: QUICK_BET_COUNT,
    });
    fc.assert(
      fc.property(fc.dictionary(code, row), (table) => {
        const parsed = parseQuickBetValues(JSON.stringify(table));
        expect(parsed).toEqual(table);
        for (const [currency, amounts] of Object.entries(table)) {
          expect(quickBetPresets(currency, parsed)).toEqual(amounts);
        }
      }),
    );
  });

  it('any text that is not a valid table gives the defaults, and presets are always four', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.string(), (setting, currency) => {
        const table = parseQuickBetValues(setting);
        expect(quickBetPresets(currency, table)).toHaveLength(QUICK_BET_COUNT);
      }),
    );
  });
});

describe('totals', () => {
  const bet = fc.record({
    unitStake: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    noOfBets: fc.integer({ min: 1, max: 247 }),
  });
  const bets = fc.array(bet, { maxLength: 15 });

  it('a bet costs unit stake × number of bets', () => {
    expect(betCost({ unitStake: 1000n })).toBe(1000n);
    expect(betCost({ unitStake: 1000n, noOfBets: 11 })).toBe(11_000n);
    expect(betCost({ unitStake: -5n, noOfBets: 11 })).toBe(0n);
    expect(() => betCost({ unitStake: 1n, noOfBets: 0 })).toThrow(RangeError);
  });

  it('totals singles, multiples and systems', () => {
    expect(
      totalCost({
        singles: [{ unitStake: 500n }, { unitStake: 250n, noOfBets: 2 }],
        multiples: [{ unitStake: 125_000n }],
        systems: [{ unitStake: 100n, noOfBets: 11 }],
      }),
    ).toBe(500n + 500n + 125_000n + 1100n);
    expect(totalCost({ singles: [], multiples: [], systems: [] })).toBe(0n);
  });

  it('the total is the sum of the bet costs, however the bets are grouped', () => {
    fc.assert(
      fc.property(bets, bets, bets, (singles, multiples, systems) => {
        const all: StakedBet[] = [...singles, ...multiples, ...systems];
        const sum = all.reduce(
          (total, each) => total + each.unitStake * BigInt(each.noOfBets ?? 1),
          0n,
        );
        expect(totalCost({ singles, multiples, systems })).toBe(sum);
        expect(totalCost({ singles: all, multiples: [], systems: [] })).toBe(sum);
        expect(
          totalCost({ singles, multiples: [], systems: [] }) +
            totalCost({ singles: [], multiples, systems }),
        ).toBe(sum);
      }),
    );
  });

  it("a single's potential returns, with or without the betting tax", () => {
    expect(singlePotentialReturns(1000n, 2100n)).toBe(2100n);
    expect(singlePotentialReturns(0n, 2100n)).toBe(0n);
    const tax = { stakeRatePercentage: 12.5, returnsRatePercentage: 20 };
    expect(singlePotentialReturns(11_250n, 2000n, tax)).toBe(
      applyBetTax(11_250n, (stake) => returnsAtPrice(stake, 2000n), tax).netReturns,
    );
    // 11250 with 12.5 % excise is 10000 bet, returning 20000; 20 % of the 10000 won is withheld.
    expect(singlePotentialReturns(11_250n, 2000n, tax)).toBe(18_000n);
  });

  it('converts decimal prices to thousandths', () => {
    expect(decimalToMilli(2.1)).toBe(2100n);
    expect(decimalToMilli(1.005)).toBe(1005n);
    expect(decimalToMilli(1)).toBeUndefined();
    expect(decimalToMilli(Number.NaN)).toBeUndefined();
  });

  it('total odds are the product of the prices, rounded down once', () => {
    expect(totalOddsMilli([])).toBeUndefined();
    expect(totalOddsMilli([2100n])).toBe(2100n);
    expect(totalOddsMilli([2000n, 1500n])).toBe(3000n);
    // 1.333 × 1.333 × 1.333 = 2.368593037 → 2.368
    expect(totalOddsMilli([1333n, 1333n, 1333n])).toBe(2368n);
  });

  it('total odds are within a thousandth of the exact product, whatever the order', () => {
    const prices = fc.array(fc.bigInt({ min: 1001n, max: 1_000_000n }), {
      minLength: 1,
      maxLength: 15,
    });
    fc.assert(
      fc.property(prices, (legs) => {
        const odds = totalOddsMilli(legs);
        if (odds === undefined) throw new Error('no odds');
        const numerator = legs.reduce((product, price) => product * price, 1n);
        const denominator = 1000n ** BigInt(legs.length - 1);
        // odds ≤ exact < odds + 1 (in thousandths)
        expect(odds * denominator).toBeLessThanOrEqual(numerator);
        expect((odds + 1n) * denominator).toBeGreaterThan(numerator);
        expect(totalOddsMilli([...legs].reverse())).toBe(odds);
      }),
    );
  });
});
