import {
  PENDING_LOGIN_HANDLE,
  PROXY_ROUTES,
  SESSION_HANDLE,
  accountsSessionResponseSchema,
  apiSessionResponseSchema,
  headerLoginResponseSchema,
  icoreLoginResponseSchema,
  matchProxyRoute,
} from '@clem/core/schemas';
import { describe, expect, it } from 'vitest';
import { PENDING_LOGIN_MAX_AGE_S } from './sessionCookies';
import {
  SESSION_ROUTES,
  sanitiseSessionAnswer,
  sessionRouteOf,
  type CookieChange,
  type SessionAnswerShape,
} from './sessionTokens';

const NOW = Date.UTC(2026, 10, 27, 12);
const HL = '/auth/en/api/plugins/component/route/header_login';

const thirdParty = {
  icore_betradar_virtuals_token: 'tp-betradar',
  icore_esports_bull_token: 'tp-esb',
  icore_kiron_token: 'tp-kiron',
  icore_scout_token: 'tp-scout',
  icore_powerball_token: 'tp-powerball',
};

const sessionData = {
  id: 1,
  alsPlayerId: 7,
  jwe_token: 'secret-jwe',
  username: 'demo',
  currency: 'EUR',
  locale: 'en',
  icore_token: 'secret-icore',
  icore_player_id: 'E7',
  ...thirdParty,
  is_partner_matrix_affiliate: false,
  vipLevel: 1,
  riskGroup: false,
};

const envelope = (result: unknown) => ({ success: true, status: 200, message: 'ok', result });

const icoreAnswer = {
  alsPlayerId: 7,
  alsToken: 'secret-als',
  currency: 'EUR',
  email: 'd@x.y',
  expirationTimeInSeconds: 1800,
  externalPlayerId: 'E7',
  externalSessionToken: 'secret-ext',
  firstName: 'Demo',
  locale: 'en',
  priceFormat: 'EURO',
  isPartnerMatrixAffiliate: false,
  thirdPartyTokens: { KIRON: 'tp-kiron', KRYPTIUM: 'tp-kryptium' },
  vipLevel: 2,
  username: 'demo',
  kironToken: 'tp-kiron',
};

const set = (kind: CookieChange['kind'], value: string, maxAge: number): CookieChange => ({
  kind,
  action: 'set',
  value,
  maxAge,
});

interface Case {
  name: string;
  shape: SessionAnswerShape;
  answer: unknown;
  body: unknown;
  cookies: CookieChange[];
  /** The client's schema still reads the sanitised answer. */
  schema?: { safeParse: (value: unknown) => { success: boolean } };
}

const cases: Case[] = [
  {
    name: 'header_login done: jwe_token → session, icore_token → extToken, pending cleared',
    shape: 'headerLogin',
    answer: envelope({ ...sessionData, otp: false, expirationTimeInSeconds: 3600 }),
    body: envelope({
      ...sessionData,
      jwe_token: SESSION_HANDLE,
      icore_token: SESSION_HANDLE,
      otp: false,
      expirationTimeInSeconds: 3600,
    }),
    cookies: [
      set('session', 'secret-jwe', 3600),
      set('external', 'secret-icore', 3600),
      { kind: 'pending', action: 'clear' },
    ],
    schema: headerLoginResponseSchema,
  },
  {
    name: 'header_login done without a lifetime: the default hour',
    shape: 'headerLogin',
    answer: envelope({ ...sessionData, otp: false }),
    body: envelope({
      ...sessionData,
      jwe_token: SESSION_HANDLE,
      icore_token: SESSION_HANDLE,
      otp: false,
    }),
    cookies: [
      set('session', 'secret-jwe', 3600),
      set('external', 'secret-icore', 3600),
      { kind: 'pending', action: 'clear' },
    ],
    schema: headerLoginResponseSchema,
  },
  {
    name: 'header_login pending (code): login_token → the pending cookie, ten minutes',
    shape: 'headerLogin',
    answer: envelope({
      otp: true,
      alsPlayerId: 7,
      username: 'demo_otp',
      currency: 'EUR',
      locale: 'en',
      login_token: 'secret-pending',
    }),
    body: envelope({
      otp: true,
      alsPlayerId: 7,
      username: 'demo_otp',
      currency: 'EUR',
      locale: 'en',
      login_token: PENDING_LOGIN_HANDLE,
    }),
    cookies: [set('pending', 'secret-pending', PENDING_LOGIN_MAX_AGE_S)],
    schema: headerLoginResponseSchema,
  },
  {
    name: 'als_integration/integrate: nothing secret, nothing changed',
    shape: 'headerLogin',
    answer: envelope({ integrated: true, alsPlayerId: 7, username: 'demo', expiresAt: 'x' }),
    body: envelope({ integrated: true, alsPlayerId: 7, username: 'demo', expiresAt: 'x' }),
    cookies: [],
  },
  {
    name: 'accounts/sessions: accessToken → session (expiresIn), refreshToken dropped',
    shape: 'accountsSession',
    answer: {
      accessToken: 'secret-access',
      refreshToken: 'secret-refresh',
      tokenType: 'Bearer',
      expiresIn: 3600,
      maxAge: 2_592_000,
      scopes: ['player'],
    },
    body: {
      accessToken: SESSION_HANDLE,
      refreshToken: SESSION_HANDLE,
      tokenType: 'Bearer',
      expiresIn: 3600,
      maxAge: 2_592_000,
      scopes: ['player'],
    },
    cookies: [set('session', 'secret-access', 3600)],
    schema: accountsSessionResponseSchema,
  },
  {
    name: 'icore login / checkplayer: alsToken → session, externalSessionToken → extToken',
    shape: 'icore',
    answer: icoreAnswer,
    body: { ...icoreAnswer, alsToken: SESSION_HANDLE, externalSessionToken: SESSION_HANDLE },
    cookies: [set('session', 'secret-als', 1800), set('external', 'secret-ext', 1800)],
    schema: icoreLoginResponseSchema,
  },
  {
    name: '/api/session: jwe_token → session, icore_token → extToken, lifetime from expiresAt',
    shape: 'apiSession',
    answer: { ...sessionData, expiresAt: new Date(NOW + 2_700_000).toISOString() },
    body: {
      ...sessionData,
      jwe_token: SESSION_HANDLE,
      icore_token: SESSION_HANDLE,
      expiresAt: new Date(NOW + 2_700_000).toISOString(),
    },
    cookies: [set('session', 'secret-jwe', 2700), set('external', 'secret-icore', 2700)],
    schema: apiSessionResponseSchema,
  },
  {
    name: 'logout: the body as it is, every session cookie cleared',
    shape: 'logout',
    answer: envelope({ authenticated: false, reason: null }),
    body: envelope({ authenticated: false, reason: null }),
    cookies: [
      { kind: 'session', action: 'clear' },
      { kind: 'pending', action: 'clear' },
      { kind: 'external', action: 'clear' },
    ],
  },
  {
    name: 'empty or non-string token fields are left as they are, no cookie',
    shape: 'icore',
    answer: { alsToken: '', externalSessionToken: 42 },
    body: { alsToken: '', externalSessionToken: 42 },
    cookies: [],
  },
];

