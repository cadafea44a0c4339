import type { SandboxDb } from '../db/schema';
import type { WalletRow } from './account-tables';
import { displayScaleOf, precisionOf, toMinor } from './money';

export const SPORTSBOOK_WALLET = 'sportsbook';

/** Runs `work` in a transaction, or inside the caller's one when `db` already is a transaction. */
function inTransaction<T>(db: SandboxDb, work: (trx: SandboxDb) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export type WalletResult =
  { ok: true; wallet: WalletRow } | { ok: false; reason: 'no_wallet' | 'insufficient_funds' };

export async function sportsbookWallet(
  db: SandboxDb,
  playerId: number,
): Promise<WalletRow | undefined> {
  return db
    .selectFrom('wallets')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('name', '=', SPORTSBOOK_WALLET)
    .executeTakeFirst();
}

/**
 * Adds `amount` minor units (balance and withdrawable) and writes the ledger, in one transaction
 * (the caller's, when `db` is one).
 */
export async function creditWallet(
  db: SandboxDb,
  playerId: number,
  amount: number,
  reference: string,
): Promise<WalletResult> {
  return inTransaction(db, async (trx) => {
    const wallet = await trx
      .updateTable('wallets')
      .set((eb) => ({
        balance: eb('balance', '+', amount),
        withdrawable: eb('withdrawable', '+', amount),
      }))
      .where('player_id', '=', playerId)
      .where('name', '=', SPORTSBOOK_WALLET)
      .returningAll()
      .executeTakeFirst();
    if (wallet === undefined) return { ok: false, reason: 'no_wallet' } as const;
    await trx
      .insertInto('wallet_transactions')
      .values({ wallet_id: wallet.id, amount, kind: 'credit', reference })
      .execute();
    return { ok: true, wallet } as const;
  });
}

/**
 * Takes `amount` minor units, only if the balance covers it: the guard is in the UPDATE itself
 * (and the CHECK constraint backs it), so concurrent debits can never overdraw.
 */
export async function debitWallet(
  db: SandboxDb,
  playerId: number,
  amount: number,
  reference: string,
): Promise<WalletResult> {
  return inTransaction(db, async (trx) => {
    const wallet = await trx
      .updateTable('wallets')
      .set((eb) => ({
        balance: eb('balance', '-', amount),
        withdrawable: eb.fn<number>('least', [eb.ref('withdrawable'), eb('balance', '-', amount)]),
      }))
      .where('player_id', '=', playerId)
      .where('name', '=', SPORTSBOOK_WALLET)
      .where('balance', '>=', amount)
      .returningAll()
      .executeTakeFirst();
    if (wallet === undefined) {
      const exists = await sportsbookWallet(trx, playerId);
      return { ok: false, reason: exists ? 'insufficient_funds' : 'no_wallet' } as const;
    }
    await trx
      .insertInto('wallet_transactions')
      .values({ wallet_id: wallet.id, amount: -amount, kind: 'debit', reference })
      .execute();
    return { ok: true, wallet } as const;
  });
}

/**
 * Takes `amount` minor units from the free-bet balance, only if it covers them (the guard is in
 * the UPDATE, backed by a CHECK), in the caller's transaction when `db` is one. Free-bet money
 * has no ledger of its own: the bets that spent it keep it (`bets.free_stake`), and it never
 * touches the cash balance or `wallet_transactions`.
 */
export async function debitFreeBet(
  db: SandboxDb,
  playerId: number,
  amount: number,
): Promise<WalletResult> {
  return inTransaction(db, async (trx) => {
    const wallet = await trx
      .updateTable('wallets')
      .set((eb) => ({ free_bet_balance: eb('free_bet_balance', '-', amount) }))
      .where('player_id', '=', playerId)
      .where('name', '=', SPORTSBOOK_WALLET)
      .where('free_bet_balance', '>=', amount)
      .returningAll()
      .executeTakeFirst();
    if (wallet !== undefined) return { ok: true, wallet } as const;
    const exists = await sportsbookWallet(trx, playerId);
    return { ok: false, reason: exists ? 'insufficient_funds' : 'no_wallet' } as const;
  });
}

/** Gives `amount` minor units back to the free-bet balance (a void or rejected free stake). */
export async function creditFreeBet(
  db: SandboxDb,
  playerId: number,
  amount: number,
): Promise<WalletResult> {
  const wallet = await db
    .updateTable('wallets')
    .set((eb) => ({ free_bet_balance: eb('free_bet_balance', '+', amount) }))
    .where('player_id', '=', playerId)
    .where('name', '=', SPORTSBOOK_WALLET)
    .returningAll()
    .executeTakeFirst();
  return wallet === undefined ? { ok: false, reason: 'no_wallet' } : { ok: true, wallet };
}

/**
 * The wallet as answered to clients: integer minor units plus how to read them. `freeBetBalance`
 * is the free-bet money (spent only by free stakes); it is not part of `balance`, and
 * `promoCash` (bonus cash, the third-party `bonusBalance`) stays a separate thing.
 */
export function walletPayload(wallet: WalletRow, currency: string) {
  return {
    name: wallet.name,
    balance: toMinor(wallet.balance),
    promoCash: toMinor(wallet.promo_cash),
    totalLeftToWager: toMinor(wallet.total_left_to_wager),
    withdrawableAmount: toMinor(wallet.withdrawable),
    freeBetBalance: toMinor(wallet.free_bet_balance),
    currency,
    precision: precisionOf(currency),
    displayScale: displayScaleOf(currency),
  };
}
