import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  logoutRequested,
  makeStore,
  selectIsLoggedIn,
  selectLogoutInProgress,
  sessionRestored,
  sessionStarted,
  tabVisibilityChanged,
  type CookieTarget,
  type StorageLike,
  listenersOf,
} from '@clem/core';
import { testPlatformClient } from '@clem/core/testing';
import type { LoginApi } from '@clem/brand-config';
import { registerSessionListeners, type SessionListenerDeps } from './sessionListeners';

const NOW = Date.UTC(2026, 0, 1, 12);

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  params: Record<string, unknown>;
}

type Answer = { status: number; body: unknown } | undefined;

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
  return { data, storage };
}

function jar(initial = ''): CookieTarget {
  const values = new Map<string, string>();
  for (const part of initial.split('; ').filter(Boolean)) {
    const [k = '', v = ''] = part.split('=');
    values.set(k, v);
  }
  return {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = ''] = text.split('; ');
      const [k = '', v = ''] = pair.split('=');
      if (text.includes('1970')) values.delete(k);
      else values.set(k, v);
    },
  };
}

const icorePlayer = (token: string, username = 'demo') => ({
  alsPlayerId: 7,
  alsToken: token,
  currency: 'EUR',
  email: 'd@x.y',
  expirationTimeInSeconds: 3600,
  externalPlayerId: 'E7',
  externalSessionToken: token,
  firstName: 'Demo',
  locale: 'en',
  priceFormat: 'EURO',
  isPartnerMatrixAffiliate: false,
  thirdPartyTokens: { KIRON: 'k' },
  vipLevel: 2,
  username,
});

function setup(
  loginApi: LoginApi,
  options: {
    answer?: (seen: Seen) => Answer;
    stored?: Record<string, string>;
    cookies?: string;
    visible?: () => boolean;
    setTimer?: SessionListenerDeps['setTimer'];
  } = {},
) {
  const seen: Seen[] = [];
  const networkFailures = new Set<string>();
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const entry: Seen = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      auth: config.headers.Authorization as string | undefined,
      params: (config.params as Record<string, unknown>) ?? {},
    };
    seen.push(entry);
    const key = `${entry.method} ${entry.url}`;
    if (networkFailures.delete(key)) throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const answer = options.answer?.(entry) ?? {
      status: 200,
      body: {
        success: true,
        status: 200,
        message: 'ok',
        result: { authenticated: false, reason: null },
      },
    };
    const response = {
      status: answer.status,
      data: JSON.stringify(answer.body),
      headers: {},
      config,
      statusText: String(answer.status),
    };
    if (answer.status >= 400) throw new AxiosError('x', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  let store: ReturnType<typeof makeStore> | null = null;
  const client = testPlatformClient(adapter, {
    baseURL: '',
    getToken: () => store?.getState().session.jweToken ?? undefined,
  });
  store = makeStore({ extra: { platform: client } });
  const { data, storage } = memoryStorage(options.stored);
  const reload = vi.fn();
  const log = vi.fn();
  const onHostMessage = vi.fn();
  const cookies = jar(options.cookies);
  const dispatched: string[] = [];
  listenersOf(store)({
    predicate: () => true,
    effect: (action) => void dispatched.push(action.type),
  });
  const unregister = registerSessionListeners(listenersOf(store), {
    loginApi,
    locale: 'en',
    reload,
    now: () => Date.now(),
    storage,
    cookies,
    isVisible: options.visible ?? (() => true),
    onHostMessage,
    log,
    ...(options.setTimer ? { setTimer: options.setTimer } : {}),
  });
  const failNext = (key: string) => void networkFailures.add(key);
  return {
    store,
    seen,
    data,
    reload,
    log,
    onHostMessage,
    cookies,
    dispatched,
    unregister,
    failNext,
  };
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await vi.advanceTimersByTimeAsync(0);
};

