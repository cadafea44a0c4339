import { createPlatformClient, makeStore, type RootState } from '@clem/core';
import type { InternalAxiosRequestConfig } from 'axios';

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
  data: unknown;
  withAuth: boolean;
}

export type StubHandler = (request: StubRequest) => StubAnswer | Promise<StubAnswer>;

/**
 * A real store (makeStore) whose platform client answers from `handler` instead of the network.
 * Tests only: every request is recorded in `requests`.
 */
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
    const request: StubRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      withAuth: config.withAuth === true,
    };
    requests.push(request);
    const answer = await handler(request);
    const status = answer.status ?? 200;
    const response = {
      status,
      statusText: String(status),
      data: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      headers: {},
      config,
    };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
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

export function sportsbookBalanceBody(balance: number, username = 'demo') {
  return {
    username,
    currency: 'EUR',
    wallets: [
      {
        name: 'casino',
        balance: 1,
        promoCash: 0,
        totalLeftToWager: 0,
        withdrawableAmount: 1,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
      },
      {
        name: 'sportsbook',
        balance,
        promoCash: 500,
        totalLeftToWager: 250,
        withdrawableAmount: balance,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
      },
    ],
  };
}
