import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  createPlatformClient,
  type PlatformClient,
  type PlatformContext,
} from '../platform/client';
import { makeStore, type RootState } from '../store/makeStore';

/**
 * Test support for every package (`@clem/core/testing`; tests and stories only, never app code):
 * a real platform client (headers, params, JSON parsing) whose requests are answered in memory
 * instead of going to the network, and a real store built on it.
 */

/** A platform context for tests: the zedbet brand, English, euro odds, a fake base URL. */
export const testPlatformContext: PlatformContext = {
  baseURL: 'http://platform.test',
  brandHeader: 'zedbet',
  portalId: 'p',
  origin: 'MOBILE',
  pub: 'z',
  locale: 'en',
  priceFormat: 'euro',
  channel: 'web',
};

/** A real platform client on the test context (with `overrides`) whose requests go to `adapter`. */
export function testPlatformClient(
  adapter: AxiosAdapter,
  overrides: Partial<PlatformContext> = {},
): PlatformClient {
  const client = createPlatformClient({ ...testPlatformContext, ...overrides });
  client.defaults.adapter = adapter;
  return client;
}

/** A real platform client whose every call answers 200 `body`. */
export function clientAnswering(
  body: string,
  context: PlatformContext = testPlatformContext,
): PlatformClient {
  return testPlatformClient(
    async (config) => ({ status: 200, data: body, headers: {}, config, statusText: 'OK' }),
    context,
  );
}

/** One stubbed platform answer: a status and a JSON-able body (or raw text). */
export interface StubAnswer {
  status?: number;
  body: unknown;
}

export interface StubRequest {
  method: string;
  /** The path without the query. */
  path: string;
  params: Record<string, unknown>;
  /** The parsed JSON body, if any. */
  data: unknown;
  withAuth: boolean;
  /** Aborts when the caller cancels the request. */
  signal: AbortSignal | undefined;
}

export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

/** A call that never answers: the loading state. */
export const neverAnswers: StubHandler = () => new Promise<StubAnswer>(() => undefined);

/**
 * A real platform client answered by `handler` (a status of 400 or more fails as axios does);
 * every request is recorded in `requests`.
 */
export function stubbedClient(handler: StubHandler, overrides: Partial<PlatformContext> = {}) {
  const requests: StubRequest[] = [];
  const client = testPlatformClient(async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://platform.test');
    const signal = config.signal as AbortSignal | undefined;
    const request: StubRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      withAuth: config.withAuth === true,
      signal,
    };
    requests.push(request);
    const answer = await handler(request);
    if (signal?.aborted) {
      throw new CanceledError(undefined, undefined, config);
    }
    const status = answer.status ?? 200;
    const response = {
      status,
      statusText: String(status),
      data: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      headers: {},
      config,
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        undefined,
        response,
      );
    }
    return response;
  }, overrides);
  return { client, requests };
}

/** A real store (makeStore) answered by `handler`; every request is recorded in `requests`. */
export function stubbedStore(
  handler: StubHandler,
  preloadedState?: Partial<RootState>,
  overrides: Partial<PlatformContext> = {},
) {
  const { client, requests } = stubbedClient(handler, overrides);
  const store = makeStore({
    extra: {
      platform: client,
      ...(overrides.pushUrl === undefined ? {} : { pushUrl: overrides.pushUrl }),
    },
    preloadedState,
  });
  return { store, requests };
}
