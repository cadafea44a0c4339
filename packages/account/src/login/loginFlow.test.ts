import { SESSION_HANDLE, loginRequested, selectLoginOpen } from '@clem/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  acknowledgeRiskGroup,
  cancelLogin,
  confirmSingleSession,
  readSavedUsername,
  requestOneTimeCode,
  submitLogin,
  submitOneTimeCode,
  submitSecurityAnswer,
} from './loginFlow';
import { selectLoginFlow } from './loginFlowSlice';
import { loginTestStore, type FakeResponse, type Route } from './test/fakePlatform';

const HL = '/auth/en/api/plugins/component/route/header_login';
const INTEGRATE = '/auth/en/api/plugins/module/route/als_integration/integrate';

const envelope = (result: unknown, status = 200): FakeResponse => ({
  status,
  body: { success: true, status, message: 'ok', result },
});

function sessionData(username: string, extra: Record<string, unknown> = {}) {
  return {
    id: 1,
    alsPlayerId: 7,
    jwe_token: 'jwe-1',
    username,
    currency: 'EUR',
    locale: 'en',
    icore_token: 'ext-1',
    icore_player_id: '7',
    icore_betradar_virtuals_token: 'tok-br',
    icore_esports_bull_token: 'tok-eb',
    icore_kiron_token: 'tok-ki',
    icore_scout_token: 'tok-sc',
    icore_powerball_token: 'tok-pb',
    is_partner_matrix_affiliate: false,
    vipLevel: 2,
    riskGroup: false,
    ...extra,
  };
}

const done = (username = 'demo', extra: Record<string, unknown> = {}) =>
  envelope({ otp: false, expirationTimeInSeconds: 3600, ...sessionData(username, extra) });

const pending = (otp: true | null, username: string) =>
  envelope({ otp, alsPlayerId: 7, username, currency: 'EUR', locale: 'en', login_token: 'pend-1' });

const failure = (status: number, responseCode?: string, message = 'failed'): FakeResponse => ({
  status,
  body: {
    success: false,
    status,
    message,
    reasonJson: { ...(responseCode ? { responseCode } : {}), message: 'nope' },
  },
});

function playerDetails(username: string) {
  return {
    status: 200,
    body: {
      alsId: 7,
      username,
      firstName: 'Demo',
      lastName: 'Player',
      email: 'demo@example.test',
      priceFormat: 'EURO',
      holdWithdraw: false,
      vipLevel: 2,
      enableStreamFullScreen: true,
      accountNumber: 'A7',
      defaultStake: 500,
      registrationDateTime: '2026-01-01T00:00:00Z',
      locale: 'en',
      currency: 'EUR',
      countryCode: 'GB',
      playerCreatedByAgent: false,
      isRememberStake: false,
      excludedFromPromotions: false,
    },
  } satisfies FakeResponse;
}

const integrate: Route = (request) =>
  request.headers['Authorization'] === 'Bearer jwe-1'
    ? envelope({
        integrated: true,
        alsPlayerId: 7,
        username: 'demo',
        currency: 'EUR',
        locale: 'en',
      })
    : failure(401);

const headerLoginRoutes = (authenticate: Route, more: Record<string, Route> = {}) => ({
  [`POST ${HL}/authenticate`]: authenticate,
  [`POST ${INTEGRATE}`]: integrate,
  'GET /xapi/icore/players/demo/details': () => playerDetails('demo'),
  [`GET ${HL}/logout`]: () => envelope({ authenticated: false, reason: null }),
  ...more,
});

const credentials = { username: 'demo', password: 'demo1234', rememberMe: true } as const;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  document.cookie = 'extToken=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
});

