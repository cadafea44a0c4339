// vitest: isolate (imports baseApi fresh, after the store exists)
import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../test/platformStub';
import { makeStore } from '../store/makeStore';

// This file imports baseApi only after a store exists, to show a store made before RTK Query
// loaded takes the api on when it does.
describe('the platform api loading after the store', () => {
  it('injects the api slice and middleware into a store that already exists', async () => {
    const client = clientAnswering('{"eventPaths":[]}');
    const store = makeStore({ extra: { platform: client } });
    expect(store.getState()).not.toHaveProperty('platform');

    const { platformApi } = await import('./baseApi');
    const { eventPathTreeResponseSchema } = await import('./schemas');
    const api = platformApi.injectEndpoints({
      endpoints: (build) => ({
        lateTree: build.query<unknown, undefined>({
          query: () => ({ url: '/xapi/rest/eventpathtree', schema: eventPathTreeResponseSchema }),
        }),
      }),
    });
    const result = await store.dispatch(api.endpoints.lateTree.initiate(undefined));
    expect(result.data).toEqual({ eventPaths: [] });
    // The middleware registered itself and the cache entry is kept in the store.
    const state = store.getState() as unknown as {
      platform: { config: { middlewareRegistered: unknown }; queries: Record<string, unknown> };
    };
    expect(state.platform.config.middlewareRegistered).toBe(true);
    expect(Object.keys(state.platform.queries)).toHaveLength(1);
    store.clearListeners();
  });
});
