import { seedAccounts } from '../accounts/seed-accounts';
import { invalidateReads } from '../cache/read-cache';
import { seedContent } from '../content/content-repository';
import type { SandboxDb } from '../db/schema';
import { seedJackpots } from '../jackpots/seed-jackpots';
import { seedBrandSettings } from '../settings/settings-repository';
import { generateWorld } from './seed';
import { seedWorldEvents } from './seed-events';

export interface SeedResult {
  /** False when the world was already there and was left alone. */
  readonly seededWorld: boolean;
}

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters. */
const BATCH_SIZE = 500;

/**
 * Seeds the database on first start and is a no-op afterwards: the world is written only when
 * the sport tree is empty, and brand settings only fill in keys that are missing.
 */
export async function seedDatabase(db: SandboxDb, seed: number): Promise<SeedResult> {
  const result = await db.transaction().execute(async (trx) => {
    await seedBrandSettings(trx);
    await seedAccounts(trx);
    await seedContent(trx);
    const existing = await trx.selectFrom('event_paths').select('id').limit(1).executeTakeFirst();
    if (existing !== undefined) return { seededWorld: false };
    const { eventPaths } = generateWorld(seed);
    for (let start = 0; start < eventPaths.length; start += BATCH_SIZE) {
      await trx
        .insertInto('event_paths')
        .values(eventPaths.slice(start, start + BATCH_SIZE))
        .execute();
    }
    await seedWorldEvents(trx, seed, eventPaths);
    await seedJackpots(trx, seed);
    return { seededWorld: true };
  });
  // Whatever the read cache kept came from the data just written over.
  invalidateReads(db);
  return result;
}

/** Throws the world and every brand's settings away and seeds them again. */
export async function reseedDatabase(db: SandboxDb, seed: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('event_paths').execute();
    await trx.deleteFrom('players').execute();
    await trx.deleteFrom('brand_settings').execute();
    await trx.deleteFrom('content_items').execute();
    await trx.deleteFrom('outcome_results').execute();
    await trx.deleteFrom('retail_codes').execute();
    await trx.deleteFrom('jackpots').execute();
  });
  await seedDatabase(db, seed);
}
