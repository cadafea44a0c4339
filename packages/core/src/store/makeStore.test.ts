import { describe, expect, it } from 'vitest';
import { platformApi } from '../platform/baseApi';
import { eventPathTreeResponseSchema } from '../platform/schemas';
import { listenersOf } from './listeners';
import { makeStore } from './makeStore';
import { clientAnswering } from '../test/platformStub';
import { selectIsLoggedIn, sessionEnded, sessionStarted } from '../session/sessionSlice';
import { selectSettings, settingsReceived } from './settingsSlice';
import { defaultPlatformSettings } from '../platform/schemas';

function storeWith(body: string) {
  return makeStore({ extra: { platform: clientAnswering(body) } });
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

  it('gives each store its own typed listener middleware', async () => {
    const a = storeWith('{}');
    const b = storeWith('{}');
    const seen: string[] = [];
    listenersOf(a)({
      actionCreator: sessionStarted,
      effect: (action, api) => {
        seen.push(`${action.payload.username}:${String(api.getState().session.jweToken)}`);
        expect(api.extra.platform).toBeDefined();
        api.dispatch(sessionEnded());
      },
    });
    expect(listenersOf(a)).toBe(listenersOf(a));
    b.dispatch(sessionStarted({ jweToken: 't', username: 'b' }));
    a.dispatch(sessionStarted({ jweToken: 't', username: 'a' }));
    await Promise.resolve();
    expect(seen).toEqual(['a:t']);
    expect(selectIsLoggedIn(a.getState())).toBe(false);
    expect(selectIsLoggedIn(b.getState())).toBe(true);
  });

  it('adds the listener middleware only when asked, and clearListeners stops every listener', () => {
    const store = storeWith('{}');
    const seen: string[] = [];
    // Before anything asks for listeners, actions pass without a listener middleware.
    store.dispatch(sessionStarted({ jweToken: 't', username: 'early' }));
    listenersOf(store)({
      actionCreator: sessionStarted,
      effect: (action) => void seen.push(action.payload.username),
    });
    store.dispatch(sessionStarted({ jweToken: 't', username: 'after' }));
    expect(seen).toEqual(['after']);
    store.clearListeners();
    store.dispatch(sessionStarted({ jweToken: 't', username: 'cleared' }));
    expect(seen).toEqual(['after']);
  });
});
