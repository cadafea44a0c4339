import { liveChangesPageSchema } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import type { LiveLoadStatus } from './live-load';

/** The load generator (POST/GET/DELETE /__admin/live/load), on a server whose clock is frozen. */
describe('the live load generator', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const admin = (method: 'GET' | 'POST' | 'DELETE', payload?: Record<string, unknown>) =>
    server.admin.inject({
      method,
      url: '/__admin/live/load',
      ...(payload === undefined ? {} : { payload }),
    });

  async function changesSince(since: number) {
    const response = await server.app.inject({
      method: 'GET',
      url: `/xapi/marketdata/v1/livepage/changes?since=${since}&limit=10000`,
    });
    return liveChangesPageSchema.parse(response.json());
  }

  it('refuses what it cannot do', async () => {
    for (const body of [
      { events: 1001, changesPerSecond: 10 },
      { events: 10, changesPerSecond: 2001 },
      { events: 10, changesPerSecond: 0 },
      { events: 10 },
      { events: 10, changesPerSecond: 10, speed: 2 },
    ]) {
      const response = await admin('POST', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_body' });
    }
  });

  it('brings events in play, moves prices at the rate asked on the change path, not in the database', async () => {
    const idle = (await admin('GET')).json<LiveLoadStatus>();
    expect(idle.running).toBe(false);
    const before = idle.liveEvents;
    const head = await server.app.inject({ url: '/xapi/marketdata/v1/livepage/changes' });
    const { version } = liveChangesPageSchema.parse(head.json());

    const started = await admin('POST', {
      events: before + 3,
      changesPerSecond: 400,
      durationMs: 600,
      marketsPerEvent: 2,
    });
    expect(started.statusCode).toBe(200);
    const status = started.json<LiveLoadStatus>();
    expect(status.running).toBe(true);
    expect(status.eventsStarted).toBe(3);
    expect(status.liveEvents).toBe(before + 3);
    expect(status.loadEvents).toBe(before + 3);
    expect(status.loadMarkets).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 900));
    const done = (await admin('GET')).json<LiveLoadStatus>();
    expect(done.running).toBe(false);
    // 400 a second for 600 ms, within a tick (50 ms) either way.
    expect(done.emitted).toBeGreaterThanOrEqual(200);
    expect(done.emitted).toBeLessThanOrEqual(260);

    const read = await changesSince(version);
    const prices = read.changes.filter((change) => change.type === 'p');
    expect(prices.length).toBe(done.emitted);
    const started3 = read.changes.filter((change) => change.type === 'l');
    expect(started3).toHaveLength(3);

    // The moved price is the engine's (the live page shows it), the database keeps the old one.
    const last = prices.at(-1) as { marketId: number; outcomes: { id: number; decimal: number }[] };
    const moved = last.outcomes[0];
    expect(moved).toBeDefined();
    const market = await server.app.inject({
      url: `/xapi/marketdata/v1/livepage/markets/${last.marketId}`,
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    const shown = market
      .json<{ market: { outcomes: { id: number; currentPrice?: { decimal: number } }[] } }>()
      .market.outcomes.find((outcome) => outcome.id === moved?.id);
    expect(shown?.currentPrice?.decimal).toBe(moved?.decimal);
    const stored = await server.db
      .selectFrom('outcomes')
      .select('price_milli')
      .where('id', '=', moved?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(stored.price_milli).not.toBe(Math.round((moved?.decimal ?? 0) * 1000));
  });

  it('the events in play take their steps in turns: their changes flow every slot, not in one burst', async () => {
    const before = (await admin('GET')).json<LiveLoadStatus>().liveEvents;
    await admin('POST', { events: before + 40, changesPerSecond: 1, durationMs: 50 });
    await admin('DELETE');
    const head = await server.app.inject({ url: '/xapi/marketdata/v1/livepage/changes' });
    let { version } = liveChangesPageSchema.parse(head.json());
    // Three steps (30 simulated seconds), a slot (500 ms) at a time: the changes of each slot.
    const perSlot: number[] = [];
    for (let slot = 0; slot < 60; slot += 1) {
      await server.admin.inject({
        method: 'POST',
        url: '/__admin/time',
        payload: { step_ms: 500 },
      });
      const read = await changesSince(version);
      perSlot.push(read.changes.filter((change) => change.eventId !== null).length);
      version = read.version;
    }
    const total = perSlot.reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThan(100);
    // All in one slot a step, three slots would hold everything; in turns, most slots carry some.
    expect(perSlot.filter((count) => count > 0).length).toBeGreaterThanOrEqual(40);
    expect(Math.max(...perSlot)).toBeLessThan(total / 6);
  });

  it('stops on DELETE', async () => {
    await admin('POST', { events: 1, changesPerSecond: 100 });
    const stopped = (await admin('DELETE')).json<LiveLoadStatus>();
    expect(stopped.running).toBe(false);
    const emitted = stopped.emitted;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await admin('GET')).json<LiveLoadStatus>().emitted).toBe(emitted);
  });
});
