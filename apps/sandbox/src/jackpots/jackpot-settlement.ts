import type { OutcomeResult } from '../bets/bet-tables';
import { toMinor } from '../accounts/money';
import { creditWallet } from '../accounts/wallet-service';
import type { SandboxDb } from '../db/schema';
import type { SandboxContext } from '../server';
import { jackpotCurrencyKey } from './jackpot-currencies';

/**
 * Jackpot settlement. A jackpot settles once every one of its numberOfEvents events has outcome
 * results (and, when one of them is void, its reserve events too):
 * - an event is void when no outcome of its market won (a void market: every outcome void);
 * - each bet replaces its void events, in ordinal order, by its own reserve picks, in ordinal
 *   order (reserve picks on void reserve events are skipped); a void event left without a reserve
 *   pick counts as won for every pick on it;
 * - a line (one pick per ordinal) wins when every pick in it won: a bet's winning lines are the
 *   product over ordinals of its winning picks (all its picks on the ordinal when a reserve pick
 *   that won, or no reserve, stands in);
 * - the prize in a currency is shared by the winning lines of the bets in that currency:
 *   payout = prize × bet's winning lines / all winning lines, in integer minor units rounded
 *   down (the remainder is not paid). A bet with winning lines is won, any other lost;
 * - each bet is updated `where status = 'open'` and credited in the same transaction, so it is
 *   never paid twice; the jackpot is then marked settled.
 */

export interface SettledJackpotBet {
  betId: number;
  status: 'won' | 'lost';
  winningLines: number;
  payout: number;
}

export type JackpotSettlement =
  | { jackpotId: number; settled: true; bets: SettledJackpotBet[] }
  | { jackpotId: number; settled: false; reason: string };

type ResultsByOutcome = ReadonlyMap<number, OutcomeResult>;

/** Settles one jackpot if it can be; tells why not otherwise. */
export async function settleJackpot(
  db: SandboxDb,
  jackpotId: number,
  now: Date,
): Promise<JackpotSettlement> {
  return db.transaction().execute(async (trx) => {
    const jackpot = await trx
      .selectFrom('jackpots')
      .selectAll()
      .where('id', '=', jackpotId)
      .forUpdate()
      .executeTakeFirst();
    if (jackpot === undefined) return { jackpotId, settled: false, reason: 'unknown jackpot' };
    if (jackpot.status === 'settled') {
      return { jackpotId, settled: false, reason: 'already settled' };
    }
    const links = await trx
      .selectFrom('jackpot_events')
      .selectAll()
      .where('jackpot_id', '=', jackpotId)
      .orderBy('ordinal')
      .execute();
    const marketIds = links.map((link) => link.market_id);
    const resultRows =
      marketIds.length === 0
        ? []
        : await trx
            .selectFrom('outcome_results')
            .select(['outcome_id', 'market_id', 'result'])
            .where('market_id', 'in', marketIds)
            .execute();
    const results = new Map<number, OutcomeResult>();
    const resultedMarkets = new Set<number>();
    const wonMarkets = new Set<number>();
    for (const row of resultRows) {
      results.set(row.outcome_id, row.result);
      resultedMarkets.add(row.market_id);
      if (row.result === 'won') wonMarkets.add(row.market_id);
    }
    const isVoid = (marketId: number) => resultedMarkets.has(marketId) && !wonMarkets.has(marketId);
    const main = links.filter((link) => !link.reserve);
    const reserves = links.filter((link) => link.reserve);
    const waiting = main.filter((link) => !resultedMarkets.has(link.market_id));
    if (waiting.length > 0) {
      return {
        jackpotId,
        settled: false,
        reason: `ordinals ${waiting.map((link) => link.ordinal).join(', ')} have no results yet`,
      };
    }
    if (main.some((link) => isVoid(link.market_id))) {
      const reservesWaiting = reserves.filter((link) => !resultedMarkets.has(link.market_id));
      if (reservesWaiting.length > 0) {
        return {
          jackpotId,
          settled: false,
          reason: `a void event needs reserve ordinals ${reservesWaiting.map((link) => link.ordinal).join(', ')}, not resulted yet`,
        };
      }
    }

    const bets = await trx
      .selectFrom('bets')
      .select(['id', 'player_id', 'reference', 'currency'])
      .where('jackpot_id', '=', jackpotId)
      .where('kind', '=', 'jackpot')
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    const legs =
      bets.length === 0
        ? []
        : await trx
            .selectFrom('bet_legs')
            .select(['id', 'bet_id', 'outcome_id', 'market_id', 'ordinal', 'reserve'])
            .where(
              'bet_id',
              'in',
              bets.map((bet) => bet.id),
            )
            .orderBy('bet_id')
            .orderBy('ordinal')
            .orderBy('leg_index')
            .execute();

    const lines = new Map<number, bigint>();
    const linesByCurrency = new Map<string, bigint>();
    for (const bet of bets) {
      const own = legs.filter((leg) => leg.bet_id === bet.id);
      const won = winningLines(main, own, results, isVoid);
      lines.set(bet.id, won);
      const key = jackpotCurrencyKey(bet.currency);
      linesByCurrency.set(key, (linesByCurrency.get(key) ?? 0n) + won);
    }
    const prizes = await trx
      .selectFrom('jackpot_prizes')
      .select(['currency', 'prize'])
      .where('jackpot_id', '=', jackpotId)
      .execute();
    const prizeOf = new Map(prizes.map((row) => [row.currency, BigInt(toMinor(row.prize))]));

    const settled: SettledJackpotBet[] = [];
    for (const bet of bets) {
      const won = lines.get(bet.id) ?? 0n;
      const key = jackpotCurrencyKey(bet.currency);
      const all = linesByCurrency.get(key) ?? 0n;
      const payout = won > 0n && all > 0n ? Number(((prizeOf.get(key) ?? 0n) * won) / all) : 0;
      const status = won > 0n ? 'won' : 'lost';
      const updated = await trx
        .updateTable('bets')
        .set({ status, payout, settled_at: now })
        .where('id', '=', bet.id)
        .where('status', '=', 'open')
        .returning('id')
        .executeTakeFirst();
      if (updated === undefined) continue;
      if (payout > 0) {
        const credit = await creditWallet(
          trx,
          bet.player_id,
          payout,
          `jackpot-win:${bet.reference}`,
        );
        if (!credit.ok) throw new Error(`jackpot ${jackpotId}: no wallet for bet ${bet.id}`);
      }
      for (const leg of legs.filter((item) => item.bet_id === bet.id)) {
        const result = results.get(leg.outcome_id);
        const legResult =
          result ?? (resultedMarkets.has(leg.market_id) ? ('lost' as const) : undefined);
        if (legResult === undefined) continue;
        await trx
          .updateTable('bet_legs')
          .set({ result: legResult })
          .where('id', '=', leg.id)
          .execute();
      }
      settled.push({ betId: bet.id, status, winningLines: Number(won), payout });
    }
    await trx
      .updateTable('jackpots')
      .set({ status: 'settled', settled_at: now })
      .where('id', '=', jackpotId)
      .execute();
    return { jackpotId, settled: true, bets: settled };
  });
}

