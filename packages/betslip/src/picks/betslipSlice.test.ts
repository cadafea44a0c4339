import {
  loginClosed,
  makeStore,
  selectLoginOpen,
  sessionStarted,
  settingsReceived,
  defaultPlatformSettings,
  type BetslipSingle,
} from '@clem/core';
import { describe, expect, it } from 'vitest';
import {
  changesAccepted,
  pickToggled,
  placementRefused,
  placementRequested,
  placementSucceeded,
  placementUnconfirmed,
  refreshReceived,
  selectBetslipState,
  selectIsPending,
  selectIsPicked,
  selectPendingPick,
  selectPickCount,
  selectPicks,
  slipRestored,
  toggleSelection,
  type BetslipPick,
  type PlacementBody,
} from '.';

const pick = (outcomeId: number, decimal = 2.1): BetslipPick => ({
  outcomeId,
  marketId: 10 + outcomeId,
  eventId: 100 + outcomeId,
  decimal,
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match Result',
  eventDescription: 'Arsenal v Chelsea',
});

function store() {
  return makeStore({ extra: {} as never });
}

const body: PlacementBody = {
  singles: [{ outcomeId: 1, unitStake: '2.00', decimal: 2.1 }],
  multiples: [],
  systems: [],
  outcomeIds: [1],
  userAcceptOdds: 'D',
  originId: 11,
  accountId: 9,
};

function single(outcomeId: number, decimal: number, state: 'O' | 'C' = 'O'): BetslipSingle {
  return {
    outcomeId,
    outcomeDescription: 'x',
    marketDescription: 'm',
    periodDescription: null,
    marketId: 1,
    marketTypeId: 1,
    slug: null,
    eventDescription: 'e',
    eventId: outcomeId,
    sportId: 1,
    price: decimal,
    decimal,
    includeInMultiples: true,
    maxBetStake: 0,
    singleEnabled: true,
    ref: 'sel1',
    eachWay: false,
    showEachWay: false,
    placeTerms: null,
    stakeAfterTax: 0,
    unitStake: 0,
    freeMoneyUnitStake: 0,
    maxFreeMoneyStake: 0,
    enabled: true,
    outcomeState: state,
    isPowerOdd: false,
    potentialReturns: 0,
    potentialTaxDeduction: 0,
    message: null,
  };
}

const totals = {
  availableBalance: 100000,
  totalCost: 0,
  potentialReturns: 0,
  currency: 'EUR',
  precision: 2,
  betMayBeReferred: false,
};

