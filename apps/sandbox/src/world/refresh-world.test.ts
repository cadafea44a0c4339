import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../db/schema';
import { openSeededTestDatabase } from '../test-support/test-database';
import { MIN_UPCOMING_PREMATCH, refreshStaleWorld } from './refresh-world';

const DAY = 24 * 3600_000;

describe('refreshStaleWorld', () => {
  let db: SandboxDb;

  beforeAll(async () => {
    db = await openSeededTestDatabase();
  });

  afterAll(async () => {
    await db.destroy();
  });

  const upcomingFrom = async (now: Date) => {
    const row = await db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_type', '=', 'GAME_EVENT')
      .where('is_live', '=', false)
      .where('is_finished', '=', false)
      .where('event_date', '>=', now)
      .where('event_date', '<=', new Date(now.getTime() + 7 * DAY))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('leaves a fresh world alone', async () => {
    expect(await refreshStaleWorld(db, new Date())).toBe(0);
  });

  it('moves a world seeded ten days ago forward so its week is ahead again', async () => {
    const later = new Date(Date.now() + 10 * DAY);
    expect(await upcomingFrom(later)).toBeLessThan(MIN_UPCOMING_PREMATCH);
    const market = await db
      .selectFrom('markets')
      .innerJoin('events', 'events.id', 'markets.event_id')
      .select(['markets.id', 'markets.cutoff_time', 'events.event_date'])
      .where('events.is_live', '=', false)
      .where('events.event_type', '=', 'GAME_EVENT')
      .orderBy('markets.id')
      .executeTakeFirstOrThrow();
    const liveBefore = await db
      .selectFrom('events')
      .select(['id', 'event_date'])
      .where('is_live', '=', true)
      .orderBy('id')
      .execute();

    const jackpot = await db
      .selectFrom('jackpots')
      .select(['id', 'closes_at'])
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const shift = await refreshStaleWorld(db, later);
    expect(shift).toBeGreaterThan(9 * DAY);
    expect(await upcomingFrom(later)).toBeGreaterThanOrEqual(MIN_UPCOMING_PREMATCH);

    const moved = await db
      .selectFrom('markets')
      .innerJoin('events', 'events.id', 'markets.event_id')
      .select(['markets.cutoff_time', 'events.event_date'])
      .where('markets.id', '=', market.id)
      .executeTakeFirstOrThrow();
    expect(new Date(moved.event_date).getTime() - new Date(market.event_date).getTime()).toBe(
      shift,
    );
    expect(new Date(moved.cutoff_time).getTime() - new Date(market.cutoff_time).getTime()).toBe(
      shift,
    );
    const jackpotAfter = await db
      .selectFrom('jackpots')
      .select('closes_at')
      .where('id', '=', jackpot.id)
      .executeTakeFirstOrThrow();
    expect(new Date(jackpotAfter.closes_at).getTime() - new Date(jackpot.closes_at).getTime()).toBe(
      shift,
    );
    // Live events keep their times: they are the live engine's.
    const liveAfter = await db
      .selectFrom('events')
      .select(['id', 'event_date'])
      .where('is_live', '=', true)
      .orderBy('id')
      .execute();
    expect(liveAfter.map((row) => new Date(row.event_date).getTime())).toEqual(
      liveBefore.map((row) => new Date(row.event_date).getTime()),
    );
    expect(await refreshStaleWorld(db, later)).toBe(0);
  });
});
