import type { Migration } from 'kysely';
import { initialMigration } from './0001-initial';

/**
 * Every migration, in code. Kysely runs them in name order and records each in its
 * `kysely_migration` table; add new ones with the next number, never edit a shipped one.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initialMigration,
};
