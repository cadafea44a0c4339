import { sql } from 'kysely';
import type { JsonValue, SandboxDb } from '../db/schema';
import { Mutex } from '../db/mutex';
import {
  FIRST_EVENT_ID,
  FIRST_MARKET_ID,
  FIRST_OUTCOME_ID,
  FIRST_OPPONENT_ID,
  generateLeagueEvents,
} from './event-generator';
import { LIVE_MARKET_ID_BASE, LIVE_OUTCOME_ID_BASE } from './live-market-basis';
import { insertWorldEvents } from './seed-events';

/** The most events one call adds. */
export const MAX_LEAGUE_FILL = 500;

export interface LeagueFillResult {
  /** How many game events were added. */
  added: number;
  /** The league's game events now. */
  total: number;
  /** The new events' ids, in order. */
  eventIds: number[];
}

/** One fill at a time per database: each reads the highest ids, then writes after them. */
const fillLocks = new WeakMap<SandboxDb, Mutex>();

function lockOf(db: SandboxDb): Mutex {
  let lock = fillLocks.get(db);
  if (lock === undefined) {
    lock = new Mutex();
    fillLocks.set(db, lock);
  }
  return lock;
}

/**
 * Adds `count` prematch game events to a league of the tree (a test tool: the admin surface's
 * `POST /__admin/leagues/{id}/events`). They are generated like the seeded ones (see
 * `generateLeagueEvents`), deterministic from the league id and its current event count, dated
 * from `now` (1 hour to 7 days ahead) and stored in the world's own tables, so every call sees
 * them; the tree's stored counts of the league, its country and sport grow with them. A reset
 * drops them with the rest of the world. Answers undefined when `leagueId` is not a league.
 */
export async function addLeagueEvents(
  db: SandboxDb,
  leagueId: number,
  count: number,
  now: Date,
): Promise<LeagueFillResult | undefined> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_LEAGUE_FILL) {
    throw new RangeError(`count must be a whole number from 1 to ${MAX_LEAGUE_FILL}`);
  }
  const release = await lockOf(db).lock();
  try {
    return await db.transaction().execute(async (trx) => {
      const league = await trx
        .selectFrom('event_paths')
        .selectAll()
        .where('id', '=', leagueId)
        .where('kind', '=', 'league')
        .executeTakeFirst();
      if (league?.parent_id == null) return undefined;
      const country = await trx
        .selectFrom('event_paths')
        .selectAll()
        .where('id', '=', league.parent_id)
        .executeTakeFirst();
      if (country?.parent_id == null) return undefined;
      const sport = await trx
        .selectFrom('event_paths')
        .selectAll()
        .where('id', '=', country.parent_id)
        .executeTakeFirst();
      if (sport === undefined) return undefined;

      const currentCount = await leagueGameEvents(trx, leagueId);
      const highest = {
        event: await trx
          .selectFrom('events')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst(),
        // Below the live engine's own ranges (live-market-basis.ts), which it numbers itself.
        market: await trx
          .selectFrom('markets')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('id', '<', LIVE_MARKET_ID_BASE)
          .executeTakeFirst(),
        outcome: await trx
          .selectFrom('outcomes')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('id', '<', LIVE_OUTCOME_ID_BASE)
          .executeTakeFirst(),
        opponent: await trx
          .selectFrom('outcomes')
          .select((eb) => eb.fn.max('opponent_id').as('id'))
          .executeTakeFirst(),
      };
      const known = await knownOpponents(trx, sport.id);

      const world = generateLeagueEvents({
        sport,
        country,
        league,
        count,
        currentCount,
        now,
        nextIds: {
          event: nextId(highest.event?.id, FIRST_EVENT_ID),
          market: nextId(highest.market?.id, FIRST_MARKET_ID),
          outcome: nextId(highest.outcome?.id, FIRST_OUTCOME_ID),
        },
        opponents: known.byName,
        nextOpponentId: Math.max(
          nextId(highest.opponent?.id, FIRST_OPPONENT_ID),
          known.highest + 1,
        ),
      });
      await insertWorldEvents(trx, world);
      await trx
        .updateTable('event_paths')
        .set({ event_count: sql`event_count + ${count}` })
        .where('id', 'in', [league.id, country.id, sport.id])
        .execute();
      return {
        added: world.events.length,
        total: currentCount + world.events.length,
        eventIds: world.events.map((event) => event.id),
      };
    });
  } finally {
    release();
  }
}

async function leagueGameEvents(db: SandboxDb, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('league_id', '=', leagueId)
    .where('event_type', '=', 'GAME_EVENT')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One past `highest` (a max() that may come back as text or null), else `first`. */
function nextId(highest: unknown, first: number): number {
  const value = Number(highest ?? Number.NaN);
  return Number.isFinite(value) ? Math.max(first, value + 1) : first;
}

/**
 * The game events' opponents of one sport by `${sportId}/${name}` (as the generator keys them),
 * so new events of the same teams keep their ids, and the highest opponent id of the world.
 */
async function knownOpponents(
  db: SandboxDb,
  sportId: number,
): Promise<{ byName: Map<string, number>; highest: number }> {
  const rows = await db
    .selectFrom('events')
    .select(['sport_id', 'opponents'])
    .where('event_type', '=', 'GAME_EVENT')
    .execute();
  const byName = new Map<string, number>();
  let highest = 0;
  for (const row of rows) {
    for (const side of sidesOf(row.opponents)) {
      highest = Math.max(highest, side.id);
      if (row.sport_id === sportId) byName.set(`${sportId}/${side.description}`, side.id);
    }
  }
  // Outright outcomes name the first participants of a league too.
  const outright = await db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .innerJoin('events', 'events.id', 'markets.event_id')
    .select(['outcomes.description', 'outcomes.opponent_id'])
    .where('events.sport_id', '=', sportId)
    .where('events.event_type', '=', 'OUTRIGHT')
    .where('outcomes.opponent_id', 'is not', null)
    .execute();
  for (const row of outright) {
    const key = `${sportId}/${row.description}`;
    if (row.opponent_id !== null && !byName.has(key)) byName.set(key, row.opponent_id);
  }
  return { byName, highest };
}

function sidesOf(opponents: JsonValue): { id: number; description: string }[] {
  const list: unknown = typeof opponents === 'string' ? JSON.parse(opponents) : opponents;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (side): side is { id: number; description: string } =>
      typeof side === 'object' &&
      side !== null &&
      typeof (side as { id?: unknown }).id === 'number' &&
      typeof (side as { description?: unknown }).description === 'string',
  );
}
