import type { Kysely, Migration } from 'kysely';

/**
 * The risk-group flag of a player (answered as `riskGroup` by the logins), and the login
 * a session token belongs to (`login_id`: the jwe and external tokens of one header_login/icore
 * login, or the access and refresh tokens of one accounts/sessions login, share it), so a logout
 * ends the whole login and not only the token it was called with. Rows from before this
 * migration have no login_id and are revoked one token at a time, as before.
 * `force_single_session` marks a pending second step (code, question) whose password step asked
 * to end the player's other sessions: that happens only once the second step passes.
 */
export const accountSessionsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('players')
      .addColumn('risk_group', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable('sessions')
      .addColumn('login_id', 'text')
      .addColumn('force_single_session', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('sessions_login_id_idx')
      .on('sessions')
      .column('login_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('sessions_login_id_idx').execute();
    await db.schema
      .alterTable('sessions')
      .dropColumn('login_id')
      .dropColumn('force_single_session')
      .execute();
    await db.schema.alterTable('players').dropColumn('risk_group').execute();
  },
};
