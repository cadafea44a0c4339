import type { SandboxDb } from '../db/schema';
import { BRAND_IDS, type BrandId } from '../settings/brands';
import { DEMO_SCRYPT_COST, hashSecret } from './crypto';
import {
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_SECURITY_ANSWER,
  DEMO_SECURITY_QUESTION,
  brandCountry,
  brandLocale,
  demoBalanceMinor,
  demoCurrency,
  demoFreeBetMinor,
  type DemoPlayer,
} from './demo-players';
import { normaliseAnswer } from './login-service';
import { toMinor } from './money';
import { SPORTSBOOK_WALLET } from './wallet-service';

/** A long-ago registration for every demo player but demo_new (registered "today"). */
const REGISTERED = new Date('2024-01-15T10:00:00Z');
const FIRST_LOGIN = new Date('2024-01-15T10:05:00Z');

/** Seeds the demo players of every brand that does not have them yet. Idempotent. */
export async function seedAccounts(db: SandboxDb): Promise<void> {
  const existing = await db.selectFrom('players').select(['brand', 'username']).execute();
  const have = new Set(existing.map((row) => `${row.brand}/${row.username}`));
  const missing = BRAND_IDS.flatMap((brand) =>
    DEMO_PLAYERS.filter((player) => !have.has(`${brand}/${player.username}`)).map((player) => ({
      brand,
      player,
    })),
  );
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ brand, player }) => ({
      brand,
      player,
      hashes: await demoHashes(player),
    })),
  );
  await insertDemoPlayers(db, rows);
}

/**
 * Drops one player of a brand and seeds it afresh (a demo username only): its wallet, free-bet
 * balance included, is back to the seeded amounts.
 */
export async function resetDemoPlayer(
  db: SandboxDb,
  brand: BrandId,
  username: string,
): Promise<boolean> {
  const player = DEMO_PLAYERS.find((candidate) => candidate.username === username);
  if (player === undefined) return false;
  const hashes = await demoHashes(player);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('players')
      .where('brand', '=', brand)
      .where('username', '=', username)
      .execute();
    await insertDemoPlayers(trx, [{ brand, player, hashes }]);
  });
  return true;
}

/** Deletes every player (sessions, wallets and the rest cascade). Used by a full reset. */
export async function deleteAllPlayers(db: SandboxDb): Promise<void> {
  await db.deleteFrom('players').execute();
}

interface Hashes {
  password: string;
  answer: string | null;
}

interface DemoRow {
  brand: BrandId;
  player: DemoPlayer;
  hashes: Hashes;
}

async function demoHashes(player: DemoPlayer): Promise<Hashes> {
  return {
    password: await hashSecret(DEMO_PASSWORD, DEMO_SCRYPT_COST),
    answer: player.question
      ? await hashSecret(normaliseAnswer(DEMO_SECURITY_ANSWER), DEMO_SCRYPT_COST)
      : null,
  };
}

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters. */
const BATCH_SIZE = 500;

/** Inserts players and their wallet, ledger, prefs and details rows, a few statements in all. */
async function insertDemoPlayers(db: SandboxDb, rows: readonly DemoRow[]): Promise<void> {
  const now = new Date();
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    const inserted = await db
      .insertInto('players')
      .values(
        batch.map(({ brand, player, hashes }) => ({
          brand,
          username: player.username,
          password_hash: hashes.password,
          currency: demoCurrency(player, brand),
          locale: brandLocale(brand),
          first_name: 'Demo',
          last_name: player.username.replace(/^demo_?/, '') || 'Player',
          email: `${player.username}@${brand}.sandbox.invalid`,
          country_code: brandCountry(brand),
          status: player.status ?? 'active',
          vip_level: player.vipLevel ?? 0,
          excluded_from_promotions: player.excludedFromPromotions ?? false,
          non_depositor: player.nonDepositor ?? false,
          non_bettor: player.nonBettor ?? false,
          is_partner_matrix_affiliate: player.affiliate ?? false,
          risk_group: player.riskGroup ?? false,
          player_created_by_agent: false,
          self_excluded: false,
          otp_required: player.otp ?? false,
          security_question: player.question ? DEMO_SECURITY_QUESTION : null,
          security_answer_hash: hashes.answer,
          terms_accepted: !(player.termsPending ?? false),
          first_login_time: player.registeredToday ? null : FIRST_LOGIN,
          last_login_date: player.registeredToday ? null : FIRST_LOGIN,
          register_date: player.registeredToday ? now : REGISTERED,
        })),
      )
      .returning(['id', 'brand', 'username', 'currency'])
      .execute();
    const byKey = new Map(batch.map((row) => [`${row.brand}/${row.player.username}`, row.player]));
    const players = inserted.map((row) => {
      const player = byKey.get(`${row.brand}/${row.username}`);
      if (player === undefined) throw new Error('sandbox: seeded an unknown demo player');
      return {
        ...row,
        balance: demoBalanceMinor(player, row.currency),
        freeBet: demoFreeBetMinor(player, row.currency),
      };
    });

    const wallets = await db
      .insertInto('wallets')
      .values(
        players.map((row) => ({
          player_id: row.id,
          name: SPORTSBOOK_WALLET,
          balance: row.balance,
          promo_cash: 0,
          total_left_to_wager: 0,
          withdrawable: row.balance,
          free_bet_balance: row.freeBet,
        })),
      )
      .returning(['id', 'balance'])
      .execute();
    const credits = wallets.filter((wallet) => toMinor(wallet.balance) > 0);
    if (credits.length > 0) {
      await db
        .insertInto('wallet_transactions')
        .values(
          credits.map((wallet) => ({
            wallet_id: wallet.id,
            amount: toMinor(wallet.balance),
            kind: 'credit',
            reference: 'seed',
          })),
        )
        .execute();
    }
    await db
      .insertInto('account_prefs')
      .values(
        players.map((row) => ({
          player_id: row.id,
          price_format: 'euro',
          layout: 'euro',
          default_stake: 0,
          sort_by: 'time',
          accept_higher_odds: true,
          theme: 'system',
        })),
      )
      .execute();
    await db
      .insertInto('player_details')
      .values(
        players.map((row) => ({
          player_id: row.id,
          default_stake: 0,
          price_format: 'EURO',
          is_remember_stake: false,
          enable_stream_full_screen: false,
          hold_withdraw: false,
          account_number: `${row.brand.toUpperCase()}-${String(row.id).padStart(8, '0')}`,
          real_money_bonuses: false,
          was_set_real_money_bonuses: false,
        })),
      )
      .execute();
  }
}
