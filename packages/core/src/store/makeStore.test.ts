import { createPlatformClient } from '../platform/client';
import { platformApi } from '../platform/baseApi';
import { eventPathTreeResponseSchema } from '../platform/schemas';
import { makeStore } from './makeStore';
import { selectIsLoggedIn, sessionStarted } from './sessionSlice';
import { selectSettings, settingsReceived } from './settingsSlice';
import { defaultPlatformSettings } from '../platform/schemas';

function storeWith(body: string) {
  const client = createPlatformClient({
    baseURL: 'http://platform.test',
    brandHeader: 'zedbet',
    portalId: 'p',
    origin: 'MOBILE',
    pub: 'z',
    locale: 'en',
    priceFormat: 'euro',
    channel: 'web',
  });
  client.defaults.adapter = async (config) => ({
    status: 200,
    data: body,
    headers: {},
    config,
    statusText: 'OK',
  });
  return makeStore({ extra: { platform: client } });
}

const treeApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    tree: build.query<unknown, undefined>({
      query: () => ({ url: '/xapi/rest/eventpathtree', schema: eventPathTreeResponseSchema }),
    }),
  }),
});

describe('makeStore', () => {
  it('makes independent stores', () => {
    const a = storeWith('{}');
    const b = storeWith('{}');
    a.dispatch(sessionStarted({ jweToken: 't', username: 'u' }));
    expect(selectIsLoggedIn(a.getState())).toBe(true);
    expect(selectIsLoggedIn(b.getState())).toBe(false);
  });

  it('keeps settings', () => {
    const store = storeWith('{}');
    store.dispatch(settingsReceived({ ...defaultPlatformSettings, max_bets_on_betslip: 20 }));
    expect(selectSettings(store.getState()).max_bets_on_betslip).toBe(20);
  });

  it('runs injected endpoints through the validated base query', async () => {
    const ok = await storeWith('{"eventPaths":[]}').dispatch(
      treeApi.endpoints.tree.initiate(undefined),
    );
    expect(ok.data).toEqual({ eventPaths: [] });
    const bad = await storeWith('not json').dispatch(treeApi.endpoints.tree.initiate(undefined));
    expect(bad.error).toMatchObject({ kind: 'malformed', messageKey: 'error-malformed-response' });
  });
});
