import { randomUUID } from 'node:crypto';
import { combinationsOnDistinctMarkets } from '@clem/core/domain';
import { debitWallet } from '../accounts/wallet-service';
import type { BetKind, BetStatus } from '../bets/bet-tables';
import type { SandboxDb } from '../db/schema';
import { periodFromId } from '../world/market-catalogue';

/**
 * Test fixtures for My Bets and settlement: bets written straight into the bets tables (a
 * betslip row, the bet, its legs) with the stake debited from the player's wallet, so these
 * tests do not depend on the placement routes.
 */

export interface TestBetRequest {
  playerId: number;
  kind: Exclude<BetKind, 'jackpot'>;
  outcomeIds: readonly number[];
  /** Minor units per bet line. */
  unitStake: number;
  /** Systems: the combination sizes (default: every fold from doubles up). */
  systemSizes?: readonly number[];
  /** Systems: the bet type id written (default 1000 + 19: a bundle). */
  betTypeId?: number;
  status?: BetStatus;
  placedAt?: Date;
  settledAt?: Date | null;
  payout?: number;
  /** Debit the wallet (default true). */
  debit?: boolean;
}

export interface TestBet {
  betId: number;
  reference: string;
  totalStake: number;
  numBets: number;
}

export async function insertTestBet(db: SandboxDb, request: TestBetRequest): Promise<TestBet> {
  const legs = await db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .innerJoin('events', 'events.id', 'markets.event_id')
    .select([
      'outcomes.id as outcomeId',
      'outcomes.description as outcomeDescription',
      'outcomes.price_milli as priceMilli',
      'outcomes.spread_milli as spreadMilli',
      'markets.id as marketId',
      'markets.description as marketDescription',
      'markets.period_id as periodId',
      'events.id as eventId',
      'events.name as eventDescription',
      'events.sport_code as sportCode',
      'events.event_date as eventDate',
    ])
    .where('outcomes.id', 'in', [...request.outcomeIds])
    .execute();
  const ordered = request.outcomeIds.map((id) => {
    const leg = legs.find((row) => row.outcomeId === id);
    if (leg === undefined) throw new Error(`test fixture: no outcome ${id}`);
    return leg;
  });
  const player = await db
    .selectFrom('players')
    .select(['id', 'currency'])
    .where('id', '=', request.playerId)
    .executeTakeFirstOrThrow();

  const sizes =
    request.kind === 'system'
      ? (request.systemSizes ?? Array.from({ length: ordered.length - 1 }, (_, index) => index + 2))
      : [1];
  const numBets =
    request.kind === 'system'
      ? Number(sizes.reduce((sum, size) => sum + combinationsOnDistinctMarkets(ordered, size), 0n))
      : 1;
  const totalStake = request.unitStake * numBets;
  const priceMilli =
    request.kind === 'system'
      ? null
      : Number(ordered.reduce((product, leg) => (product * BigInt(leg.priceMilli)) / 1000n, 1000n));
  const potentialReturns = priceMilli === null ? 0 : Math.floor((totalStake * priceMilli) / 1000);
  const reference = `T${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
  const betTypeId =
    request.betTypeId ??
    (request.kind === 'single' ? 1 : request.kind === 'multiple' ? 200_000 + ordered.length : 1019);

  const betId = await db.transaction().execute(async (trx) => {
    const betslip = await trx
      .insertInto('betslips')
      .values({
        player_id: player.id,
        uuid: randomUUID(),
        payload_hash: 'test-fixture',
        kind: 'sports',
        status: 'accepted',
        total_stake: totalStake,
        currency: player.currency,
        http_status: 201,
        response: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (request.debit !== false) {
      const debit = await debitWallet(trx, player.id, totalStake, `bet:${reference}`);
      if (!debit.ok) throw new Error(`test fixture: ${debit.reason}`);
    }
    const bet = await trx
      .insertInto('bets')
      .values({
        betslip_id: betslip.id,
        player_id: player.id,
        reference,
        kind: request.kind,
        bet_type_id: betTypeId,
        description:
          request.kind === 'single'
            ? 'Single'
            : request.kind === 'multiple'
              ? `${ordered.length}-Fold`
              : `System ${sizes.join('/')} from ${ordered.length}`,
        unit_stake: request.unitStake,
        total_stake: totalStake,
        num_bets: numBets,
        price_milli: priceMilli,
        potential_returns: potentialReturns,
        currency: player.currency,
        status: request.status ?? 'open',
        payout: request.payout ?? 0,
        ...(request.placedAt ? { placed_at: request.placedAt } : {}),
        settled_at: request.settledAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bet_legs')
      .values(
        ordered.map((leg, index) => ({
          bet_id: bet.id,
          leg_index: index,
          outcome_id: leg.outcomeId,
          market_id: leg.marketId,
          event_id: leg.eventId,
          price_milli: leg.priceMilli,
          spread_milli: leg.spreadMilli,
          outcome_description: leg.outcomeDescription,
          market_description: leg.marketDescription,
          period_description: periodFromId(leg.periodId).description,
          event_description: leg.eventDescription,
          sport_code: leg.sportCode,
          event_date: leg.eventDate,
        })),
      )
      .execute();
    return bet.id;
  });
  return { betId, reference, totalStake, numBets };
}

export interface TestMarket {
  eventId: number;
  marketId: number;
  /** Outcome ids in ordinal order (home, draw, away for a match result). */
  outcomeIds: number[];
  /** Prices × 1000, same order. */
  prices: number[];
}

/**
 * Match Result markets of distinct prematch football events that are not finished yet, in id
 * order: `skip` lets several tests in one world take different events.
 */
export async function footballMatchResults(
  db: SandboxDb,
  count: number,
  skip = 0,
): Promise<TestMarket[]> {
  const markets = await db
    .selectFrom('markets')
    .innerJoin('events', 'events.id', 'markets.event_id')
    .select(['markets.id as marketId', 'events.id as eventId'])
    .where('events.sport_code', '=', 'FOOT')
    .where('events.event_type', '=', 'GAME_EVENT')
    .where('events.is_live', '=', false)
    .where('events.is_finished', '=', false)
    .where('markets.market_type_id', '=', 1)
    .orderBy('events.id')
    .offset(skip)
    .limit(count)
    .execute();
  const outcomes = await db
    .selectFrom('outcomes')
    .select(['id', 'market_id', 'price_milli'])
    .where(
      'market_id',
      'in',
      markets.map((market) => market.marketId),
    )
    .orderBy('ordinal_position')
    .execute();
  return markets.map((market) => {
    const own = outcomes.filter((outcome) => outcome.market_id === market.marketId);
    return {
      eventId: market.eventId,
      marketId: market.marketId,
      outcomeIds: own.map((outcome) => outcome.id),
      prices: own.map((outcome) => outcome.price_milli),
    };
  });
}
