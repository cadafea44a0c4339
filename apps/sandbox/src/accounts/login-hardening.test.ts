import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * Bad input on the four password logins never reaches the database (a 400, never a
 * 500 with its error), and failed logins are throttled per player and per address on all of them
 * with the same rule (login-throttle.ts), answered as §8's INT008 in the login's own envelope.
 */

const BRAND = { 'X-SB-Brand': 'zedbet' };
const HL = '/en/api/plugins/component/route/header_login';
const PASSWORD = 'demo1234';
const MINUTE = 60_000;

/** The four password logins; header_login sends form fields, as the spec says. */
const LOGINS = [
  { name: 'header_login', url: `${HL}/authenticate`, form: true },
  { name: '/api/login', url: '/api/login', form: false },
  { name: 'icore', url: '/xapi/icore/players/login', form: false },
  { name: 'accounts/sessions', url: '/accounts/sessions?l=en&mc=mobile', form: false },
] as const;
type Login = (typeof LOGINS)[number];

function attempt(
  app: FastifyInstance,
  login: Login,
  username: string,
  password: string,
  options: { remoteAddress?: string; form?: boolean } = {},
) {
  const form = options.form ?? login.form;
  return app.inject({
    method: 'POST',
    url: login.url,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: form ? { ...BRAND, 'content-type': 'application/x-www-form-urlencoded' } : BRAND,
    payload: form
      ? new URLSearchParams({ username, password, product: 'sportsbook' }).toString()
      : { username, password },
  });
}

const succeeded = (status: number) => status === 200 || status === 201;

