import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { createPlatformClient } from '../platform/client';
import { makeStore, type RootState } from '../store/makeStore';

/**
 * Test support for feature packages (`@clem/core/testing`; tests and stories only, never app
 * code): a real store whose platform client answers from a handler instead of the network.
 */

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

/** A real store (makeStore) answered by `handler`; every request is recorded in `requests`. */
export function stubbedStore(handler: StubHandler, preloadedState?: Partial<RootState>) {
  const requests: StubRequest[] = [];
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
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
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
  };
  const store = makeStore({ extra: { platform: client }, preloadedState });
  return { store, requests };
}
