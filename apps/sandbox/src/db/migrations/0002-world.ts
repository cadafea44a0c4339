import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The betting world: events (game events and outrights), their markets and the markets'
 * outcomes. A market's period is derived from period_id (market-catalogue.ts). Prices and spreads are integers in 1/1000 (1850 = 1.850), never floats.
 */
export const worldMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('sport_id', 'integer', (column) =>
        column.notNull().references('event_paths.id').onDelete('cascade'),
      )
      .addColumn('country_id', 'integer', (column) =>
        column.notNull().references('event_paths.id').onDelete('cascade'),
      )
      .addColumn('league_id', 'integer', (column) =>
        column.notNull().references('event_paths.id').onDelete('cascade'),
      )
      .addColumn('event_type', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('slug', 'text', (column) => column.notNull())
      .addColumn('sport_code', 'text', (column) => column.notNull())
      .addColumn('opponents', 'jsonb', (column) => column.notNull())
      .addColumn('event_date', 'timestamptz', (column) => column.notNull())
      .addColumn('feed_code', 'text', (column) => column.notNull())
      .addColumn('live_streaming', 'boolean', (column) => column.notNull())
      .addColumn('betradar_id', 'integer')
      .addColumn('stream_id', 'text')
      .addColumn('tracker_id', 'text')
      .addColumn('is_live', 'boolean', (column) => column.notNull())
      .addColumn('clock_minutes', 'integer')
      .addColumn('clock_status', 'text')
      .addColumn('period_abbreviation', 'text')
      .addColumn('period_number', 'integer')
      .addColumn('scores', 'jsonb')
      .addColumn('is_finished', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('sort_order', 'integer', (column) => column.notNull())
      .addCheckConstraint('events_event_type_check', sql`event_type in ('GAME_EVENT', 'OUTRIGHT')`)
      .execute();
    await db.schema.createIndex('events_league_id_idx').on('events').column('league_id').execute();
    await db.schema
      .createIndex('events_event_date_idx')
      .on('events')
      .column('event_date')
      .execute();

    await db.schema
      .createTable('markets')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('event_id', 'integer', (column) =>
        column.notNull().references('events.id').onDelete('cascade'),
      )
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('market_type_id', 'integer', (column) => column.notNull())
      .addColumn('market_type_style', 'text', (column) => column.notNull())
      .addColumn('market_group', 'text', (column) => column.notNull())
      .addColumn('period_id', 'integer', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('feed_id', 'text', (column) => column.notNull())
      .addColumn('opponent_id', 'integer')
      .addColumn('player_name', 'text')
      .addColumn('team_name', 'text')
      .addColumn('instance', 'integer', (column) => column.notNull())
      .addColumn('cutoff_time', 'timestamptz', (column) => column.notNull())
      .addColumn('sort_order', 'integer', (column) => column.notNull())
      .addCheckConstraint(
        'markets_status_check',
        sql`status in ('open', 'suspended', 'lts', 'closed', 'settled', 'resulted')`,
      )
      .execute();
    await db.schema.createIndex('markets_event_id_idx').on('markets').column('event_id').execute();

    await db.schema
      .createTable('outcomes')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('market_id', 'integer', (column) =>
        column.notNull().references('markets.id').onDelete('cascade'),
      )
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('ordinal_position', 'integer', (column) => column.notNull())
      .addColumn('opponent_id', 'integer')
      .addColumn('hidden', 'boolean', (column) => column.notNull())
      .addColumn('price_id', 'integer', (column) => column.notNull())
      .addColumn('price_milli', 'integer', (column) => column.notNull())
      .addColumn('spread_milli', 'integer')
      .addColumn('spread2_milli', 'integer')
      .addCheckConstraint('outcomes_price_check', sql`price_milli > 1000`)
      .execute();
    await db.schema
      .createIndex('outcomes_market_id_idx')
      .on('outcomes')
      .column('market_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('outcomes').execute();
    await db.schema.dropTable('markets').execute();
    await db.schema.dropTable('events').execute();
  },
};
