// @vitest-environment node
import { PENDING_LOGIN_HANDLE, SESSION_HANDLE } from '@clem/core/schemas';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { forwardToPlatform } from './platformProxy';
import { sessionRouteOf, type SessionRouteSpec } from './sessionTokens';
import {
  clearSessionCookies,
  handleSessionCall,
  rewriteWithCredentials,
  type SessionCallOptions,
} from './tokenHandler';

const NOW = Date.UTC(2026, 10, 27, 12);
const HL = '/auth/en/api/plugins/component/route/header_login';

function request(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    origin = 'http://localhost:3101',
  }: { method?: string; headers?: Record<string, string>; body?: string; origin?: string } = {},
) {
  return new NextRequest(`${origin}${path}`, {
    method,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
    ...(body === undefined ? {} : { body }),
  });
}

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeFetch(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ? new TextDecoder().decode(init.body as ArrayBuffer) : null;
    const entry: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    };
    sent.push(entry);
    return answer(entry);
  });
  return { sent, fetchImpl: fetchImpl as unknown as typeof fetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

function spec(method: string, path: string): SessionRouteSpec {
  const found = sessionRouteOf(method, path);
  if (!found) throw new Error(`no session route for ${method} ${path}`);
  return found;
}

async function call(
  req: NextRequest,
  upstream: string,
  options: SessionCallOptions & { fetch: typeof fetch },
) {
  const path = req.nextUrl.pathname;
  return handleSessionCall(req, upstream, spec(req.method, path), { now: () => NOW, ...options });
}

const setCookies = (response: Response) => response.headers.getSetCookie();

const accountsSession = {
  accessToken: 'secret-access',
  refreshToken: 'secret-refresh',
  tokenType: 'Bearer',
  expiresIn: 3600,
  maxAge: 2_592_000,
  scopes: ['player'],
};

describe('handleSessionCall: login answers', () => {
  it('forwards method, query, body and headers, then keeps the token in an HttpOnly cookie', async () => {
    const { sent, fetchImpl } = fakeFetch(() =>
      json(201, accountsSession, { 'set-cookie': 'platform=1; Path=/; HttpOnly' }),
    );
    const body = JSON.stringify({ username: 'demo', password: 'demo1234' });
    const response = await call(
      request('/auth/accounts/sessions?l=en&mc=mobile', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'x-sb-brand': 'zedbet',
          cookie: 'NEXT_USER_LOCALE=es; clem_session=old',
        },
      }),
      'http://auth.test/accounts/sessions?l=en&mc=mobile',
      { fetch: fetchImpl },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: 'http://auth.test/accounts/sessions?l=en&mc=mobile',
      method: 'POST',
      body,
    });
    const headers = sent[0]?.headers;
    expect(headers?.get('x-sb-brand')).toBe('zedbet');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(headers?.get('cookie')).toBe('NEXT_USER_LOCALE=es');
    expect(headers?.get('authorization')).toBeNull();
    expect(headers?.get('x-forwarded-proto')).toBe('http');

    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      ...accountsSession,
      accessToken: SESSION_HANDLE,
      refreshToken: SESSION_HANDLE,
    });
    expect(setCookies(response)).toEqual([
      'platform=1; Path=/; HttpOnly',
      'clem_session=secret-access; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict',
    ]);
  });

  it('over https: __Host- names and Secure', async () => {
    const { fetchImpl } = fakeFetch(() => json(200, accountsSession));
    const response = await call(
      request('/auth/accounts/sessions', {
        method: 'POST',
        body: '{}',
        origin: 'https://sports.zedbet.com',
      }),
      'http://auth.test/accounts/sessions',
      { fetch: fetchImpl },
    );
    expect(setCookies(response)).toEqual([
      '__Host-clem_session=secret-access; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict; Secure',
    ]);
  });

  it('header_login code step: the pending handle becomes the pending cookie as bearer', async () => {
    const { sent, fetchImpl } = fakeFetch(() =>
      json(200, {
        success: true,
        status: 200,
        message: 'login_successful',
        result: {
          otp: false,
          alsPlayerId: 7,
          jwe_token: 'secret-jwe',
          username: 'demo_otp',
          currency: 'EUR',
          locale: 'en',
          icore_token: 'secret-icore',
          is_partner_matrix_affiliate: false,
          expirationTimeInSeconds: 3600,
        },
      }),
    );
    const response = await call(
      request(`${HL}/otp/validate`, {
        method: 'POST',
        body: 'code=123456',
        headers: {
          authorization: `Bearer ${PENDING_LOGIN_HANDLE}`,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: 'clem_login_pending=secret-pending',
        },
      }),
      'http://auth.test/en/api/plugins/component/route/header_login/otp/validate',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret-pending');
    expect(sent[0]?.body).toBe('code=123456');
    const answer = (await response.json()) as { result: Record<string, unknown> };
    expect(answer.result).toMatchObject({ jwe_token: SESSION_HANDLE, icore_token: SESSION_HANDLE });
    expect(setCookies(response)).toEqual([
      'clem_session=secret-jwe; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict',
      'extToken=secret-icore; Path=/; Max-Age=3600; HttpOnly; SameSite=Strict',
      'clem_login_pending=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
  });

  it('refresh: the handle is swapped for the cookie; the answer replaces the cookie', async () => {
    const { sent, fetchImpl } = fakeFetch(() =>
      json(200, { ...accountsSession, accessToken: 'secret-new', expiresIn: 1200 }),
    );
    const response = await call(
      request('/auth/accounts/me/sessions/refresh', {
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${SESSION_HANDLE}`, cookie: 'clem_session=secret-old' },
      }),
      'http://auth.test/accounts/me/sessions/refresh',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret-old');
    expect(sent[0]?.headers.get('cookie')).toBeNull();
    expect(setCookies(response)).toEqual([
      'clem_session=secret-new; Path=/; Max-Age=1200; HttpOnly; SameSite=Strict',
    ]);
  });

  it('/api/session: X-UUIDToken handle → the session cookie', async () => {
    const { sent, fetchImpl } = fakeFetch(() =>
      json(200, {
        jwe_token: 'secret-access',
        icore_token: 'secret-access',
        expiresAt: new Date(NOW + 600_000).toISOString(),
      }),
    );
    const response = await call(
      request('/api/session', {
        headers: { 'x-uuidtoken': SESSION_HANDLE, cookie: 'clem_session=secret-access' },
      }),
      'http://platform.test/api/session',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('x-uuidtoken')).toBe('secret-access');
    expect(await response.json()).toMatchObject({ jwe_token: SESSION_HANDLE });
    expect(setCookies(response)[0]).toContain('Max-Age=600;');
  });
});

describe('handleSessionCall: answers that pass through', () => {
  it.each([
    [
      '401 INT003',
      () => json(401, { success: false, status: 401, message: 'x', reasonJson: {} }),
      401,
    ],
    [
      'a 500 page',
      () =>
        new Response('<h1>oops</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
      500,
    ],
    [
      'malformed JSON',
      () =>
        new Response('{"accessToken":', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      200,
    ],
    [
      'a redirect to maintenance',
      () => new Response(null, { status: 302, headers: { location: '/maintenance' } }),
      302,
    ],
  ])('%s: status, body and content type unchanged, no cookie', async (_, answer, status) => {
    const upstream = answer();
    const expected = await upstream.clone().text();
    const { fetchImpl } = fakeFetch(() => upstream);
    const response = await call(
      request('/auth/accounts/sessions', { method: 'POST', body: '{}' }),
      'http://auth.test/accounts/sessions',
      { fetch: fetchImpl },
    );
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(expected);
    expect(response.headers.get('content-type')).toBe(upstream.headers.get('content-type'));
    expect(response.headers.get('location')).toBe(upstream.headers.get('location'));
    expect(setCookies(response)).toEqual([]);
  });

  it('a 401 to a call that carried the session clears the session cookies', async () => {
    const { fetchImpl } = fakeFetch(() => json(401, { success: false, status: 401 }));
    const response = await call(
      request('/auth/accounts/me/sessions/refresh', {
        method: 'POST',
        body: '{}',
        headers: { authorization: `Bearer ${SESSION_HANDLE}`, cookie: 'clem_session=dead' },
      }),
      'http://auth.test/accounts/me/sessions/refresh',
      { fetch: fetchImpl },
    );
    expect(response.status).toBe(401);
    expect(setCookies(response)).toEqual([
      'clem_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
      'extToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
  });

  it('a wrong code (401 on the pending step) keeps the pending cookie for the next try', async () => {
    const { fetchImpl } = fakeFetch(() => json(401, { success: false, status: 401 }));
    const response = await call(
      request(`${HL}/otp/validate`, {
        method: 'POST',
        body: 'code=000000',
        headers: {
          authorization: `Bearer ${PENDING_LOGIN_HANDLE}`,
          cookie: 'clem_login_pending=p',
        },
      }),
      'http://auth.test/en/api/plugins/component/route/header_login/otp/validate',
      { fetch: fetchImpl },
    );
    expect(setCookies(response)).toEqual([]);
  });

  it('an unreachable platform answers 502, a slow one 504 (at most the timeout)', async () => {
    const down = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const refused = await call(
      request('/xapi/icore/players/login', { method: 'POST', body: 'username=a' }),
      'http://platform.test/xapi/icore/players/login',
      { fetch: down.fetchImpl },
    );
    expect(refused.status).toBe(502);
    // What fetch throws when AbortSignal.timeout fires.
    const slow = fakeFetch(() => Promise.reject(new DOMException('timed out', 'TimeoutError')));
    const timedOut = await call(
      request('/xapi/icore/players/login', { method: 'POST', body: 'username=a' }),
      'http://platform.test/xapi/icore/players/login',
      { fetch: slow.fetchImpl, timeoutMs: 1 },
    );
    expect(timedOut.status).toBe(504);
  });
});

describe('handleSessionCall: logout and icore checkplayer', () => {
  it.each([
    ['a 200', () => json(200, { success: true, status: 200, message: 'ok', result: {} })],
    ['a 500', () => json(500, { error: 'x' })],
    [
      'no answer',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('logout clears every session cookie on %s', async (_, answer) => {
    const { sent, fetchImpl } = fakeFetch(answer);
    const response = await call(
      request(`${HL}/logout?authenticated=false&reason=`, {
        headers: { authorization: `Bearer ${SESSION_HANDLE}`, cookie: 'clem_session=live' },
      }),
      'http://auth.test/en/api/plugins/component/route/header_login/logout?authenticated=false&reason=',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer live');
    expect(setCookies(response)).toEqual([
      'clem_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
      'clem_login_pending=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
      'extToken=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict',
    ]);
  });

  it('checkplayer sends the extToken cookie as bearer, whatever the browser sent', async () => {
    const { sent, fetchImpl } = fakeFetch(() =>
      json(200, {
        alsToken: 'secret-ext',
        externalSessionToken: 'secret-ext',
        expirationTimeInSeconds: 900,
      }),
    );
    const response = await call(
      request('/xapi/icore/checkplayer', {
        headers: {
          authorization: `Bearer ${SESSION_HANDLE}`,
          cookie: 'clem_session=s; extToken=secret-ext',
        },
      }),
      'http://platform.test/xapi/icore/checkplayer',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret-ext');
    expect(await response.json()).toEqual({
      alsToken: SESSION_HANDLE,
      externalSessionToken: SESSION_HANDLE,
      expirationTimeInSeconds: 900,
    });
    expect(setCookies(response)).toEqual([
      'clem_session=secret-ext; Path=/; Max-Age=900; HttpOnly; SameSite=Strict',
      'extToken=secret-ext; Path=/; Max-Age=900; HttpOnly; SameSite=Strict',
    ]);
  });

  it('checkplayer without an extToken cookie: 401 from the proxy, the platform not asked', async () => {
    const { sent, fetchImpl } = fakeFetch(() => json(200, {}));
    const response = await call(
      request('/xapi/icore/checkplayer', {
        headers: { authorization: `Bearer ${SESSION_HANDLE}` },
      }),
      'http://platform.test/xapi/icore/checkplayer',
      { fetch: fetchImpl },
    );
    expect(sent).toEqual([]);
    expect(response.status).toBe(401);
  });
});

describe('handleSessionCall: cross-site requests (CSRF)', () => {
  it('gets no credentials and plants no cookie, and still never sees a token', async () => {
    const { sent, fetchImpl } = fakeFetch(() => json(201, accountsSession));
    const response = await call(
      request('/auth/accounts/me/sessions/accept-terms', {
        method: 'POST',
        headers: {
          'sec-fetch-site': 'cross-site',
          authorization: `Bearer ${SESSION_HANDLE}`,
          cookie: 'clem_session=live',
        },
      }),
      'http://auth.test/accounts/me/sessions/accept-terms',
      { fetch: fetchImpl },
    );
    expect(sent[0]?.headers.get('authorization')).toBeNull();
    expect(setCookies(response)).toEqual([]);
    expect(JSON.stringify(await response.json())).not.toContain('secret');
  });
});

describe('rewriteWithCredentials', () => {
  const upstream = 'http://platform.test/xapi/rest/accounts/7/betslips';
  const overridden = (response: Response, name: string) =>
    response.headers.get(`x-middleware-request-${name}`);

  it('leaves an anonymous call a plain rewrite', () => {
    const response = rewriteWithCredentials(
      request('/xapi/rest/events', { headers: { cookie: 'a=1' } }),
      upstream,
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe(upstream);
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });

  it('swaps the handle for the cookie and keeps the session cookie away from the platform', () => {
    const response = rewriteWithCredentials(
      request('/xapi/rest/accounts/7/betslips', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${SESSION_HANDLE}`,
          cookie: 'NEXT_USER_LOCALE=es; clem_session=secret-live',
          'x-sb-brand': 'zedbet',
        },
      }),
      upstream,
    );
    expect(response.headers.get('x-middleware-rewrite')).toBe(upstream);
    const listed = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
    expect(listed).toEqual(expect.arrayContaining(['authorization', 'cookie', 'x-sb-brand']));
    expect(overridden(response, 'authorization')).toBe('Bearer secret-live');
    expect(overridden(response, 'cookie')).toBe('NEXT_USER_LOCALE=es');
    expect(overridden(response, 'x-sb-brand')).toBe('zedbet');
  });

  it('drops a real token a script sent, and the handle of a cross-site request', () => {
    const cases: Array<Record<string, string>> = [
      { authorization: 'Bearer stolen', cookie: 'clem_session=secret-live' },
      {
        authorization: `Bearer ${SESSION_HANDLE}`,
        cookie: 'clem_session=secret-live',
        'sec-fetch-site': 'cross-site',
      },
    ];
    for (const headers of cases) {
      const response = rewriteWithCredentials(request('/xapi/rest/events', { headers }), upstream);
      const listed = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
      expect(listed).not.toContain('authorization');
      expect(listed).not.toContain('cookie');
      expect(overridden(response, 'authorization')).toBeNull();
    }
  });
});

