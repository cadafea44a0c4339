import {
  defaultPlatformSettings,
  sessionStarted,
  settingsReceived,
  type AppStore,
} from '@clem/core';
import { stubbedStore, type StubRequest } from '@clem/core/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dockGone, dockShown } from '../dock/dock';
import { renderWithProviders } from '@clem/ui/testing';
import betslipEnglish from '../messages/en.json';
import { pickToggled } from '../picks/betslipSlice';
import { selectBetslipState, type BetslipPick } from '../picks/betslipState';
import { startBetslipListeners } from './betslipListeners';
import { ConnectedBetslip } from './ConnectedBetslip';

const pick: BetslipPick = {
  outcomeId: 1,
  marketId: 10,
  eventId: 100,
  decimal: 2,
  outcomeDescription: 'Arsenal',
  marketDescription: 'Match Result',
  eventDescription: 'Arsenal v Chelsea',
};

/** The platform's answer for the slip as the request describes it. */
function model(request: StubRequest) {
  const data = request.data as { singles: { outcomeId: number; unitStake?: string }[] };
  const singles = data.singles.map(({ outcomeId, unitStake }) => {
    const stake = unitStake ? Math.round(Number(unitStake) * 100) : 0;
    return {
      outcomeId,
      outcomeDescription: 'Arsenal',
      marketDescription: 'Match Result',
      periodDescription: 'Full Time',
      marketId: 10,
      marketTypeId: 1,
      slug: null,
      eventDescription: 'Arsenal v Chelsea',
      eventId: 100,
      sportId: 1,
      price: 2,
      decimal: 2,
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
      potentialReturns: stake * 2,
      potentialTaxDeduction: 0,
      message: null,
    };
  });
  return {
    model: {
      singles,
      multiples: [],
      systems: [],
      availableBalance: 100_000,
      betMayBeReferred: false,
      errors: [],
      totalCost: singles.reduce((sum, s) => sum + s.unitStake, 0),
      potentialReturns: singles.reduce((sum, s) => sum + s.potentialReturns, 0),
      currency: 'EUR',
      precision: 2,
      userAcceptOdds: 'D',
      originId: 11,
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

function setup() {
  let failing = false;
  const { store, requests } = stubbedStore((request) =>
    request.path === '/xapi/rest/betslips/selections' && failing
      ? { status: 503, body: { error: 'unavailable' } }
      : { body: model(request) },
  );
  store.dispatch(
    settingsReceived({
      ...defaultPlatformSettings,
      betslip_delay_before_update_stakes: 10,
    } as never),
  );
  store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
  stop = startBetslipListeners(store, { storage: new MemoryStorage() });
  const selections = () => requests.filter((r) => r.path === '/xapi/rest/betslips/selections');
  return {
    store: store as AppStore,
    selections,
    fail: (on: boolean) => {
      failing = on;
    },
  };
}

describe('ConnectedBetslip: a failed selections refresh', () => {
  it('says so politely in the slip with a retry, keeping the selections and stakes', async () => {
    const user = userEvent.setup();
    const t = setup();
    t.store.dispatch(pickToggled(pick));
    renderWithProviders(<ConnectedBetslip />, { messages: betslipEnglish, store: t.store });
    const slip = await screen.findByRole('group', { name: /^Betslip/ });
    await waitFor(() => expect(selectBetslipState(t.store.getState()).refresh).toBe('fulfilled'));

    t.fail(true);
    const field = within(slip).getByRole('textbox', { name: 'Stake for Arsenal' });
    await user.type(field, '5');
    const status = within(slip).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await within(status).findByText(/We couldn't update your betslip/);
    expect(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveValue('5');
    expect(selectBetslipState(t.store.getState()).slip.selections).toHaveLength(1);

    // Still failing: the message stays (one item, not announced again), the stake too.
    const asked = t.selections().length;
    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(t.selections().length).toBe(asked + 1));
    await waitFor(() => expect(selectBetslipState(t.store.getState()).refresh).toBe('rejected'));
    expect(within(status).getAllByRole('listitem')).toHaveLength(1);

    t.fail(false);
    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(status).queryByText(/couldn't update/)).toBeNull());
    expect(within(slip).getByRole('textbox', { name: 'Stake for Arsenal' })).toHaveValue('5');
  });
});
