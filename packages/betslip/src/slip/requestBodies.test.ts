import { emptySlip, type SlipState } from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import { describe, expect, it } from 'vitest';
import type { BetslipPick } from '../picks/betslipState';
import { placementBody, selectionParams, type BodyContext } from './requestBodies';

const pick = (outcomeId: number, decimal = 2): BetslipPick & { ref: `sel${number}` } => ({
  outcomeId,
  marketId: outcomeId,
  eventId: outcomeId,
  decimal,
  outcomeDescription: 'o',
  marketDescription: 'm',
  eventDescription: 'e',
  ref: `sel${outcomeId}`,
});

const line = (ref: string, betTypeId: number) => ({ ref, betTypeId }) as BetslipMultiple;

function context(
  slip: Partial<SlipState<BetslipPick, BetslipMultiple>>,
  over: Partial<BodyContext> = {},
): BodyContext {
  return {
    slip: { ...emptySlip<BetslipPick, BetslipMultiple>(), ...slip },
    eachWay: {},
    currency: { precision: 2, scaledBy1000: false },
    userAcceptOdds: 'D',
    originId: 11,
    accountId: 42,
    ...over,
  };
}

describe('selectionParams', () => {
  it('sends a unit stake for each multiple line staked, keyed by its bet type id', () => {
    const params = selectionParams(
      context({
        selections: [pick(1), pick(2), pick(3), pick(4)],
        multiples: [line('mul1', 200004), line('mul3', 200003), line('mul2', 200002)],
        stakes: {
          'multiple:mul3': { cash: '0.50', free: '' },
          'multiple:mul2': { cash: '1', free: '' },
        },
      }),
    );
    expect(params.multiples).toEqual([
      { betTypeId: 200003, unitStake: '0.50' },
      { betTypeId: 200002, unitStake: '1.00' },
    ]);
  });

  it('sends every selection, the usable stakes as major text, and systems only when shown', () => {
    const body = selectionParams(
      context({
        selections: [pick(1), pick(2), pick(3)],
        multiples: [line('mul1', 200003)],
        systems: [line('sys1', 200019)],
        stakes: {
          'single:1': { cash: '2.5', free: '' },
          'single:2': { cash: 'abc', free: '' },
          'single:3': { cash: '0.', free: '' },
          'multiple:mul1': { cash: '1,000', free: '' },
          'system:sys1': { cash: '1', free: '' },
        },
      }),
    );
    expect(body.singles).toEqual([
      { outcomeId: 1, unitStake: '2.50' },
      { outcomeId: 2 },
      { outcomeId: 3 },
    ]);
    expect(body.multiples).toEqual([{ betTypeId: 200003, unitStake: '1000.00' }]);
    expect(body.systems).toEqual([]);
    expect(body.showSysBets).toBe(false);
    expect(body.outcomeIds).toEqual([1, 2, 3]);
    expect(body.accountId).toBe(42);
  });

  it('includes staked systems when expanded with system bets on, and each-way singles', () => {
    const body = selectionParams(
      context(
        {
          selections: [pick(1)],
          systems: [line('sys1', 200019)],
          expanded: true,
          showSystemBets: true,
          stakes: { 'system:sys1': { cash: '1', free: '' } },
        },
        { eachWay: { 1: true } },
      ),
    );
    expect(body.systems).toEqual([{ betTypeId: 200019, unitStake: '1.00' }]);
    expect(body.singles).toEqual([{ outcomeId: 1, eachWay: true }]);
  });

  it('writes a thousands currency unscaled', () => {
    const body = selectionParams(
      context(
        { selections: [pick(1)], stakes: { 'single:1': { cash: '50', free: '' } } },
        { currency: { precision: 0, scaledBy1000: true } },
      ),
    );
    expect(body.singles[0]?.unitStake).toBe('50000');
  });
});

describe('placementBody', () => {
  it('carries the seen price of every selection', () => {
    const body = placementBody(
      context({
        selections: [pick(1, 2.1), pick(2, 3)],
        stakes: { 'single:1': { cash: '2', free: '' } },
      }),
    );
    expect(body?.singles).toEqual([
      { outcomeId: 1, unitStake: '2.00', decimal: 2.1 },
      { outcomeId: 2, decimal: 3 },
    ]);
  });

  it('is undefined without a stake or without an account', () => {
    expect(placementBody(context({ selections: [pick(1)] }))).toBeUndefined();
    expect(
      placementBody(
        context(
          { selections: [pick(1)], stakes: { 'single:1': { cash: '2', free: '' } } },
          { accountId: undefined },
        ),
      ),
    ).toBeUndefined();
  });
});

describe('free bets in the bodies', () => {
  it('sends a used free bet as freeMoneyUnitStake instead of the cash stake', () => {
    const slip = {
      selections: [pick(1), pick(2)],
      multiples: [line('mul1', 200002)],
      stakes: {
        'single:1': { cash: '', free: '5.00' },
        'single:2': { cash: '3', free: '' },
        'multiple:mul1': { cash: '', free: '5.00' },
      },
    };
    const params = selectionParams(context(slip));
    expect(params.singles).toEqual([
      { outcomeId: 1, freeMoneyUnitStake: '5.00' },
      { outcomeId: 2, unitStake: '3.00' },
    ]);
    expect(params.multiples).toEqual([{ betTypeId: 200002, freeMoneyUnitStake: '5.00' }]);
  });

  it('counts a slip of free bets only as staked for placement', () => {
    const body = placementBody(
      context({ selections: [pick(1)], stakes: { 'single:1': { cash: '', free: '5' } } }),
    );
    expect(body?.singles).toEqual([{ outcomeId: 1, freeMoneyUnitStake: '5.00', decimal: 2 }]);
  });
});
