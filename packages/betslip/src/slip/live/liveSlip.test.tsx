import {
  defaultPlatformSettings,
  liveChangesReceived,
  liveConnectionChanged,
  liveSnapshotReceived,
  playerSettingsChanged,
  selectLiveOutcome,
  sessionStarted,
  settingsReceived,
  type AppStore,
  type StakeEdit,
} from '@clem/core';
import type { LiveChange } from '@clem/core/schemas';
import { stubbedStore, type StubAnswer, type StubRequest } from '@clem/core/testing';
import { renderWithProviders } from '@clem/ui/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dockGone, dockShown } from '../../dock/dock';
import betslipEnglish from '../../messages/en.json';
import { pickToggled, slipEventApplied } from '../../picks/betslipSlice';
import { selectBetslipState, type BetslipPick } from '../../picks/betslipState';
import { startBetslipListeners } from '../betslipListeners';
import { ConnectedBetslip } from '../ConnectedBetslip';
import { placeBetslip } from '../placement';
import { feedAlert, liveMatch, marketStatus, priceMoved } from './test/liveFixtures';

/** Arsenal to win, in play, picked at 2.10. */
const arsenal: BetslipPick = {
  outcomeId: 11,
  marketId: 10,
  eventId: 1,
  decimal: 2.1,
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match Result',
  eventDescription: 'Arsenal vs Chelsea',
};

/** The platform's answer for the slip as the request describes it (priced at the pick's price). */
function selectionsModel(request: StubRequest) {
  const data = request.data as {
    outcomeIds: number[];
    singles: { outcomeId: number; unitStake?: string; decimal?: number }[];
  };
  const singles = data.outcomeIds.map((outcomeId) => {
    const unitStake = data.singles.find((s) => s.outcomeId === outcomeId)?.unitStake;
    const stake = unitStake ? Math.round(Number(unitStake) * 100) : 0;
    return {
      outcomeId,
      outcomeDescription: 'Arsenal',
      marketDescription: 'Match Result',
      periodDescription: 'Full Time',
      marketId: 10,
      marketTypeId: 1,
      slug: null,
      eventDescription: 'Arsenal vs Chelsea',
      eventId: 1,
      sportId: 1,
      price: 2.1,
      decimal: 2.1,
      includeInMultiples: true,
      maxBetStake: 0,
      singleEnabled: true,
      ref: 'sel1',
      eachWay: false,
      showEachWay: false,
      placeTerms: null,
      stakeAfterTax: stake,
      unitStake: stake,
      freeMoneyUnitStake: 0,
      maxFreeMoneyStake: 0,
      enabled: true,
      outcomeState: 'O',
      isPowerOdd: false,
      potentialReturns: Math.floor(stake * 2.1),
      potentialTaxDeduction: 0,
      message: null,
    };
  });
  return {
    singles,
    multiples: [],
    systems: [],
    availableBalance: 100_000,
    betMayBeReferred: false,
    errors: [],
    totalCost: singles.reduce((sum, s) => sum + s.unitStake, 0),
    potentialReturns: 0,
    currency: 'EUR',
    precision: 2,
    userAcceptOdds: 'D',
    originId: 11,
  };
}

/** 202: the platform holds the in-play bet for `delay` seconds. */
function heldAnswer(request: StubRequest, delay: number): StubAnswer {
  return {
    status: 202,
    body: {
      model: {
        ...selectionsModel(request),
        availableBalance: 99_500,
        betSlipId: 7,
        reference: 'BS00000007',
        uuid: String(request.params['uuid']),
        status: 'waiting_approval',
        bets: [
          {
            betId: 1,
            reference: 'BS00000007-1',
            kind: 'single',
            betTypeId: 200001,
            description: 'Single',
            unitStake: 500,
            totalStake: 500,
            noOfBets: 1,
            decimal: 2.1,
            potentialReturns: 1050,
            eachWay: false,
            status: 'pending_approval',
          },
        ],
        decideAt: new Date(Date.now() + delay * 1000).toISOString(),
        delay,
      },
    },
  };
}

function statusAnswer(status: 'accepted' | 'rejected', errors: object[] = []): StubAnswer {
  return {
    body: {
      model: {
        betSlipId: 7,
        reference: 'BS00000007',
        status,
        totalCost: 500,
        currency: 'EUR',
        precision: 2,
        decideAt: null,
        availableBalance: status === 'accepted' ? 99_500 : 100_000,
        errors,
      },
    },
  };
}

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

