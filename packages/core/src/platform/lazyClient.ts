import type { PlatformClient, PlatformContext } from './client';

/** The calls a lazy client can take before its code has loaded: each waits for the load. */
const DEFERRED_CALLS = new Set<PropertyKey>([
  'request',
  'get',
  'delete',
  'head',
  'options',
  'post',
  'put',
  'patch',
  'postForm',
  'putForm',
  'patchForm',
]);

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * A platform client whose code (axios, its interceptors, the session guards and the redirect
 * handling) loads the first time a call is made, so none of it is in a page's first JavaScript:
 * a prematch page renders its data on the server and the browser needs the client only for a
 * login, a balance or a bet.
 *
 * - `context` is there at once (the login flow reads the locale from it).
 * - Every call method (`request`, `get`, `post`, …) waits for the load, then runs on the real
 *   client. A failed load (a chunk that did not arrive) rejects that call and is retried by the
 *   next one.
 * - Once loaded, every property is the real client's. Before that, anything other than a call
 *   (`interceptors`, `defaults`) throws: it would otherwise be lost silently.
 */
export function lazyPlatformClient(
  context: PlatformContext,
  load: () => Promise<PlatformClient>,
): PlatformClient & { readonly ready: () => Promise<PlatformClient> } {
  let loaded: PlatformClient | null = null;
  let loading: Promise<PlatformClient> | null = null;
  const ready = (): Promise<PlatformClient> => {
    loading ??= load().then(
      (client) => (loaded = client),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const handler: ProxyHandler<object> = {
    get(_target, property) {
      if (property === 'context') return context;
      if (property === 'ready') return ready;
      if (loaded) {
        const value: unknown = Reflect.get(loaded, property);
        return typeof value === 'function' ? (value as Call).bind(loaded) : value;
      }
      if (DEFERRED_CALLS.has(property)) {
        return (...args: unknown[]) =>
          ready().then((client) => (Reflect.get(client, property) as Call).apply(client, args));
      }
      // Not a thenable: `await client` must not wait on the proxy.
      if (property === 'then') return undefined;
      throw new Error(`The platform client has not loaded yet (${String(property)})`);
    },
  };
  // The proxy answers every property of the real client (see above), so it is one to its users.
  return new Proxy({}, handler) as PlatformClient & {
    readonly ready: () => Promise<PlatformClient>;
  };
}
