import type { EventPathRow, SandboxDb } from '../db/schema';
import { generateWorldEvents, worldAnchor, type WorldEvents } from './event-generator';

/** Rows per INSERT: outcomes have 10 columns, so 3000 rows stay well under 65535 parameters. */
const BATCH_SIZE = 3000;

/**
 * Writes the seed's events, markets and outcomes (called once the sport tree is in). Dates are
 * relative to `anchor`, the time of seeding unless given.
 */
export async function seedWorldEvents(
  db: SandboxDb,
  seed: number,
  eventPaths: readonly EventPathRow[],
  anchor: Date = worldAnchor(),
): Promise<void> {
  await insertWorldEvents(db, generateWorldEvents(seed, eventPaths, anchor));
}

/** Inserts generated events, then their markets, then their outcomes, in batches. */
export async function insertWorldEvents(db: SandboxDb, world: WorldEvents): Promise<void> {
  const { events, markets, outcomes } = world;
  for (let start = 0; start < events.length; start += BATCH_SIZE) {
    await db
      .insertInto('events')
      .values(events.slice(start, start + BATCH_SIZE))
      .execute();
  }
  for (let start = 0; start < markets.length; start += BATCH_SIZE) {
    await db
      .insertInto('markets')
      .values(markets.slice(start, start + BATCH_SIZE))
      .execute();
  }
  for (let start = 0; start < outcomes.length; start += BATCH_SIZE) {
    await db
      .insertInto('outcomes')
      .values(outcomes.slice(start, start + BATCH_SIZE))
      .execute();
  }
}
