import {
  defaultPlatformSettings,
  selectWallet,
  sessionStarted,
  settingsReceived,
  walletSet,
  type StakeEdit,
  listenersOf,
} from '@clem/core';
import { stubbedStore, type StubAnswer, type StubRequest } from '@clem/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickToggled, refreshReceived, slipEventApplied } from '../picks/betslipSlice';
import { selectBetslipState, selectPicks, type BetslipPick } from '../picks/betslipState';
import { betslipApi } from './betslipApi';
import { BETSLIP_STORAGE_KEY, startBetslipListeners } from './betslipListeners';
import { buildSlipView } from './buildSlipView';
import { placeBetslip } from './placement';

const pick = (outcomeId: number, decimal = 2): BetslipPick => ({
  outcomeId,
  marketId: outcomeId * 10,
  eventId: outcomeId * 100,
  decimal,
  outcomeDescription: `Outcome ${outcomeId}`,
  marketDescription: 'Match Result',
  eventDescription: `Event ${outcomeId}`,
});

function singleBody(outcomeId: number, decimal: number, unitStake = 0, state: 'O' | 'C' = 'O') {
  return {
    outcomeId,
    outcomeDescription: `Outcome ${outcomeId}`,
    marketDescription: 'Match Result',
    periodDescription: 'Full Time',
    marketId: outcomeId * 10,
    marketTypeId: 1,
    slug: null,
    eventDescription: `Event ${outcomeId}`,
    eventId: outcomeId * 100,
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
    stakeAfterTax: unitStake,
    unitStake,
    freeMoneyUnitStake: 0,
    maxFreeMoneyStake: 0,
    enabled: true,
    outcomeState: state,
    isPowerOdd: false,
    potentialReturns: Math.floor(unitStake * decimal),
    potentialTaxDeduction: 0,
    message: state === 'C' ? 'Your selection is not available anymore' : null,
  };
}