let dock: HTMLElement;
let stop: (() => void) | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      matches: false,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
  dock = document.createElement('div');
  document.body.append(dock);
  dockShown(dock);
});
afterEach(() => {
  cleanup();
  stop?.();
  stop = undefined;
  dockGone(dock);
  dock.remove();
  vi.unstubAllGlobals();
});

let version = 1;

async function liveSlip(
  placementHandler: (request: StubRequest) => StubAnswer | Promise<StubAnswer> = () => ({
    status: 500,
    body: {},
  }),
) {
  version = 1;
  const { store, requests } = stubbedStore((request) =>
    request.path === '/xapi/rest/betslips/selections'
      ? { body: { model: selectionsModel(request) } }
      : placementHandler(request),
  );
  store.dispatch(
    settingsReceived({
      ...defaultPlatformSettings,
      betslip_delay_before_update_stakes: 10,
    } as never),
  );
  store.dispatch(
    sessionStarted({
      jweToken: 'jwe',
      username: 'demo',
      loginDetails: { alsPlayerId: 42 } as never,
    }),
  );
  store.dispatch(liveSnapshotReceived({ version: 1, events: [liveMatch(1)], nowMs: Date.now() }));
  stop = startBetslipListeners(store, { storage: new MemoryStorage() });
  store.dispatch(pickToggled(arsenal));
  store.dispatch(
    slipEventApplied({
      event: {
        type: 'stakeEdited',
        key: 'single:11',
        edit: { kind: 'typed', wallet: 'cash', text: '5' } satisfies StakeEdit,
        currency: { precision: 2, scaledBy1000: false },
      },
    }),
  );
  renderWithProviders(<ConnectedBetslip />, { messages: betslipEnglish, store });
  const slip = await screen.findByRole('group', { name: /^Betslip/ });
  await waitFor(() => expect(selectBetslipState(store.getState()).refresh).toBe('fulfilled'));
  const live = (...changes: ((v: number) => LiveChange)[]) =>
    act(() => {
      store.dispatch(
        liveChangesReceived({
          changes: changes.map((make) => {
            version += 1;
            return make(version);
          }),
          nowMs: Date.now(),
        }),
      );
    });
  const placements = () => requests.filter((r) => r.path === '/xapi/rest/accounts/42/betslips');
  return { store: store as AppStore, slip, live, requests, placements };
}

