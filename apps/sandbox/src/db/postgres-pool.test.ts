import { describe, expect, it } from 'vitest';
import { createPostgresPool, parseInt8 } from './postgres-pool';

class FakePool {
  constructor(
    readonly config: {
      connectionString: string;
      types?: { getTypeParser(oid: number, format?: string): (value: string) => unknown };
    },
  ) {}
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

  it('parses int8 as a safe integer, like PGlite, and leaves other types to pg', async () => {
    const text = (value: string) => `text:${value}`;
    const pool = await createPostgresPool(url, async () => ({
      Pool: FakePool,
      types: { getTypeParser: () => text },
    }));
    const types = (pool as FakePool).config.types;
    expect(types?.getTypeParser(20)('125000')).toBe(125000);
    expect(types?.getTypeParser(25)('x')).toBe('text:x');
    expect(parseInt8('-42')).toBe(-42);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });

  it('builds a pool from a named export', async () => {
    const pool = await createPostgresPool(url, async () => ({ Pool: FakePool }));
    expect(pool).toBeInstanceOf(FakePool);
  });

  it('refuses a module without a Pool', async () => {
    await expect(createPostgresPool(url, async () => ({}))).rejects.toThrow(/no Pool export/);
  });
});