function modelFor(request: StubRequest, prices: Record<number, number>, closed: number[] = []) {
  const data = request.data as {
    outcomeIds: number[];
    singles: { outcomeId: number; unitStake?: string }[];
  };
  const singles = data.outcomeIds.map((id) => {
    const stake = data.singles.find((s) => s.outcomeId === id)?.unitStake;
    return singleBody(
      id,
      prices[id] ?? 2,
      stake ? Math.round(Number(stake) * 100) : 0,
      closed.includes(id) ? 'C' : 'O',
    );
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

function placementAnswer(
  request: StubRequest,
  status: 'accepted' | 'waiting_approval' = 'accepted',
): StubAnswer {
  return {
    status: status === 'accepted' ? 201 : 202,
    body: {
      model: {
        ...modelFor(request, {}),
        availableBalance: 99_800,
        errors: [],
        betSlipId: 7,
        reference: 'BS00000007',
        uuid: String(request.params['uuid']),
        status,
        bets: [
          {
            betId: 1,
            reference: 'BS00000007-1',
            kind: 'single',
            betTypeId: 200001,
            description: 'Single',
            unitStake: 200,
            totalStake: 200,
            noOfBets: 1,
            decimal: 2,
            potentialReturns: 400,
            eachWay: false,
            status: status === 'accepted' ? 'open' : 'pending_approval',
          },
        ],
        decideAt: status === 'accepted' ? null : new Date(Date.now() + 10).toISOString(),
        delay: status === 'accepted' ? 0 : 1,
      },
    },
  };
}

function setup(handler: (request: StubRequest) => StubAnswer | Promise<StubAnswer>) {
  const storage = new MemoryStorage();
  const { store, requests } = stubbedStore(handler);
  store.dispatch(
    settingsReceived({
      ...defaultPlatformSettings,
      betslip_delay_before_update_stakes: 50,
    } as never),
  );
  store.dispatch(
    sessionStarted({
      jweToken: 'jwe',
      username: 'demo',
      loginDetails: { alsPlayerId: 42 } as never,
    }),
  );
  const stop = startBetslipListeners(store, { storage });
  const stake = (outcomeId: number, text: string) =>
    store.dispatch(
      slipEventApplied({
        event: {
          type: 'stakeEdited',
          key: `single:${outcomeId}`,
          edit: { kind: 'typed', wallet: 'cash', text } satisfies StakeEdit,
          currency: { precision: 2, scaledBy1000: false },
        },
      }),
    );
  const selections = () => requests.filter((r) => r.path === '/xapi/rest/betslips/selections');
  const placements = () => requests.filter((r) => r.path === '/xapi/rest/accounts/42/betslips');
  return { store, requests, storage, stop, stake, selections, placements };
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('the refresh flow', () => {
  it('POSTs new outcome ids, PUTs stake changes after the debounce, and skips a trailing dot', async () => {
    const t = setup((request) => ({ body: { model: modelFor(request, { 1: 2.5 }) } }));
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1, 2.5)));
    await vi.waitFor(() =>
      expect(selectBetslipState(t.store.getState()).refresh).toBe('fulfilled'),
    );
    expect(t.selections().map((r) => r.method)).toEqual(['POST']);
    expect(selectBetslipState(t.store.getState()).singles[1]?.decimal).toBe(2.5);
    expect(selectWallet(t.store.getState())).toBeNull();

    t.stake(1, '12');
    await vi.waitFor(() => expect(t.selections()).toHaveLength(2));
    expect(t.selections()[1]?.method).toBe('PUT');
    expect(t.selections()[1]?.data).toMatchObject({
      singles: [{ outcomeId: 1, unitStake: '12.00' }],
    });
    t.stake(1, '12.');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(t.selections()).toHaveLength(2);
  });

  it('aborts an older refresh when a newer one starts; only the newer answer lands', async () => {
    let calls = 0;
    const t = setup(async (request) => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 100));
      return { body: { model: modelFor(request, { 1: 3, 2: 4 }) } };
    });
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    await vi.waitFor(() => expect(t.selections()).toHaveLength(1));
    t.store.dispatch(pickToggled(pick(2)));
    await vi.waitFor(() =>
      expect(selectBetslipState(t.store.getState()).refresh).toBe('fulfilled'),
    );
    expect(t.selections()[0]?.signal?.aborted).toBe(true);
    expect(Object.keys(selectBetslipState(t.store.getState()).singles)).toEqual(['1', '2']);
  });

  it('drops an older answer that arrived just as a newer refresh replaced it', async () => {
    let calls = 0;
    const t = setup(async (request) => {
      calls += 1;
      if (calls === 2) await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { model: modelFor(request, { 1: 3, 2: 4 }) } };
    });
    stops.push(t.stop);
    // The second pick lands in the store right after the first answer's `fulfilled` action,
    // before the first refresh's listener resumes: too late to abort that request, so the
    // listener must see its own cancellation and leave the answer alone.
    const received: number[][] = [];
    stops.push(
      listenersOf(t.store)({
        predicate: (action) => action.type === refreshReceived.type,
        effect: (action) => {
          received.push((action as ReturnType<typeof refreshReceived>).payload.outcomeIds);
        },
      }),
      listenersOf(t.store)({
        predicate: betslipApi.endpoints.refreshSelections.matchFulfilled,
        effect: (_action, api) => {
          api.unsubscribe();
          t.store.dispatch(pickToggled(pick(2)));
        },
      }),
    );
    t.store.dispatch(pickToggled(pick(1)));
    await vi.waitFor(() => expect(t.selections()).toHaveLength(2));
    await vi.waitFor(() =>
      expect(selectBetslipState(t.store.getState()).refresh).toBe('fulfilled'),
    );
    expect(received).toEqual([[1, 2]]);
    expect(t.selections().map((r) => r.method)).toEqual(['POST', 'POST']);
  });

  it('updates the wallet from availableBalance', async () => {
    const t = setup((request) => ({ body: { model: modelFor(request, {}) } }));
    stops.push(t.stop);
    t.store.dispatch(
      walletSet({
        name: 'sportsbook',
        balance: 5,
        promoCash: 0,
        totalLeftToWager: 0,
        withdrawableAmount: 5,
        currency: 'EUR',
        precision: 2,
      } as never),
    );
    t.store.dispatch(pickToggled(pick(1)));
    await vi.waitFor(() => expect(selectWallet(t.store.getState())?.balance).toBe(100_000));
  });

  it('removes a closed selection after the not-available message and refreshes expanded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const t = setup((request) => ({ body: { model: modelFor(request, {}, [2]) } }));
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    t.store.dispatch(pickToggled(pick(2)));
    await vi.waitFor(() =>
      expect(selectBetslipState(t.store.getState()).notAvailable).toEqual([2]),
    );
    expect(selectPicks(t.store.getState()).map((p) => p.outcomeId)).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectPicks(t.store.getState()).map((p) => p.outcomeId)).toEqual([1]);
    expect(selectBetslipState(t.store.getState()).slip.expanded).toBe(true);
  });

  it('stores the slip and a new store restores it', async () => {
    const t = setup((request) => ({ body: { model: modelFor(request, {}) } }));
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    t.stake(1, '5');
    await vi.waitFor(() => expect(t.storage.getItem(BETSLIP_STORAGE_KEY)).toContain('"cash":"5"'));
    const { store } = stubbedStore((request) => ({ body: { model: modelFor(request, {}) } }));
    stops.push(startBetslipListeners(store, { storage: t.storage }));
    expect(selectPicks(store.getState()).map((p) => p.outcomeId)).toEqual([1]);
    expect(selectBetslipState(store.getState()).slip.stakes['single:1']?.cash).toBe('5');
  });

  it('drops a tampered stored slip', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      BETSLIP_STORAGE_KEY,
      '{"version":1,"state":{"selections":[{"outcomeId":"<img>"}]}}',
    );
    const { store } = stubbedStore(() => ({ body: {} }));
    stops.push(startBetslipListeners(store, { storage }));
    expect(selectPicks(store.getState())).toHaveLength(0);
    expect(storage.getItem(BETSLIP_STORAGE_KEY)).toBeNull();
  });
});

