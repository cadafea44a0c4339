import type { SandboxDb } from '../db/schema';
import { TOP_FOOTBALL_LEAGUES } from '../world/betting-reference';
import { mulberry32, type Random } from '../world/prng';
import { countryId, leagueId } from '../world/seed';
import { JACKPOT_RATES, fromEurMinor } from './jackpot-currencies';

const FOOTBALL = 1;
/** Football's full-time Match Result (1X2) market type. */
export const JACKPOT_MARKET_TYPE_ID = 1;
const FULL_TIME_PERIOD_ID = 100;
const HOUR = 3_600_000;
/** Jackpot events start at least this long after the world's first football match. */
const LEAD_TIME = 12 * HOUR;

interface JackpotDefinition {
  readonly id: number;
  readonly name: string;
  readonly numberOfEvents: number;
  readonly reserves: number;
  /** EUR cents. */
  readonly prizeEur: number;
  readonly lineStakeEur: number;
  /** Leagues or countries the events come from first (any football league tops them up). */
  readonly pathIds: readonly number[];
}

/** The seeded jackpots. Their events depend on the seed; names, sizes and prizes do not. */
export const JACKPOT_DEFINITIONS: readonly JackpotDefinition[] = [
  {
    id: 1,
    name: 'Mega 13 Jackpot',
    numberOfEvents: 13,
    reserves: 2,
    prizeEur: 250_000_00,
    lineStakeEur: 50,
    pathIds: [],
  },
  {
    id: 2,
    name: 'Euro Top 10 Jackpot',
    numberOfEvents: 10,
    reserves: 2,
    prizeEur: 50_000_00,
    lineStakeEur: 1_00,
    pathIds: [leagueId(1, 1, 1), ...TOP_FOOTBALL_LEAGUES],
  },
  {
    id: 3,
    name: 'Africa Super 8 Jackpot',
    numberOfEvents: 8,
    reserves: 1,
    prizeEur: 10_000_00,
    lineStakeEur: 2_00,
    pathIds: [countryId(1, 14), countryId(1, 15), countryId(1, 16), countryId(1, 17)],
  },
];

interface Candidate {
  eventId: number;
  marketId: number;
  leagueId: number;
  countryId: number;
  date: number;
}

/**
 * Writes the jackpots of a freshly seeded world: football prematch events whose full-time Match
 * Result market is open with every outcome shown, starting at least 12 hours after the world's
 * first football match (so a new world's jackpots stay open for a while). The same seed and world
 * give the same jackpots. A no-op when jackpots exist.
 */
export async function seedJackpots(db: SandboxDb, seed: number): Promise<void> {
  const existing = await db.selectFrom('jackpots').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return;
  const rows = await db
    .selectFrom('events')
    .innerJoin('markets', 'markets.event_id', 'events.id')
    .select([
      'events.id as eventId',
      'markets.id as marketId',
      'events.league_id as leagueId',
      'events.country_id as countryId',
      'events.event_date as eventDate',
    ])
    .where('events.sport_id', '=', FOOTBALL)
    .where('events.event_type', '=', 'GAME_EVENT')
    .where('events.is_live', '=', false)
    .where('events.is_finished', '=', false)
    .where('markets.market_type_id', '=', JACKPOT_MARKET_TYPE_ID)
    .where('markets.period_id', '=', FULL_TIME_PERIOD_ID)
    .where('markets.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outcomes')
            .select('outcomes.id')
            .whereRef('outcomes.market_id', '=', 'markets.id')
            .where('outcomes.hidden', '=', true),
        ),
      ),
    )
    .orderBy('events.id')
    .execute();
  if (rows.length === 0) return;
  const all: Candidate[] = rows.map((row) => ({
    eventId: row.eventId,
    marketId: row.marketId,
    leagueId: row.leagueId,
    countryId: row.countryId,
    date: row.eventDate.getTime(),
  }));
  const earliest = Math.min(...all.map((candidate) => candidate.date));
  const pool = all.filter((candidate) => candidate.date >= earliest + LEAD_TIME);

  const random = mulberry32((seed ^ 0x7ac6_9071) >>> 0);
  const used = new Set<number>();
  for (const [index, definition] of JACKPOT_DEFINITIONS.entries()) {
    const wanted = definition.numberOfEvents + definition.reserves;
    const preferred = shuffle(
      pool.filter(
        (candidate) =>
          definition.pathIds.includes(candidate.leagueId) ||
          definition.pathIds.includes(candidate.countryId),
      ),
      random,
    );
    const others = shuffle(pool, random);
    const chosen: Candidate[] = [];
    for (const candidate of [...preferred, ...others]) {
      if (chosen.length === wanted) break;
      if (used.has(candidate.eventId)) continue;
      used.add(candidate.eventId);
      chosen.push(candidate);
    }
    if (chosen.length < wanted) return;
    chosen.sort((a, b) => a.date - b.date || a.eventId - b.eventId);

    await db
      .insertInto('jackpots')
      .values({
        id: definition.id,
        name: definition.name,
        status: 'open',
        number_of_events: definition.numberOfEvents,
        reserve_selection_count: definition.reserves,
        closes_at: new Date(chosen[0]?.date ?? earliest).toISOString(),
        sort_order: index,
      })
      .execute();
    await db
      .insertInto('jackpot_prizes')
      .values(
        Object.keys(JACKPOT_RATES).map((currency) => ({
          jackpot_id: definition.id,
          currency,
          prize: fromEurMinor(definition.prizeEur, currency),
          line_stake: fromEurMinor(definition.lineStakeEur, currency),
        })),
      )
      .execute();
    await db
      .insertInto('jackpot_events')
      .values(
        chosen.map((candidate, position) => ({
          jackpot_id: definition.id,
          ordinal: position + 1,
          event_id: candidate.eventId,
          market_id: candidate.marketId,
          reserve: position >= definition.numberOfEvents,
        })),
      )
      .execute();
  }
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const item = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = item;
  }
  return copy;
}
