import { toMinor } from '../accounts/money';
import { creditFreeBet, creditWallet } from '../accounts/wallet-service';
import type { BetKind } from '../bets/bet-tables';
import type { SandboxDb } from '../db/schema';
import { settleBet, settledMoney, type PayoutLeg } from './bet-payout';

/** The bet kinds this module settles (jackpot bets are settled by the jackpot module). */
export const SETTLED_KINDS: readonly BetKind[] = ['single', 'multiple', 'system'];

export interface SettleOptions {
  /** settled_at (sandbox clock). Default: now. */
  now?: Date;
  /** Told about a bet that cannot be settled (a system bet of unknown shape, a failed credit). */
  onSkip?: (betId: number, reason: string) => void;
}

export interface SettledBet {
  betId: number;
  reference: string;
  playerId: number;
  status: 'won' | 'lost' | 'void';
  payout: number;
}

/**
 * Settles what depends on these events: copies outcome results onto the legs, then settles
 * every open single, multiple and system bet with a leg on them once all its legs are resolved.
 */
export async function settleEvents(
  db: SandboxDb,
  eventIds: readonly number[],
  options: SettleOptions = {},
): Promise<SettledBet[]> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return [];
  await resolveLegs(db, ids);
  const bets = await db
    .selectFrom('bets')
    .select('id')
    .where('status', '=', 'open')
    .where('kind', 'in', SETTLED_KINDS)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bet_legs')
          .select('bet_legs.id')
          .whereRef('bet_legs.bet_id', '=', 'bets.id')
          .where('bet_legs.event_id', 'in', ids),
      ),
    )
    .orderBy('id')
    .execute();
  return settleBetIds(
    db,
    bets.map((bet) => bet.id),
    options,
  );
}

/** Settles every open single, multiple and system bet whose legs are all resulted. */
export async function settleOpenBets(
  db: SandboxDb,
  options: SettleOptions = {},
): Promise<SettledBet[]> {
  await resolveLegs(db, undefined);
  const bets = await db
    .selectFrom('bets')
    .select('id')
    .where('status', '=', 'open')
    .where('kind', 'in', SETTLED_KINDS)
    .orderBy('id')
    .execute();
  return settleBetIds(
    db,
    bets.map((bet) => bet.id),
    options,
  );
}

/** Copies outcome results onto the open legs of non-jackpot bets (of these events, or all). */
async function resolveLegs(db: SandboxDb, eventIds: readonly number[] | undefined): Promise<void> {
  let query = db
    .updateTable('bet_legs')
    .from('outcome_results')
    .set((eb) => ({ result: eb.ref('outcome_results.result') }))
    .whereRef('bet_legs.outcome_id', '=', 'outcome_results.outcome_id')
    .where('bet_legs.result', '=', 'open')
    .where((eb) =>
      eb(
        'bet_legs.bet_id',
        'in',
        eb.selectFrom('bets').select('bets.id').where('bets.kind', 'in', SETTLED_KINDS),
      ),
    );
  if (eventIds !== undefined) query = query.where('bet_legs.event_id', 'in', eventIds);
  await query.execute();
}

async function settleBetIds(
  db: SandboxDb,
  betIds: readonly number[],
  options: SettleOptions,
): Promise<SettledBet[]> {
  const settled: SettledBet[] = [];
  for (const betId of betIds) {
    try {
      const result = await settleOne(db, betId, options);
      if (result !== undefined) settled.push(result);
    } catch (error) {
      // Rolled back: the bet stays open and the next run tries again.
      options.onSkip?.(betId, error instanceof Error ? error.message : String(error));
    }
  }
  return settled;
}

/**
 * One bet, in one transaction: the status update is guarded by `status = 'open'`, and the
 * payout is credited in the same transaction only when that update took the row. A second
 * settlement (sequential or concurrent) finds the bet no longer open and pays nothing.
 */
async function settleOne(
  db: SandboxDb,
  betId: number,
  options: SettleOptions,
): Promise<SettledBet | undefined> {
  return db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', betId)
      .where('status', '=', 'open')
      .forUpdate()
      .executeTakeFirst();
    if (bet === undefined) return undefined;
    const legs: PayoutLeg[] = await trx
      .selectFrom('bet_legs')
      .select([
        'market_id as marketId',
        'event_id as eventId',
        'price_milli as priceMilli',
        'result',
      ])
      .where('bet_id', '=', betId)
      .orderBy('leg_index')
      .execute();
    const outcome = settleBet(
      {
        kind: bet.kind,
        betTypeId: bet.bet_type_id,
        unitStake: toMinor(bet.unit_stake),
        totalStake: toMinor(bet.total_stake),
        numBets: bet.num_bets,
        eachWay: bet.each_way,
        stakeTaxBp: bet.stake_tax_bp,
        returnsTaxBp: bet.returns_tax_bp,
      },
      legs,
    );
    if (outcome.kind === 'unsupported') options.onSkip?.(betId, outcome.reason);
    if (outcome.kind !== 'settled') return undefined;
    const money = settledMoney(outcome.status, outcome.payout, toMinor(bet.free_stake));

    const updated = await trx
      .updateTable('bets')
      .set({
        status: outcome.status,
        payout: money.payout,
        settled_at: options.now ?? new Date(),
      })
      .where('id', '=', betId)
      .where('status', '=', 'open')
      .returning(['id', 'reference', 'player_id'])
      .executeTakeFirst();
    if (updated === undefined) return undefined;
    if (money.payout > 0) {
      const credit = await creditWallet(
        trx,
        updated.player_id,
        money.payout,
        `bet-settlement:${updated.reference}`,
      );
      if (!credit.ok) throw new Error(`sandbox: settling bet ${betId}: ${credit.reason}`);
    }
    if (money.freeRefund > 0) {
      const refund = await creditFreeBet(trx, updated.player_id, money.freeRefund);
      if (!refund.ok) throw new Error(`sandbox: settling bet ${betId}: ${refund.reason}`);
    }
    return {
      betId: updated.id,
      reference: updated.reference,
      playerId: updated.player_id,
      status: outcome.status,
      payout: money.payout,
    };
  });
}
