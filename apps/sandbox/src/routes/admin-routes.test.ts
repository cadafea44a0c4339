import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MALFORMED_BODY } from '../faults/fault-spec';
import { routesOf } from '../server';
import { createTestServer, type TestServer } from '../test-support/test-server';

const TREE = '/xapi/rest/eventpathtree';

describe('admin surface', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterEach(async () => {
    await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
  });

  afterAll(async () => {
    await server.close();
  });

  const addFault = (fault: Record<string, unknown>) =>
    server.admin.inject({ method: 'POST', url: '/__admin/faults', payload: fault });
  const getTree = () =>
    server.app.inject({ method: 'GET', url: TREE, headers: { 'X-SB-Brand': 'zedbet' } });
  const getSettings = (brand = 'zedbet') =>
    server.app.inject({
      method: 'GET',
      url: '/api/all_cached_settings',
      headers: { 'X-SB-Brand': brand },
    });

  describe('faults', () => {
    it('malformed: answers 200 application/json that does not parse', async () => {
      expect((await addFault({ match: TREE, kind: 'malformed' })).statusCode).toBe(201);
      const response = await getTree();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toBe(MALFORMED_BODY);
      expect(() => JSON.parse(response.body)).toThrow(SyntaxError);
    });

    it('status: answers that status with a JSON error', async () => {
      await addFault({ match: TREE, kind: 'status', status: 503 });
      const response = await getTree();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'injected_fault', status: 503 });
    });

    it('times: 1 applies once, then clears itself', async () => {
      await addFault({ match: TREE, kind: 'status', status: 503, times: 1 });
      expect((await getTree()).statusCode).toBe(503);
      expect((await getTree()).statusCode).toBe(200);
      const list = await server.admin.inject({ method: 'GET', url: '/__admin/faults' });
      expect(list.json()).toEqual({ faults: [] });
    });

    it('latency: waits, then answers normally', async () => {
      await addFault({ match: TREE, kind: 'latency', ms: 150 });
      const started = performance.now();
      const response = await getTree();
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('eventPaths');
    });

    it('leaves other paths and the admin surface alone', async () => {
      await addFault({ match: '/', kind: 'status', status: 500 });
      expect((await getTree()).statusCode).toBe(500);
      const list = await server.admin.inject({ method: 'GET', url: '/__admin/faults' });
      expect(list.statusCode).toBe(200);
      await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
      await addFault({ match: '/api/', kind: 'status', status: 500 });
      expect((await getTree()).statusCode).toBe(200);
    });

    it('matches the path only, not the query string', async () => {
      await addFault({ match: TREE, kind: 'status', status: 502 });
      const response = await server.app.inject({
        method: 'GET',
        url: `${TREE}?sportCode=FOOT`,
        headers: { 'X-SB-Brand': 'zedbet' },
      });
      expect(response.statusCode).toBe(502);
    });

    it('lists and clears faults', async () => {
      await addFault({ match: TREE, kind: 'drop', times: 3 });
      await addFault({ match: '/api', kind: 'malformed' });
      const list = await server.admin.inject({ method: 'GET', url: '/__admin/faults' });
      expect(list.json()).toEqual({
        faults: [
          { id: expect.any(Number), match: TREE, kind: 'drop', times: 3, remaining: 3 },
          { id: expect.any(Number), match: '/api', kind: 'malformed', remaining: null },
        ],
      });
      const cleared = await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
      expect(cleared.json()).toEqual({ cleared: 2 });
      expect((await getTree()).statusCode).toBe(200);
    });

    it('code: answers a chosen RES code in the §8 envelope, status 400 unless given', async () => {
      await addFault({ match: TREE, kind: 'code', code: 'RES-00056' });
      const response = await getTree();
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        status: 400,
        message: 'Stake greater than balance',
        reasonJson: { responseCode: 'RES-00056', message: 'Stake greater than balance' },
      });
      await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
      await addFault({ match: TREE, kind: 'code', code: 'RES-00246', status: 409 });
      expect((await getTree()).statusCode).toBe(409);
    });

    it('code: an INT code comes with the status the catalogue gives it', async () => {
      await addFault({ match: '/accounts/sessions', kind: 'code', code: 'INT009' });
      const response = await server.app.inject({
        method: 'POST',
        url: '/accounts/sessions',
        headers: { 'X-SB-Brand': 'zedbet' },
        payload: { username: 'demo', password: 'demo1234' },
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ reasonJson: { responseCode: 'INT009' } });
    });

    it.each([
      ['maintenance', '/maintenance'],
      ['blocked', '/blocked'],
    ])('%s: redirects to %s', async (kind, location) => {
      await addFault({ match: TREE, kind });
      const response = await getTree();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    });

    it.each([
      [{ match: TREE, kind: 'explode' }],
      [{ match: TREE, kind: 'code' }],
      [{ match: TREE, kind: 'code', code: 'RES-99999' }],
      [{ match: TREE, kind: 'code', code: 'toString' }],
      [{ match: TREE, kind: 'status' }],
      [{ match: TREE, kind: 'status', status: 200 }],
      [{ match: TREE, kind: 'latency' }],
      [{ match: 'xapi', kind: 'drop' }],
      [{ match: TREE, kind: 'drop', times: 0 }],
    ])('refuses an invalid fault %j', async (fault) => {
      const response = await addFault(fault);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_body' });
    });
  });

  describe('drop (over a real socket)', () => {
    it('closes the connection without an answer', async () => {
      await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      await addFault({ match: TREE, kind: 'drop', times: 1 });
      const url = `http://127.0.0.1:${port}${TREE}`;
      const init = { headers: { 'X-SB-Brand': 'zedbet' } };
      await expect(fetch(url, init)).rejects.toThrow(/fetch failed/);
      const next = await fetch(url, init);
      expect(next.status).toBe(200);
      // Read the body: an unread response keeps its connection busy and server.close() waits.
      await next.arrayBuffer();
    });
  });

  describe('truncated (over a real socket)', () => {
    it('promises the whole body, sends half of it and cuts the connection', async () => {
      if (!server.app.server.listening) await server.app.listen({ host: '127.0.0.1', port: 0 });
      const address = server.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const url = `http://127.0.0.1:${port}${TREE}`;
      const init = { headers: { 'X-SB-Brand': 'zedbet' } };
      const whole = await (await fetch(url, init)).text();
      await addFault({ match: TREE, kind: 'truncated', times: 1 });
      const response = await fetch(url, init);
      expect(response.status).toBe(200);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(whole));
      await expect(response.text()).rejects.toThrow();
      const next = await fetch(url, init);
      expect(await next.text()).toBe(whole);
    });
  });

  describe('reset', () => {
    it('clears faults, settings changes and the world, and reseeds', async () => {
      const before = (await getTree()).json<unknown>();
      await server.admin.inject({
        method: 'PATCH',
        url: '/__admin/brands/zedbet/settings',
        payload: { enable_favorites: false },
      });
      await server.db.deleteFrom('event_paths').where('kind', '=', 'league').execute();
      await addFault({ match: '/api', kind: 'status', status: 500 });

      const reset = await server.admin.inject({ method: 'POST', url: '/__admin/reset' });
      expect(reset.json()).toEqual({ ok: true, seed: 42 });
      expect((await getSettings()).json()).toMatchObject({ enable_favorites: true });
      expect((await getTree()).json()).toEqual(before);
    });

    it('takes another seed', async () => {
      const before = (await getTree()).json<unknown>();
      const reset = await server.admin.inject({
        method: 'POST',
        url: '/__admin/reset',
        payload: { seed: 7 },
      });
      expect(reset.json()).toEqual({ ok: true, seed: 7 });
      expect((await getTree()).json()).not.toEqual(before);
      await server.admin.inject({ method: 'POST', url: '/__admin/reset' });
      expect((await getTree()).json()).toEqual(before);
    });
  });

  describe('settings overrides', () => {
    it('refuses an unknown brand and a body that is not an object', async () => {
      const unknown = await server.admin.inject({
        method: 'PATCH',
        url: '/__admin/brands/acme/settings',
        payload: { a: 1 },
      });
      expect(unknown.statusCode).toBe(404);
      const notObject = await server.admin.inject({
        method: 'PATCH',
        url: '/__admin/brands/zedbet/settings',
        payload: [1, 2],
      });
      expect(notObject.statusCode).toBe(400);
      // jsonb refuses a NUL: it is a 400 here, never the database's 500.
      for (const payload of [{ 'a\u0000': 1 }, { a: ['x\u0000'] }]) {
        const nul = await server.admin.inject({
          method: 'PATCH',
          url: '/__admin/brands/zedbet/settings',
          payload,
        });
        expect(nul.statusCode).toBe(400);
      }
    });
  });

  describe('its own server', () => {
    const adminCalls = [
      ['GET', '/__admin/faults'],
      ['POST', '/__admin/faults'],
      ['DELETE', '/__admin/faults'],
      ['POST', '/__admin/wallets/demo/credit'],
      ['GET', '/__admin/one-time-codes'],
      ['POST', '/__admin/players/demo/reset'],
      ['GET', '/__admin/time'],
      ['POST', '/__admin/reset'],
      ['DELETE', '/__admin/login-throttle'],
    ] as const;

    it('the public server answers 404 for every admin path, from loopback too', async () => {
      for (const [method, url] of adminCalls) {
        const response = await server.app.inject({
          method,
          url,
          remoteAddress: '127.0.0.1',
          ...(method === 'POST' ? { payload: { brand: 'zedbet', amount_minor: 100 } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found' });
      }
      expect(routesOf(server.app).filter((route) => route.url.startsWith('/__admin'))).toEqual([]);
    });

    it('the admin server answers them (and nothing else)', async () => {
      const faults = await server.admin.inject({ method: 'GET', url: '/__admin/faults' });
      expect(faults.json()).toEqual({ faults: [] });
      const credit = await server.admin.inject({
        method: 'POST',
        url: '/__admin/wallets/demo/credit',
        payload: { brand: 'zedbet', amount_minor: 100 },
      });
      expect(credit.statusCode).toBe(200);
      const codes = await server.admin.inject({ method: 'GET', url: '/__admin/one-time-codes' });
      expect(codes.json()).toHaveProperty('codes');
      const added = await addFault({ match: TREE, kind: 'status', status: 503 });
      expect(added.statusCode).toBe(201);
      // Same state: a fault added on the admin server applies to the public one.
      expect((await getTree()).statusCode).toBe(503);
      for (const [method, url] of adminCalls) {
        if (method === 'POST' && url === '/__admin/reset') continue; // reseeds: tested below
        const response = await server.admin.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { brand: 'zedbet', amount_minor: 100 } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).not.toBe(404);
      }
      for (const url of ['/health', TREE, '/api/all_cached_settings']) {
        const response = await server.admin.inject({
          method: 'GET',
          url,
          headers: { 'X-SB-Brand': 'zedbet' },
        });
        expect(response.statusCode, url).toBe(404);
      }
      expect(routesOf(server.admin).every((route) => route.url.startsWith('/__admin/'))).toBe(true);
    });
  });

  it('answers loopback callers only', async () => {
    const response = await server.admin.inject({
      method: 'GET',
      url: '/__admin/faults',
      remoteAddress: '10.0.0.8',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'admin_loopback_only' });
  });
});