describe('submitLogin: header_login', () => {
  it('done: sends the form, integrates, starts the session, stores tokens, fetches details', async () => {
    const { store, requests } = loginTestStore(headerLoginRoutes(() => done()));
    store.dispatch(loginRequested());
    const before = Date.now();
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    const after = Date.now();

    const authenticate = requests[0];
    expect(authenticate?.contentType).toContain('application/x-www-form-urlencoded');
    expect(authenticate?.body).toEqual({
      username: 'demo',
      password: 'demo1234',
      product: 'sportsbook',
    });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `POST ${HL}/authenticate`,
      `POST ${INTEGRATE}`,
      'GET /xapi/icore/players/demo/details',
    ]);

    const { session, playerDetails: details, modals } = store.getState();
    expect(session.jweToken).toBe('jwe-1');
    expect(session.username).toBe('demo');
    expect(session.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(session.expiresAt).toBeLessThanOrEqual(after + 3_600_000);
    expect(session.loggedInAt).toBeGreaterThanOrEqual(before);
    expect(session.loginDetails?.thirdPartyTokens).toEqual({
      BETRADAR: 'tok-br',
      ESPORTSBULL: 'tok-eb',
      KIRON: 'tok-ki',
      SCOUT: 'tok-sc',
      POWERBALL: 'tok-pb',
    });
    expect(session.loginDetails?.savedUsername).toBe('demo');
    expect(details.details?.username).toBe('demo');
    expect(modals.login).toBe(false);
    expect(selectLoginFlow(store.getState())).toMatchObject({ step: 'idle', loading: false });
    expect(readSavedUsername()).toBe('demo');
  });

  it('remember-me off forgets a saved username', async () => {
    window.localStorage.setItem('username', 'someone');
    const { store } = loginTestStore(headerLoginRoutes(() => done()));
    await store.dispatch(
      submitLogin({ ...credentials, rememberMe: false, loginStyle: 'header_login' }),
    );
    expect(readSavedUsername()).toBe('');
    expect(store.getState().session.loginDetails?.savedUsername).toBeNull();
  });

  it('trimmed empty username or password: error-invalid-login-credentials and no call', async () => {
    const { store, requests } = loginTestStore(headerLoginRoutes(() => done()));
    await store.dispatch(
      submitLogin({ ...credentials, username: '  ', loginStyle: 'header_login' }),
    );
    await store.dispatch(
      submitLogin({ ...credentials, password: ' ', loginStyle: 'header_login' }),
    );
    expect(requests).toHaveLength(0);
    expect(selectLoginFlow(store.getState()).errorKey).toBe('error-invalid-login-credentials');
  });

  it('otp true: code form; the code goes with the pending token; then done', async () => {
    const { store, requests } = loginTestStore(
      headerLoginRoutes(() => pending(true, 'demo'), {
        [`POST ${HL}/otp/validate`]: (request) =>
          request.headers['Authorization'] === 'Bearer pend-1' &&
          request.body?.['code'] === '123456'
            ? done()
            : failure(401),
      }),
    );
    store.dispatch(loginRequested());
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState())).toMatchObject({
      step: 'oneTimeCode',
      pendingUsername: 'demo',
    });
    expect(store.getState().session.jweToken).toBeNull();

    await store.dispatch(submitOneTimeCode('12345'));
    expect(requests.some((request) => request.url.endsWith('/otp/validate'))).toBe(false);

    await store.dispatch(submitOneTimeCode('123456'));
    expect(store.getState().session.jweToken).toBe('jwe-1');
    expect(selectLoginFlow(store.getState()).step).toBe('idle');
    expect(selectLoginOpen(store.getState())).toBe(false);
  });

  it('a wrong code stays on the code form with login-error-401', async () => {
    const { store } = loginTestStore(
      headerLoginRoutes(() => pending(true, 'demo'), {
        [`POST ${HL}/otp/validate`]: () => failure(401),
      }),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    await store.dispatch(submitOneTimeCode('654321'));
    expect(selectLoginFlow(store.getState())).toMatchObject({
      step: 'oneTimeCode',
      errorKey: 'login-error-401',
    });
  });

  it('requesting a code starts the countdown; a 429 resyncs it from remainingSeconds', async () => {
    let cooldown = false;
    const { store } = loginTestStore(
      headerLoginRoutes(() => pending(true, 'demo'), {
        [`POST ${HL}/otp/generate`]: () => {
          if (cooldown) {
            return {
              status: 429,
              body: {
                success: false,
                status: 429,
                message: 'code_request_cooldown',
                result: { remainingSeconds: 120 },
              },
            };
          }
          cooldown = true;
          return envelope({ cooldownSeconds: 295, expiresInSeconds: 1800 });
        },
      }),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    const start = Date.now();
    await store.dispatch(requestOneTimeCode());
    const first = selectLoginFlow(store.getState());
    expect(first.codeSent).toBe(true);
    expect(first.codeCooldownUntil).toBeGreaterThanOrEqual(start + 295_000);
    expect(JSON.parse(window.localStorage.getItem('clem-otp-cooldown') ?? '{}')).toHaveProperty(
      'demo',
    );

    await store.dispatch(requestOneTimeCode());
    const second = selectLoginFlow(store.getState());
    expect(second.errorKey).toBeNull();
    expect(second.codeCooldownUntil).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(second.codeCooldownUntil).toBeGreaterThan(Date.now() + 110_000);
  });

  it('a stored countdown for the user applies when the code form opens', async () => {
    window.localStorage.setItem(
      'clem-otp-cooldown',
      JSON.stringify({ demo: Date.now() + 100_000 }),
    );
    const { store } = loginTestStore(headerLoginRoutes(() => pending(true, 'demo')));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState()).codeCooldownUntil).toBeGreaterThan(Date.now());
  });

  it('otp null: fetches the question, then the answer completes the login', async () => {
    const { store } = loginTestStore(
      headerLoginRoutes(() => pending(null, 'demo'), {
        [`GET ${HL}/security_question/getquestion`]: (request) =>
          request.headers['Authorization'] === 'Bearer pend-1'
            ? envelope({ question: 'Favourite colour?' })
            : failure(401),
        [`POST ${HL}/security_question/checkAnswer`]: (request) =>
          request.body?.['answer'] === 'blue' ? done() : failure(401),
      }),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState())).toMatchObject({
      step: 'question',
      question: 'Favourite colour?',
    });
    await store.dispatch(submitSecurityAnswer('   '));
    expect(store.getState().session.jweToken).toBeNull();
    await store.dispatch(submitSecurityAnswer('red'));
    expect(selectLoginFlow(store.getState()).errorKey).toBe('login-error-401');
    await store.dispatch(submitSecurityAnswer('blue'));
    expect(store.getState().session.jweToken).toBe('jwe-1');
  });

  it.each<[string, Route, string]>([
    ['401 INT003', () => failure(401, 'INT003'), 'login-error-INT003'],
    ['402 INT009', () => failure(402, 'INT009'), 'login-error-INT009'],
    ['403 INT008', () => failure(403, 'INT008'), 'login-error-INT008'],
    ['403 INT056', () => failure(403, 'INT056'), 'login-error-INT056'],
    ['402 without a code', () => failure(402), 'login-error-402'],
    ['400', () => ({ status: 400, body: { error: 'invalid_request' } }), 'error-400'],
    ['404', () => ({ status: 404, body: {} }), 'error-404'],
    ['500', () => ({ status: 500, body: {} }), 'error-500'],
    ['503', () => ({ status: 503 }), 'error-500'],
    ['network failure', () => 'network', 'something-went-wrong'],
    ['done without jwe_token', () => done('demo', { jwe_token: undefined }), 'error-500'],
  ])('%s → %s', async (_case, authenticate, key) => {
    const { store } = loginTestStore(headerLoginRoutes(authenticate));
    store.dispatch(loginRequested());
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState())).toMatchObject({ errorKey: key, loading: false });
    expect(store.getState().session.jweToken).toBeNull();
    expect(selectLoginOpen(store.getState())).toBe(true);
  });

  it('riskGroup: the notice first; acknowledging starts the session', async () => {
    const { store } = loginTestStore(headerLoginRoutes(() => done('demo', { riskGroup: true })));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState()).step).toBe('riskGroup');
    expect(store.getState().session.jweToken).toBeNull();
    await store.dispatch(acknowledgeRiskGroup());
    expect(store.getState().session.jweToken).toBe('jwe-1');
  });

  it('riskGroup "Log out": no session, the token is revoked, the modal closes', async () => {
    const { store, requests } = loginTestStore(
      headerLoginRoutes(() => done('demo', { riskGroup: true })),
    );
    store.dispatch(loginRequested());
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    await store.dispatch(cancelLogin());
    expect(store.getState().session.jweToken).toBeNull();
    expect(selectLoginOpen(store.getState())).toBe(false);
    const logout = requests.find((request) => request.url.endsWith('/logout'));
    expect(logout?.headers['Authorization']).toBe('Bearer jwe-1');
  });

  it('409 active_session_exists: confirmation, then the same credentials with force', async () => {
    const { store, requests } = loginTestStore(
      headerLoginRoutes((request) =>
        request.body?.['force_single_session'] === 'true'
          ? done()
          : failure(409, undefined, 'active_session_exists'),
      ),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState())).toMatchObject({
      step: 'singleSession',
      errorKey: null,
    });
    await store.dispatch(confirmSingleSession());
    expect(requests[1]?.body).toMatchObject({ username: 'demo', password: 'demo1234' });
    expect(store.getState().session.jweToken).toBe('jwe-1');
  });
});

