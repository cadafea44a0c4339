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

/** The wallet as answered to clients: integer minor units plus how to read them. */
export function walletPayload(wallet: WalletRow, currency: string) {
  return {
    name: wallet.name,
    balance: toMinor(wallet.balance),
    promoCash: toMinor(wallet.promo_cash),
    totalLeftToWager: toMinor(wallet.total_left_to_wager),
    withdrawableAmount: toMinor(wallet.withdrawable),
    currency,
    precision: precisionOf(currency),
    displayScale: displayScaleOf(currency),
  };
}
