import { describe, expect, it } from 'vitest';
import { changesAccepted, betslipSlice } from '../../picks/betslipSlice';
import { initialBetslipState } from '../../picks/betslipState';
import { buildSlipView } from '../buildSlipView';
import { selectionRows } from '../slipView/selectionRows';
import { basis, pick, single, slipInput } from '../slipView/slipViewTestInputs';
import type { SlipLiveSelection } from './livePrice';

const staked = { 'single:1': { cash: '10', free: '' } };
const open = (decimal: number): SlipLiveSelection => ({ decimal, state: 'open' });

describe('the slip view of a live selection', () => {
  it('shows the live price over the platform’s, keeps the accepted one, and follows D', () => {
    const higher = selectionRows(
      slipInput(
        { singles: { 1: single(1, 2) } },
        { selections: [pick(1, 2)], stakes: staked },
        { live: { 1: open(2.3) } },
      ),
      basis,
    );
    expect(higher.rows[0]).toMatchObject({
      price: '2.30',
      previousPrice: '2.00',
      state: 'open',
      live: true,
      potentialReturns: '23.00',
    });
    expect(higher.needsAcceptance).toBe(false);

    const lower = selectionRows(
      slipInput({}, { selections: [pick(1, 2)] }, { live: { 1: open(1.8) } }),
      basis,
    );
    expect(lower.rows[0]).toMatchObject({ price: '1.80', previousPrice: '2.00' });
    expect(lower.needsAcceptance).toBe(true);
  });

  it('under A asks for a higher live price too', () => {
    const rows = selectionRows(
      slipInput({}, { selections: [pick(1, 2)] }, { live: { 1: open(2.3) }, userAcceptOdds: 'A' }),
      basis,
    );
    expect(rows.needsAcceptance).toBe(true);
  });

  it('marks the live state with its reason and blocks Place, saying why', () => {
    const cases: [SlipLiveSelection, string, string][] = [
      [
        { decimal: 2, state: 'suspended', reason: 'feedAlert' },
        'suspended',
        'live.reason.feedAlert',
      ],
      [
        { decimal: 2, state: 'closed', reason: 'marketClosed' },
        'closed',
        'live.reason.marketClosed',
      ],
      [
        { decimal: 2, state: 'stale', reason: 'connectionStale' },
        'stale',
        'live.reason.connectionStale',
      ],
    ];
    for (const [live, state, message] of cases) {
      const input = slipInput(
        { singles: { 1: single(1, 2) } },
        { selections: [pick(1, 2)], stakes: staked },
        { live: { 1: live } },
      );
      const rows = selectionRows(input, basis);
      expect(rows.rows[0]).toMatchObject({ state, message });
      expect(rows.blocked).toBe(true);
      const view = buildSlipView(input);
      expect(view.canPlace).toBe(false);
      expect(view.placeBlockedReason).toBe(`live.blocked.${state}`);
    }
  });

  it('a suspended or stale price needs no acceptance (it cannot be taken)', () => {
    const rows = selectionRows(
      slipInput(
        {},
        { selections: [pick(1, 2)] },
        { live: { 1: { decimal: 1.5, state: 'suspended', reason: 'marketSuspended' } } },
      ),
      basis,
    );
    expect(rows.needsAcceptance).toBe(false);
    expect(rows.rows[0]?.previousPrice).toBe('2.00');
  });

  it('keeps a stale selection in the totals (only Place waits)', () => {
    const view = buildSlipView(
      slipInput(
        { singles: { 1: single(1, 2) } },
        { selections: [pick(1, 2)], stakes: staked },
        { live: { 1: { decimal: 2, state: 'stale', reason: 'connectionStale' } } },
      ),
    );
    expect(view.summary.totalStake).toBe('10.00');
  });

  it('names the most lasting reason when several selections stand in the way', () => {
    const view = buildSlipView(
      slipInput(
        {},
        { selections: [pick(1, 2), pick(2, 2)], stakes: staked },
        {
          live: {
            1: { decimal: 2, state: 'stale', reason: 'connectionStale' },
            2: { decimal: 2, state: 'suspended', reason: 'marketSuspended' },
          },
        },
      ),
    );
    expect(view.placeBlockedReason).toBe('live.blocked.suspended');
  });

  it('gives the in-play delay to the view only while waiting', () => {
    const input = slipInput(
      {
        intent: {
          uuid: 'u',
          body: {} as never,
          unconfirmed: false,
          inPlayDelay: { seconds: 5, endsAt: 1000 },
        },
      },
      { selections: [pick(1, 2)], placement: 'waitingApproval' },
    );
    expect(buildSlipView(input).inPlayDelay).toEqual({ seconds: 5, endsAt: 1000 });
  });
});

describe('changesAccepted with live prices', () => {
  it('takes the live price the player saw over the platform’s last answer', () => {
    const state = {
      ...initialBetslipState,
      singles: { 1: single(1, 1.9), 2: single(2, 3.1) },
      slip: { ...initialBetslipState.slip, selections: [pick(1, 2), pick(2, 3)] },
    };
    const next = betslipSlice.reducer(state, changesAccepted({ livePrices: { 1: 1.8 } }));
    expect(next.slip.selections.map((s) => s.decimal)).toEqual([1.8, 3.1]);
  });
});