describe('secrets', () => {
  it('no password, code or pending token ever reaches the store', async () => {
    const { store } = loginTestStore(
      headerLoginRoutes(() => failure(409, undefined, 'active_session_exists')),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    expect(selectLoginFlow(store.getState()).step).toBe('singleSession');
    const state = JSON.stringify(store.getState());
    expect(state).not.toContain('demo1234');
    expect((JSON.parse(state) as { platform: { mutations: object } }).platform.mutations).toEqual(
      {},
    );
  });

  it('a failed forced retry goes back to the login form with the error', async () => {
    const { store } = loginTestStore(
      headerLoginRoutes((request) =>
        request.body?.['force_single_session'] === 'true'
          ? failure(403, 'INT008')
          : failure(409, undefined, 'active_session_exists'),
      ),
    );
    store.dispatch(loginRequested());
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'header_login' }));
    await store.dispatch(confirmSingleSession());
    expect(selectLoginFlow(store.getState())).toMatchObject({
      step: 'credentials',
      errorKey: 'login-error-INT008',
    });
    expect(selectLoginOpen(store.getState())).toBe(true);
  });
});

function icoreAnswer(extra: Record<string, unknown> = {}) {
  return {
    alsPlayerId: 7,
    alsToken: 'als-1',
    currency: 'EUR',
    email: 'demo@example.test',
    expirationTimeInSeconds: 3600,
    externalPlayerId: '7',
    externalSessionToken: 'ext-9',
    firstName: 'Demo',
    locale: 'en',
    priceFormat: 'EURO',
    isPartnerMatrixAffiliate: false,
    thirdPartyTokens: { KIRON: 'k', DST: 'd' },
    vipLevel: 3,
    username: 'demo',
    riskGroup: false,
    ...extra,
  };
}

