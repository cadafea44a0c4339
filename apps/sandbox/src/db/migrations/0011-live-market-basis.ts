import type { Kysely, Migration } from 'kysely';

/**
 * Live-only market instances (rest of match, game winner) keep what they are about in
 * `markets.live_basis` (see world/live-market-basis.ts): the score or game they opened at, and a
 * game's winner once it is over. Null for every other market. Settlement reads it.
 */
export const liveMarketBasisMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('markets').addColumn('live_basis', 'jsonb').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('markets').dropColumn('live_basis').execute();
  },
};
