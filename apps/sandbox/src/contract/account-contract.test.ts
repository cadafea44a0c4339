import {
  accountBalanceResponseSchema,
  accountErrorResponseSchema,
  accountInfoSchema,
  accountPrefsResponseSchema,
  accountsSessionResponseSchema,
  accountTransactionsResponseSchema,
  alsIntegrationResponseSchema,
  apiSessionResponseSchema,
  headerLoginResponseSchema,
  icoreLoginResponseSchema,
  logoutResponseSchema,
  otpCooldownResponseSchema,
  otpGenerateResponseSchema,
  playerDetailsSchema,
  profileSchema,
  securityQuestionResponseSchema,
  sportsbookBalanceResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS } from '../settings/brands';
import { callPlatform, parseExact, type PlatformCallOptions } from '../test-support/contract';
import { createTestServer, type TestServer } from '../test-support/test-server';

const HL = '/en/api/plugins/component/route/header_login';

/**
 * Every account answer, parsed with the front end's schemas from @clem/core. The parse must not
 * change anything the sandbox sent: the sandbox never leans on a schema's coercion.
 */
describe('account contract (@clem/core/schemas)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: PlatformCallOptions = {},
  ) => callPlatform(server.app, method, url, options);
  const exact = parseExact;

  it.each(BRAND_IDS)('header_login for demo on %s', async (brand) => {
    const login = await call('POST', `${HL}/authenticate`, {
      brand,
      payload: { username: 'demo', password: 'demo1234', product: 'sportsbook' },
    });
    expect(login.status).toBe(200);
    const { result } = exact(headerLoginResponseSchema, login.body);
    if (result.otp !== false) throw new Error('expected a finished login');
    expect(result.currency).toBe('EUR');
    const token = result.jwe_token;
    exact(
      alsIntegrationResponseSchema,
      (await call('POST', '/en/api/plugins/module/route/als_integration/integrate', { token }))
        .body,
    );
    exact(
      apiSessionResponseSchema,
      (await call('GET', '/api/session', { headers: { 'X-UUIDToken': token } })).body,
    );
    exact(
      playerDetailsSchema,
      (await call('GET', '/xapi/icore/players/demo/details', { brand, token })).body,
    );
    exact(
      sportsbookBalanceResponseSchema,
      (
        await call(
          'GET',
          '/xapi/icore/players/demo/balance/sportsbook?includeFullBalanceDetails=true',
          { token },
        )
      ).body,
    );
    exact(
      logoutResponseSchema,
      (await call('GET', `${HL}/logout?reason=unauthorized`, { token })).body,
    );
  });

  it('the one-time code and security question steps', async () => {
    const otp = await call('POST', `${HL}/authenticate`, {
      payload: { username: 'demo_otp', password: 'demo1234' },
    });
    const pending = exact(headerLoginResponseSchema, otp.body).result;
    expect(pending.otp).toBe(true);
    const loginToken = 'login_token' in pending ? String(pending.login_token) : '';
    exact(
      otpGenerateResponseSchema,
      (await call('POST', `${HL}/otp/generate`, { token: loginToken })).body,
    );
    const cooldown = await call('POST', `${HL}/otp/generate`, { token: loginToken });
    expect(cooldown.status).toBe(429);
    exact(otpCooldownResponseSchema, cooldown.body);
    const validated = await call('POST', `${HL}/otp/validate`, {
      token: loginToken,
      payload: { code: '123456' },
    });
    expect(exact(headerLoginResponseSchema, validated.body).result.otp).toBe(false);

    const question = await call('POST', `${HL}/authenticate`, {
      payload: { username: 'demo_question', password: 'demo1234' },
    });
    const asked = exact(headerLoginResponseSchema, question.body).result;
    expect(asked.otp).toBeNull();
    const questionToken = 'login_token' in asked ? String(asked.login_token) : '';
    exact(
      securityQuestionResponseSchema,
      (await call('GET', `${HL}/security_question/getquestion`, { token: questionToken })).body,
    );
    const answered = await call('POST', `${HL}/security_question/checkAnswer`, {
      token: questionToken,
      payload: { answer: 'blue' },
    });
    expect(exact(headerLoginResponseSchema, answered.body).result.otp).toBe(false);
  });

  it('icore login and checkplayer', async () => {
    const login = await call('POST', '/xapi/icore/players/login', {
      payload: { username: 'demo_krw', password: 'demo1234' },
    });
    const details = exact(icoreLoginResponseSchema, login.body);
    exact(
      icoreLoginResponseSchema,
      (await call('GET', '/xapi/icore/checkplayer', { token: details.externalSessionToken })).body,
    );
    const put = await call('PUT', '/xapi/icore/players/demo_krw/details', {
      token: details.alsToken,
      payload: { priceFormat: 'MALAY', defaultStake: 5000 },
    });
    expect(exact(playerDetailsSchema, put.body)).toMatchObject({
      priceFormat: 'MALAY',
      defaultStake: 5000,
    });
  });

  it('accounts/sessions, profile, balance, account info and prefs', async () => {
    const login = await call('POST', '/accounts/sessions?l=en&mc=mobile', {
      payload: {
        username: 'demo_idr',
        password: 'demo1234',
        device: { clientType: 'Browser', deviceId: 'abc', deviceType: 'Mobile' },
      },
    });
    expect(login.status).toBe(201);
    const session = exact(accountsSessionResponseSchema, login.body);
    const token = session.accessToken;
    exact(profileSchema, (await call('GET', '/accounts/me/profile', { token })).body);
    const balance = exact(
      accountBalanceResponseSchema,
      (await call('GET', '/accounts/me/balance', { token })).body,
    );
    expect(balance).toMatchObject({ currency: 'IDR', precision: 0, displayScale: 1000 });
    exact(
      accountsSessionResponseSchema,
      (await call('POST', '/accounts/me/sessions/accept-terms', { token })).body,
    );
    const refreshed = exact(
      accountsSessionResponseSchema,
      (
        await call('POST', '/accounts/me/sessions/refresh', {
          payload: { refreshToken: session.refreshToken ?? '' },
        })
      ).body,
    );

    const hl = exact(
      headerLoginResponseSchema,
      (
        await call('POST', `${HL}/authenticate`, {
          payload: { username: 'demo_idr', password: 'demo1234' },
        })
      ).body,
    ).result;
    const id = hl.alsPlayerId;
    const auth = { token: refreshed.accessToken };
    exact(accountInfoSchema, (await call('GET', `/xapi/rest/accounts/${id}/info`, auth)).body);
    exact(
      accountInfoSchema,
      (
        await call('PUT', `/xapi/rest/accounts/${id}`, {
          ...auth,
          payload: { realMoneyBonuses: true },
        })
      ).body,
    );
    exact(
      accountPrefsResponseSchema,
      (await call('GET', `/xapi/rest/accounts/${id}/accountPrefs`, auth)).body,
    );
    exact(
      accountPrefsResponseSchema,
      (
        await call('PATCH', `/xapi/rest/accounts/${id}/accountPrefs`, {
          ...auth,
          payload: { accountId: id, data: { sort_by: 'competition', price_format: 'hk' } },
        })
      ).body,
    );
  });

  it('the transactions list, riskGroup and the single-session 409', async () => {
    const login = await call('POST', '/accounts/sessions', {
      payload: { username: 'demo_riskgroup', password: 'demo1234' },
    });
    const token = exact(accountsSessionResponseSchema, login.body).accessToken;
    const session = await call('POST', '/xapi/icore/players/login', {
      payload: { username: 'demo_riskgroup', password: 'demo1234' },
    });
    const details = exact(icoreLoginResponseSchema, session.body);
    expect(details.riskGroup).toBe(true);
    const id = details.alsPlayerId;
    const list = exact(
      accountTransactionsResponseSchema,
      (await call('GET', `/xapi/rest/accounts/${id}/transactions?page=1&pageSize=20`, { token }))
        .body,
    );
    expect(list).toMatchObject({ accountId: id, page: 1, pageSize: 20, total: 1 });
    expect(list.transactions[0]).toMatchObject({ kind: 'credit', reference: null });

    // dafaspain: single_allowed_session.
    const first = await call('POST', '/xapi/icore/players/login', {
      brand: 'dafaspain',
      payload: { username: 'demo_riskgroup', password: 'demo1234' },
    });
    expect(first.status).toBe(200);
    const refused = await call('POST', '/xapi/icore/players/login', {
      brand: 'dafaspain',
      payload: { username: 'demo_riskgroup', password: 'demo1234' },
    });
    expect(refused.status).toBe(409);
    expect(exact(accountErrorResponseSchema, refused.body).message).toBe('active_session_exists');
  });

  it.each([
    ['demo', 'wrong', 401, 'INT003'],
    ['demo_suspended', 'demo1234', 402, 'INT009'],
    ['demo_locked', 'demo1234', 403, 'INT008'],
    ['demo_pending', 'demo1234', 403, 'INT056'],
  ])('the §8 error for %s', async (username, password, status, code) => {
    const answer = await call('POST', `${HL}/authenticate`, { payload: { username, password } });
    expect(answer.status).toBe(status);
    expect(exact(accountErrorResponseSchema, answer.body).reasonJson.responseCode).toBe(code);
  });

  it('a 401 on a withAuth call is an error answer too', async () => {
    const answer = await call('GET', '/accounts/me/profile', { token: 'expired-or-bad' });
    expect(answer.status).toBe(401);
    exact(accountErrorResponseSchema, answer.body);
  });
});
