import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { hashToken } from './crypto';

const BRAND = { 'X-SB-Brand': 'zedbet' };
const HL = '/en/api/plugins/component/route/header_login';

describe('logins', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...BRAND,
        ...(typeof payload === 'string'
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
        ...headers,
      },
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { ...BRAND, ...headers } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const headerLogin = (username: string, password = 'demo1234') =>
    post(`${HL}/authenticate`, form({ username, password, product: 'sportsbook' }));

  describe('header_login', () => {
    it('logs demo in with a jwe_token in one step', async () => {
      const response = await headerLogin('demo');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        success: true,
        status: 200,
        result: { otp: false, username: 'demo', currency: 'EUR', locale: 'en' },
      });
      expect(body.result.jwe_token).toEqual(expect.any(String));
      expect(body.result.icore_token).toEqual(expect.any(String));
      const integrate = await post(
        '/en/api/plugins/module/route/als_integration/integrate',
        {},
        bearer(body.result.jwe_token),
      );
      expect(integrate.statusCode).toBe(200);
      expect(integrate.json().result).toMatchObject({ integrated: true, username: 'demo' });
    });

    it('stores only token hashes', async () => {
      const token: string = (await headerLogin('demo')).json().result.jwe_token;
      const rows = await server.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.some((row) => row.token_hash === token)).toBe(false);
      expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true);
    });

    it('also answers POST /api/login and multipart forms', async () => {
      const boundary = 'XyZ';
      const body = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="username"',
        '',
        'demo',
        `--${boundary}`,
        'Content-Disposition: form-data; name="password"',
        '',
        'demo1234',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const response = await post('/api/login', body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.jwe_token).toEqual(expect.any(String));
    });

    it('runs the one-time code flow, with the request cooldown', async () => {
      const login = await headerLogin('demo_otp');
      const result = login.json().result;
      expect(result.otp).toBe(true);
      expect(result.jwe_token).toBeUndefined();
      const auth = bearer(result.login_token);

      const generated = await post(`${HL}/otp/generate`, {}, auth);
      expect(generated.statusCode).toBe(200);
      const outbox = await server.admin.inject({ method: 'GET', url: '/__admin/one-time-codes' });
      expect(outbox.json().codes[0]).toMatchObject({
        brand: 'zedbet',
        username: 'demo_otp',
        code: '123456',
      });
      const again = await post(`${HL}/otp/generate`, {}, auth);
      expect(again.statusCode).toBe(429);
      const remaining = again.json().result.remainingSeconds;
      expect(remaining).toBeGreaterThan(290);
      expect(remaining).toBeLessThanOrEqual(295);
      expect(again.headers['retry-after']).toBe(String(remaining));

      const player = await server.db
        .selectFrom('players')
        .select('id')
        .where('brand', '=', 'zedbet')
        .where('username', '=', 'demo_otp')
        .executeTakeFirstOrThrow();
      await server.db
        .updateTable('one_time_codes')
        .set({ requested_at: new Date(Date.now() - 296_000) })
        .where('player_id', '=', player.id)
        .execute();
      expect((await post(`${HL}/otp/generate`, {}, auth)).statusCode).toBe(200);

      expect((await post(`${HL}/otp/validate`, form({ code: '12345' }), auth)).statusCode).toBe(
        400,
      );
      expect((await post(`${HL}/otp/validate`, form({ code: 'abcdef' }), auth)).statusCode).toBe(
        400,
      );
      expect((await post(`${HL}/otp/validate`, form({ code: '654321' }), auth)).statusCode).toBe(
        401,
      );
      const validated = await post(`${HL}/otp/validate`, form({ code: '123456' }), auth);
      expect(validated.statusCode).toBe(200);
      expect(validated.json().result.jwe_token).toEqual(expect.any(String));
      // The pending token is spent.
      expect((await post(`${HL}/otp/validate`, form({ code: '123456' }), auth)).statusCode).toBe(
        401,
      );
    });

    it('uses a code up after five wrong guesses', async () => {
      const auth = bearer((await headerLogin('demo_otp')).json().result.login_token);
      for (let guess = 0; guess < 5; guess += 1) {
        const wrong = await post(`${HL}/otp/validate`, form({ code: '000000' }), auth);
        expect(wrong.statusCode).toBe(401);
      }
      const right = await post(`${HL}/otp/validate`, form({ code: '123456' }), auth);
      expect(right.statusCode).toBe(401);
    });

    it('accepts the pending token as a cookie', async () => {
      const login = await headerLogin('demo_otp');
      const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
      expect(cookie).toMatch(/^sb_login_pending=/);
      const validated = await post(`${HL}/otp/validate`, form({ code: '123456' }), { cookie });
      expect(validated.statusCode).toBe(200);
    });

    it('runs the security question flow', async () => {
      const login = await headerLogin('demo_question');
      const result = login.json().result;
      expect(result.otp).toBeNull();
      expect(result.jwe_token).toBeUndefined();
      const auth = bearer(result.login_token);
      const question = await get(`${HL}/security_question/getquestion`, auth);
      expect(question.json().result.question).toEqual(expect.any(String));
      const wrong = await post(
        `${HL}/security_question/checkAnswer`,
        form({ answer: 'red' }),
        auth,
      );
      expect(wrong.statusCode).toBe(401);
      const empty = await post(`${HL}/security_question/checkAnswer`, form({ answer: ' ' }), auth);
      expect(empty.statusCode).toBe(400);
      const right = await post(
        `${HL}/security_question/checkAnswer`,
        form({ answer: ' Blue ' }),
        auth,
      );
      expect(right.statusCode).toBe(200);
      expect(right.json().result).toMatchObject({ otp: false, username: 'demo_question' });
      expect(right.json().result.jwe_token).toEqual(expect.any(String));
    });

    it('logs out: the token no longer works', async () => {
      const token: string = (await headerLogin('demo')).json().result.jwe_token;
      const logout = await get(
        `${HL}/logout?authenticated=false&reason=unauthorized`,
        bearer(token),
      );
      expect(logout.json()).toMatchObject({
        success: true,
        result: { authenticated: false, reason: 'unauthorized' },
      });
      expect((await get('/xapi/icore/players/demo/details', bearer(token))).statusCode).toBe(401);
    });

    it('only takes two-letter locales', async () => {
      const response = await post(
        '/english/api/plugins/component/route/header_login/authenticate',
        form({ username: 'demo', password: 'demo1234' }),
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('errors (§8)', () => {
    it.each([
      ['demo', 'wrong-password', 401, 'INT003'],
      ['nobody_here', 'demo1234', 401, 'INT003'],
      ['demo_suspended', 'demo1234', 402, 'INT009'],
      ['demo_locked', 'demo1234', 403, 'INT008'],
      ['demo_pending', 'demo1234', 403, 'INT056'],
    ])('%s / %s → %i %s on every login style', async (username, password, status, code) => {
      const answers = [
        await headerLogin(username, password),
        await post('/api/login', { username, password }),
        await post('/xapi/icore/players/login', { username, password }),
        await post('/accounts/sessions?l=en&mc=mobile', { username, password }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toMatchObject({
          success: false,
          reasonJson: { responseCode: code },
        });
      }
    });

    it.each([
      ['no body', undefined],
      ['missing password', { username: 'demo' }],
      ['blank username', { username: '   ', password: 'x' }],
      ['wrong types', { username: 5, password: ['a'] }],
    ])('%s → 400 with a message', async (_name, payload) => {
      for (const url of [`${HL}/authenticate`, '/xapi/icore/players/login', '/accounts/sessions']) {
        const response = await server.app.inject({
          method: 'POST',
          url,
          headers: BRAND,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toEqual(expect.any(String));
      }
    });

    it('malformed JSON → 400, unknown brand → 400', async () => {
      const bad = await post('/xapi/icore/players/login', '{"username":', {
        'content-type': 'application/json',
      });
      expect(bad.statusCode).toBe(400);
      const noBrand = await server.app.inject({
        method: 'POST',
        url: '/xapi/icore/players/login',
        payload: { username: 'demo', password: 'demo1234' },
      });
      expect(noBrand.statusCode).toBe(400);
    });

    it('needs the pending token for the second step', async () => {
      expect((await post(`${HL}/otp/generate`, {})).statusCode).toBe(401);
      expect((await get(`${HL}/security_question/getquestion`)).statusCode).toBe(401);
      const jwe: string = (await headerLogin('demo')).json().result.jwe_token;
      expect((await post(`${HL}/otp/generate`, {}, bearer(jwe))).statusCode).toBe(401);
    });
  });

  describe('icore', () => {
    it('logs in, checks the player, reads and updates details and balance', async () => {
      const login = await post('/xapi/icore/players/login', {
        username: 'demo',
        password: 'demo1234',
      });
      expect(login.statusCode).toBe(200);
      const body = login.json();
      expect(body).toMatchObject({ username: 'demo', currency: 'EUR', priceFormat: 'EURO' });
      const check = await get('/xapi/icore/checkplayer', bearer(body.externalSessionToken));
      expect(check.json()).toMatchObject({ username: 'demo', alsToken: body.externalSessionToken });

      const auth = bearer(body.alsToken);
      const details = await get('/xapi/icore/players/demo/details', auth);
      expect(details.json()).toMatchObject({ username: 'demo', defaultStake: 0, vipLevel: 0 });

      const put = await server.app.inject({
        method: 'PUT',
        url: '/xapi/icore/players/demo/details',
        headers: { ...BRAND, ...auth },
        payload: { priceFormat: 'HK', defaultStake: '500' },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ priceFormat: 'HK', defaultStake: 500 });
      for (const payload of [{ priceFormat: 'hk' }, { defaultStake: 1.5 }, {}]) {
        const invalid = await server.app.inject({
          method: 'PUT',
          url: '/xapi/icore/players/demo/details',
          headers: { ...BRAND, ...auth },
          payload,
        });
        expect(invalid.statusCode).toBe(400);
      }

      const balance = await get(
        '/xapi/icore/players/demo/balance/sportsbook?includeFullBalanceDetails=true',
        auth,
      );
      expect(balance.json()).toMatchObject({
        wallets: [{ name: 'sportsbook', balance: 100_000, currency: 'EUR', precision: 2 }],
      });

      expect((await get('/xapi/icore/players/demo_gold/details', auth)).statusCode).toBe(403);
      expect((await get('/xapi/icore/players/demo_gold/balance/sportsbook', auth)).statusCode).toBe(
        403,
      );
    });

    it('ends the sessions of a player suspended after login', async () => {
      const token: string = (await headerLogin('demo_silver')).json().result.jwe_token;
      const url = '/xapi/icore/players/demo_silver/details';
      expect((await get(url, bearer(token))).statusCode).toBe(200);
      await server.db
        .updateTable('players')
        .set({ status: 'suspended' })
        .where('username', '=', 'demo_silver')
        .where('brand', '=', 'zedbet')
        .execute();
      expect((await get(url, bearer(token))).statusCode).toBe(401);
      await server.admin.inject({
        method: 'POST',
        url: '/__admin/players/demo_silver/reset',
        payload: { brand: 'zedbet' },
      });
    });

    it('answers 401 without a token, with a bad one and with an expired one', async () => {
      expect((await get('/xapi/icore/players/demo/details')).statusCode).toBe(401);
      expect((await get('/xapi/icore/players/demo/details', bearer('nope'))).statusCode).toBe(401);
      const token: string = (await headerLogin('demo')).json().result.jwe_token;
      expect((await get('/xapi/icore/players/demo/details', bearer(token))).statusCode).toBe(200);
      await server.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      const expired = await get('/xapi/icore/players/demo/details', bearer(token));
      expect(expired.statusCode).toBe(401);
      expect((await get('/accounts/me/profile', bearer(token))).statusCode).toBe(401);
    });
  });

  describe('accounts/sessions', () => {
    const login = async (username = 'demo') =>
      (
        await post('/accounts/sessions?l=en&mc=mobile', {
          username,
          password: 'demo1234',
          device: { clientType: 'Browser', deviceId: 'd-1', deviceType: 'Mobile' },
        })
      ).json();

    it('gives an access token that reads the profile and the balance', async () => {
      const session = await login();
      expect(session).toMatchObject({ expiresIn: 3600, scopes: ['player'] });
      const auth = bearer(session.accessToken);
      const profile = await get('/accounts/me/profile', auth);
      expect(profile.json()).toMatchObject({
        firstName: 'Demo',
        currency: 'EUR',
        residence: { countryCode: 'MT' },
        accountStatus: 'ACTIVE',
        selfExcluded: false,
      });
      const balance = await get('/accounts/me/balance', auth);
      expect(balance.json()).toMatchObject({ name: 'sportsbook', balance: 100_000 });
    });

    it('refreshes, accepts terms and deletes the session', async () => {
      const session = await login();
      const refreshed = await post('/accounts/me/sessions/refresh', {
        refreshToken: session.refreshToken,
      });
      expect(refreshed.statusCode).toBe(200);
      const next = refreshed.json();
      expect(next.accessToken).not.toBe(session.accessToken);
      const reused = await post('/accounts/me/sessions/refresh', {
        refreshToken: session.refreshToken,
      });
      expect(reused.statusCode).toBe(401);

      const accepted = await post(
        '/accounts/me/sessions/accept-terms',
        {},
        bearer(next.accessToken),
      );
      expect(accepted.statusCode).toBe(200);
      const latest = accepted.json();
      const deleted = await server.app.inject({
        method: 'DELETE',
        url: '/accounts/me/sessions',
        headers: bearer(latest.accessToken),
      });
      expect(deleted.statusCode).toBe(204);
      expect((await get('/accounts/me/profile', bearer(latest.accessToken))).statusCode).toBe(401);
    });

    it('asks demo_terms to accept the terms first, once', async () => {
      const first = await login('demo_terms');
      expect(first.scopes).toEqual(['accept-terms']);
      const accepted = await post(
        '/accounts/me/sessions/accept-terms',
        {},
        bearer(first.accessToken),
      );
      expect(accepted.json()).toMatchObject({ scopes: ['player'] });
      expect((await login('demo_terms')).scopes).toEqual(['player']);
    });

    it('serves /api/session and the xapi/rest account calls, own account only', async () => {
      const hl = (await headerLogin('demo')).json().result;
      const session = await get('/api/session', { 'X-UUIDToken': hl.jwe_token });
      expect(session.json()).toMatchObject({ username: 'demo', alsPlayerId: hl.alsPlayerId });
      expect((await get('/api/session')).statusCode).toBe(401);

      const auth = bearer(hl.jwe_token);
      const id: number = hl.alsPlayerId;
      const info = await get(`/xapi/rest/accounts/${id}/info`, auth);
      expect(info.json()).toMatchObject({ accountId: id, realMoneyBonuses: false });
      const put = await server.app.inject({
        method: 'PUT',
        url: `/xapi/rest/accounts/${id}`,
        headers: auth,
        payload: { wasSetRealMoneyBonuses: true, realMoneyBonuses: true },
      });
      expect(put.json()).toMatchObject({ wasSetRealMoneyBonuses: true, realMoneyBonuses: true });

      const prefs = await get(`/xapi/rest/accounts/${id}/accountPrefs`, auth);
      expect(prefs.json()).toMatchObject({ accountId: id, data: { layout: 'euro' } });
      const patch = (payload: object) =>
        server.app.inject({
          method: 'PATCH',
          url: `/xapi/rest/accounts/${id}/accountPrefs`,
          headers: auth,
          payload,
        });
      const patched = await patch({
        accountId: id,
        data: { layout: 'asian', default_stake: 2500, theme: 'dark', accept_higher_odds: false },
      });
      expect(patched.json().data).toMatchObject({
        layout: 'asian',
        default_stake: 2500,
        theme: 'dark',
        accept_higher_odds: false,
      });
      expect((await patch({ data: { layout: 'weird' } })).statusCode).toBe(400);
      expect((await patch({ data: { default_stake: 1.25 } })).statusCode).toBe(400);
      expect((await patch({ data: { colour: 'red' } })).statusCode).toBe(400);
      expect((await patch({ nodata: true })).statusCode).toBe(400);

      expect((await get(`/xapi/rest/accounts/${id + 1}/info`, auth)).statusCode).toBe(403);
      expect((await get('/xapi/rest/accounts/abc/info', auth)).statusCode).toBe(400);
      expect((await get(`/xapi/rest/accounts/${id}/info`)).statusCode).toBe(401);
    });
  });

  describe('demo players', () => {
    it('marks flags and VIP levels', async () => {
      const details = async (username: string) => {
        const token = (await headerLogin(username)).json().result.jwe_token;
        return (await get(`/xapi/icore/players/${username}/details`, bearer(token))).json();
      };
      expect(await details('demo_nopromo')).toMatchObject({ excludedFromPromotions: true });
      expect(await details('demo_nodeposit')).toMatchObject({ nonDepositor: true });
      expect(await details('demo_new')).toMatchObject({ nonBettor: true });
      expect(await details('demo_affiliate')).toMatchObject({ isPartnerMatrixAffiliate: true });
      for (const [username, level] of [
        ['demo_bronze', 1],
        ['demo_silver', 2],
        ['demo_gold', 3],
        ['demo_platinum', 4],
      ] as const) {
        expect(await details(username)).toMatchObject({ vipLevel: level });
      }
    });

    it('registers demo_new today and demo on every brand in EUR', async () => {
      const rows = await server.db
        .selectFrom('players')
        .select(['brand', 'currency', 'register_date'])
        .where('username', 'in', ['demo', 'demo_new'])
        .execute();
      expect(rows).toHaveLength(18);
      const today = new Date().toISOString().slice(0, 10);
      const demo = await server.db
        .selectFrom('players')
        .select('currency')
        .where('username', '=', 'demo')
        .execute();
      expect(new Set(demo.map((row) => row.currency))).toEqual(new Set(['EUR']));
      const fresh = await server.db
        .selectFrom('players')
        .select('register_date')
        .where('username', '=', 'demo_new')
        .execute();
      for (const row of fresh) expect(row.register_date.toISOString().slice(0, 10)).toBe(today);
    });
  });
});
