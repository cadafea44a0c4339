import type { AccountTransactionKind } from '@clem/core/schemas';
import { sql } from 'kysely';
import type { SandboxDb } from '../db/schema';
import type { PlayerRow } from './account-tables';
import { displayScaleOf, precisionOf, toMinor } from './money';
import { sportsbookWallet } from './wallet-service';

/** Page sizes GET …/transactions accepts (default 20). */
export const TRANSACTIONS_PAGE_SIZE_DEFAULT = 20;
export const TRANSACTIONS_PAGE_SIZE_MAX = 100;

/** References the sandbox writes itself (seeding, admin moves without a note): answered as null. */
const INTERNAL_REFERENCES = new Set(['seed', 'admin-credit', 'admin-debit']);

/**
 * What a ledger row is, from what the wallet service recorded: its kind ('credit' / 'debit') and
 * its reference, which the callers prefix (`betslip:R`, `jackpot:R`, `bet:R` stakes,
 * `betslip:R:refund`, `bet-settlement:R` and `jackpot-win:R` payouts). Bet lines answer the bare
 * bet/betslip reference R; other lines keep an operator's note, internal references become null.
 */
export function classifyLedgerRow(row: { kind: string; reference: string }): {
  kind: AccountTransactionKind;
  reference: string | null;
} {
  const refund = /^betslip:(.+):refund$/.exec(row.reference);
  if (refund?.[1] !== undefined && row.kind === 'credit') {
    return { kind: 'bet_refund', reference: refund[1] };
  }
  const stake = /^(?:betslip|jackpot|bet):(.+)$/.exec(row.reference);
  if (stake?.[1] !== undefined && row.kind === 'debit') {
    return { kind: 'bet_stake', reference: stake[1] };
  }
  const payout = /^(?:bet-settlement|jackpot-win):(.+)$/.exec(row.reference);
  if (payout?.[1] !== undefined && row.kind === 'credit') {
    return { kind: 'bet_payout', reference: payout[1] };
  }
  return {
    kind: row.kind === 'debit' ? 'debit' : 'credit',
    reference: INTERNAL_REFERENCES.has(row.reference) ? null : row.reference,
  };
}

export interface TransactionsPage {
  accountId: number;
  page: number;
  pageSize: number;
  total: number;
  transactions: {
    id: number;
    createdAt: string;
    kind: AccountTransactionKind;
    amount: number;
    balanceAfter: number;
    currency: string;
    precision: number;
    displayScale: number;
    reference: string | null;
  }[];
}

/**
 * One page of the player's sportsbook ledger, newest first (by id: the order rows were written).
 * `balanceAfter` is anchored on the wallet's current balance: the newest line's is the balance
 * now, each older one is that minus the lines written after it. Every balance change goes through
 * the ledger (wallet-service), so this equals the running sum from the opening credit.
 */
export async function transactionsPage(
  db: SandboxDb,
  player: PlayerRow,
  page: number,
  pageSize: number,
): Promise<TransactionsPage> {
  const wallet = await sportsbookWallet(db, player.id);
  const base = { accountId: player.id, page, pageSize };
  if (wallet === undefined) return { ...base, total: 0, transactions: [] };
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('wallet_transactions')
        .select([
          'id',
          'amount',
          'kind',
          'reference',
          'created_at',
          // Sum of this row and every later one: what to take off the balance to get before it.
          sql<string | number>`sum(amount) over (order by id desc)`.as('later_sum'),
          sql<string | number>`count(*) over ()`.as('total'),
        ])
        .where('wallet_id', '=', wallet.id)
        .as('ledger'),
    )
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = rows[0] === undefined ? await countRows(db, wallet.id) : toMinor(rows[0].total);
  const balance = toMinor(wallet.balance);
  const currency = player.currency;
  return {
    ...base,
    total,
    transactions: rows.map((row) => {
      const amount = toMinor(row.amount);
      const { kind, reference } = classifyLedgerRow(row);
      return {
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        kind,
        amount,
        // later_sum includes this row: add it back.
        balanceAfter: balance - toMinor(row.later_sum) + amount,
        currency,
        precision: precisionOf(currency),
        displayScale: displayScaleOf(currency),
        reference,
      };
    }),
  };
}

/** The row count when the page is past the end (the window count came with no row). */
async function countRows(db: SandboxDb, walletId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('wallet_id', '=', walletId)
    .executeTakeFirstOrThrow();
  return toMinor(row.count);
}
