import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { inject, vi } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { connect, openDatabase } from '../db/open-database';
import { PGliteDialect } from '../db/pglite-dialect';
import type { SandboxDb } from '../db/schema';
import { worldAnchor } from '../world/event-generator';
import { seedDatabase } from '../world/seed-database';

export const TEST_SEED = 42;

/**
 * With SANDBOX_TEST_DATABASE_URL (a PostgreSQL server, as `.ci/run` starts one), every test
 * gets a database of its own on that server; otherwise an in-memory PGlite copy.
 */
const serverUrl = process.env.SANDBOX_TEST_DATABASE_URL?.trim() || undefined;

export const testDatabaseKind = serverUrl ? 'postgresql' : 'pglite';

/** Creates a database on the server, empty or a copy of `template`, and gives its name. */
async function createServerDatabase(url: string, template?: string): Promise<string> {
  const name = `clem_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  try {
    const from = template === undefined ? sql`` : sql` template ${sql.id(template)}`;
    await sql`create database ${sql.id(name)}${from}`.execute(admin);
  } finally {
    await admin.destroy();
  }
  return name;
}

function openServerDatabase(url: string, name: string): Promise<SandboxDb> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString() });
}

/** A fresh database (no tables yet): PGlite copied from the run's template, or a server one. */
export async function openTestDatabase(): Promise<SandboxDb> {
  if (serverUrl) return openServerDatabase(serverUrl, await createServerDatabase(serverUrl));
  return openPgliteTestDatabase();
}

/** A fresh in-memory PGlite database whatever the run uses (for PGlite's own dialect tests). */
export async function openPgliteTestDatabase(): Promise<SandboxDb> {
  const template = await readFile(inject('pgliteTemplate'));
  return openPgliteDump(new Blob([new Uint8Array(template)]));
}

async function openPgliteDump(dump: Blob): Promise<SandboxDb> {
  const pglite = await PGlite.create({ loadDataDir: dump });
  return connect(new PGliteDialect({ pglite }));
}

/**
 * A fresh database, migrated and seeded.
 *
 * Migrating and seeding takes seconds; copying a seeded database, a fraction of one. So the
 * default seed's databases are copies: loaded from a dump of a seeded PGlite database, or made
 * with `create database … template …` on a server. The seed's world depends on the minute it is
 * written in (its anchor, see `worldAnchor`), so a copy serves only the databases asked for within
 * that same minute: exactly what seeding them would have written. The first database of a minute
 * is seeded as before; so is every database under fake timers (where "now" is the test's), and
 * with `seedAfresh` (a test that compares two seedings, which two copies would make trivial; on
 * PGlite its dump then serves the copies that follow in its minute).
 */
export async function openSeededTestDatabase(
  seed = TEST_SEED,
  { seedAfresh = false }: { seedAfresh?: boolean } = {},
): Promise<SandboxDb> {
  if (seed === TEST_SEED && !vi.isFakeTimers()) {
    if (!serverUrl) return openSeededPgliteCopy(seed, seedAfresh);
    if (!seedAfresh) return openSeededServerCopy(serverUrl, seed);
  }
  const db = await openTestDatabase();
  await migrateToLatest(db);
  await seedDatabase(db, seed);
  return db;
}

/** This worker's last seeded template database on the server, with the seed and minute it holds. */
let lastServerTemplate: { readonly key: string; readonly name: string } | undefined;

async function openSeededServerCopy(url: string, seed: number): Promise<SandboxDb> {
  const anchor = worldAnchor().getTime();
  const key = `${seed}-${anchor}`;
  if (lastServerTemplate?.key === key) {
    return openServerDatabase(url, await createServerDatabase(url, lastServerTemplate.name));
  }
  // No one may be connected to a template while it is copied: seed it, close it, then copy it.
  const name = await createServerDatabase(url);
  const template = await openServerDatabase(url, name);
  try {
    await migrateToLatest(template);
    await seedDatabase(template, seed);
  } finally {
    await template.destroy();
  }
  // A minute that ended while seeding leaves the world's anchor unknown: the database is the
  // test's own, as it would have been without templates, and no template of it is kept.
  if (worldAnchor().getTime() !== anchor) return openServerDatabase(url, name);
  lastServerTemplate = { key, name };
  return openServerDatabase(url, await createServerDatabase(url, name));
}

/** This worker's last dump of a seeded PGlite database, with the seed and minute it holds. */
let lastSeededDump: { readonly key: string; readonly dump: Blob } | undefined;

/**
 * The first database of a minute (or one to seed afresh) is seeded and dumped on the way; the dump
 * is kept in memory (for the worker's next test files) and on disk (for the other workers').
 */
async function openSeededPgliteCopy(seed: number, seedAfresh: boolean): Promise<SandboxDb> {
  const anchor = worldAnchor().getTime();
  const key = `seeded-${seed}-${anchor}.tar`;
  const known = seedAfresh
    ? undefined
    : lastSeededDump?.key === key
      ? lastSeededDump.dump
      : await readSeededDump(key);
  if (known !== undefined) {
    lastSeededDump = { key, dump: known };
    return openPgliteDump(known);
  }

  const template = await readFile(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(template)]) });
  const db = await connect(new PGliteDialect({ pglite }));
  await migrateToLatest(db);
  await seedDatabase(db, seed);
  // A minute that ended while seeding leaves the world's anchor unknown: keep no dump of it.
  if (worldAnchor().getTime() !== anchor) return db;
  // The dump then holds no WAL to replay: every copy starts a little faster.
  await pglite.exec('checkpoint');
  const dump = await pglite.dumpDataDir('none');
  lastSeededDump = { key, dump };
  await writeSeededDump(key, dump);
  return db;
}

async function readSeededDump(key: string): Promise<Blob | undefined> {
  try {
    return new Blob([new Uint8Array(await readFile(join(inject('pgliteSeededDir'), key)))]);
  } catch {
    return undefined;
  }
}

/** Written aside and renamed into place, so no other worker ever reads half a dump. */
async function writeSeededDump(key: string, dump: Blob): Promise<void> {
  const file = join(inject('pgliteSeededDir'), key);
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    await rm(partial, { force: true });
  }
}
