import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import type { SandboxDb } from '../db/schema';
import { readBrandSettings, updateBrandSettings } from '../settings/settings-repository';
import { openTestDatabase } from '../test-support/test-database';
import { generateWorld } from './seed';
import { reseedDatabase, seedDatabase } from './seed-database';

async function readWorld(db: SandboxDb) {
  return db.selectFrom('event_paths').selectAll().orderBy('id').execute();
}

const sortById = <T extends { id: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id - b.id);

describe('seedDatabase', () => {
  let db: SandboxDb;
  let twin: SandboxDb;

  beforeAll(async () => {
    [db, twin] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await Promise.all([migrateToLatest(db), migrateToLatest(twin)]);
  });

  afterAll(async () => {
    await Promise.all([db.destroy(), twin.destroy()]);
  });

  it('writes the generated world on first start', async () => {
    expect(await seedDatabase(db, 42)).toEqual({ seededWorld: true });
    expect(await readWorld(db)).toEqual(sortById(generateWorld(42).eventPaths));
    expect((await readBrandSettings(db, 'zedbet')).currencyCode).toBe('EUR');
  });

  it('gives identical databases for the same seed', async () => {
    await seedDatabase(twin, 42);
    expect(await readWorld(twin)).toEqual(await readWorld(db));
    expect(await readBrandSettings(twin, 'dafabet')).toEqual(
      await readBrandSettings(db, 'dafabet'),
    );
  });

  it('is idempotent: a second start leaves world and changed settings alone', async () => {
    const before = await readWorld(db);
    await updateBrandSettings(db, 'zedbet', { enable_favorites: false });
    expect(await seedDatabase(db, 7)).toEqual({ seededWorld: false });
    expect(await readWorld(db)).toEqual(before);
    expect((await readBrandSettings(db, 'zedbet')).enable_favorites).toBe(false);
  });

  it('fills in settings that are missing', async () => {
    await db.deleteFrom('brand_settings').where('key', '=', 'max_bets_on_betslip').execute();
    await seedDatabase(db, 42);
    expect((await readBrandSettings(db, 'msw')).max_bets_on_betslip).toBe(15);
  });

  it('reseeds from scratch: defaults back, world from the new seed', async () => {
    await reseedDatabase(db, 43);
    expect((await readBrandSettings(db, 'zedbet')).enable_favorites).toBe(true);
    const world = await readWorld(db);
    expect(world).toEqual(sortById(generateWorld(43).eventPaths));
    expect(world).not.toEqual(await readWorld(twin));
  });
});
