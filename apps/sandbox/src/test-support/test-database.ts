import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { connect } from '../db/open-database';
import { PGliteDialect } from '../db/pglite-dialect';
import type { SandboxDb } from '../db/schema';
import { seedDatabase } from '../world/seed-database';

export const TEST_SEED = 42;

/** A fresh in-memory database (no tables yet), copied from the run's PGlite template. */
export async function openTestDatabase(): Promise<SandboxDb> {
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
