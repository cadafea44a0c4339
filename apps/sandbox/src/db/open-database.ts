import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Dialect } from 'kysely';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { createPostgresPool } from './postgres-pool';
import type { SandboxDatabase, SandboxDb } from './schema';

export const IN_MEMORY = 'memory://';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server to use instead of PGlite (needs the optional `pg` package). */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; missing or `memory://` keeps the database in memory. */
  dataDir?: string | undefined;
}

/** Opens the sandbox database. `db.destroy()` closes it (and frees the data directory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<SandboxDb> {
  return connect(await createDialect(options));
}

/**
 * A Kysely instance over `dialect`, checked with one query. The query also matters for closing:
 * Kysely only starts a driver on first use, and `destroy()` skips a driver that never started.
 */
export async function connect(dialect: Dialect): Promise<SandboxDb> {
  const db = new Kysely<SandboxDatabase>({ dialect });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new Error('sandbox: could not connect to the database', { cause: error });
  }
  return db;
}

async function createDialect({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<Dialect> {
  if (databaseUrl) {
    return new PostgresDialect({ pool: await createPostgresPool(databaseUrl) });
  }
  if (dataDir === undefined || dataDir === IN_MEMORY) {
    return new PGliteDialect({ pglite: await PGlite.create() });
  }
  await mkdir(dirname(dataDir), { recursive: true });
  const lock = await lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir });
    return new PGliteDialect({
      pglite: {
        query: pglite.query.bind(pglite),
        close: async () => {
          try {
            await pglite.close();
          } finally {
            await lock.release();
          }
        },
      },
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}