describe('submitLogin: icore', () => {
  const routes = (login: Route) => ({
    'POST /xapi/icore/players/login': login,
    'GET /xapi/icore/players/demo/details': () => playerDetails('demo'),
  });

  it('alsToken becomes the jweToken; no script writes the extToken cookie (the proxy does, HttpOnly)', async () => {
    const { store, requests } = loginTestStore(
      routes(() => ({ status: 200, body: icoreAnswer() })),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'icore' }));
    expect(requests[0]?.body).toEqual({ username: 'demo', password: 'demo1234' });
    const { session } = store.getState();
    expect(session.jweToken).toBe('als-1');
    expect(session.loginDetails).toMatchObject({
      alsToken: 'als-1',
      jweToken: 'als-1',
      thirdPartyTokens: { KIRON: 'k', DST: 'd' },
      vipLevel: 3,
    });
    expect(document.cookie).not.toContain('extToken');
    expect(document.cookie).not.toContain('ext-9');
    expect(store.getState().playerDetails.details?.username).toBe('demo');
  });

  it('401 INT003 → login-error-INT003', async () => {
    const { store } = loginTestStore(routes(() => failure(401, 'INT003')));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'icore' }));
    expect(selectLoginFlow(store.getState()).errorKey).toBe('login-error-INT003');
  });

  it('riskGroup "Log out": no session; the proxy is asked to clear the cookies it set', async () => {
    const { store, requests } = loginTestStore({
      ...routes(() => ({ status: 200, body: icoreAnswer({ riskGroup: true }) })),
      'DELETE /auth/_clem/session': () => ({ status: 204, body: '' }),
    });
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'icore' }));
    await store.dispatch(cancelLogin());
    expect(store.getState().session.jweToken).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /xapi/icore/players/login',
      'DELETE /auth/_clem/session',
    ]);
  });

  it('a cancel before any token (the login form) calls nothing', async () => {
    const { store, requests } = loginTestStore(routes(() => failure(401, 'INT003')));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'icore' }));
    await store.dispatch(cancelLogin());
    expect(requests).toHaveLength(1);
  });

  it('riskGroup and single session work the same way', async () => {
    const { store } = loginTestStore(
      routes((request) =>
        request.body?.['force_single_session'] === 'true'
          ? { status: 200, body: icoreAnswer({ riskGroup: true }) }
          : failure(409, undefined, 'active_session_exists'),
      ),
    );
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'icore' }));
    await store.dispatch(confirmSingleSession());
    expect(selectLoginFlow(store.getState()).step).toBe('riskGroup');
    await store.dispatch(acknowledgeRiskGroup());
    expect(store.getState().session.jweToken).toBe('als-1');
  });
});