describe('login input', () => {
  let server: TestServer;

  beforeAll(async () => {
    // No address limit here: thousands of failed logins from one address are the point.
    server = await createTestServer(undefined, {
      loginThrottle: { maxAddressFailures: Number.MAX_SAFE_INTEGER },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it.each([
    ['a NUL in the username', 'de\u0000mo', PASSWORD],
    ['a NUL alone', '\u0000', PASSWORD],
    ['a trailing NUL', 'demo\u0000', PASSWORD],
    ['a line break inside', 'de\nmo', PASSWORD],
    ['DEL', 'demo\u007f', PASSWORD],
    ['a C1 control', 'demo\u0085x', PASSWORD],
    ['a NUL in the password', 'demo', 'demo\u00001234'],
    ['a very long username', 'd'.repeat(201), PASSWORD],
  ])('%s → 400 invalid_request on every login, JSON or form', async (_name, username, password) => {
    for (const login of LOGINS) {
      for (const form of [true, false]) {
        const response = await attempt(server.app, login, username, password, { form });
        const where = `${login.name} ${form ? 'form' : 'json'}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({
          success: false,
          status: 400,
          error: 'invalid_request',
        });
        expect(response.body, where).not.toMatch(/22021|byte sequence|UTF8/);
      }
    }
  });

  it('a lone surrogate (broken UTF-16, which only JSON can carry) → 400', async () => {
    for (const login of LOGINS) {
      const response = await attempt(server.app, login, 'demo\ud800', PASSWORD, { form: false });
      expect(response.statusCode, login.name).toBe(400);
    }
  });

  it('still trims a pasted username (a tab or line break at either end)', async () => {
    for (const login of LOGINS) {
      const response = await attempt(server.app, login, '\tdemo\n', PASSWORD);
      expect(succeeded(response.statusCode), login.name).toBe(true);
    }
  });

  it('no username, however odd, makes any login answer 5xx', async () => {
    const odd = fc.constantFrom('\u0000', '\u0001', '\u001f', '\n', '\u007f', '\u0085', '\ud800');
    const username = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: fc.oneof(odd, fc.constantFrom('d', 'e', 'm', 'o', ' ')), maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        username,
        fc.constantFrom(...LOGINS),
        fc.boolean(),
        async (name, login, form) => {
          const response = await attempt(server.app, login, name, PASSWORD, { form });
          expect(response.statusCode, JSON.stringify(name)).toBeLessThan(500);
          expect(response.body).not.toMatch(/22021|byte sequence|internal_error/);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('login throttling', () => {
  let server: TestServer;
  const clock = createClock();
  clock.freeze();

  beforeAll(async () => {
    server = await createTestServer(undefined, { clock });
  });

  afterAll(async () => {
    await server.close();
  });

  const expectLocked = (response: Awaited<ReturnType<typeof attempt>>, where: string) => {
    expect(response.statusCode, where).toBe(403);
    expect(response.json(), where).toEqual({
      success: false,
      status: 403,
      message: 'Player account locked',
      reasonJson: { responseCode: 'INT008', message: 'Player account locked' },
    });
    expect(Number(response.headers['retry-after']), where).toBeGreaterThan(0);
  };

  it('30 wrong passwords, then the right one: refused, on every login style', async () => {
    for (const [index, login] of LOGINS.entries()) {
      const remoteAddress = `198.51.100.${index + 1}`;
      const username = 'demo_bronze';
      for (let failure = 0; failure < 30; failure += 1) {
        const response = await attempt(server.app, login, username, 'wrong', { remoteAddress });
        if (failure < 5) expect(response.statusCode, `${login.name} ${failure}`).toBe(401);
        else expectLocked(response, `${login.name} ${failure}`);
      }
      const right = await attempt(server.app, login, username, PASSWORD, { remoteAddress });
      expectLocked(right, login.name);
      expect(right.headers['retry-after']).toBe('900');
      // Every other login style refuses it too, from any address.
      for (const other of LOGINS) {
        expectLocked(
          await attempt(server.app, other, username, PASSWORD, { remoteAddress: '192.0.2.99' }),
          `${login.name} → ${other.name}`,
        );
      }
      const reset = await server.admin.inject({
        method: 'POST',
        url: `/__admin/players/${username}/reset`,
        payload: { brand: 'zedbet' },
      });
      expect(reset.statusCode).toBe(200);
      const after = await attempt(server.app, login, username, PASSWORD, { remoteAddress });
      expect(succeeded(after.statusCode), login.name).toBe(true);
    }
  });

  it('counts failures across login styles, per brand, and lifts the lock after 15 minutes', async () => {
    const remoteAddress = '198.51.100.20';
    for (const login of [...LOGINS, LOGINS[0]]) {
      expect(
        (await attempt(server.app, login, 'demo_silver', 'wrong', { remoteAddress })).statusCode,
      ).toBe(401);
    }
    expectLocked(await attempt(server.app, LOGINS[2], 'demo_silver', PASSWORD), 'locked');
    const otherBrand = await server.app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      headers: { 'X-SB-Brand': 'dafabet' },
      payload: { username: 'demo_silver', password: PASSWORD },
    });
    expect(otherBrand.statusCode).toBe(200);

    clock.step(14 * MINUTE);
    const later = await attempt(server.app, LOGINS[3], 'demo_silver', PASSWORD);
    expectLocked(later, '14 minutes on');
    expect(later.headers['retry-after']).toBe('60');
    clock.step(MINUTE);
    expect((await attempt(server.app, LOGINS[3], 'demo_silver', PASSWORD)).statusCode).toBe(201);
  });

  it('the right password starts the count again; the account states are not failures', async () => {
    const remoteAddress = '198.51.100.21';
    for (let round = 0; round < 3; round += 1) {
      for (let failure = 0; failure < 4; failure += 1) {
        await attempt(server.app, LOGINS[2], 'demo_gold', 'wrong', { remoteAddress });
      }
      expect((await attempt(server.app, LOGINS[2], 'demo_gold', PASSWORD)).statusCode).toBe(200);
    }
    for (let tries = 0; tries < 7; tries += 1) {
      const response = await attempt(server.app, LOGINS[3], 'demo_suspended', PASSWORD, {
        remoteAddress,
      });
      expect(response.json()).toMatchObject({ reasonJson: { responseCode: 'INT009' } });
    }
  });

  it('refuses an address after 20 failures in 15 minutes, whatever the usernames', async () => {
    const remoteAddress = '203.0.113.50';
    for (let failure = 0; failure < 20; failure += 1) {
      const login = LOGINS[failure % LOGINS.length] ?? LOGINS[0];
      const response = await attempt(server.app, login, `nobody${failure}`, 'x', { remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    for (const login of LOGINS) {
      expectLocked(
        await attempt(server.app, login, 'demo', PASSWORD, { remoteAddress }),
        login.name,
      );
      const elsewhere = await attempt(server.app, login, 'demo', PASSWORD, {
        remoteAddress: '203.0.113.51',
      });
      expect(succeeded(elsewhere.statusCode), login.name).toBe(true);
    }
    // The admin can forget every failed login without a reset of the world.
    const cleared = await server.admin.inject({ method: 'DELETE', url: '/__admin/login-throttle' });
    expect(cleared.json()).toMatchObject({ cleared: { addresses: expect.any(Number) } });
    const again = await attempt(server.app, LOGINS[0], 'demo', PASSWORD, { remoteAddress });
    expect(again.statusCode).toBe(200);
  });

  it('an unknown username is throttled like a known one', async () => {
    const remoteAddress = '203.0.113.60';
    for (let failure = 0; failure < 5; failure += 1) {
      await attempt(server.app, LOGINS[1], 'nobody_at_all', 'x', { remoteAddress });
    }
    expectLocked(await attempt(server.app, LOGINS[1], 'nobody_at_all', 'x'), 'unknown');
  });

  it('a world reset forgets every failed login', async () => {
    for (let failure = 0; failure < 5; failure += 1) {
      await attempt(server.app, LOGINS[0], 'demo_platinum', 'x', { remoteAddress: '203.0.113.70' });
    }
    expectLocked(await attempt(server.app, LOGINS[0], 'demo_platinum', PASSWORD), 'before');
    expect((await server.admin.inject({ method: 'POST', url: '/__admin/reset' })).statusCode).toBe(
      200,
    );
    expect((await attempt(server.app, LOGINS[0], 'demo_platinum', PASSWORD)).statusCode).toBe(200);
  });
});