describe('placement', () => {
  async function ready(handler: (request: StubRequest) => StubAnswer | Promise<StubAnswer>) {
    const t = setup((request) =>
      request.path === '/xapi/rest/betslips/selections'
        ? { body: { model: modelFor(request, {}) } }
        : handler(request),
    );
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    await vi.waitFor(() => expect(t.selections()).toHaveLength(1));
    t.stake(1, '2');
    await vi.waitFor(() => expect(t.selections()).toHaveLength(2));
    return t;
  }

  it('places once and shows the receipt; the wallet drops', async () => {
    const t = await ready((request) => placementAnswer(request));
    await t.store.dispatch(placeBetslip());
    const state = selectBetslipState(t.store.getState());
    expect(state.slip.placement).toBe('success');
    expect(state.receipt?.reference).toBe('BS00000007');
    expect(t.placements()).toHaveLength(1);
    expect(t.placements()[0]?.data).toMatchObject({
      singles: [{ outcomeId: 1, unitStake: '2.00', decimal: 2 }],
      accountId: 42,
    });
  });

  it('reuses the uuid after a dropped connection, and a second tap in flight sends nothing', async () => {
    let drop = true;
    let release: () => void = () => undefined;
    const t = await ready(async (request) => {
      if (drop) {
        drop = false;
        throw new Error('socket hang up');
      }
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return placementAnswer(request);
    });
    const onServerError = vi.fn();
    await t.store.dispatch(placeBetslip({ onServerError }));
    expect(selectBetslipState(t.store.getState()).intent?.unconfirmed).toBe(true);
    const retry = t.store.dispatch(placeBetslip());
    await vi.waitFor(() => expect(t.placements()).toHaveLength(2));
    void t.store.dispatch(placeBetslip()); // A tap while the retry is in flight.
    release();
    await retry;
    expect(t.placements()).toHaveLength(2);
    expect(t.placements()[1]?.params['uuid']).toBe(t.placements()[0]?.params['uuid']);
    expect(t.placements()[1]?.data).toEqual(t.placements()[0]?.data);
    expect(selectBetslipState(t.store.getState()).slip.placement).toBe('success');
  });

  it('keeps the slip on a refusal and takes a new uuid for the next intent', async () => {
    const t = await ready(() => ({
      status: 400,
      body: {
        success: false,
        status: 400,
        message: 'Stake greater than balance',
        reasonJson: { responseCode: 'RES-00056', message: 'Stake greater than balance' },
        errors: [{ code: 'RES-00056', message: 'Stake greater than balance' }],
      },
    }));
    await t.store.dispatch(placeBetslip());
    const state = selectBetslipState(t.store.getState());
    expect(state.slip.placement).toBe('idle');
    expect(state.slip.errors[0]?.code).toBe('RES-00056');
    expect(state.slip.selections).toHaveLength(1);
    await t.store.dispatch(placeBetslip());
    expect(t.placements()[1]?.params['uuid']).not.toBe(t.placements()[0]?.params['uuid']);
  });

  it('a 500 is not definite: the toast hook gets a reference and the intent stays', async () => {
    const t = await ready(() => ({ status: 500, body: { error: 'boom' } }));
    const onServerError = vi.fn();
    await t.store.dispatch(placeBetslip({ onServerError }));
    expect(onServerError).toHaveBeenCalledWith(expect.stringMatching(/^[0-9A-F]{10}$/));
    expect(selectBetslipState(t.store.getState()).intent?.unconfirmed).toBe(true);
  });

  it('waits for approval, polls the status and ends accepted', async () => {
    const t = await ready((request) => {
      if (request.path.endsWith('/status')) {
        return {
          body: {
            model: {
              betSlipId: 7,
              reference: 'BS00000007',
              status: 'accepted',
              totalCost: 200,
              currency: 'EUR',
              precision: 2,
              decideAt: null,
              availableBalance: 99_800,
              errors: [],
            },
          },
        };
      }
      return placementAnswer(request, 'waiting_approval');
    });
    const sleep = vi.fn(() => Promise.resolve());
    const done = t.store.dispatch(placeBetslip({ sleep }));
    await done;
    expect(selectBetslipState(t.store.getState()).slip.placement).toBe('success');
    expect(
      t.requests.some((r) => r.path === '/xapi/rest/betslips/7/status' && r.method === 'PUT'),
    ).toBe(true);
  });
});