describe('sanitiseSessionAnswer (which fields of which answer are secrets)', () => {
  it.each(cases)('$name', ({ shape, answer, body, cookies, schema }) => {
    const sanitised = sanitiseSessionAnswer(shape, answer, NOW);
    expect(sanitised.body).toEqual(body);
    expect(sanitised.cookies).toEqual(cookies);
    expect(JSON.stringify(sanitised.body)).not.toContain('secret');
    if (schema) expect(schema.safeParse(sanitised.body).success).toBe(true);
  });

  it('keeps third-party tokens for the browser (memory only on the client)', () => {
    const sanitised = sanitiseSessionAnswer('icore', icoreAnswer, NOW);
    expect(sanitised.body).toMatchObject({
      thirdPartyTokens: { KIRON: 'tp-kiron', KRYPTIUM: 'tp-kryptium' },
      kironToken: 'tp-kiron',
    });
  });

  it('leaves non-objects alone', () => {
    for (const answer of [null, 'text', [1, 2], envelope('not an object')]) {
      expect(sanitiseSessionAnswer('headerLogin', answer, NOW)).toEqual({
        body: answer,
        cookies: [],
      });
    }
  });
});

describe('sessionRouteOf', () => {
  it.each([
    ['POST', `${HL}/authenticate`, 'headerLogin'],
    ['POST', '/auth/api/login', 'headerLogin'],
    ['POST', `${HL}/otp/validate`, 'headerLogin'],
    ['POST', `${HL}/security_question/checkAnswer`, 'headerLogin'],
    ['POST', '/auth/es/api/plugins/module/route/als_integration/integrate', 'headerLogin'],
    ['POST', '/auth/accounts/sessions', 'accountsSession'],
    ['POST', '/auth/accounts/me/sessions/accept-terms', 'accountsSession'],
    ['POST', '/auth/accounts/me/sessions/refresh', 'accountsSession'],
    ['POST', '/xapi/icore/players/login', 'icore'],
    ['GET', '/xapi/icore/checkplayer', 'icore'],
    ['GET', '/api/session', 'apiSession'],
    ['GET', `${HL}/logout`, 'logout'],
    ['DELETE', '/auth/accounts/me/sessions', 'logout'],
  ])('%s %s → %s', (method, path, shape) => {
    expect(sessionRouteOf(method, path)?.shape).toBe(shape);
  });

  it('marks only checkplayer as using the extToken bearer', () => {
    expect(SESSION_ROUTES.filter((spec) => spec.externalBearer).map((s) => s.route.path)).toEqual([
      '/xapi/icore/checkplayer',
    ]);
  });

  it('takes nothing else (plain rewrites), and every route it takes is on the allowlist', () => {
    for (const [method, path] of [
      ['GET', '/xapi/rest/events'],
      ['GET', `${HL}/security_question/getquestion`],
      ['POST', `${HL}/otp/generate`],
      ['GET', '/auth/accounts/me/profile'],
      ['GET', '/auth/accounts/sessions'],
    ] as const) {
      expect(sessionRouteOf(method, path)).toBeNull();
    }
    for (const spec of SESSION_ROUTES) {
      const method = spec.route.methods[0] ?? 'GET';
      const path = spec.route.path.replace(':locale', 'en');
      const browserPath = spec.route.service === 'auth' ? `/auth${path}` : path;
      expect(matchProxyRoute(method, browserPath, PROXY_ROUTES)).not.toBeNull();
    }
  });
});