describe('submitLogin: accounts/sessions', () => {
  const session = (token: string, scopes: string[]) => ({
    status: 201,
    body: {
      accessToken: token,
      refreshToken: 'r',
      tokenType: 'Bearer',
      expiresIn: 3600,
      maxAge: 86400,
      scopes,
    },
  });
  const routes = (first: string[]) => ({
    'POST /auth/accounts/sessions': () => session('acc-1', first),
    'POST /auth/accounts/me/sessions/accept-terms': (request: {
      headers: Record<string, string>;
    }) =>
      request.headers['Authorization'] === 'Bearer acc-1'
        ? session('acc-2', ['player'])
        : failure(401),
    'GET /api/session': (request: { headers: Record<string, string> }) => ({
      status: 200,
      body: {
        ...sessionData('demo', { jwe_token: request.headers['X-UUIDToken'] }),
        expiresAt: '2099-01-01T00:00:00Z',
      },
    }),
    'GET /xapi/icore/players/demo/details': () => playerDetails('demo'),
  });

  it('sends the device, then /api/session with X-UUIDToken; jweToken is the access token', async () => {
    const { store, requests } = loginTestStore(routes(['player']));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'sessions' }));
    const create = requests[0];
    expect(create?.params).toMatchObject({ l: 'en', mc: 'mobile' });
    expect(create?.body).toMatchObject({
      username: 'demo',
      password: 'demo1234',
      device: { clientType: 'Browser', deviceType: 'Mobile' },
    });
    expect(typeof (create?.body?.['device'] as Record<string, unknown>)['deviceId']).toBe('string');
    expect(requests[1]?.headers['X-UUIDToken']).toBe('acc-1');
    const state = store.getState().session;
    expect(state.jweToken).toBe('acc-1');
    expect(state.accountsSession).toMatchObject({ accessToken: 'acc-1', scopes: ['player'] });
    expect(state.expiresAt).toBe(Date.parse('2099-01-01T00:00:00Z'));
    // UUIDToken holds the session handle, never the access token.
    expect(window.localStorage.getItem('UUIDToken')).toBe(SESSION_HANDLE);
  });

  it('scopes accept-terms: the terms dialog; accepting gives a new session', async () => {
    const { store } = loginTestStore(routes(['accept-terms']));
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'sessions' }));
    expect(selectLoginFlow(store.getState()).step).toBe('terms');
    expect(store.getState().session.jweToken).toBeNull();
    await store.dispatch(acceptTerms());
    expect(store.getState().session.jweToken).toBe('acc-2');
  });

  it('declining the terms ends the flow without a session and clears the proxy cookies', async () => {
    const { store, requests } = loginTestStore({
      ...routes(['accept-terms']),
      'DELETE /auth/_clem/session': () => ({ status: 204, body: '' }),
    });
    store.dispatch(loginRequested());
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'sessions' }));
    await store.dispatch(cancelLogin());
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/auth/_clem/session' });
    expect(selectLoginFlow(store.getState()).step).toBe('idle');
    expect(selectLoginOpen(store.getState())).toBe(false);
    await store.dispatch(acceptTerms());
    expect(store.getState().session.jweToken).toBeNull();
  });

  it('403 INT008 → login-error-INT008', async () => {
    const { store } = loginTestStore({
      'POST /auth/accounts/sessions': () => failure(403, 'INT008'),
    });
    await store.dispatch(submitLogin({ ...credentials, loginStyle: 'sessions' }));
    expect(selectLoginFlow(store.getState()).errorKey).toBe('login-error-INT008');
  });
});
