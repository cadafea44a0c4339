import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect } from './db/pglite-dialect';
import type { SandboxDatabase } from './db/schema';
import { DEFAULT_BODY_LIMIT, adminAppOf, buildServer } from './server';

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
    expect(adminAppOf(app)).toBeUndefined();
  });
});

describe('error answers', () => {
  /** A database that fails like PostgreSQL given a NUL byte (SQLSTATE 22021). */
  const failingDatabase = new Kysely<SandboxDatabase>({
    dialect: new PGliteDialect({
      pglite: {
        query: () =>
          Promise.reject(
            Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
              code: '22021',
              severity: 'ERROR',
            }),
          ),
        close: () => Promise.resolve(),
      },
    }),
  });
  const logLines: string[] = [];
  const app = buildServer({
    db: failingDatabase,
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    bodyLimit: 100_000,
  });

  beforeAll(async () => {
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('a failure answers 500 { error: internal_error }, its detail in the log only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/all_cached_settings',
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });
    expect(response.body).not.toMatch(/22021|byte sequence|UTF8|\sat\s/);
    expect(logLines.join('\n')).toMatch(/22021/);
    expect(logLines.join('\n')).toMatch(/invalid byte sequence/);
  });

  it('a body over the limit answers 413 JSON, not 500', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'x'.repeat(200_000) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({
      error: 'payload_too_large',
      message: expect.stringMatching(/too large/i),
    });
    // Form bodies have a lower limit of their own (64 KiB).
    const form = await app.inject({
      method: 'POST',
      url: '/xapi/icore/players/login',
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=demo&password=${'x'.repeat(70_000)}`,
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('other client errors keep their status and say what was wrong', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_request' });
    const unsupported = await app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});

describe('the default body limit', () => {
  const app = buildServer({ db: noDatabase });

  afterAll(async () => {
    await app.close();
  });

  it('is 1 MiB: 413 above it', async () => {
    expect(DEFAULT_BODY_LIMIT).toBe(1024 * 1024);
    const response = await app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
  });
});
