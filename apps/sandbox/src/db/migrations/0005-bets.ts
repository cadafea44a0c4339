import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Betslips (one per placement uuid: the idempotency record and the answer replayed for it), bets
 * and their legs, outcome results (what settlement reads) and retail codes. Money in minor units.
 */
export const betsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('betslips')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('uuid', 'text', (column) => column.notNull())
      .addColumn('payload_hash', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('total_stake', 'bigint', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('http_status', 'integer', (column) => column.notNull())
      .addColumn('response', 'jsonb', (column) => column.notNull())
      .addColumn('decide_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('betslips_player_id_uuid_key', ['player_id', 'uuid'])
      .addCheckConstraint('betslips_kind_check', sql`kind in ('sports', 'jackpot')`)
      .addCheckConstraint(
        'betslips_status_check',
        sql`status in ('waiting_approval', 'accepted', 'rejected')`,
      )
      .addCheckConstraint('betslips_total_stake_check', sql`total_stake >= 0`)
      .execute();

    await db.schema
      .createTable('bets')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('betslip_id', 'integer', (column) =>
        column.notNull().references('betslips.id').onDelete('cascade'),
      )
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('bet_type_id', 'integer', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('unit_stake', 'bigint', (column) => column.notNull())
      .addColumn('total_stake', 'bigint', (column) => column.notNull())
      .addColumn('num_bets', 'integer', (column) => column.notNull())
      .addColumn('price_milli', 'integer')
      .addColumn('potential_returns', 'bigint', (column) => column.notNull())
      .addColumn('each_way', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('jackpot_id', 'integer')
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('payout', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('placed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('settled_at', 'timestamptz')
      .addCheckConstraint(
        'bets_kind_check',
        sql`kind in ('single', 'multiple', 'system', 'jackpot')`,
      )
      .addCheckConstraint(
        'bets_status_check',
        sql`status in ('pending_approval', 'open', 'won', 'lost', 'void', 'rejected')`,
      )
      .addCheckConstraint(
        'bets_money_check',
        sql`unit_stake >= 0 and total_stake >= 0 and potential_returns >= 0 and payout >= 0`,
      )
      .addCheckConstraint('bets_num_bets_check', sql`num_bets >= 1`)
      .execute();
    await db.schema
      .createIndex('bets_player_id_status_idx')
      .on('bets')
      .columns(['player_id', 'status'])
      .execute();
    await db.schema.createIndex('bets_betslip_id_idx').on('bets').column('betslip_id').execute();

    await db.schema
      .createTable('bet_legs')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('bet_id', 'integer', (column) =>
        column.notNull().references('bets.id').onDelete('cascade'),
      )
      .addColumn('leg_index', 'integer', (column) => column.notNull())
      .addColumn('outcome_id', 'integer', (column) => column.notNull())
      .addColumn('market_id', 'integer', (column) => column.notNull())
      .addColumn('event_id', 'integer', (column) => column.notNull())
      .addColumn('price_milli', 'integer', (column) => column.notNull())
      .addColumn('spread_milli', 'integer')
      .addColumn('outcome_description', 'text', (column) => column.notNull())
      .addColumn('market_description', 'text', (column) => column.notNull())
      .addColumn('period_description', 'text', (column) => column.notNull())
      .addColumn('event_description', 'text', (column) => column.notNull())
      .addColumn('sport_code', 'text', (column) => column.notNull())
      .addColumn('event_date', 'timestamptz', (column) => column.notNull())
      .addColumn('ordinal', 'integer')
      .addColumn('reserve', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('result', 'text', (column) => column.notNull().defaultTo('open'))
      .addUniqueConstraint('bet_legs_bet_id_leg_index_key', ['bet_id', 'leg_index'])
      .addCheckConstraint('bet_legs_result_check', sql`result in ('open', 'won', 'lost', 'void')`)
      .execute();
    await db.schema
      .createIndex('bet_legs_event_id_idx')
      .on('bet_legs')
      .column('event_id')
      .execute();

    await db.schema
      .createTable('outcome_results')
      .addColumn('outcome_id', 'integer', (column) => column.primaryKey())
      .addColumn('market_id', 'integer', (column) => column.notNull())
      .addColumn('event_id', 'integer', (column) => column.notNull())
      .addColumn('result', 'text', (column) => column.notNull())
      .addColumn('settled_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('outcome_results_result_check', sql`result in ('won', 'lost', 'void')`)
      .execute();
    await db.schema
      .createIndex('outcome_results_event_id_idx')
      .on('outcome_results')
      .column('event_id')
      .execute();

    await db.schema
      .createTable('retail_codes')
      .addColumn('code', 'text', (column) => column.primaryKey())
      .addColumn('brand', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('payload', 'jsonb', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('retail_codes_kind_check', sql`kind in ('betslip', 'jackpot')`)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['retail_codes', 'outcome_results', 'bet_legs', 'bets', 'betslips']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
