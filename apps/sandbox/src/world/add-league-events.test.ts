import { describe, expect, it } from 'vitest';
import {
  FIRST_OPPONENT_ID,
  generateLeagueEvents,
  leagueFillSeed,
  type LeagueFill,
} from './event-generator';
import { generateWorld } from './seed';

const NOW = new Date('2026-11-23T12:00:30.000Z');
const MINUTE = 60_000;

describe('generateLeagueEvents', () => {
  const paths = generateWorld(42).eventPaths;
  const league = paths.find((row) => row.kind === 'league');
  const country = paths.find((row) => row.id === league?.parent_id);
  const sport = paths.find((row) => row.id === country?.parent_id);
  if (league === undefined || country === undefined || sport === undefined) {
    throw new Error('no league in the world');
  }
  const fill: LeagueFill = {
    sport,
    country,
    league,
    count: 40,
    currentCount: 12,
    now: NOW,
    nextIds: { event: 1_002_000, market: 2_050_000, outcome: 5_300_000 },
    opponents: new Map(),
    nextOpponentId: 800_000,
  };
  const world = generateLeagueEvents(fill);

  it('is deterministic from the league id and its current count', () => {
    expect(generateLeagueEvents(fill)).toEqual(world);
    const other = generateLeagueEvents({ ...fill, currentCount: 13 });
    expect(other.events.map((event) => event.name)).not.toEqual(
      world.events.map((event) => event.name),
    );
    expect(leagueFillSeed(league.id, 12)).toBe(leagueFillSeed(league.id, 12));
    expect(leagueFillSeed(league.id, 12)).not.toBe(leagueFillSeed(league.id + 1, 12));
  });

  it('makes prematch game events of the league, 1 hour to 7 days ahead', () => {
    expect(world.events).toHaveLength(40);
    for (const event of world.events) {
      expect(event).toMatchObject({
        event_type: 'GAME_EVENT',
        league_id: league.id,
        country_id: country.id,
        sport_id: sport.id,
        is_live: false,
        scores: null,
      });
      const date = Date.parse(String(event.event_date));
      expect(date).toBeGreaterThan(NOW.getTime() + 60 * MINUTE);
      expect(date).toBeLessThanOrEqual(NOW.getTime() + 7 * 24 * 60 * MINUTE);
    }
  });

  it('numbers events, markets, outcomes and new opponents after the given ids', () => {
    expect(world.events.map((event) => event.id)).toEqual(
      Array.from({ length: 40 }, (_, index) => 1_002_000 + index),
    );
    expect(world.markets[0]?.id).toBe(2_050_000);
    expect(world.outcomes[0]?.id).toBe(5_300_000);
    expect(world.outcomes[0]?.price_id).toBe(105_300_000);
    const sides = world.events.flatMap(
      (event) => JSON.parse(String(event.opponents)) as { id: number }[],
    );
    expect(Math.min(...sides.map((side) => side.id))).toBe(800_000);
  });

  it('keeps the ids of opponents it is given', () => {
    const [first] = JSON.parse(String(world.events[0]?.opponents)) as { description: string }[];
    const known = new Map([[`${sport.id}/${first?.description}`, FIRST_OPPONENT_ID + 5]]);
    const again = generateLeagueEvents({ ...fill, opponents: known });
    const [side] = JSON.parse(String(again.events[0]?.opponents)) as { id: number }[];
    expect(side?.id).toBe(FIRST_OPPONENT_ID + 5);
  });
});
