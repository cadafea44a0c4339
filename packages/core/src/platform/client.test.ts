import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import * as z from 'zod/mini';
import { testPlatformClient } from '../test/platformStub';
import { platformRequest } from './client';
import { fetchEventPathTree } from './calls';
import { PlatformError } from './errors';

function clientAnswering(
  answer: (config: InternalAxiosRequestConfig) => { status: number; data: string },
) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const { status, data } = answer(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  const client = testPlatformClient(adapter, {
    portalId: 'zedbet-web',
    pub: 'zedbet',
    getToken: () => 'token-123',
  });
  return { client, seen };
}

describe('createPlatformClient', () => {
  it('sends the spec global headers and params', async () => {
    const { client, seen } = clientAnswering(() => ({ status: 200, data: '{"eventPaths":[]}' }));
    await fetchEventPathTree(client, { sportCode: 'FOOT' });
    const config = seen[0];
    expect(config?.headers['X-SB-Brand']).toBe('zedbet');
    expect(config?.headers['X-SB-Origin']).toBe('MOBILE');
    expect(config?.headers['X-SB-PORTALID']).toBe('zedbet-web');
    expect(config?.headers['X-Accept-Language']).toBe('en');
    expect(config?.headers['X-LVS-PriceFormat']).toBe('euro');
    expect(config?.headers.Authorization).toBe('Bearer token-123');
    expect(config?.params).toMatchObject({
      l: 'en',
      pub: 'zedbet',
      mc: 'web',
      cmsLocale: 'en',
      sportCode: 'FOOT',
    });
  });

  it('refuses absolute URLs so calls never leave the configured platform', async () => {
    const { client } = clientAnswering(() => ({ status: 200, data: '{}' }));
    const seen: string[] = [];
    client.defaults.adapter = async (config) => {
      seen.push(`${config.baseURL ?? ''}|${config.url ?? ''}`);
      return { status: 200, data: '{}', headers: {}, config, statusText: 'OK' };
    };
    await platformRequest(client, { url: 'https://evil.example/steal', schema: z.unknown() });
    expect(client.defaults.allowAbsoluteUrls).toBe(false);
    expect(seen[0]?.startsWith('http://platform.test|')).toBe(true);
  });

  it('turns malformed JSON into a typed error', async () => {
    const { client } = clientAnswering(() => ({
      status: 200,
      data: '{"eventPaths": [{"id": "oops"',
    }));
    await expect(fetchEventPathTree(client)).rejects.toMatchObject({
      name: 'PlatformError',
      kind: 'malformed',
      messageKey: 'error-malformed-response',
    });
  });

  it('turns a body of the wrong shape into a typed error', async () => {
    const { client } = clientAnswering(() => ({
      status: 200,
      data: '{"eventPaths": [{"id": "oops"}]}',
    }));
    const error = await fetchEventPathTree(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).kind).toBe('malformed');
  });

  it('maps HTTP statuses to the spec catalogue keys', async () => {
    for (const [status, key] of [
      [400, 'error-400'],
      [404, 'error-404'],
      [500, 'error-500'],
      [503, 'something-went-wrong'],
    ] as const) {
      const { client } = clientAnswering(() => ({ status, data: '{}' }));
      await expect(fetchEventPathTree(client)).rejects.toMatchObject({
        kind: 'http',
        status,
        messageKey: key,
      });
    }
  });
});
