import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Free bets: the player's free-bet balance (minor units, on the sportsbook wallet row, so the
 * placement's wallet lock covers it too) and the free part of a bet's stake (`free_stake`, minor
 * units, never more than the bet's total stake), so settlement pays a free bet's winnings only
 * and gives a void or rejected free stake back to the free-bet balance.
 */
export const freeBetsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('wallets')
      .addColumn('free_bet_balance', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('wallets')
      .addCheckConstraint('wallets_free_bet_balance_check', sql`free_bet_balance >= 0`)
      .execute();
    await db.schema
      .alterTable('bets')
      .addColumn('free_stake', 'bigint', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('bets')
      .addCheckConstraint(
        'bets_free_stake_check',
        sql`free_stake >= 0 and free_stake <= total_stake`,
      )
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bets').dropConstraint('bets_free_stake_check').execute();
    await db.schema.alterTable('bets').dropColumn('free_stake').execute();
    await db.schema
      .alterTable('wallets')
      .dropConstraint('wallets_free_bet_balance_check')
      .execute();
    await db.schema.alterTable('wallets').dropColumn('free_bet_balance').execute();
  },
};
