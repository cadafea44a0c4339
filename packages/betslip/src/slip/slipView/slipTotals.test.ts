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

  it("takes the platform's returns when it priced exactly this total, else the singles' own", () => {
    const slip = { selections: [pick(1, 2.5)], stakes: { 'single:1': { cash: '4', free: '' } } };
    const view = (totalCost: number) => {
      const input = slipInput(
        {
          singles: { 1: single(1, 2.5) },
          model: {
            totalCost,
            potentialReturns: 1234,
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
