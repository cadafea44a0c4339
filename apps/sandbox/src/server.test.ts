import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './db/pglite-dialect';
import type { SandboxDatabase } from './db/schema';
import { buildServer } from './server';

/** A database that fails every query: these routes must not need one. */
const noDatabase = new Kysely<SandboxDatabase>({
  dialect: new PGliteDialect({
    pglite: {
      query: () => Promise.reject(new Error('no database in this test')),
      close: () => Promise.resolve(),
    },
  }),
});

describe('buildServer', () => {
  const app = buildServer({ db: noDatabase });

  beforeAll(async () => {
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers /health without a brand or the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/xapi/rest/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('checks the brand before touching the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/all_cached_settings' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'unknown_brand' });
  });
});

describe('buildServer in production mode', () => {
  const app = buildServer({ db: noDatabase, mode: 'production' });

  beforeAll(async () => {
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('has no admin surface at all, even for loopback callers', async () => {
    for (const [method, url] of [
      ['POST', '/__admin/reset'],
      ['GET', '/__admin/faults'],
      ['POST', '/__admin/wallets/demo/credit'],
    ] as const) {
      const response = await app.inject({ method, url, remoteAddress: '127.0.0.1', payload: {} });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