describe('the live slip follows its prices', () => {
  it('under D takes a higher price (old → new shown, Place stays on) and asks for a lower one', async () => {
    const user = userEvent.setup();
    const { store, slip, live } = await liveSlip();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();

    await live((v) => priceMoved(v, 1, 11, 2.3));
    expect(within(slip).getByText('Odds changed from 2.10 to 2.30')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
    // The slip keeps the accepted price: the live one is read, not copied.
    expect(selectBetslipState(store.getState()).slip.selections[0]?.decimal).toBe(2.1);

    await live((v) => priceMoved(v, 1, 11, 1.9));
    expect(within(slip).getByText('Odds changed from 2.10 to 1.90')).toBeInTheDocument();
    expect(within(slip).queryByRole('button', { name: 'Place bet' })).toBeNull();
    const accept = within(slip).getByRole('button', { name: 'Accept changes' });

    // By keyboard alone: focus, Enter.
    accept.focus();
    await user.keyboard('{Enter}');
    expect(selectBetslipState(store.getState()).slip.selections[0]?.decimal).toBe(1.9);
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toBeEnabled();
    expect(within(slip).queryByText(/Odds changed from/)).toBeNull();
  });

  it('under A asks for a higher price too', async () => {
    const { store, slip, live } = await liveSlip();
    act(() => {
      store.dispatch(playerSettingsChanged({ userAcceptOdds: 'A' }));
    });
    await live((v) => priceMoved(v, 1, 11, 2.5));
    expect(within(slip).getByRole('button', { name: 'Accept changes' })).toBeEnabled();
    expect(within(slip).queryByRole('button', { name: 'Place bet' })).toBeNull();
  });

  it('marks a suspended market at once, and Place says why it is disabled', async () => {
    const { slip, live } = await liveSlip();
    await live((v) => marketStatus(v, 1, 'suspended'));
    expect(within(slip).getByText('Suspended: this market is paused for now.')).toBeInTheDocument();
    const place = within(slip).getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription(
      'A selection is suspended. Remove it or wait until it reopens.',
    );

    await live((v) => marketStatus(v, 1, 'open'));
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('a feed alert suspends, a closed market closes, each with its reason', async () => {
    const { slip, live } = await liveSlip();
    await live((v) => feedAlert(v, true));
    expect(within(slip).getByText('Suspended: live prices are being checked.')).toBeInTheDocument();
    await live((v) => feedAlert(v, false));
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();

    await live((v) => marketStatus(v, 1, 'closed'));
    expect(within(slip).getByText('This market has closed.')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveAccessibleDescription(
      'A selection is no longer available. Remove it to place your bet.',
    );
  });

  it('a finished event closes its selection, although the live data let go of its markets', async () => {
    const { store, slip, live } = await liveSlip();
    await live((v) => ({
      version: v,
      at: '2026-11-24T10:15:00Z',
      type: 'c',
      eventId: 1,
      clock: { minutes: 90, status: 'END_OF_EVENT' },
      currentPeriod: { abbreviation: 'FT', number: 2 },
      isFinished: true,
    }));
    expect(within(slip).getByText('This event has finished.')).toBeInTheDocument();
    // The other outcomes of the match went; the picked one stays, pinned by the slip.
    expect(selectLiveOutcome(store.getState(), 12)).toBeUndefined();
    expect(selectLiveOutcome(store.getState(), 11)).toBeDefined();
  });

  it('says "Prices are reconnecting" while the live connection is stale', async () => {
    const { store, slip } = await liveSlip();
    act(() => {
      store.dispatch(liveConnectionChanged({ status: 'open' }));
      store.dispatch(liveConnectionChanged({ status: 'stale' }));
    });
    expect(within(slip).getByText('Reconnecting to live prices…')).toBeInTheDocument();
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toHaveAccessibleDescription(
      'Prices are reconnecting. You can place your bet once they are back.',
    );
    act(() => {
      store.dispatch(liveConnectionChanged({ status: 'open' }));
    });
    expect(within(slip).getByRole('button', { name: 'Place bet' })).toBeEnabled();
  });

  it('a selection the live data does not know stays as it is today', async () => {
    const { store, slip, live } = await liveSlip();
    act(() => {
      store.dispatch(
        pickToggled({ ...arsenal, outcomeId: 99, marketId: 990, eventId: 9, decimal: 2.1 }),
      );
    });
    await live((v) => marketStatus(v, 9, 'suspended'));
    expect(within(slip).queryByText(/Suspended:/)).toBeNull();
  });
});

describe('the in-play bet delay', () => {
  it('counts down, never places twice on a double tap, and after a price change places a new intent', async () => {
    const user = userEvent.setup();
    let releaseStatus: (answer: StubAnswer) => void = () => undefined;
    const t = await liveSlip((request) => {
      if (request.path.endsWith('/status')) {
        return new Promise<StubAnswer>((resolve) => {
          releaseStatus = resolve;
        });
      }
      return heldAnswer(request, 4);
    });
    const place = within(t.slip).getByRole('button', { name: 'Place bet' });
    await user.dblClick(place);
    const countdown = await within(t.slip).findByRole('button', {
      name: /^Placing in-play bet… [1-4]$/,
    });
    expect(countdown).toBeDisabled();
    expect(screen.getByTestId('slip-delay-announcement')).toHaveTextContent(
      'Placing your in-play bet. This takes about 4 seconds.',
    );
    // Another press during the delay (a tap, or the thunk again) sends nothing.
    await user.click(countdown);
    await t.store.dispatch(placeBetslip());
    expect(t.placements()).toHaveLength(1);

    // Meanwhile the price moved down: the platform refuses with RES-00152.
    await t.live((v) => priceMoved(v, 1, 11, 1.8));
    await waitFor(
      () => expect(t.requests.some((r) => r.path === '/xapi/rest/betslips/7/status')).toBe(true),
      { timeout: 4000 },
    );
    act(() =>
      releaseStatus(
        statusAnswer('rejected', [{ code: 'RES-00152', message: 'Bet change', outcomeId: 11 }]),
      ),
    );
    const accept = await within(t.slip).findByRole('button', { name: 'Accept changes' });
    expect(screen.getByTestId('slip-delay-announcement')).toHaveTextContent(
      'Your in-play bet was not placed.',
    );
    expect(within(t.slip).getByText('Odds changed from 2.10 to 1.80')).toBeInTheDocument();

    await user.click(accept);
    await user.click(within(t.slip).getByRole('button', { name: 'Place bet' }));
    await waitFor(() => expect(t.placements()).toHaveLength(2));
    // A new intent: a new uuid, at the accepted price.
    expect(t.placements()[1]?.params['uuid']).not.toBe(t.placements()[0]?.params['uuid']);
    expect(t.placements()[1]?.data).toMatchObject({ singles: [{ outcomeId: 11, decimal: 1.8 }] });
  }, 15_000);
});