describe('betslip slice', () => {
  it('starts empty, even before anything was injected into the state', () => {
    const s = store();
    expect(selectPickCount(s.getState())).toBe(0);
    expect(selectIsPicked(s.getState(), 1)).toBe(false);
  });

  it('adds a pick with its ref, opens the slip, and removes it when picked again', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1)));
    s.dispatch(pickToggled(pick(2)));
    expect(selectIsPicked(s.getState(), 1)).toBe(true);
    expect(selectPicks(s.getState()).map((p) => p.outcomeId)).toEqual([1, 2]);
    expect(selectBetslipState(s.getState()).slip.open).toBe(true);
    s.dispatch(pickToggled(pick(1)));
    expect(selectIsPicked(s.getState(), 1)).toBe(false);
    expect(selectBetslipState(s.getState()).slip.selections[0]?.ref).toBe('sel1');
  });

  it('asks an anonymous player to log in and keeps the pick; a logged-in player toggles', () => {
    const s = store();
    s.dispatch(settingsReceived(defaultPlatformSettings));
    s.dispatch(toggleSelection(pick(5)));
    expect(selectPickCount(s.getState())).toBe(0);
    expect(selectBetslipState(s.getState()).pendingPick?.outcomeId).toBe(5);
    expect(selectLoginOpen(s.getState())).toBe(true);
    s.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    s.dispatch(toggleSelection(pick(5)));
    expect(selectPickCount(s.getState())).toBe(1);
  });

  it('keeps an anonymous pick pending when the prompt closes; pressing it again lets it go', () => {
    const s = store();
    s.dispatch(settingsReceived(defaultPlatformSettings));
    s.dispatch(toggleSelection(pick(5)));
    s.dispatch(loginClosed());
    expect(selectIsPending(s.getState(), 5)).toBe(true);
    expect(selectPendingPick(s.getState())?.outcomeId).toBe(5);
    // Another price replaces it and asks again.
    s.dispatch(toggleSelection(pick(6)));
    expect(selectIsPending(s.getState(), 5)).toBe(false);
    expect(selectIsPending(s.getState(), 6)).toBe(true);
    expect(selectLoginOpen(s.getState())).toBe(true);
    s.dispatch(loginClosed());
    // The pending price pressed again: no pick pending, no prompt.
    s.dispatch(toggleSelection(pick(6)));
    expect(selectPendingPick(s.getState())).toBeNull();
    expect(selectLoginOpen(s.getState())).toBe(false);
  });

  it('writes the first pick on an empty slip to storage at once, before any listener runs', () => {
    const key = 'clem-betslip';
    window.localStorage.removeItem(key);
    try {
      const s = store();
      s.dispatch(settingsReceived(defaultPlatformSettings));
      s.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
      s.dispatch(toggleSelection(pick(5)));
      const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        version: number;
        state: { selections: { outcomeId: number }[] };
      } | null;
      expect(stored?.version).toBe(1);
      expect(stored?.state.selections.map((p) => p.outcomeId)).toEqual([5]);
      expect(window.localStorage.getItem(key)).not.toContain('jwe');
    } finally {
      window.localStorage.removeItem(key);
    }
  });

  it('caps the slip at max_bets_on_betslip and says so', () => {
    const s = store();
    s.dispatch(settingsReceived({ ...defaultPlatformSettings, max_bets_on_betslip: 2 }));
    s.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    for (const id of [1, 2, 3]) s.dispatch(toggleSelection(pick(id)));
    expect(selectPickCount(s.getState())).toBe(2);
    expect(selectBetslipState(s.getState()).full?.maxBets).toBe(2);
  });

  it('restores a stored slip only when nothing was picked on this page', () => {
    const s = store();
    s.dispatch(
      slipRestored({
        selections: [pick(3), pick(4)],
        stakes: { 'single:3': { cash: '5', free: '' } },
      }),
    );
    expect(selectPicks(s.getState()).map((p) => p.outcomeId)).toEqual([3, 4]);
    expect(selectBetslipState(s.getState()).slip.selections[1]?.ref).toBe('sel2');
    s.dispatch(slipRestored({ selections: [pick(9)], stakes: {} }));
    expect(selectPicks(s.getState()).map((p) => p.outcomeId)).toEqual([3, 4]);
  });

  it('drops a refresh answer for other selections, keeps one for these, and accepts new prices', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1, 2.1)));
    s.dispatch(
      refreshReceived({
        singles: [single(1, 2.0)],
        multiples: [],
        systems: [],
        errors: [],
        totals,
        outcomeIds: [7],
      }),
    );
    expect(selectBetslipState(s.getState()).model).toBeNull();
    s.dispatch(
      refreshReceived({
        singles: [single(1, 2.0)],
        multiples: [],
        systems: [],
        errors: [],
        totals,
        outcomeIds: [1],
      }),
    );
    expect(selectBetslipState(s.getState()).singles[1]?.decimal).toBe(2.0);
    expect(selectPicks(s.getState())[0]?.decimal).toBe(2.1);
    s.dispatch(changesAccepted());
    expect(selectPicks(s.getState())[0]?.decimal).toBe(2.0);
  });

  it('marks closed selections as not available', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1)));
    s.dispatch(pickToggled(pick(2)));
    s.dispatch(
      refreshReceived({
        singles: [single(1, 2.1), single(2, 2.1, 'C')],
        multiples: [],
        systems: [],
        errors: [],
        totals,
        outcomeIds: [1, 2],
      }),
    );
    expect(selectBetslipState(s.getState()).notAvailable).toEqual([2]);
  });

  it('keeps one intent until a definite answer: a retry reuses its uuid', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1)));
    s.dispatch(placementRequested({ uuid: 'u-1', body }));
    expect(selectBetslipState(s.getState()).slip.placement).toBe('placing');
    s.dispatch(placementUnconfirmed({ kind: 'network' }));
    // A second tap: the intent (and its uuid) stays.
    s.dispatch(placementRequested({ uuid: 'u-2', body }));
    expect(selectBetslipState(s.getState()).intent?.uuid).toBe('u-1');
    // Locked while unconfirmed: the slip does not change under the intent.
    s.dispatch(pickToggled(pick(2)));
    expect(selectPickCount(s.getState())).toBe(1);
    s.dispatch(
      placementRefused({ messages: [{ message: 'No', code: 'RES-00056' }], code: 'RES-00056' }),
    );
    expect(selectBetslipState(s.getState()).intent).toBeNull();
    expect(selectBetslipState(s.getState()).slip.placement).toBe('idle');
    s.dispatch(placementRequested({ uuid: 'u-3', body }));
    expect(selectBetslipState(s.getState()).intent?.uuid).toBe('u-3');
    s.dispatch(
      placementSucceeded({
        reference: 'BS1',
        betSlipId: 1,
        bets: [],
        totalCost: 200,
        currency: 'EUR',
        precision: 2,
        availableBalance: 99800,
      }),
    );
    expect(selectBetslipState(s.getState()).slip.placement).toBe('success');
    expect(selectBetslipState(s.getState()).receipt?.reference).toBe('BS1');
  });

  it('keeps the messages of a refusal through the refresh that follows, until the slip changes', () => {
    const s = store();
    s.dispatch(pickToggled(pick(1)));
    s.dispatch(placementRequested({ uuid: 'u', body }));
    s.dispatch(
      placementRefused({
        messages: [{ message: 'Suspended', code: 'RES-00108' }],
        code: 'RES-00108',
      }),
    );
    const answer = {
      singles: [single(1, 2.1)],
      multiples: [],
      systems: [],
      totals,
      outcomeIds: [1],
    };
    s.dispatch(refreshReceived({ ...answer, errors: [{ message: 'Other', code: 'RES-00140' }] }));
    expect(selectBetslipState(s.getState()).slip.errors.map((e) => e.code)).toEqual([
      'RES-00108',
      'RES-00140',
    ]);
    s.dispatch(pickToggled(pick(2)));
    s.dispatch(
      refreshReceived({
        ...answer,
        singles: [single(1, 2.1), single(2, 2.1)],
        outcomeIds: [1, 2],
        errors: [],
      }),
    );
    expect(selectBetslipState(s.getState()).slip.errors).toEqual([]);
  });
});
