import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDb } from '../db/schema';
import { buildServer } from '../server';
import { openSeededTestDatabase } from '../test-support/test-database';
import { WorldBus } from '../world/world-bus';

interface MarketBody {
  outcomes: { id: number; currentPrice: { decimal: number } }[];
}

/** World reads come from the read cache; a change on the world bus shows in the next read. */
describe('world read cache', () => {
  const bus = new WorldBus();
  let db: SandboxDb;
  let app: ReturnType<typeof buildServer>;

  beforeAll(async () => {
    db = await openSeededTestDatabase();
    app = buildServer({ db, bus });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { 'X-SB-Brand': 'zedbet' } });

  it('serves a cached market until the world says it changed, then the new price', async () => {
    const outcome = await db
      .selectFrom('outcomes')
      .innerJoin('markets', 'markets.id', 'outcomes.market_id')
      .select(['outcomes.id', 'outcomes.market_id', 'outcomes.price_milli', 'markets.event_id'])
      .where('markets.status', '=', 'open')
      .orderBy('outcomes.id')
      .executeTakeFirstOrThrow();
    const priceOf = async () => {
      const response = await get(`/xapi/rest/markets/${outcome.market_id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const market = response.json<MarketBody>();
      return market.outcomes.find((item) => item.id === outcome.id)?.currentPrice.decimal;
    };
    const before = await priceOf();
    const moved = outcome.price_milli + 250;
    await db
      .updateTable('outcomes')
      .set({ price_milli: moved })
      .where('id', '=', outcome.id)
      .execute();
    expect(await priceOf()).toBe(before); // cached: nobody said the world changed
    bus.emit('eventsChanged', [outcome.event_id]);
    expect(await priceOf()).toBe(moved / 1000);
  });

  it('answers unknown ids 404 from the cache too, and never caches a bad query', async () => {
    expect((await get('/xapi/rest/markets/999999999')).statusCode).toBe(404);
    expect((await get('/xapi/rest/markets/999999999')).statusCode).toBe(404);
    expect((await get('/xapi/rest/events?page=0')).statusCode).toBe(400);
    expect((await get('/xapi/rest/events?page=1')).statusCode).toBe(200);
  });
});
