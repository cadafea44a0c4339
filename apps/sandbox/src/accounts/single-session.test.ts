import { accountErrorResponseSchema } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { activeSessionExistsBody } from './single-session';

/** dafaspain has single_allowed_session on (brand-config operatorSettings); zedbet has it off. */
const SPAIN = { 'X-SB-Brand': 'dafaspain' };
const ZEDBET = { 'X-SB-Brand': 'zedbet' };
const HL = '/es/api/plugins/component/route/header_login';

describe('single allowed session', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (url: string, payload: string | object, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...(typeof payload === 'string'
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
        ...headers,
      },
    });
  const get = (url: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const headerLogin = (username: string, extra: Record<string, string> = {}, brand = SPAIN) =>
    post(`${HL}/authenticate`, form({ username, password: 'demo1234', ...extra }), brand);
  const integrate = (token: string, brand = SPAIN) =>
    post(
      '/es/api/plugins/module/route/als_integration/integrate',
      {},
      { ...brand, ...bearer(token) },
    );
  const checkplayer = (token: string, brand = SPAIN) =>
    get('/xapi/icore/checkplayer', { ...brand, ...bearer(token) });

  it('refuses a second header_login with 409 active_session_exists, then forces it', async () => {
    const first = await headerLogin('demo');
    expect(first.statusCode).toBe(200);
    const { jwe_token: firstJwe, icore_token: firstExternal } = first.json().result;

    const second = await headerLogin('demo');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(activeSessionExistsBody());
    expect(second.json()).toMatchObject({
      success: false,
      status: 409,
      message: 'active_session_exists',
      reasonJson: { message: expect.any(String) },
    });
    expect(accountErrorResponseSchema.safeParse(second.json()).success).toBe(true);
    // The refused login changed nothing: the first session still works.
    expect((await integrate(firstJwe)).statusCode).toBe(200);

    const forced = await headerLogin('demo', { force_single_session: 'true' });
    expect(forced.statusCode).toBe(200);
    const { jwe_token: newJwe } = forced.json().result;
    // Every other session of the player is revoked; the new one works.
    expect((await integrate(firstJwe)).statusCode).toBe(401);
    expect((await checkplayer(firstExternal)).statusCode).toBe(401);
    expect((await integrate(newJwe)).statusCode).toBe(200);
  });

  it('lets the player in again after a logout (the logout ends the jwe and its icore token)', async () => {
    const first = await headerLogin('demo_usd');
    expect(first.statusCode).toBe(200);
    const { jwe_token: jwe, icore_token: external } = first.json().result;
    const logout = await get(`${HL}/logout?authenticated=false`, { ...SPAIN, ...bearer(jwe) });
    expect(logout.statusCode).toBe(200);
    expect((await checkplayer(external)).statusCode).toBe(401);
    expect((await headerLogin('demo_usd')).statusCode).toBe(200);
  });

  it('gates POST /api/login, icore login and accounts/sessions alike, across styles', async () => {
    const first = await post(
      '/api/login',
      form({ username: 'demo_kes', password: 'demo1234' }),
      SPAIN,
    );
    expect(first.statusCode).toBe(200);

    const icore = await post(
      '/xapi/icore/players/login',
      { username: 'demo_kes', password: 'demo1234' },
      SPAIN,
    );
    expect(icore.statusCode).toBe(409);
    expect(icore.json().message).toBe('active_session_exists');
    const sessions = await post(
      '/accounts/sessions',
      { username: 'demo_kes', password: 'demo1234' },
      SPAIN,
    );
    expect(sessions.statusCode).toBe(409);
    const again = await post(
      '/api/login',
      form({ username: 'demo_kes', password: 'demo1234' }),
      SPAIN,
    );
    expect(again.statusCode).toBe(409);

    // JSON boolean on icore.
    const forcedIcore = await post(
      '/xapi/icore/players/login',
      { username: 'demo_kes', password: 'demo1234', force_single_session: true },
      SPAIN,
    );
    expect(forcedIcore.statusCode).toBe(200);
    expect((await integrate(first.json().result.jwe_token)).statusCode).toBe(401);

    // JSON text on accounts/sessions: the icore tokens go, the access token works.
    const forcedSessions = await post(
      '/accounts/sessions',
      { username: 'demo_kes', password: 'demo1234', force_single_session: 'true' },
      SPAIN,
    );
    expect(forcedSessions.statusCode).toBe(201);
    expect((await checkplayer(forcedIcore.json().externalSessionToken)).statusCode).toBe(401);
    const access: string = forcedSessions.json().accessToken;
    expect((await get('/accounts/me/profile', bearer(access))).statusCode).toBe(200);

    // An explicit false is no force.
    const notForced = await post(
      '/accounts/sessions',
      { username: 'demo_kes', password: 'demo1234', force_single_session: false },
      SPAIN,
    );
    expect(notForced.statusCode).toBe(409);

    // DELETE /accounts/me/sessions is a clean logout.
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/accounts/me/sessions',
      headers: bearer(access),
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await post('/accounts/sessions', { username: 'demo_kes', password: 'demo1234' }, SPAIN))
        .statusCode,
    ).toBe(201);
  });

  it('keeps the one-time code and security question steps working', async () => {
    expect((await headerLogin('demo_otp')).statusCode).toBe(200); // pending only: not live
    const pending = await headerLogin('demo_otp');
    expect(pending.statusCode).toBe(200);
    const done = await post(`${HL}/otp/validate`, form({ code: '123456' }), {
      ...SPAIN,
      ...bearer(pending.json().result.login_token),
    });
    expect(done.statusCode).toBe(200);
    const jwe: string = done.json().result.jwe_token;

    expect((await headerLogin('demo_otp')).statusCode).toBe(409);
    const forced = await headerLogin('demo_otp', { force_single_session: 'true' });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().result.otp).toBe(true);
    // The password alone ends nothing: only the passed code does.
    expect((await integrate(jwe)).statusCode).toBe(200);
    const validated = await post(`${HL}/otp/validate`, form({ code: '123456' }), {
      ...SPAIN,
      ...bearer(forced.json().result.login_token),
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().result.otp).toBe(false);
    expect((await integrate(jwe)).statusCode).toBe(401);
    expect((await integrate(validated.json().result.jwe_token)).statusCode).toBe(200);

    const question = await headerLogin('demo_question');
    const asked = await post(`${HL}/security_question/checkAnswer`, form({ answer: 'blue' }), {
      ...SPAIN,
      ...bearer(question.json().result.login_token),
    });
    expect(asked.statusCode).toBe(200);
    expect((await headerLogin('demo_question')).statusCode).toBe(409);

    // A forced question step with a wrong answer ends nothing either.
    const forcedQuestion = await headerLogin('demo_question', { force_single_session: 'true' });
    const questionToken: string = forcedQuestion.json().result.login_token;
    const wrong = await post(`${HL}/security_question/checkAnswer`, form({ answer: 'red' }), {
      ...SPAIN,
      ...bearer(questionToken),
    });
    expect(wrong.statusCode).toBe(401);
    const liveJwe: string = asked.json().result.jwe_token;
    expect((await integrate(liveJwe)).statusCode).toBe(200);
    const right = await post(`${HL}/security_question/checkAnswer`, form({ answer: 'blue' }), {
      ...SPAIN,
      ...bearer(questionToken),
    });
    expect(right.statusCode).toBe(200);
    expect((await integrate(liveJwe)).statusCode).toBe(401);
  });

  it('answers wrong credentials and a bad flag before the 409', async () => {
    expect((await headerLogin('demo_gold')).statusCode).toBe(200);
    const wrong = await post(
      `${HL}/authenticate`,
      form({ username: 'demo_gold', password: 'nope' }),
      SPAIN,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().reasonJson.responseCode).toBe('INT003');
    const bad = await headerLogin('demo_gold', { force_single_session: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid_request' });
    expect(bad.json().message).toContain('force_single_session');
  });

  it('does not count an expired session', async () => {
    const first = await headerLogin('demo_silver');
    expect(first.statusCode).toBe(200);
    await server.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('player_id', '=', first.json().result.alsPlayerId)
      .execute();
    expect((await headerLogin('demo_silver')).statusCode).toBe(200);
  });

  it('changes nothing where the setting is off', async () => {
    const first = await headerLogin('demo', {}, ZEDBET);
    const second = await headerLogin('demo', { force_single_session: 'true' }, ZEDBET);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // Not forced off either: both sessions stay.
    expect((await integrate(first.json().result.jwe_token, ZEDBET)).statusCode).toBe(200);
    expect((await integrate(second.json().result.jwe_token, ZEDBET)).statusCode).toBe(200);
  });
});
