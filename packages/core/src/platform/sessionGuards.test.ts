import { AxiosError, type AxiosAdapter } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { testPlatformClient } from '../test/platformStub';
import { platformRequest } from './client';
import { installSessionGuards, isSessionGuardedPath } from './sessionGuards';

function setup(options: {
  token?: string | null;
  expiresAt?: number | null;
  loggedIn?: boolean;
  status?: number;
  priceFormat?: () => string;
}) {
  const sent: string[] = [];
  const headers: Record<string, unknown>[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config.url ?? '');
    headers.push({ ...config.headers });
    const status = options.status ?? 200;
    const response = { status, data: '{}', headers: {}, config, statusText: String(status) };
    if (status >= 400) throw new AxiosError('x', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  const client = testPlatformClient(adapter, {
    baseURL: '',
    getToken: () => options.token ?? undefined,
    ...(options.priceFormat ? { getPriceFormat: options.priceFormat } : {}),
  });
  const onUnauthorized = vi.fn();
  installSessionGuards(client, {
    getToken: () => options.token,
    getExpiresAt: () => options.expiresAt,
    isLoggedIn: () => options.loggedIn ?? Boolean(options.token),
    onUnauthorized,
    now: () => 1_000_000,
  });
  const call = (url: string, withAuth = false, extraHeaders: Record<string, string> = {}) =>
    platformRequest(client, { url, withAuth, headers: extraHeaders, schema: z.unknown() });
  return { sent, headers, call, onUnauthorized };
}

describe('withAuth guard', () => {
  it('aborts a withAuth call without a token before it is sent', async () => {
    const { sent, call } = setup({ token: null });
    await expect(call('/xapi/icore/players/u/details', true)).rejects.toMatchObject({
      kind: 'cancelled',
    });
    expect(sent).toEqual([]);
  });

  it('aborts a withAuth call whose token is within 30 s of expiry', async () => {
    const { sent, call } = setup({ token: 't', expiresAt: 1_000_000 + 30_000 });
    await expect(call('/api/x', true)).rejects.toMatchObject({ kind: 'cancelled' });
    expect(sent).toEqual([]);
  });

  it('sends a withAuth call with a valid token, and any call without the flag', async () => {
    const valid = setup({ token: 't', expiresAt: 1_000_000 + 31_000 });
    await valid.call('/api/x', true);
    expect(valid.sent).toEqual(['/api/x']);
    const anonymous = setup({ token: null });
    await anonymous.call('/api/open');
    expect(anonymous.sent).toEqual(['/api/open']);
  });
});

describe('unauthorized guard', () => {
  it.each([401, 403])(
    'asks for a logout on %i from /api or /xapi while logged in',
    async (status) => {
      for (const url of ['/api/adverts/1', '/xapi/rest/accounts/1/info']) {
        const { call, onUnauthorized } = setup({ token: 't', status });
        await expect(call(url)).rejects.toMatchObject({ kind: 'http', status });
        expect(onUnauthorized).toHaveBeenCalledTimes(1);
      }
    },
  );

  it('ignores the chat token call, auth-base calls, other statuses and anonymous visitors', async () => {
    const chat = setup({ token: 't', status: 401 });
    await expect(chat.call('/api/avaya_tokens')).rejects.toBeDefined();
    const login = setup({ token: 't', status: 401 });
    await expect(login.call('/auth/api/login')).rejects.toBeDefined();
    const server = setup({ token: 't', status: 500 });
    await expect(server.call('/api/x')).rejects.toBeDefined();
    const anonymous = setup({ token: null, status: 401 });
    await expect(anonymous.call('/api/x')).rejects.toBeDefined();
    for (const s of [chat, login, server, anonymous])
      expect(s.onUnauthorized).not.toHaveBeenCalled();
  });

  it('classifies paths', () => {
    expect(isSessionGuardedPath('/api/avaya_tokens?u=1')).toBe(false);
    expect(isSessionGuardedPath('/xapi/icore/checkplayer')).toBe(true);
    expect(isSessionGuardedPath('/apix/y')).toBe(false);
    expect(isSessionGuardedPath(undefined)).toBe(false);
  });
});

describe('live price format and bearer', () => {
  it('sends the current odds format as X-LVS-PriceFormat on every call', async () => {
    let format = 'euro';
    const { headers, call } = setup({ token: 't', priceFormat: () => format });
    await call('/api/a');
    format = 'hk';
    await call('/api/b');
    expect(headers.map((h) => h['X-LVS-PriceFormat'])).toEqual(['euro', 'hk']);
  });

  it('keeps a bearer the call brings itself, else sends the session token', async () => {
    const { headers, call } = setup({ token: 'session' });
    await call('/xapi/icore/checkplayer', false, { Authorization: 'Bearer ext' });
    await call('/api/x');
    expect(headers.map((h) => h.Authorization)).toEqual(['Bearer ext', 'Bearer session']);
  });
});
