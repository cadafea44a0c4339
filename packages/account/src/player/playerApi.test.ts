import { describe, expect, it } from 'vitest';
import { stubbedStore } from '@clem/core/testing';
import { sampleDetails } from '../pages/test/fixtures';
import { playerApi } from './playerApi';

const profile = {
  email: 'dana@example.test',
  firstName: 'Dana',
  lastName: 'Demo',
  lastLoginDate: null,
  registerDate: '2024-03-01T09:30:00Z',
  accountCode: 'A42',
  currency: 'EUR',
  residence: { countryCode: 'GB' },
  selfExcluded: false,
  accountStatus: 'ACTIVE',
};

describe('playerApi', () => {
  it('gets the player details with withAuth and a numeric default stake', async () => {
    const { store, requests } = stubbedStore(() => ({
      body: { ...sampleDetails, defaultStake: '750' },
    }));
    const result = await store.dispatch(playerApi.endpoints.getPlayerDetails.initiate('de mo'));
    expect(result.data?.defaultStake).toBe(750);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/xapi/icore/players/de%20mo/details',
      withAuth: true,
    });
  });

  it('puts the odds format as the upper-case price format with the stake', async () => {
    const { store, requests } = stubbedStore(() => ({ body: sampleDetails }));
    await store
      .dispatch(
        playerApi.endpoints.updatePlayerDetails.initiate({
          username: 'demo',
          oddsFormat: 'malay',
          defaultStake: 300,
        }),
      )
      .unwrap();
    expect(requests[0]).toMatchObject({
      method: 'PUT',
      path: '/xapi/icore/players/demo/details',
      data: { priceFormat: 'MALAY', defaultStake: 300 },
      withAuth: true,
    });
  });

  it('reads the profile through the auth base', async () => {
    const { store, requests } = stubbedStore(() => ({ body: profile }));
    const result = await store.dispatch(playerApi.endpoints.getProfile.initiate(undefined));
    expect(result.data?.accountCode).toBe('A42');
    expect(requests[0]).toMatchObject({ path: '/auth/accounts/me/profile', withAuth: true });
  });

  it('reads the account info and prefs, and patches the prefs', async () => {
    const { store, requests } = stubbedStore((request) =>
      request.path.endsWith('/info')
        ? {
            body: {
              accountId: 42,
              username: 'demo',
              currency: 'EUR',
              wasSetRealMoneyBonuses: false,
              realMoneyBonuses: false,
            },
          }
        : {
            body: {
              accountId: 42,
              data: {
                default_stake: 0,
                layout: 'euro',
                sort_by: 'time',
                price_format: 'us',
                accept_higher_odds: true,
              },
            },
          },
    );
    expect(
      (await store.dispatch(playerApi.endpoints.getAccountInfo.initiate(42))).data,
    ).toMatchObject({ accountId: 42 });
    expect(
      (await store.dispatch(playerApi.endpoints.getAccountPrefs.initiate(42))).data?.data,
    ).toMatchObject({ layout: 'euro' });
    await store
      .dispatch(
        playerApi.endpoints.patchAccountPrefs.initiate({ accountId: 42, data: { layout: 'euro' } }),
      )
      .unwrap();
    // The patch invalidates the prefs, so a fourth call refetches them.
    expect(requests.slice(0, 3).map((r) => `${r.method} ${r.path} ${String(r.withAuth)}`)).toEqual([
      'GET /xapi/rest/accounts/42/info true',
      'GET /xapi/rest/accounts/42/accountPrefs true',
      'PATCH /xapi/rest/accounts/42/accountPrefs true',
    ]);
    expect(requests[2]?.data).toEqual({ accountId: 42, data: { layout: 'euro' } });
  });

  it('fails cleanly on a malformed answer', async () => {
    const { store } = stubbedStore(() => ({ body: { username: 'demo' } }));
    const result = await store.dispatch(playerApi.endpoints.getPlayerDetails.initiate('demo'));
    expect(result.error).toMatchObject({ kind: 'malformed' });
  });
});
