import { describe, expect, it } from 'vitest';
import { stubbedStore } from '@clem/core/testing';
import { sportsbookBalanceBody } from './test/balanceAnswers';
import { walletApi } from './walletApi';

describe('walletApi.getSportsbookBalance', () => {
  it('picks the wallet named sportsbook, with withAuth and full details', async () => {
    const { store, requests } = stubbedStore(() => ({ body: sportsbookBalanceBody(4200) }));
    const result = await store.dispatch(walletApi.endpoints.getSportsbookBalance.initiate('demo'));
    expect(result.data).toMatchObject({ name: 'sportsbook', balance: 4200, promoCash: 500 });
    expect(requests[0]).toMatchObject({
      path: '/xapi/icore/players/demo/balance/sportsbook',
      params: expect.objectContaining({ includeFullBalanceDetails: true }) as unknown,
      withAuth: true,
    });
  });

  it('is an error when there is no sportsbook wallet', async () => {
    const { store } = stubbedStore(() => ({
      body: { username: 'demo', currency: 'EUR', wallets: [] },
    }));
    const result = await store.dispatch(walletApi.endpoints.getSportsbookBalance.initiate('demo'));
    expect(result.error).toMatchObject({ kind: 'malformed' });
  });

  it('is an error on an HTTP failure', async () => {
    const { store } = stubbedStore(() => ({ status: 404, body: {} }));
    const result = await store.dispatch(walletApi.endpoints.getSportsbookBalance.initiate('demo'));
    expect(result.error).toMatchObject({ kind: 'http', status: 404 });
  });
});