describe("the proxy's own cookie clear and forwardToPlatform", () => {
  it('DELETE /auth/_clem/session clears every session cookie (same origin only)', async () => {
    const cleared = clearSessionCookies(request('/auth/_clem/session', { method: 'DELETE' }));
    expect(cleared.status).toBe(204);
    expect(setCookies(cleared)).toHaveLength(3);
    const forced = clearSessionCookies(
      request('/auth/_clem/session', {
        method: 'DELETE',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
    );
    expect(forced.status).toBe(403);
    expect(setCookies(forced)).toEqual([]);
    const routed = await forwardToPlatform(request('/auth/_clem/session', { method: 'DELETE' }));
    expect(routed.status).toBe(204);
    // Any other method on it is simply not on the allowlist.
    expect((await forwardToPlatform(request('/auth/_clem/session'))).status).toBe(404);
  });

  it('takes the session routes with the token handler and rewrites the rest', async () => {
    const rewritten = await forwardToPlatform(request('/xapi/rest/events?l=en'));
    expect(rewritten.headers.get('x-middleware-rewrite')).toBe(
      'http://127.0.0.1:4010/xapi/rest/events?l=en',
    );
    // checkplayer without its cookie never reaches the platform: the handler answered.
    const refused = await forwardToPlatform(request('/xapi/icore/checkplayer'));
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
