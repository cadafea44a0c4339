import {
  defaultPlatformSettings,
  playerDetailsReceived,
  sessionEnded,
  sessionStarted,
  settingsReceived,
  type PlayerDetails,
} from '@clem/core';
import { stubbedStore, type StubAnswer } from '@clem/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epwApi, selectEpwActive } from './epwApi';

const EPW_PATH = '/xapi/rest/promotions/epw';

/** The sandbox's answer, shuffled: the client must not rely on the order. */
const epwBody = {
  epwPromoFilterValues: [
    { betSize: 10, percentage: 25 },
    { betSize: 3, percentage: 3 },
    { betSize: 15, percentage: 50 },
    { betSize: 5, percentage: 7 },
  ],
  maxAmount: 50_000,
};

const details = (excludedFromPromotions: boolean): PlayerDetails => ({
  alsId: 1,
  username: 'demo',
  firstName: 'D',
  lastName: 'E',
  email: 'd@e.x',
  priceFormat: 'EURO',
  holdWithdraw: false,
  vipLevel: 0,
  enableStreamFullScreen: false,
  accountNumber: 'A1',
  defaultStake: 0,
  registrationDateTime: '2024-01-01T00:00:00Z',
  locale: 'en',
  currency: 'EUR',
  countryCode: 'MT',
  playerCreatedByAgent: false,
  isRememberStake: false,
  excludedFromPromotions,
});

function setup(answer: StubAnswer) {
  return stubbedStore((request) =>
    request.path === EPW_PATH ? answer : { status: 404, body: {} },
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('getEpwConfig', () => {
  it('GETs the parlay config without a token and sorts it by bet size', async () => {
    const { store, requests } = setup({ body: epwBody });
    const result = await store.dispatch(epwApi.endpoints.getEpwConfig.initiate(undefined));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: EPW_PATH, withAuth: false });
    expect(result.error).toBeUndefined();
    expect(result.data?.maxAmount).toBe(50_000);
    expect(result.data?.epwPromoFilterValues.map((v) => v.betSize)).toEqual([3, 5, 10, 15]);
    expect(result.data?.epwPromoFilterValues[0]).toMatchObject({ betSize: 3, percentage: 3 });
  });

  it('makes a malformed answer an error', async () => {
    for (const body of [
      { epwPromoFilterValues: [{ betSize: 0, percentage: 3 }], maxAmount: 100 },
      { epwPromoFilterValues: [{ betSize: 3, percentage: -1 }], maxAmount: 100 },
      { epwPromoFilterValues: [{ betSize: 3, percentage: 3 }] },
      { epwPromoFilterValues: 'none', maxAmount: 100 },
      'not json',
    ]) {
      const { store } = setup({ body });
      const result = await store.dispatch(epwApi.endpoints.getEpwConfig.initiate(undefined));
      expect(result.data).toBeUndefined();
      expect(result.error).toMatchObject({ kind: 'malformed' });
    }
  });

  it('makes a failing call an error', async () => {
    const { store } = setup({ status: 500, body: {} });
    const result = await store.dispatch(epwApi.endpoints.getEpwConfig.initiate(undefined));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'http' });
  });

  it('keeps the config an hour after its last subscriber goes', async () => {
    vi.useFakeTimers();
    const { store, requests } = setup({ body: epwBody });
    const query = store.dispatch(epwApi.endpoints.getEpwConfig.initiate(undefined));
    await query;
    query.unsubscribe();
    const select = epwApi.endpoints.getEpwConfig.select(undefined);
    // The api's slice is in the store once the api has loaded (it has: the query above ran).
    const cached = () => select(store.getState() as unknown as Parameters<typeof select>[0]).data;
    await vi.advanceTimersByTimeAsync(3_599_000);
    expect(cached()?.maxAmount).toBe(50_000);
    const again = store.dispatch(epwApi.endpoints.getEpwConfig.initiate(undefined));
    await again;
    again.unsubscribe();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_601_000);
    expect(cached()).toBeUndefined();
  });
});

describe('selectEpwActive (§4)', () => {
  const on = { ...defaultPlatformSettings, enable_parlay_extra_winnings: true };

  it('is active only with the setting on, logged in and not excluded', () => {
    for (const settingOn of [false, true]) {
      for (const loggedIn of [false, true]) {
        for (const excluded of [false, true]) {
          const { store } = setup({ body: epwBody });
          store.dispatch(
            settingsReceived(
              settingOn ? on : { ...defaultPlatformSettings, enable_parlay_extra_winnings: false },
            ),
          );
          if (loggedIn) store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
          store.dispatch(playerDetailsReceived(details(excluded)));
          expect(selectEpwActive(store.getState()), `${settingOn} ${loggedIn} ${excluded}`).toBe(
            settingOn && loggedIn && !excluded,
          );
        }
      }
    }
  });

  it('reads the setting as a "true" string too, and is off when the setting is missing', () => {
    const { store } = setup({ body: epwBody });
    store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    store.dispatch(playerDetailsReceived(details(false)));
    store.dispatch(settingsReceived(defaultPlatformSettings));
    expect(selectEpwActive(store.getState())).toBe(false);
    store.dispatch(
      settingsReceived({ ...defaultPlatformSettings, enable_parlay_extra_winnings: 'true' }),
    );
    expect(selectEpwActive(store.getState())).toBe(true);
  });

  it('is off while a logged-in player has no details yet, and after logout', () => {
    const { store } = setup({ body: epwBody });
    store.dispatch(settingsReceived(on));
    store.dispatch(sessionStarted({ jweToken: 'jwe', username: 'demo' }));
    expect(selectEpwActive(store.getState())).toBe(false);
    store.dispatch(playerDetailsReceived(details(false)));
    expect(selectEpwActive(store.getState())).toBe(true);
    store.dispatch(sessionEnded());
    expect(selectEpwActive(store.getState())).toBe(false);
  });
});
