import { defaultPlatformSettings, emptySlip, type PlatformSettings } from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import { describe, expect, it, vi } from 'vitest';
import { initialBetslipState, type BetslipPick } from '../picks/betslipState';
import { buildSlipView, maxFreeStake } from './buildSlipView';
import { line, pick, single, slipInput as input } from './slipView/slipViewTestInputs';

describe('buildSlipView', () => {
  it('says a failed refresh failed, with a retry, while the slip is edited', () => {
    const onRetryRefresh = vi.fn();
    const failed = buildSlipView(
      input(
        { refreshError: true, refresh: 'pending' },
        { selections: [pick(1)], stakes: { 'single:1': { cash: '5', free: '' } } },
        { onRetryRefresh },
      ),
    );
    expect(failed.messages).toEqual([
      {
        id: 'refresh-failed',
        text: 'ui.refreshFailed',
        tone: 'error',
        action: { label: 'ui.tryAgain', onAction: onRetryRefresh },
      },
    ]);
    expect(failed.selections[0]?.stake).toBe('5');
    // Not while a placement is on its way, nor once a refresh was answered.
    expect(
      buildSlipView(input({ refreshError: true }, { selections: [pick(1)], placement: 'placing' }))
        .messages,
    ).toEqual([]);
    expect(
      buildSlipView(input({ refreshError: false }, { selections: [pick(1)] })).messages,
    ).toEqual([]);
  });

  it('offers a free bet where the platform gives one, and places a slip of free bets only', () => {
    const offered = buildSlipView(
      input(
        { singles: { 1: single(1, 2, { maxFreeMoneyStake: 500 }) } },
        { selections: [pick(1)] },
      ),
    );
    expect(offered.selections[0]?.freeBet).toEqual({ amount: '5.00', used: false });
    expect(offered.canPlace).toBe(false);

    const used = buildSlipView(
      input(
        {
          singles: {
            1: single(1, 2, {
              maxFreeMoneyStake: 500,
              freeMoneyUnitStake: 500,
              potentialReturns: 500,
            }),
          },
        },
        { selections: [pick(1)], stakes: { 'single:1': { cash: '', free: '5.00' } } },
      ),
    );
    expect(used.selections[0]?.freeBet).toEqual({ amount: '5.00', used: true });
    // Winnings only: the platform's figure for the free stake.
    expect(used.selections[0]?.potentialReturns).toBe('5.00');
    expect(used.summary.freeStake).toBe('5.00');
    expect(used.summary.totalStake).toBe('0.00');
    expect(used.canPlace).toBe(true);

    // Anonymous players, and bets without a free bet, are offered none.
    expect(
      buildSlipView(
        input(
          { singles: { 1: single(1, 2, { maxFreeMoneyStake: 500 }) } },
          { selections: [pick(1)] },
          { loggedIn: false, balance: undefined },
        ),
      ).selections[0]?.freeBet,
    ).toBeUndefined();
    expect(
      buildSlipView(input({}, { selections: [pick(1)] })).selections[0]?.freeBet,
    ).toBeUndefined();
  });

  it("gives freeBetMax the bet's maxFreeMoneyStake, single or line", () => {
    const state = {
      ...initialBetslipState,
      singles: { 1: single(1, 2, { maxFreeMoneyStake: 500 }) },
      slip: {
        ...emptySlip<BetslipPick, BetslipMultiple>(),
        systems: [{ ...line('sys1', 4), maxFreeMoneyStake: 125 } as BetslipMultiple],
      },
    };
    expect(maxFreeStake(state, 'single:1')).toBe(500n);
    expect(maxFreeStake(state, 'system:sys1')).toBe(125n);
    expect(maxFreeStake(state, 'single:2')).toBeUndefined();
  });

  it('offers a retail code instead of Place to an anonymous player when retail codes are on', () => {
    const anonymous = { loggedIn: false, balance: undefined, retailCodes: true };
    const offered = buildSlipView(
      input({ singles: { 1: single(1, 2) } }, { selections: [pick(1, 2)] }, anonymous),
    );
    expect(offered.canPlace).toBe(false);
    expect(offered.retailCode).toEqual({ canRequest: true, requesting: false, code: undefined });

    const given = buildSlipView(
      input(
        { singles: { 1: single(1, 2) }, retailCode: { status: 'ready', code: 'ABCD2345' } },
        { selections: [pick(1, 2)] },
        anonymous,
      ),
    );
    expect(given.retailCode?.code).toBe('ABCD2345');

    const busy = buildSlipView(
      input({ retailCode: { status: 'requesting' } }, { selections: [pick(1, 2)] }, anonymous),
    );
    expect(busy.retailCode).toMatchObject({ canRequest: false, requesting: true });

    // A stake error blocks the code as it blocks Place.
    const blocked = buildSlipView(
      input(
        {},
        { selections: [pick(1)], stakes: { 'single:1': { cash: '10000.01', free: '' } } },
        anonymous,
      ),
    );
    expect(blocked.retailCode?.canRequest).toBe(false);

    const failed = buildSlipView(
      input(
        {
          retailCode: {
            status: 'failed',
            messages: [{ code: 'RES-00218', message: 'Outcomes combination not allowed' }],
          },
        },
        { selections: [pick(1, 2)] },
        anonymous,
      ),
    );
    expect(failed.messages.some((m) => m.text.startsWith('res.RES00218 '))).toBe(true);
    const unreadable = buildSlipView(
      input(
        { retailCode: { status: 'failed', messages: [] } },
        { selections: [pick(1)] },
        anonymous,
      ),
    );
    expect(unreadable.messages.map((m) => m.text)).toContain('ui.retailCodeFailed');

    // Logged in, or retail codes off: no retail code on the slip.
    expect(buildSlipView(input({}, { selections: [pick(1)] })).retailCode).toBeUndefined();
  });

  it('asks to accept a lower price under D, takes a higher one, and any change under A', () => {
    const lower = buildSlipView(
      input(
        { singles: { 1: single(1, 1.8) } },
        { selections: [pick(1, 2)], stakes: { 'single:1': { cash: '2', free: '' } } },
      ),
    );
    expect(lower.selections[0]).toMatchObject({ price: '1.80', previousPrice: '2.00' });
    expect(lower.needsAcceptance).toBe(true);
    expect(lower.canPlace).toBe(false);
    expect(lower.messages.map((m) => m.id)).toContain('price-change');

    const higher = buildSlipView(
      input(
        { singles: { 1: single(1, 2.5) } },
        { selections: [pick(1, 2)], stakes: { 'single:1': { cash: '2', free: '' } } },
      ),
    );
    expect(higher.needsAcceptance).toBe(false);
    expect(higher.selections[0]?.price).toBe('2.50');
    expect(higher.canPlace).toBe(true);

    const strict = buildSlipView(
      input(
        { singles: { 1: single(1, 2.5) } },
        { selections: [pick(1, 2)] },
        { userAcceptOdds: 'A' },
      ),
    );
    expect(strict.needsAcceptance).toBe(true);
  });

  it('shows the limit when a stake is above the maximum and blocks Place', () => {
    const view = buildSlipView(
      input({}, { selections: [pick(1)], stakes: { 'single:1': { cash: '10000.01', free: '' } } }),
    );
    expect(view.selections[0]?.stakeError).toBe('res.RES00034 {"limit":"10,000.00"}');
    expect(view.canPlace).toBe(false);
  });

  it('says a closed selection is not available, and a suspended one is blocked', () => {
    const view = buildSlipView(
      input(
        { notAvailable: [1], singles: { 2: single(2, 2, { enabled: false }) } },
        { selections: [pick(1), pick(2)] },
      ),
    );
    expect(view.selections[0]).toMatchObject({ state: 'closed', message: 'selectionNotAvailable' });
    expect(view.selections[1]).toMatchObject({ state: 'suspended', message: 'ui.suspended' });
  });

  it('shows systems only when expanded with system bets on, and counts their lines in the total', () => {
    const slip = {
      selections: [pick(1), pick(2), pick(3)],
      systems: [line('sys1', 4)],
      stakes: { 'system:sys1': { cash: '1', free: '' } },
    };
    expect(buildSlipView(input({}, slip)).systems).toHaveLength(0);
    const open = buildSlipView(input({}, { ...slip, expanded: true, showSystemBets: true }));
    expect(open.systems[0]).toMatchObject({ name: 'Trixie', noOfBets: 4, totalStake: '4.00' });
    expect(open.summary.totalStake).toBe('4.00');
    expect(open.systemBetsAvailable).toBe(true);
    const african = buildSlipView(
      input({}, slip, {
        settings: { ...defaultPlatformSettings, african_betslip: true } as PlatformSettings,
      }),
    );
    expect(african.systemBetsAvailable).toBe(false);
  });

  it('offers the balance on RES-00056 when one bet is staked', () => {
    const onUseBalance = vi.fn();
    const view = buildSlipView(
      input(
        {},
        {
          selections: [pick(1)],
          stakes: { 'single:1': { cash: '2000', free: '' } },
          errors: [{ code: 'RES-00056', message: 'Stake greater than balance' }],
        },
        { onUseBalance },
      ),
    );
    const message = view.messages.find((m) => m.id.startsWith('error'));
    expect(message?.text).toContain('res.RES00056');
    expect(message?.text).toContain('1,000.00');
    message?.action?.onAction();
    expect(onUseBalance).toHaveBeenCalledWith('single:1', '1000.00');
  });

  it('shows the keypad on touch for the active bet, without a decimal key for VND', () => {
    const slip = { selections: [pick(1)], activeBet: 'single:1' as const };
    expect(buildSlipView(input({}, slip)).keypad).toBeUndefined();
    const vnd = buildSlipView(
      input({}, slip, {
        touchKeypad: true,
        currency: { precision: 0, scaledBy1000: true, code: 'VND' },
      }),
    );
    expect(vnd.keypad?.hasDecimalPoint).toBe(false);
    expect(vnd.keypad?.quickStakes.map((q) => q.stake)).toEqual(['100', '500', '2500', '10000']);
    expect(vnd.selections[0]?.active).toBe(true);
  });

  it('maps the placement phase, and an unconfirmed intent lets the player press Place again', () => {
    const body = {
      singles: [],
      multiples: [],
      systems: [],
      outcomeIds: [1],
      userAcceptOdds: 'D' as const,
      originId: 11,
      accountId: 1,
    };
    const placing = buildSlipView(
      input(
        { intent: { uuid: 'u', body, unconfirmed: false } },
        { selections: [pick(1)], placement: 'placing' },
      ),
    );
    expect(placing.phase).toBe('placing');
    expect(placing.canPlace).toBe(false);
    const unconfirmed = buildSlipView(
      input(
        {
          intent: { uuid: 'u', body, unconfirmed: true },
          failure: { kind: 'network', reference: 'ABC', at: 0 },
        },
        { selections: [pick(1)], placement: 'placing' },
      ),
    );
    expect(unconfirmed.phase).toBe('editing');
    expect(unconfirmed.canPlace).toBe(true);
    expect(unconfirmed.messages[0]?.text).toContain('ui.unconfirmedWithReference');
  });

  it('gives total odds only for selections on different events', () => {
    const distinct = buildSlipView(input({}, { selections: [pick(1, 2), pick(2, 3)] }));
    expect(distinct.summary.totalOdds).toBe('6.00');
    const same = buildSlipView(input({}, { selections: [pick(1, 2, 9), pick(2, 3, 9)] }));
    expect(same.summary.totalOdds).toBeUndefined();
  });

  it('shows parlay extra winnings on a multiple when the promotion applies', () => {
    const treble = {
      ...line('mul1', 1),
      betTypeId: 200003,
      description: 'Treble',
      decimal: 10,
      unitStake: 1000,
      potentialReturns: 10_000,
    } as BetslipMultiple;
    const slip = {
      selections: [pick(1), pick(2), pick(3)],
      multiples: [treble],
      stakes: { 'multiple:mul1': { cash: '10', free: '' } },
    };
    const epw = { epwPromoFilterValues: [{ betSize: 3, percentage: 10 }], maxAmount: 50_000 };
    expect(buildSlipView(input({}, slip)).multiples[0]?.extraWinnings).toBeUndefined();
    // 10% of the winnings (100.00 − 10.00).
    expect(buildSlipView(input({}, slip, { epw })).multiples[0]?.extraWinnings).toBe('9.00');
  });
});