interface LegInput {
  outcome_id: number;
  market_id: number;
  ordinal: number | null;
  reserve: boolean;
}

/** A bet's winning lines (see the rules at the top). */
export function winningLines(
  main: readonly { ordinal: number; market_id: number }[],
  legs: readonly LegInput[],
  results: ResultsByOutcome,
  isVoid: (marketId: number) => boolean,
): bigint {
  const standIns = legs
    .filter((leg) => leg.reserve && !isVoid(leg.market_id))
    .sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0));
  let total = 1n;
  for (const link of main) {
    const picks = legs.filter((leg) => !leg.reserve && leg.ordinal === link.ordinal);
    if (picks.length === 0) return 0n;
    if (isVoid(link.market_id)) {
      const standIn = standIns.shift();
      if (standIn !== undefined && results.get(standIn.outcome_id) !== 'won') return 0n;
      total *= BigInt(picks.length);
      continue;
    }
    // A void outcome on a market that has a winner is no loss: it counts as won.
    const winners = picks.filter((pick) => {
      const result = results.get(pick.outcome_id);
      return result === 'won' || result === 'void';
    }).length;
    if (winners === 0) return 0n;
    total *= BigInt(winners);
  }
  return total;
}

/** Unsettled jackpots that have one of these events. */
async function jackpotsOf(db: SandboxDb, eventIds: readonly number[]): Promise<number[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .selectFrom('jackpot_events')
    .innerJoin('jackpots', 'jackpots.id', 'jackpot_events.jackpot_id')
    .select('jackpots.id')
    .distinct()
    .where('jackpot_events.event_id', 'in', [...eventIds])
    .where('jackpots.status', '=', 'open')
    .orderBy('jackpots.id')
    .execute();
  return rows.map((row) => row.id);
}

/** One jackpot settlement run at a time per database (runs queue up). */
const queues = new WeakMap<SandboxDb, Promise<unknown>>();

function serialised<T>(db: SandboxDb, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(db) ?? Promise.resolve()).then(work, work);
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

/** Resolves when every jackpot settlement run queued so far is done (tests wait on it). */
export async function jackpotSettlementIdle(db: SandboxDb): Promise<void> {
  await queues.get(db);
}

/** Settles every unsettled jackpot that has one of these events and can settle now. */
export function settleJackpotsOf(
  db: SandboxDb,
  eventIds: readonly number[],
  now: Date,
): Promise<JackpotSettlement[]> {
  return serialised(db, async () => {
    const settlements: JackpotSettlement[] = [];
    for (const jackpotId of await jackpotsOf(db, eventIds)) {
      settlements.push(await settleJackpot(db, jackpotId, now));
    }
    return settlements;
  });
}

/** eventsResulted → jackpot settlement in the background; errors logged, never thrown. */
export function registerJackpotSettlement(
  context: SandboxContext,
  log: (message: string, detail: unknown) => void = (message, detail) =>
    console.error(`sandbox jackpots: ${message}`, detail),
): () => void {
  return context.bus.on('eventsResulted', (eventIds) => {
    settleJackpotsOf(context.db, eventIds, new Date(context.clock.now())).catch((error: unknown) =>
      log(`settling jackpots of events ${eventIds.join(', ')} failed`, error),
    );
  });
}
