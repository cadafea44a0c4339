import { describe, expect, it } from 'vitest';
import { createPostgresPool } from './postgres-pool';

class FakePool {
  constructor(readonly config: { connectionString: string }) {}
  async connect(): Promise<never> {
    throw new Error('not a real pool');
  }
  async end(): Promise<void> {}
}

describe('createPostgresPool', () => {
  const url = 'postgres://sandbox@localhost/sandbox';

  it('says how to install pg when it is missing', async () => {
    const missing = () => Promise.reject(new Error("Cannot find package 'pg'"));
    await expect(createPostgresPool(url, missing)).rejects.toThrow(
      /DATABASE_URL is set, but the "pg" package is not installed/,
    );
  });

  it('builds a pool from the CommonJS default export', async () => {
    const pool = await createPostgresPool(url, async () => ({ default: { Pool: FakePool } }));
    expect(pool).toBeInstanceOf(FakePool);
    expect((pool as FakePool).config).toEqual({ connectionString: url });
  });

  it('builds a pool from a named export', async () => {
    const pool = await createPostgresPool(url, async () => ({ Pool: FakePool }));
    expect(pool).toBeInstanceOf(FakePool);
  });

  it('refuses a module without a Pool', async () => {
    await expect(createPostgresPool(url, async () => ({}))).rejects.toThrow(/no Pool export/);
  });
});
