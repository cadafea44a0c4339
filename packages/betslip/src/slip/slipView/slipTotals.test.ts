import { readStake, type BetKey } from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betLines } from './betLines';
import { selectionRows } from './selectionRows';
import { money } from './slipMoney';
import { combinedOddsMilli, slipTotals } from './slipTotals';
import { basis, line, pick, single, slipInput } from './slipViewTestInputs';

const EUR = { precision: 2, scaledBy1000: false };
/** A stake text as typed: whole or with cents, or nothing. */
const stakeText = fc.oneof(
  fc.constant(''),
  fc.nat(5000).map(String),
  fc.nat(500_000).map((cents) => (cents / 100).toFixed(2)),
);

describe('slipTotals', () => {
  it('totals the lines on screen in minor units: stake × lines, each way twice, free apart', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(stakeText, stakeText, fc.boolean()), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(stakeText, fc.constantFrom(1, 4, 11)), { maxLength: 3 }),
        (singles, systems) => {
          const stakes: Partial<Record<BetKey, { cash: string; free: string }>> = {};
          const eachWay: Record<number, boolean> = {};
          singles.forEach(([cash, free, ew], index) => {
            // A bet is staked in cash or free, not both.
            stakes[`single:${index + 1}`] =
              index % 2 === 0 ? { cash, free: '' } : { cash: '', free };
            eachWay[index + 1] = ew;
          });
          const systemLines: BetslipMultiple[] = systems.map(([cash, lines], index) => {
            stakes[`system:sys${index + 1}`] = { cash, free: '' };
            return line(`sys${index + 1}`, lines);
          });
          const input = slipInput(
            {
              singles: Object.fromEntries(
                singles.map((_, index) => [
                  index + 1,
                  single(index + 1, 2, { showEachWay: true, freeMoneyUnitStake: 0 }),
                ]),
              ),
              eachWay,
            },
            {
              selections: singles.map((_, index) => pick(index + 1)),
              systems: systemLines,
              stakes,
              expanded: true,
              showSystemBets: true,
            },
          );
          const rows = selectionRows(input, basis).rows;
          const lines = betLines(input, basis);
          const totals = slipTotals(input, rows, lines.multiples, lines.systems, undefined);
          const minor = (text: string | undefined) => {
            const reading = readStake(text ?? '', EUR);
            return reading.kind === 'amount' ? reading.minor : 0n;
          };
          let cash = 0n;
          let free = 0n;
          rows.forEach((row, index) => {
            const lineCount = eachWay[index + 1] ? 2n : 1n;
            cash += minor(stakes[row.key]?.cash) * lineCount;
            free += minor(stakes[row.key]?.free) * lineCount;
          });
          systems.forEach(([text, lineCount]) => {
            cash += minor(text) * BigInt(lineCount);
          });
          expect(totals.cost + totals.eachWayExtra).toBe(cash);
          expect(totals.freeTotal).toBe(free);
          expect(totals.summary.totalStake).toBe(money(cash, EUR));
          expect(totals.summary.freeStake).toBe(free > 0n ? money(free, EUR) : undefined);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("takes each bet's platform returns when it priced that stake, else the slip's own", () => {
    const slip = { selections: [pick(1, 2.5)], stakes: { 'single:1': { cash: '4', free: '' } } };
    const view = (unitStake: number) => {
      const input = slipInput(
        {
          singles: { 1: single(1, 2.5, { unitStake, potentialReturns: 1234 }) },
          model: {
            totalCost: unitStake,
            potentialReturns: 99_999,
            availableBalance: null,
            currency: 'EUR',
            precision: 2,
            betMayBeReferred: false,
          },
        },
        slip,
      );
      return slipTotals(input, selectionRows(input, basis).rows, [], [], '1,000.00').summary;
    };
    expect(view(400)).toMatchObject({ potentialReturns: '12.34', balance: '1,000.00' });
    expect(view(300).potentialReturns).toBe('10.00');
    expect(view(400).freeStake).toBeUndefined();
  });
});

/** Four selections on four events at 2, 3, 4 and 5, with the lines the platform offers. */
const four = [pick(1, 2), pick(2, 3), pick(3, 4), pick(4, 5)];
const fourFold = line('mul1', 1, { betTypeId: 200_004, description: '4-Fold', decimal: 120 });
const trebles = line('mul3', 4, { betTypeId: 200_003, description: 'Trebles' });
const doubles = line('mul2', 6, { betTypeId: 200_002, description: 'Doubles' });
const yankee = line('sys1', 11, { betTypeId: 200_021, description: 'Yankee' });

function totalsOf(
  stakes: Record<string, string>,
  over: { suspended?: number[]; singles?: Parameters<typeof slipInput>[0]['singles'] } = {},
) {
  const input = slipInput(
    {
      singles: {
        ...Object.fromEntries(
          four.map((p) => [
            p.outcomeId,
            single(p.outcomeId, p.decimal, {
              enabled: !(over.suspended ?? []).includes(p.outcomeId),
              singleEnabled: !(over.suspended ?? []).includes(p.outcomeId),
            }),
          ]),
        ),
        ...over.singles,
      },
    },
    {
      selections: four,
      multiples: [fourFold, trebles, doubles],
      systems: [yankee],
      expanded: true,
      showSystemBets: true,
      stakes: Object.fromEntries(
        Object.entries(stakes).map(([key, cash]) => [key, { cash, free: '' }]),
      ),
    },
  );
  const rows = selectionRows(input, basis).rows;
  const lines = betLines(input, basis);
  return {
    rows,
    lines,
    totals: slipTotals(input, rows, lines.multiples, lines.systems, undefined),
  };
}

describe('the bets the totals count', () => {
  it("leaves a suspended selection's single, and every line, out of the stake and the returns", () => {
    // Singles of 10.00 on all four, 1.00 a bet on the Doubles; selections 3 and 4 suspended.
    const stakes = {
      'single:1': '10',
      'single:2': '10',
      'single:3': '10',
      'single:4': '10',
      'multiple:mul2': '1',
    };
    const { rows, totals } = totalsOf(stakes, { suspended: [3, 4] });
    expect(totals.summary.totalStake).toBe('20.00');
    // 10 × 2 + 10 × 3: the two open singles, nothing of the suspended ones or of the Doubles.
    expect(totals.summary.potentialReturns).toBe('50.00');
    // The suspended selections keep their stake fields.
    expect(rows.map((row) => [row.state, row.stakeable, row.stake])).toEqual([
      ['open', true, '10'],
      ['open', true, '10'],
      ['suspended', true, '10'],
      ['suspended', true, '10'],
    ]);
    // Everything open: all four singles and the six doubles count.
    const open = totalsOf(stakes).totals.summary;
    expect(open.totalStake).toBe('46.00');
    // Singles 140.00; doubles 6 + 8 + 10 + 12 + 15 + 20 = 71 at 1.00 a bet.
    expect(open.potentialReturns).toBe('211.00');
  });

  it('never counts a stake without its returns or returns without their stake', () => {
    fc.assert(
      fc.property(
        fc.subarray([1, 2, 3, 4]),
        fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }),
        fc.nat(20),
        (suspended, singles, doublesStake) => {
          const stakes: Record<string, string> = { 'multiple:mul2': String(doublesStake) };
          singles.forEach((stake, index) => {
            stakes[`single:${index + 1}`] = String(stake);
          });
          const { totals } = totalsOf(stakes, { suspended });
          let cost = 0;
          let returns = 0;
          singles.forEach((stake, index) => {
            if (suspended.includes(index + 1)) return;
            cost += stake * 100;
            returns += stake * 100 * (index + 2);
          });
          if (suspended.length === 0) {
            cost += doublesStake * 600;
            returns += doublesStake * 7100;
          }
          expect(totals.summary.totalStake).toBe(money(cost, EUR));
          expect(totals.summary.potentialReturns).toBe(money(returns, EUR));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('total odds', () => {
  it("shows the accumulator's odds while it is the one bet staked, or nothing is", () => {
    expect(totalsOf({}).totals.summary.totalOdds).toBe('120.00');
    expect(totalsOf({ 'multiple:mul1': '1' }).totals.summary.totalOdds).toBe('120.00');
  });

  it('shows none once another kind of bet is staked, beside it or alone', () => {
    const cases: Record<string, string>[] = [
      { 'multiple:mul1': '1', 'system:sys1': '1' },
      { 'multiple:mul1': '1', 'multiple:mul2': '1' },
      { 'multiple:mul3': '1' },
      { 'system:sys1': '1' },
      { 'single:1': '1', 'multiple:mul1': '1' },
      { 'single:1': '1' },
    ];
    for (const stakes of cases) {
      expect(totalsOf(stakes).totals.summary.totalOdds).toBeUndefined();
    }
  });

  it('leaves each line its own figure: the accumulator its odds, the others their bets', () => {
    const { lines } = totalsOf({});
    expect(lines.multiples.map((l) => [l.name, l.noOfBets, l.price])).toEqual([
      ['betType.fold {"legs":4}', 1, '120.00'],
      ['betType.trebles', 4, undefined],
      ['betType.doubles', 6, undefined],
    ]);
    expect(lines.systems.map((l) => [l.name, l.noOfBets, l.price])).toEqual([
      ['Yankee', 11, undefined],
    ]);
  });
});

describe('combinedOddsMilli', () => {
  it('multiplies the prices of selections on different events only', () => {
    expect(combinedOddsMilli(slipInput({}, { selections: [pick(1, 2), pick(2, 3)] }))).toBe(6000n);
    expect(
      combinedOddsMilli(slipInput({}, { selections: [pick(1, 2, 9), pick(2, 3, 9)] })),
    ).toBeUndefined();
    expect(combinedOddsMilli(slipInput({}, { selections: [pick(1, 2)] }))).toBeUndefined();
    // The platform's price wins over the one picked.
    expect(
      combinedOddsMilli(
        slipInput({ singles: { 1: single(1, 4) } }, { selections: [pick(1, 2), pick(2, 3)] }),
      ),
    ).toBe(12_000n);
  });
});