describe('storage', () => {
  const stored = (storage: MemoryStorage) =>
    JSON.parse(storage.getItem(BETSLIP_STORAGE_KEY) ?? 'null') as {
      state: {
        selections: { outcomeId: number }[];
        stakes: Record<string, { cash: string }>;
        intent?: { uuid: string; kind?: string; reference?: string };
      };
    } | null;

  it('writes the first pick, made before the listeners loaded, as soon as they start', () => {
    const storage = new MemoryStorage();
    const { store } = stubbedStore((request) => ({ body: { model: modelFor(request, {}) } }));
    store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    store.dispatch(pickToggled(pick(1)));
    stops.push(startBetslipListeners(store, { storage }));
    // No timer, no further change: it is there.
    expect(stored(storage)?.state.selections.map((s) => s.outcomeId)).toEqual([1]);
  });

  it('writes a pick at once while the listeners run; a typed stake after a short pause', async () => {
    const t = setup((request) => ({ body: { model: modelFor(request, {}) } }));
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    expect(stored(t.storage)?.state.selections.map((s) => s.outcomeId)).toEqual([1]);
    t.stake(1, '4');
    expect(stored(t.storage)?.state.stakes['single:1']).toBeUndefined();
    await vi.waitFor(() => expect(stored(t.storage)?.state.stakes['single:1']?.cash).toBe('4'));
    t.store.dispatch(pickToggled(pick(2)));
    expect(stored(t.storage)?.state.selections.map((s) => s.outcomeId)).toEqual([1, 2]);
  });

  it('keeps the unconfirmed message and its support reference across a reload', async () => {
    const t = setup((request) => {
      if (request.path === '/xapi/rest/betslips/selections') {
        return { body: { model: modelFor(request, {}) } };
      }
      throw new Error('socket hang up');
    });
    stops.push(t.stop);
    t.store.dispatch(pickToggled(pick(1)));
    await vi.waitFor(() => expect(t.selections()).toHaveLength(1));
    t.stake(1, '2');
    await vi.waitFor(() => expect(t.selections()).toHaveLength(2));
    await t.store.dispatch(placeBetslip());
    const before = selectBetslipState(t.store.getState());
    expect(before.intent?.unconfirmed).toBe(true);
    const reference = before.failure?.reference;
    expect(reference).toMatch(/^[0-9A-F]{10}$/);
    // Stored at once with the intent: the reference and uuid, never a token.
    expect(stored(t.storage)?.state.intent).toMatchObject({ kind: 'network', reference });
    expect(t.storage.getItem(BETSLIP_STORAGE_KEY)).not.toContain('jwe');

    const { store } = stubbedStore(() => ({ body: {} }));
    stops.push(startBetslipListeners(store, { storage: t.storage }));
    const after = selectBetslipState(store.getState());
    expect(after.intent).toMatchObject({ uuid: before.intent?.uuid, unconfirmed: true });
    expect(after.failure?.reference).toBe(reference);

    const message = (betslip: typeof before) =>
      buildSlipView({
        betslip,
        settings: defaultPlatformSettings,
        currency: { precision: 2, scaledBy1000: false, code: 'EUR' },
        oddsFormat: 'euro',
        userAcceptOdds: 'D',
        loggedIn: true,
        balance: undefined,
        touchKeypad: false,
        t: (key, values) => `${key} ${JSON.stringify(values ?? {})}`,
      }).messages.find((m) => m.id === 'unconfirmed')?.text;
    expect(message(after)).toBe(`ui.unconfirmedWithReference {"reference":"${reference}"}`);
    expect(message(after)).toBe(message(before));
  });
});
