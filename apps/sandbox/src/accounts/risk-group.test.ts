import {
  apiSessionResponseSchema,
  headerLoginResponseSchema,
  icoreLoginResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { DEMO_PLAYERS } from './demo-players';

const BRAND = { 'X-SB-Brand': 'zedbet' };
const HL = '/en/api/plugins/component/route/header_login';

describe('risk group (demo_riskgroup)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload, headers: { ...BRAND, ...headers } });
  const get = (url: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers: { ...BRAND, ...headers } });

  it('is seeded on every brand with the flag', async () => {
    expect(DEMO_PLAYERS.filter((player) => player.riskGroup)).toEqual([
      { username: 'demo_riskgroup', riskGroup: true },
    ]);
    const rows = await server.db
      .selectFrom('players')
      .select(['brand', 'risk_group'])
      .where('username', '=', 'demo_riskgroup')
      .execute();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.risk_group)).toBe(true);
  });

  it.each([
    ['demo_riskgroup', true],
    ['demo', false],
  ])(
    '%s: riskGroup %s in header_login, /api/session, icore login and checkplayer',
    async (username, flag) => {
      const hl = await post(`${HL}/authenticate`, { username, password: 'demo1234' });
      expect(hl.statusCode).toBe(200);
      const done = headerLoginResponseSchema.parse(hl.json()).result;
      if (done.otp !== false) throw new Error('expected a finished login');
      expect(done.riskGroup).toBe(flag);

      const session = await get('/api/session', { 'X-UUIDToken': done.jwe_token });
      expect(apiSessionResponseSchema.parse(session.json()).riskGroup).toBe(flag);

      const icore = await post('/xapi/icore/players/login', { username, password: 'demo1234' });
      const details = icoreLoginResponseSchema.parse(icore.json());
      expect(details.riskGroup).toBe(flag);
      const check = await get('/xapi/icore/checkplayer', {
        authorization: `Bearer ${details.externalSessionToken}`,
      });
      expect(icoreLoginResponseSchema.parse(check.json()).riskGroup).toBe(flag);
    },
  );
});
