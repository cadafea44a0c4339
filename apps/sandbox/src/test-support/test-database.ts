import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { connect, openDatabase } from '../db/open-database';
import { PGliteDialect } from '../db/pglite-dialect';
import type { SandboxDb } from '../db/schema';
import { seedDatabase } from '../world/seed-database';

export const TEST_SEED = 42;

/**
 * With SANDBOX_TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` starts one), every test
 * gets a database of its own on that server; otherwise an in-memory PGlite copy.
 */
const serverUrl = process.env.SANDBOX_TEST_DATABASE_URL?.trim() || undefined;

export const testDatabaseKind = serverUrl ? 'postgresql' : 'pglite';

async function openServerTestDatabase(url: string): Promise<SandboxDb> {
  const name = `clem_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  try {
    await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString() });
}

/** A fresh database (no tables yet): PGlite copied from the run's template, or a server one. */
export async function openTestDatabase(): Promise<SandboxDb> {
  if (serverUrl) return openServerTestDatabase(serverUrl);
  return openPgliteTestDatabase();
}

/** A fresh in-memory PGlite database whatever the run uses (for PGlite's own dialect tests). */
export async function openPgliteTestDatabase(): Promise<SandboxDb> {
  const template = await readFile(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template)]) });
  return connect(new PGliteDialect({ pglite }));
}

/** A fresh in-memory database, migrated and seeded. */
export async function openSeededTestDatabase(seed = TEST_SEED): Promise<SandboxDb> {
  const db = await openTestDatabase();
  await migrateToLatest(db);
  await seedDatabase(db, seed);
  return db;
}
