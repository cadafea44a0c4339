import type { Migration } from 'kysely';
import { initialMigration } from './0001-initial';
import { worldMigration } from './0002-world';
import { accountsMigration } from './0003-accounts';
import { contentMigration } from './0004-content';
import { betsMigration } from './0005-bets';
import { betTaxMigration } from './0007-bet-tax';
import { jackpotsMigration } from './0006-jackpots';
import { accountSessionsMigration } from './0008-account-sessions';
import { freeBetsMigration } from './0009-free-bets';
import { inPlayDelayMigration } from './0010-inplay-delay';
import { liveMarketBasisMigration } from './0011-live-market-basis';

/**
 * Every migration, in code. Kysely runs them in name order and records each in its
 * `kysely_migration` table; add new ones with the next number, never edit a shipped one.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial': initialMigration,
  '0002-world': worldMigration,
  '0003-accounts': accountsMigration,
  '0004-content': contentMigration,
  '0005-bets': betsMigration,
  '0006-jackpots': jackpotsMigration,
  '0007-bet-tax': betTaxMigration,
  '0008-account-sessions': accountSessionsMigration,
  '0009-free-bets': freeBetsMigration,
  '0010-inplay-delay': inPlayDelayMigration,
  '0011-live-market-basis': liveMarketBasisMigration,
};
