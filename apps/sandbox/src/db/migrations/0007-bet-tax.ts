import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The betting tax a bet was placed under (the African betslip's stake excise and tax on
 * winnings, in basis points; 0 where there is none), so settlement pays what was quoted.
 */
export const betTaxMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('bets')
      .addColumn('stake_tax_bp', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('returns_tax_bp', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('bets')
      .addCheckConstraint(
        'bets_tax_check',
        sql`stake_tax_bp between 0 and 10000 and returns_tax_bp between 0 and 10000`,
      )
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('bets').dropConstraint('bets_tax_check').execute();
    await db.schema
      .alterTable('bets')
      .dropColumn('stake_tax_bp')
      .dropColumn('returns_tax_bp')
      .execute();
  },
};
