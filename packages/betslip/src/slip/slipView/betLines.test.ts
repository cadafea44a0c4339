import { describe, expect, it } from 'vitest';
import { betLines, lineView } from './betLines';
import { basis, line, pick, slipInput } from './slipViewTestInputs';

const treble = line('mul1', 1, {
  betTypeId: 200003,
  description: 'Treble',
  decimal: 10,
  unitStake: 1000,
  potentialReturns: 10_000,
});
const picks = [pick(1), pick(2), pick(3)];

describe('lineView', () => {
  it('totals the stake over the lines and shows the returns priced for it', () => {
    const input = slipInput(
      {},
      {
        selections: picks,
        systems: [line('sys1', 4, { unitStake: 100, potentialReturns: 2000 })],
        stakes: { 'system:sys1': { cash: '1', free: '' } },
      },
    );
    const trixie = input.betslip.slip.systems[0];
    if (trixie === undefined) throw new Error('no system');
    expect(lineView(trixie, 'system', 'system:sys1', input, basis)).toMatchObject({
      name: 'Trixie',
      noOfBets: 4,
      stake: '1',
      totalStake: '4.00',
      potentialReturns: '20.00',
      price: undefined,
      stakeError: undefined,
    });
  });

  it("gives a multiple its price and the platform's parlay extra winnings", () => {
    const input = slipInput(
      {},
      {
        selections: picks,
        multiples: [{ ...treble, extraParlayWinnings: 900 }],
        stakes: { 'multiple:mul1': { cash: '10', free: '' } },
      },
    );
    const multiple = input.betslip.slip.multiples[0];
    if (multiple === undefined) throw new Error('no multiple');
    expect(lineView(multiple, 'multiple', 'multiple:mul1', input, basis)).toMatchObject({
      price: '10.00',
      totalStake: '10.00',
      potentialReturns: '100.00',
      extraWinnings: '9.00',
    });
  });

  it('totals a free stake over the lines, with no extra winnings', () => {
    const input = slipInput(
      {},
      {
        selections: picks,
        systems: [line('sys1', 4, { freeMoneyUnitStake: 100, maxFreeMoneyStake: 100 })],
        stakes: { 'system:sys1': { cash: '', free: '1.00' } },
      },
    );
    const trixie = input.betslip.slip.systems[0];
    if (trixie === undefined) throw new Error('no system');
    expect(lineView(trixie, 'system', 'system:sys1', input, basis)).toMatchObject({
      totalStake: '4.00',
      potentialReturns: '0.00',
      extraWinnings: undefined,
      freeBet: { amount: '1.00', used: true },
    });
  });
});

describe('betLines', () => {
  it("names multiples in the player's language, with no price or extra for several bets", () => {
    const doubles = line('mul2', 3, {
      betTypeId: 200002,
      description: 'Doubles',
      decimal: 9.9,
      unitStake: 100,
      potentialReturns: 2000,
      extraParlayWinnings: 500,
    });
    const lines = betLines(
      slipInput(
        {},
        {
          selections: picks,
          multiples: [treble, doubles],
          stakes: { 'multiple:mul2': { cash: '1', free: '' } },
        },
      ),
      basis,
    );
    expect(lines.multiples.map((l) => [l.name, l.noOfBets, l.price, l.totalStake])).toEqual([
      ['betType.treble', 1, '10.00', undefined],
      ['betType.doubles', 3, undefined, '3.00'],
    ]);
    expect(lines.multiples[1]?.extraWinnings).toBeUndefined();
  });

  it('shows systems only while expanded with system bets on', () => {
    const slip = { selections: picks, multiples: [treble], systems: [line('sys1', 4)] };
    const closed = betLines(slipInput({}, slip), basis);
    expect(closed.multiples.map((l) => l.key)).toEqual(['multiple:mul1']);
    expect(closed.systems).toEqual([]);
    const open = betLines(slipInput({}, { ...slip, expanded: true, showSystemBets: true }), basis);
    expect(open.systems.map((l) => l.key)).toEqual(['system:sys1']);
  });

  it("blocks when a line's stake cannot be placed", () => {
    const lines = betLines(
      slipInput(
        {},
        {
          selections: picks,
          multiples: [treble],
          stakes: { 'multiple:mul1': { cash: 'abc', free: '' } },
        },
      ),
      basis,
    );
    expect(lines.multiples[0]?.stakeError).toBe('ui.stakeInvalid');
    expect(lines.blocked).toBe(true);
    expect(betLines(slipInput({}, { selections: picks, multiples: [treble] }), basis).blocked).toBe(
      false,
    );
  });
});
