import type { Kysely, Migration } from 'kysely';

/**
 * The in-play bet delay: a betslip held because a leg is in play records how long it was held
 * (`inplay_delay_seconds`, 0 for none) and the player's `userAcceptOdds` (`accept_odds`, D or A),
 * so the decision at the end of the delay re-checks its legs as the player asked; a betslip
 * refused then keeps its RES problem in `rejection` (the status call answers it).
 */
export const inPlayDelayMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('betslips')
      .addColumn('inplay_delay_seconds', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('betslips')
      .addColumn('accept_odds', 'text', (column) => column.notNull().defaultTo('D'))
      .execute();
    await db.schema.alterTable('betslips').addColumn('rejection', 'jsonb').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('betslips').dropColumn('rejection').execute();
    await db.schema.alterTable('betslips').dropColumn('accept_odds').execute();
    await db.schema.alterTable('betslips').dropColumn('inplay_delay_seconds').execute();
  },
};
