import type { FastifyInstance } from 'fastify';
import { findPlayer } from '../accounts/login-service';
import type { SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';

/** Test helpers for the betslip calls: demo logins and bettable selections of the seeded world. */

export interface Login {
  token: string;
  playerId: number;
}

/** POST /accounts/sessions: an access token usable as a bearer, and the player's id. */
export async function login(
  app: FastifyInstance,
  db: SandboxDb,
  username = 'demo',
  brand: BrandId = 'zedbet',
): Promise<Login> {
  const response = await app.inject({
    method: 'POST',
    url: '/accounts/sessions',
    headers: { 'X-SB-Brand': brand },
    payload: { username, password: 'demo1234' },
  });
  if (response.statusCode !== 201) throw new Error(`login failed: ${response.body}`);
  const { accessToken } = response.json<{ accessToken: string }>();
  const player = await findPlayer(db, brand, username);
  if (player === undefined) throw new Error(`no player ${username}`);
  return { token: accessToken, playerId: player.id };
}

export interface Pick {
  outcomeId: number;
  marketId: number;
  eventId: number;
  priceMilli: number;
  spreadMilli: number | null;
}

/**
 * Bettable selections: open markets of prematch game events starting at least `minHoursAhead`
 * after `now`, shown outcomes priced between 1.2 and 6, one per event (ordered by outcome id).
 */
export async function bettablePicks(
  db: SandboxDb,
  count: number,
  now: number,
  options: { minHoursAhead?: number; marketTypeId?: number } = {},
): Promise<Pick[]> {
  const rows = await db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .innerJoin('events', 'events.id', 'markets.event_id')
    .select([
      'outcomes.id as outcomeId',
      'markets.id as marketId',
      'events.id as eventId',
      'outcomes.price_milli as priceMilli',
      'outcomes.spread_milli as spreadMilli',
    ])
    .where('markets.status', '=', 'open')
    .where('markets.market_type_id', '=', options.marketTypeId ?? 1)
    .where('outcomes.hidden', '=', false)
    .where('events.is_live', '=', false)
    .where('events.is_finished', '=', false)
    .where('events.event_type', '=', 'GAME_EVENT')
    .where('events.event_date', '>', new Date(now + (options.minHoursAhead ?? 6) * 3_600_000))
    .where('outcomes.price_milli', '>=', 1200)
    .where('outcomes.price_milli', '<=', 6000)
    .orderBy('outcomes.id')
    .limit(count * 20)
    .execute();
  const picks: Pick[] = [];
  const events = new Set<number>();
  for (const row of rows) {
    if (events.has(row.eventId)) continue;
    events.add(row.eventId);
    picks.push(row);
    if (picks.length === count) break;
  }
  if (picks.length < count) throw new Error(`only ${picks.length} bettable picks`);
  return picks;
}

/** Another outcome of the same event as `pick` (a different market). */
export async function sameEventOtherMarket(db: SandboxDb, pick: Pick): Promise<Pick> {
  const row = await db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .select([
      'outcomes.id as outcomeId',
      'markets.id as marketId',
      'markets.event_id as eventId',
      'outcomes.price_milli as priceMilli',
      'outcomes.spread_milli as spreadMilli',
    ])
    .where('markets.event_id', '=', pick.eventId)
    .where('markets.id', '!=', pick.marketId)
    .where('markets.status', '=', 'open')
    .where('outcomes.hidden', '=', false)
    .orderBy('outcomes.id')
    .executeTakeFirstOrThrow();
  return row;
}

/** The sportsbook balance (minor units) of a player, read from the database. */
export async function balanceOf(db: SandboxDb, playerId: number): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance')
    .where('player_id', '=', playerId)
    .where('name', '=', 'sportsbook')
    .executeTakeFirstOrThrow();
  return Number(wallet.balance);
}

/** The free-bet balance (minor units) of a player, read from the database. */
export async function freeBetBalanceOf(db: SandboxDb, playerId: number): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select('free_bet_balance')
    .where('player_id', '=', playerId)
    .where('name', '=', 'sportsbook')
    .executeTakeFirstOrThrow();
  return Number(wallet.free_bet_balance);
}
