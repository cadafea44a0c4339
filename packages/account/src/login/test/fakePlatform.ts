import { makeStore, rootReducer, type PlatformClient, type RootState } from '@clem/core';
import { testPlatformClient } from '@clem/core/testing';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { loginFlowSlice, type WithLoginFlow } from '../loginFlowSlice';

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export type Route = (request: RecordedRequest) => FakeResponse | 'network';

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  /** A form body as an object; a JSON body parsed. */
  body: Record<string, unknown> | null;
  contentType: string | undefined;
}

function bodyOf(config: InternalAxiosRequestConfig): Record<string, unknown> | null {
  const data: unknown = config.data;
  if (data === undefined || data === null) return null;
  if (data instanceof URLSearchParams) return Object.fromEntries(data);
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as Record<string, unknown>;
    } catch {
      return Object.fromEntries(new URLSearchParams(data));
    }
  }
  return data as Record<string, unknown>;
}

/**
 * A platform client whose requests never leave the test: `routes` maps `METHOD path` to an
 * answer. Every request is recorded; an unknown one answers 404.
 */
export function fakePlatform(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string') headers[name] = value;
    }
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      headers,
      body: bodyOf(config),
      contentType: config.headers.getContentType()?.toString(),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const answer = route ? route(request) : { status: 404, body: { error: 'not_found' } };
    if (answer === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: answer.body === undefined ? '' : JSON.stringify(answer.body),
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}

/** A real store on a fake platform, with the loginFlow slice injected (as the app does). */
export function loginTestStore(routes: Record<string, Route>) {
  rootReducer.inject(loginFlowSlice);
  const fake = fakePlatform(routes);
  let getToken: () => string | undefined = () => undefined;
  const platform: PlatformClient = testPlatformClient(fake.adapter, {
    baseURL: 'http://app.test',
    portalId: '101',
    pub: 'zedbet',
    getToken: () => getToken(),
  });
  const store = makeStore({ extra: { platform } });
  getToken = () => store.getState().session.jweToken ?? undefined;
  // The login flow's slice was injected above: its state is there.
  const withFlow = store as Omit<typeof store, 'getState'> & {
    getState(): RootState & WithLoginFlow;
  };
  return { store: withFlow, requests: fake.requests };
}
