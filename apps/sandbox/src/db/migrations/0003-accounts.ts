import { sql, type Kysely, type Migration } from 'kysely';

/** Players, sessions, one-time codes, wallets and their ledger, account prefs, player details. */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('players')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('brand', 'text', (column) => column.notNull())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('country_code', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('active'))
      .addColumn('vip_level', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('excluded_from_promotions', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('non_depositor', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('non_bettor', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_partner_matrix_affiliate', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('player_created_by_agent', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('self_excluded', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('otp_required', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('security_question', 'text')
      .addColumn('security_answer_hash', 'text')
      .addColumn('terms_accepted', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('first_login_time', 'timestamptz')
      .addColumn('last_login_date', 'timestamptz')
      .addColumn('register_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('players_brand_username_key', ['brand', 'username'])
      .addCheckConstraint(
        'players_status_check',
        sql`status in ('active', 'suspended', 'locked', 'pending_activation')`,
      )
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('revoked', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'sessions_kind_check',
        sql`kind in ('jwe', 'external', 'access', 'refresh', 'login_pending')`,
      )
      .execute();
    await db.schema
      .createIndex('sessions_player_id_idx')
      .on('sessions')
      .column('player_id')
      .execute();

    await db.schema
      .createTable('one_time_codes')
      .addColumn('player_id', 'integer', (column) =>
        column.primaryKey().references('players.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('used', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('requested_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('wallets')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('player_id', 'integer', (column) =>
        column.notNull().references('players.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('balance', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('promo_cash', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('total_left_to_wager', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('withdrawable', 'bigint', (column) => column.notNull().defaultTo(0))
      .addUniqueConstraint('wallets_player_id_name_key', ['player_id', 'name'])
      .addCheckConstraint('wallets_balance_check', sql`balance >= 0`)
      .addCheckConstraint('wallets_promo_cash_check', sql`promo_cash >= 0`)
      .addCheckConstraint('wallets_total_left_to_wager_check', sql`total_left_to_wager >= 0`)
      .addCheckConstraint(
        'wallets_withdrawable_check',
        sql`withdrawable >= 0 and withdrawable <= balance`,
      )
      .execute();

    await db.schema
      .createTable('wallet_transactions')
      .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('wallet_id', 'integer', (column) =>
        column.notNull().references('wallets.id').onDelete('cascade'),
      )
      .addColumn('amount', 'bigint', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('reference', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('wallet_transactions_wallet_id_idx')
      .on('wallet_transactions')
      .column('wallet_id')
      .execute();

    await db.schema
      .createTable('account_prefs')
      .addColumn('player_id', 'integer', (column) =>
        column.primaryKey().references('players.id').onDelete('cascade'),
      )
      .addColumn('price_format', 'text', (column) => column.notNull())
      .addColumn('layout', 'text', (column) => column.notNull())
      .addColumn('default_stake', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('sort_by', 'text', (column) => column.notNull())
      .addColumn('accept_higher_odds', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('theme', 'text', (column) => column.notNull())
      .addCheckConstraint('account_prefs_default_stake_check', sql`default_stake >= 0`)
      .execute();

    await db.schema
      .createTable('player_details')
      .addColumn('player_id', 'integer', (column) =>
        column.primaryKey().references('players.id').onDelete('cascade'),
      )
      .addColumn('default_stake', 'bigint', (column) => column.notNull().defaultTo(0))
      .addColumn('price_format', 'text', (column) => column.notNull())
      .addColumn('is_remember_stake', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('enable_stream_full_screen', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('hold_withdraw', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('account_number', 'text', (column) => column.notNull())
      .addColumn('real_money_bonuses', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('was_set_real_money_bonuses', 'boolean', (c) => c.notNull().defaultTo(false))
      .addCheckConstraint('player_details_default_stake_check', sql`default_stake >= 0`)
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'player_details',
      'account_prefs',
      'wallet_transactions',
      'wallets',
      'one_time_codes',
      'sessions',
      'players',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
