import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import type { SandboxDb } from './schema';

/** Every table the migrations create: a new table is a deliberate change to this list. */
const EXPECTED_TABLES = [
  'account_prefs',
  'bet_legs',
  'bets',
  'betslips',
  'brand_settings',
  'content_items',
  'event_paths',
  'events',
  'jackpot_events',
  'jackpot_prizes',
  'jackpots',
  'markets',
  'one_time_codes',
  'outcome_results',
  'outcomes',
  'player_details',
  'players',
  'retail_codes',
  'sessions',
  'wallet_transactions',
  'wallets',
];

describe('migrateToLatest', () => {
  let db: SandboxDb;

  beforeAll(async () => {
    db = await openTestDatabase();
  });

  afterAll(async () => {
    await db.destroy();
  });

  it('applies every migration on an empty database', async () => {
    const results = await migrateToLatest(db);
    expect(results.map((result) => [result.migrationName, result.status])).toEqual(
      Object.keys(migrations).map((name) => [name, 'Success']),
    );
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name).sort()).toEqual(EXPECTED_TABLES);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await db
      .insertInto('brand_settings')
      .values({ brand: 'zedbet', key: 'probe', value: JSON.stringify(1) })
      .execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual([]);
    const rows = await db.selectFrom('brand_settings').selectAll().execute();
    expect(rows).toEqual([{ brand: 'zedbet', key: 'probe', value: 1 }]);
  });

  it('enforces the event path kinds', async () => {
    await expect(
      db
        .insertInto('event_paths')
        .values({
          id: 1,
          parent_id: null,
          // @ts-expect-error -- not a kind; the check constraint must refuse it.
          kind: 'planet',
          name: 'Mars',
          slug: 'mars',
          sport_code: null,
          sort_order: 0,
          event_count: 0,
        })
        .execute(),
    ).rejects.toThrow(/event_paths_kind_check/);
  });
});