const start = (expiresInMs: number, token = 'tok') =>
  sessionStarted({
    jweToken: token,
    username: 'demo',
    expiresAt: Date.now() + expiresInMs,
    loggedInAt: Date.now(),
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('expiry', () => {
  it('logs out with jwe_token_expired 30 s before the token expires', async () => {
    const t = setup('header_login', { stored: { jwt: 'tok', 'clem-playerDetails': '{}' } });
    t.store.dispatch(start(120_000));
    await vi.advanceTimersByTimeAsync(89_000);
    expect(selectIsLoggedIn(t.store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]).toMatchObject({
      method: 'GET',
      url: '/auth/en/api/plugins/component/route/header_login/logout',
      auth: 'Bearer tok',
      params: { authenticated: 'false', reason: 'jwe_token_expired' },
    });
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.onHostMessage).toHaveBeenCalledWith({ type: 'logout' });
    expect([...t.data.keys()]).toEqual([]);
  });

  it('logs out at once when a started or restored token is already within the margin', async () => {
    const t = setup('icore');
    t.store.dispatch(start(30_000));
    await flush();
    expect(t.dispatched).toContain(logoutRequested.type);
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    // icore has no platform logout call: only the proxy's cookie clear.
    expect(t.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['DELETE /auth/_clem/session']);
  });

  it('re-checks when the tab becomes visible (background timers sleep)', async () => {
    const t = setup('header_login', {
      stored: { jwt: 'httponly', 'jwt-time': String(NOW) },
      setTimer: () => 0,
    });
    t.store.dispatch(sessionRestored(null));
    t.store.dispatch(start(60_000));
    vi.setSystemTime(NOW + 45_000);
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    await flush();
    expect(t.seen[0]?.params.reason).toBe('jwe_token_expired');
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
  });
});

describe('other tabs', () => {
  it('reloads when another tab started another session (same handle, another login time)', async () => {
    const t = setup('header_login', { stored: { jwt: 'httponly', 'jwt-time': '2000' } });
    t.store.dispatch(
      sessionRestored({
        jweToken: 'httponly',
        username: 'demo',
        expiresAt: null,
        loggedInAt: 1000,
      }),
    );
    t.store.dispatch(tabVisibilityChanged({ visible: false }));
    expect(t.reload).not.toHaveBeenCalled();
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab logged out; not when storage agrees (a refresh elsewhere)', () => {
    const t = setup('header_login');
    t.store.dispatch(sessionRestored({ jweToken: 'httponly', username: 'demo', loggedInAt: 1000 }));
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    expect(t.reload).toHaveBeenCalledTimes(1);
    const same = setup('header_login', { stored: { jwt: 'httponly', 'jwt-time': '1000' } });
    same.store.dispatch(
      sessionRestored({ jweToken: 'httponly', username: 'demo', loggedInAt: 1000 }),
    );
    same.store.dispatch(tabVisibilityChanged({ visible: true }));
    expect(same.reload).not.toHaveBeenCalled();
  });

  it('reloads when another tab logged in while this one is anonymous, not when both agree', () => {
    const t = setup('header_login', { stored: { jwt: 'tok' } });
    t.store.dispatch(sessionRestored(null));
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    expect(t.reload).toHaveBeenCalledTimes(1);
    const same = setup('header_login');
    same.store.dispatch(sessionRestored(null));
    same.store.dispatch(tabVisibilityChanged({ visible: true }));
    expect(same.reload).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('guards against a double logout and clears the loading flag after 1 s', async () => {
    const t = setup('header_login');
    t.store.dispatch(start(3_600_000));
    t.store.dispatch(logoutRequested({ reason: 'unauthorized' }));
    t.store.dispatch(logoutRequested({ reason: 'unauthorized' }));
    await flush();
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]?.params.reason).toBe('unauthorized');
    expect(selectLogoutInProgress(t.store.getState())).toBe(true);
    expect(t.dispatched.filter((type) => type === 'session/logoutStarted')).toHaveLength(1);
    expect(t.dispatched).toContain('platform/resetApiState');
    expect(t.dispatched.indexOf('session/sessionEnded')).toBeGreaterThan(
      t.dispatched.indexOf('session/logoutStarted'),
    );
    t.store.dispatch(logoutRequested(undefined));
    await flush();
    expect(t.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(selectLogoutInProgress(t.store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectLogoutInProgress(t.store.getState())).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed logout call (without the token) and logs out anyway', async () => {
    const t = setup('header_login', { answer: () => ({ status: 500, body: {} }) });
    t.store.dispatch(start(3_600_000, 'secret-token'));
    t.store.dispatch(logoutRequested(undefined));
    await flush();
    expect(t.log).toHaveBeenCalledTimes(1);
    expect(String(t.log.mock.calls[0]?.[0])).toContain('http 500');
    expect(String(t.log.mock.calls[0]?.[0])).not.toContain('secret-token');
    expect(t.seen[0]?.params.reason).toBe('');
    // The 500 came through the proxy, which cleared the session cookies on it.
    expect(t.seen).toHaveLength(1);
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('asks the proxy to clear the session cookies when the logout call never reached it', async () => {
    const t = setup('sessions', {
      answer: (s) => (s.url === '/auth/_clem/session' ? { status: 204, body: '' } : undefined),
    });
    t.store.dispatch(start(3_600_000));
    // A network failure on the DELETE: no answer, no status.
    t.failNext('DELETE /auth/accounts/me/sessions');
    t.store.dispatch(logoutRequested(undefined));
    await flush();
    expect(t.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'DELETE /auth/accounts/me/sessions',
      'DELETE /auth/_clem/session',
    ]);
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('deletes the accounts session for sessions brands and calls nothing for icore', async () => {
    const sessions = setup('sessions', { answer: () => ({ status: 204, body: '' }) });
    sessions.store.dispatch(start(3_600_000));
    sessions.store.dispatch(logoutRequested(undefined));
    await flush();
    expect(sessions.seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'DELETE /auth/accounts/me/sessions',
    ]);
    const icore = setup('icore', { cookies: 'extToken=x; jwt=tok' });
    icore.store.dispatch(start(3_600_000));
    icore.store.dispatch(logoutRequested(undefined));
    await flush();
    // No platform call; the proxy's own call clears the HttpOnly cookies.
    expect(icore.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['DELETE /auth/_clem/session']);
    expect(icore.cookies.cookie).toBe('');
    expect(icore.reload).toHaveBeenCalled();
  });

  it('ignores a logout request when nobody is logged in', async () => {
    const t = setup('header_login');
    t.store.dispatch(logoutRequested(undefined));
    await flush();
    expect(t.seen).toEqual([]);
    expect(t.reload).not.toHaveBeenCalled();
  });
});

describe('sessions refresh', () => {
  const refreshed = {
    status: 200,
    body: { accessToken: 'tok2', expiresIn: 3600, maxAge: 7200, scopes: ['player'] },
  };

  it('refreshes 60 s before expiry while visible, then keeps the session going', async () => {
    const t = setup('sessions', {
      answer: (s) => (s.url.endsWith('/refresh') ? refreshed : undefined),
    });
    t.store.dispatch(start(3_600_000));
    await vi.advanceTimersByTimeAsync(3_540_000);
    await flush();
    expect(t.seen[0]).toMatchObject({
      method: 'POST',
      url: '/auth/accounts/me/sessions/refresh',
      auth: 'Bearer tok',
    });
    const session = t.store.getState().session;
    expect(session.jweToken).toBe('tok2');
    expect(session.expiresAt).toBe(Date.now() + 3_600_000);
    expect(session.accountsSession).toEqual({
      accessToken: 'tok2',
      expiresIn: 3600,
      maxAge: 7200,
      scopes: ['player'],
    });
    expect(session.loggedInAt).toBe(NOW);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectIsLoggedIn(t.store.getState())).toBe(true);
  });

  it('sends every refresh through the endpoint and keeps no token in the api cache', async () => {
    let issued = 1;
    const t = setup('sessions', {
      answer: (s) => {
        if (!s.url.endsWith('/refresh')) return undefined;
        issued += 1;
        return { ...refreshed, body: { ...refreshed.body, accessToken: `tok${issued}` } };
      },
    });
    t.store.dispatch(start(3_600_000));
    await vi.advanceTimersByTimeAsync(3_540_000);
    await flush();
    await vi.advanceTimersByTimeAsync(3_540_000);
    await flush();
    const refreshes = t.seen.filter((s) => s.url === '/auth/accounts/me/sessions/refresh');
    expect(refreshes.map((s) => s.auth)).toEqual(['Bearer tok', 'Bearer tok2']);
    expect(t.store.getState().session.jweToken).toBe('tok3');
    expect(t.dispatched).toContain('platform/executeMutation/fulfilled');
    const apiState = (t.store.getState() as unknown as Record<string, unknown>)['platform'];
    expect(JSON.stringify(apiState)).not.toMatch(/tok2|tok3/);
  });

  it('a failed refresh is logged and the expiry rule applies', async () => {
    const t = setup('sessions', {
      answer: (s) =>
        s.url.endsWith('/refresh') ? { status: 401, body: {} } : { status: 204, body: '' },
    });
    t.store.dispatch(start(3_600_000));
    await vi.advanceTimersByTimeAsync(3_540_000);
    await flush();
    expect(t.log).toHaveBeenCalledWith(expect.stringContaining('Session refresh failed'));
    expect(selectIsLoggedIn(t.store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    await flush();
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    expect(t.seen.at(-1)).toMatchObject({ method: 'DELETE' });
  });

  it('a hidden tab refreshes when it becomes visible, if still in time', async () => {
    let visible = false;
    const t = setup('sessions', {
      visible: () => visible,
      stored: { jwt: 'httponly', 'jwt-time': String(NOW) },
      answer: (s) => (s.url.endsWith('/refresh') ? refreshed : undefined),
    });
    t.store.dispatch(sessionRestored(null));
    t.store.dispatch(start(3_600_000));
    await vi.advanceTimersByTimeAsync(3_550_000);
    await flush();
    expect(t.seen).toEqual([]);
    visible = true;
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    await flush();
    expect(t.store.getState().session.jweToken).toBe('tok2');
  });
});

describe('icore external token (the extToken cookie is HttpOnly: the proxy sends it)', () => {
  const restore = () =>
    sessionRestored({
      jweToken: 'httponly',
      username: 'demo',
      expiresAt: Date.now() + 3_600_000,
      loginDetails: { externalSessionToken: 'httponly' },
    });

  it('asks checkplayer on restore without reading any cookie, and renews the session', async () => {
    const t = setup('icore', {
      // A readable extToken (an older build's) is not used: the proxy picks the cookie.
      cookies: 'extToken=readable',
      answer: () => ({
        status: 200,
        body: { ...icorePlayer('httponly'), expirationTimeInSeconds: 1800 },
      }),
    });
    t.store.dispatch(restore());
    await flush();
    expect(t.seen).toHaveLength(1);
    expect(t.seen[0]).toMatchObject({ method: 'GET', url: '/xapi/icore/checkplayer' });
    expect(t.seen[0]?.auth).not.toContain('readable');
    const session = t.store.getState().session;
    expect(session.jweToken).toBe('httponly');
    expect(session.username).toBe('demo');
    expect(session.expiresAt).toBe(Date.now() + 1_800_000);
    expect(session.loginDetails).toMatchObject({
      externalSessionToken: 'httponly',
      jweToken: 'httponly',
      thirdPartyTokens: { KIRON: 'k' },
    });
  });

  it('starts a new session when the cookie belongs to another player', async () => {
    const t = setup('icore', {
      answer: () => ({ status: 200, body: icorePlayer('httponly', 'other') }),
    });
    t.store.dispatch(restore());
    await flush();
    expect(t.store.getState().session).toMatchObject({ username: 'other', loggedInAt: NOW });
  });

  it.each([
    ['no cookie (the proxy answers 401 itself)', { status: 401, body: { error: 'unauthorized' } }],
    ['a failed check', { status: 500, body: {} }],
  ])('logs out with reason unauthorized on %s', async (_, answer) => {
    const t = setup('icore', {
      answer: (seen) => (seen.url === '/xapi/icore/checkplayer' ? answer : undefined),
    });
    t.store.dispatch(restore());
    await flush();
    expect(t.dispatched).toContain(logoutRequested.type);
    expect(selectIsLoggedIn(t.store.getState())).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('checks again when the tab becomes visible', async () => {
    let player = 'demo';
    const t = setup('icore', {
      stored: { jwt: 'httponly' },
      answer: () => ({ status: 200, body: icorePlayer('httponly', player) }),
    });
    t.store.dispatch(restore());
    await flush();
    expect(t.seen).toHaveLength(1);
    player = 'other';
    t.store.dispatch(tabVisibilityChanged({ visible: true }));
    await flush();
    expect(t.seen).toHaveLength(2);
    expect(t.store.getState().session.username).toBe('other');
  });
});

describe('unregister', () => {
  it('stops the timers and listeners', async () => {
    const t = setup('header_login');
    t.store.dispatch(start(60_000));
    t.unregister();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(selectIsLoggedIn(t.store.getState())).toBe(true);
  });
});
