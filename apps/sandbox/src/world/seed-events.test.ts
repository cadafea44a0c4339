import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import type { SandboxDb } from '../db/schema';
import { openSeededTestDatabase, openTestDatabase } from '../test-support/test-database';
import { generateWorldEvents } from './event-generator';
import { generateWorld } from './seed';
import { seedWorldEvents } from './seed-events';

const ANCHOR = new Date('2026-11-23T12:00:00.000Z');
const DAY = 24 * 3600_000;

describe('generateWorldEvents', () => {
  const paths = generateWorld(42).eventPaths;
  const world = generateWorldEvents(42, paths, ANCHOR);
  const games = world.events.filter((event) => event.event_type === 'GAME_EVENT');

  it('is deterministic: same seed and anchor, same events, markets and outcomes', () => {
    expect(generateWorldEvents(42, paths, ANCHOR)).toEqual(world);
    const other = generateWorldEvents(43, generateWorld(43).eventPaths, ANCHOR);
    expect(other.events.map((event) => event.name)).not.toEqual(world.events.map((e) => e.name));
  });

  it('has at least 500 prematch events in the next 7 days and 60 live ones', () => {
    for (const seed of [42, 20261123, 7]) {
      const { events } = generateWorldEvents(seed, generateWorld(seed).eventPaths, ANCHOR);
      const prematch = events.filter(
        (event) =>
          event.event_type === 'GAME_EVENT' &&
          !event.is_live &&
          Date.parse(String(event.event_date)) > ANCHOR.getTime() &&
          Date.parse(String(event.event_date)) <= ANCHOR.getTime() + 7 * DAY,
      );
      expect(prematch.length, `seed ${seed}`).toBeGreaterThanOrEqual(500);
      expect(events.filter((event) => event.is_live).length).toBeGreaterThanOrEqual(60);
      expect(new Set(events.map((event) => event.sport_code)).size).toBeGreaterThanOrEqual(12);
    }
  });

  it('gives every league exactly its event_count game events', () => {
    for (const league of paths.filter((row) => row.kind === 'league')) {
      expect(games.filter((event) => event.league_id === league.id).length).toBe(
        league.event_count,
      );
    }
  });

  it('prices with integers in 1/1000: some below 1.01, some above 50, none at or below 1', () => {
    const prices = world.outcomes.map((outcome) => outcome.price_milli);
    for (const price of prices) expect(Number.isInteger(price) && price > 1000).toBe(true);
    expect(prices.some((price) => price < 1010)).toBe(true);
    expect(prices.some((price) => price > 50_000)).toBe(true);
    expect(world.markets.some((market) => market.status === 'suspended')).toBe(true);
    expect(world.outcomes.some((outcome) => outcome.hidden)).toBe(true);
  });

  it('uses the spec’s football market type ids and live clocks', () => {
    const football = new Set(
      world.markets
        .filter(
          (market) => games.find((event) => event.id === market.event_id)?.sport_code === 'FOOT',
        )
        .map((market) => market.market_type_id),
    );
    for (const id of [1, 12, 13, 3007, 3021, 350, 2722])
      expect(football.has(id), `type ${id}`).toBe(true);
    for (const event of world.events.filter((e) => e.is_live)) {
      expect(event.clock_minutes).not.toBeNull();
      expect(event.period_abbreviation).not.toBeNull();
      expect(event.scores).not.toBeNull();
    }
  });
});

describe('seedWorldEvents', () => {
  let db: SandboxDb;
  let twin: SandboxDb;

  beforeAll(async () => {
    [db, twin] = await Promise.all([openSeededTestDatabase(), openTestDatabase()]);
    await migrateToLatest(twin);
  });

  afterAll(async () => {
    await Promise.all([db.destroy(), twin.destroy()]);
  });

  it('seeds events whose counts match the tree', async () => {
    const leagues = await db
      .selectFrom('event_paths')
      .select(['id', 'event_count'])
      .where('kind', '=', 'league')
      .execute();
    const counts = await db
      .selectFrom('events')
      .select(['league_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('event_type', '=', 'GAME_EVENT')
      .groupBy('league_id')
      .execute();
    const byLeague = new Map(counts.map((row) => [row.league_id, Number(row.count)]));
    for (const league of leagues) expect(byLeague.get(league.id)).toBe(league.event_count);
  });

  it('writes the same rows for the same seed and anchor', async () => {
    const paths = generateWorld(42).eventPaths;
    await twin
      .insertInto('event_paths')
      .values([...paths])
      .execute();
    await seedWorldEvents(twin, 42, paths, ANCHOR);
    const again = generateWorldEvents(42, paths, ANCHOR);
    const rows = await twin.selectFrom('outcomes').selectAll().orderBy('id').execute();
    expect(rows).toEqual(again.outcomes);
    const events = await twin
      .selectFrom('events')
      .select(['id', 'name', 'event_date'])
      .orderBy('id')
      .execute();
    expect(events.map((event) => [event.id, event.name, event.event_date.toISOString()])).toEqual(
      again.events.map((event) => [event.id, event.name, event.event_date]),
    );
  });
});
