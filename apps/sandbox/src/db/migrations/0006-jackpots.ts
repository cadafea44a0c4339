import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Jackpots (betting §3 and §4): a jackpot, its prize and line stake per currency (minor units),
 * and its events in ordinal order, each with the full-time 1X2 market the picks are made on.
 * Reserve events (ordinals after numberOfEvents) replace void events at settlement.
 */
export const jackpotsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('jackpots')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('number_of_events', 'integer', (column) => column.notNull())
      .addColumn('reserve_selection_count', 'integer', (column) => column.notNull())
      .addColumn('closes_at', 'timestamptz', (column) => column.notNull())
      .addColumn('settled_at', 'timestamptz')
      .addColumn('sort_order', 'integer', (column) => column.notNull())
      .addCheckConstraint('jackpots_status_check', sql`status in ('open', 'settled')`)
      .addCheckConstraint(
        'jackpots_counts_check',
        sql`number_of_events >= 1 and reserve_selection_count >= 0`,
      )
      .execute();

    await db.schema
      .createTable('jackpot_prizes')
      .addColumn('jackpot_id', 'integer', (column) =>
        column.notNull().references('jackpots.id').onDelete('cascade'),
      )
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('prize', 'bigint', (column) => column.notNull())
      .addColumn('line_stake', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('jackpot_prizes_pkey', ['jackpot_id', 'currency'])
      .addCheckConstraint('jackpot_prizes_money_check', sql`prize > 0 and line_stake > 0`)
      .execute();

    await db.schema
      .createTable('jackpot_events')
      .addColumn('jackpot_id', 'integer', (column) =>
        column.notNull().references('jackpots.id').onDelete('cascade'),
      )
      .addColumn('ordinal', 'integer', (column) => column.notNull())
      .addColumn('event_id', 'integer', (column) =>
        column.notNull().references('events.id').onDelete('cascade'),
      )
      .addColumn('market_id', 'integer', (column) =>
        column.notNull().references('markets.id').onDelete('cascade'),
      )
      .addColumn('reserve', 'boolean', (column) => column.notNull())
      .addPrimaryKeyConstraint('jackpot_events_pkey', ['jackpot_id', 'ordinal'])
      .addUniqueConstraint('jackpot_events_jackpot_id_event_id_key', ['jackpot_id', 'event_id'])
      .addCheckConstraint('jackpot_events_ordinal_check', sql`ordinal >= 1`)
      .execute();
    await db.schema
      .createIndex('jackpot_events_event_id_idx')
      .on('jackpot_events')
      .column('event_id')
      .execute();
    await db.schema
      .createIndex('jackpot_events_market_id_idx')
      .on('jackpot_events')
      .column('market_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['jackpot_events', 'jackpot_prizes', 'jackpots']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
