import type { AddressInfo } from 'node:net';
import {
  LIVE_CHANGE_TYPES,
  liveChangesPageSchema,
  liveChangesResponseSchema,
  livePageEventResponseSchema,
  livePageMarketResponseSchema,
  livePageResponseSchema,
  type LiveChange,
  type LiveChangesResponse,
  type LivePageResponse,
} from '@clem/core/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, type SandboxClock } from '../clock/clock';
import type { SandboxDb } from '../db/schema';
import { buildServer } from '../server';
import { BRAND_IDS } from '../settings/brands';
import { TEST_SEED, openSeededTestDatabase } from '../test-support/test-database';
import { adminOf } from '../test-support/test-server';
import { WorldBus } from '../world/world-bus';

const BRAND = BRAND_IDS[0];
const MINUTE = 60_000;

interface LiveServer {
  app: FastifyInstance;
  db: SandboxDb;
  clock: SandboxClock;
  bus: WorldBus;
  finished: number[];
  changed: Set<number>;
  /** The world's anchor: times in changes are compared relative to it. */
  anchor: number;
  close(): Promise<void>;
}

/**
 * The seeded world's anchor (its "now" when seeded): a live event that is not football started
 * `clock_minutes` before it. Servers set their clock from it, so two databases seeded in
 * different minutes still play the same.
 */
async function anchorOf(db: SandboxDb): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select(['event_date', 'clock_minutes'])
    .where('is_live', '=', true)
    .where('sport_code', 'in', ['BASK', 'ICEH', 'TENN', 'VOLL'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.event_date.getTime() + (row.clock_minutes ?? 0) * MINUTE;
}

async function liveServer(options: { seedAfresh?: boolean } = {}): Promise<LiveServer> {
  const db = await openSeededTestDatabase(TEST_SEED, options);
  const clock = createClock();
  clock.freeze();
  const anchor = await anchorOf(db);
  clock.set(anchor + 5_000);
  const bus = new WorldBus();
  const finished: number[] = [];
  bus.on('eventsFinished', (ids) => finished.push(...ids));
  const changed = new Set<number>();
  bus.on('eventsChanged', (ids) => ids.forEach((id) => changed.add(id)));
  const app = buildServer({ db, seed: TEST_SEED, clock, bus });
  await app.ready();
  return {
    app,
    db,
    clock,
    bus,
    finished,
    changed,
    anchor,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

async function getJson(app: FastifyInstance, url: string, brand = true) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: brand ? { 'X-SB-Brand': BRAND } : {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function step(app: FastifyInstance, ms: number) {
  const response = await adminOf(app).inject({
    method: 'POST',
    url: '/__admin/time',
    payload: { step_ms: ms },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { engine: { version: number }; clock: { nowMs: number } };
}

async function changesSince(app: FastifyInstance, since: number, query = '') {
  const { status, body } = await getJson(
    app,
    `/xapi/marketdata/v1/livepage/changes?since=${since}${query.includes('limit=') ? '' : '&limit=10000'}${query}`,
    false,
  );
  expect(status).toBe(200);
  return liveChangesResponseSchema.parse(body);
}

function changesOf(response: LiveChangesResponse): LiveChange[] {
  return liveChangesPageSchema.parse(response).changes;
}

function eventsOf(page: LivePageResponse) {
  return page.sports.flatMap((sport) => sport.events);
}

describe('live engine, changes and push', () => {
  let server: LiveServer;
  /**
   * A second server on its own database of the same seed, for the determinism check: seeded
   * afresh, not copied from the run's seeded database, so the check covers seeding too.
   */
  let twin: LiveServer | undefined;

  beforeAll(async () => {
    [server, twin] = await Promise.all([liveServer(), liveServer({ seedAfresh: true })]);
  });

  afterAll(async () => {
    await Promise.all([server?.close(), twin?.close()]);
  });

  it('gives the same changes for the same seed and the same steps', async () => {
    const runs: string[][] = [];
    for (const instance of [server, twin]) {
      if (instance === undefined) throw new Error('no server');
      const since = (await step(instance.app, 0)).engine.version;
      for (const ms of [30_000, 90_000, 5 * MINUTE, 10_000]) await step(instance.app, ms);
      const changes = changesOf(await changesSince(instance.app, since));
      // Two databases may be seeded a minute apart: compare times relative to each world.
      const relative = (iso: unknown) =>
        typeof iso === 'string' ? Date.parse(iso) - instance.anchor : iso;
      runs.push(
        changes.map((change) =>
          JSON.stringify({
            ...change,
            at: relative(change.at),
            ...('eventDate' in change ? { eventDate: relative(change.eventDate) } : {}),
          }),
        ),
      );
    }
    expect(runs[0]?.length).toBeGreaterThan(100);
    expect(runs[1]).toEqual(runs[0]);
    await twin?.close();
    twin = undefined;
  });

  it('serves the live page grouped by sport, each event with its main market', async () => {
    const { status, body } = await getJson(
      server.app,
      '/xapi/marketdata/v1/livepage?eventsPerPage=200',
    );
    expect(status).toBe(200);
    const page = livePageResponseSchema.parse(body);
    expect(page.paging.total).toBeGreaterThanOrEqual(60);
    const events = eventsOf(page);
    expect(events.length).toBe(Math.min(200, page.paging.total));
    for (const sport of page.sports) {
      for (const event of sport.events) {
        expect(event.sportCode).toBe(sport.sportCode);
        expect(event.clock).toBeDefined();
        expect(event.isFinished).toBe(false);
        expect(event.markets.length).toBeLessThanOrEqual(1);
      }
    }
    const filtered = livePageResponseSchema.parse(
      (await getJson(server.app, '/xapi/marketdata/v1/livepage?sportCode=TENN,foot&page=1')).body,
    );
    expect(filtered.sports.map((sport) => sport.sportCode).sort()).toEqual(['FOOT', 'TENN']);

    const event = events.find((candidate) => candidate.markets.length > 0);
    expect(event).toBeDefined();
    const one = livePageEventResponseSchema.parse(
      (await getJson(server.app, `/xapi/marketdata/v1/livepage/${event?.id}`)).body,
    );
    expect(one.event.id).toBe(event?.id);
    expect(one.event.markets.length).toBeGreaterThanOrEqual(1);
    const marketId = one.event.markets[0]?.id;
    const market = livePageMarketResponseSchema.parse(
      (await getJson(server.app, `/xapi/marketdata/v1/livepage/markets/${marketId}`)).body,
    );
    expect(market.market.id).toBe(marketId);
  });

  it('answers bad parameters with 400 and unknown ids with 404', async () => {
    const bad = [
      '/xapi/marketdata/v1/livepage/changes?since=abc',
      '/xapi/marketdata/v1/livepage/changes?since=-1',
      '/xapi/marketdata/v1/livepage/changes?eventIds=1,x',
      '/xapi/marketdata/v1/livepage/changes?limit=0',
      '/xapi/marketdata/v1/livepage/changes?sinse=1',
      '/xapi/marketdata/v1/livepage?page=0',
      '/xapi/marketdata/v1/livepage?sportCode=%3Cscript%3E',
      '/xapi/marketdata/v1/livepage?eventsPerPage=1000',
      '/xapi/marketdata/v1/livepage/abc',
      '/xapi/marketdata/v1/livepage/markets/1.5',
      '/xapi/marketdata/v1/stream?since=x',
    ];
    for (const url of bad) {
      const { status, body } = await getJson(server.app, url);
      expect(status, url).toBe(400);
      expect(typeof body.message, url).toBe('string');
    }
    expect((await getJson(server.app, '/xapi/marketdata/v1/livepage', false)).status).toBe(400);
    expect((await getJson(server.app, '/xapi/marketdata/v1/livepage/999')).status).toBe(404);
    expect((await getJson(server.app, '/xapi/marketdata/v1/livepage/markets/999')).status).toBe(
      404,
    );

    for (const payload of [
      { speed: -1 },
      { speed: 5000 },
      { step_ms: 'x' },
      { step_ms: -5 },
      { step_ms: 1.5 },
      { set: 'yesterday' },
      { freeze: 'yes' },
      { warp: true },
      [1, 2],
    ]) {
      const response = await adminOf(server.app).inject({
        method: 'POST',
        url: '/__admin/time',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof response.json<{ message: unknown }>().message).toBe('string');
    }
  });

  it('steps time: clocks advance, scores only go up, changes are typed and in version order', async () => {
    const before = livePageResponseSchema.parse(
      (
        await getJson(
          server.app,
          '/xapi/marketdata/v1/livepage?eventsPerPage=200&marketsPerEvent=0',
        )
      ).body,
    );
    const { body: head } = await getJson(server.app, '/xapi/marketdata/v1/livepage/changes', false);
    const since = liveChangesResponseSchema.parse(head).version;
    expect(changesOf(liveChangesResponseSchema.parse(head))).toEqual([]);

    server.changed.clear();
    const stepped = await step(server.app, 10 * MINUTE);
    expect(server.changed.size).toBeGreaterThan(eventsOf(before).length / 2);
    expect(stepped.engine.version).toBeGreaterThan(since);
    const response = await changesSince(server.app, since);
    const changes = changesOf(response);
    expect(changes.length).toBe(response.version - since);
    changes.forEach((change, index) => expect(change.version).toBe(since + index + 1));
    const types = new Set(changes.map((change) => change.type));
    for (const type of types) expect(LIVE_CHANGE_TYPES).toContain(type);
    for (const type of ['ce', 's', 'm', 'p', 'em'] as const) expect(types).toContain(type);

    const after = livePageResponseSchema.parse(
      (
        await getJson(
          server.app,
          '/xapi/marketdata/v1/livepage?eventsPerPage=200&marketsPerEvent=0',
        )
      ).body,
    );
    const afterById = new Map(eventsOf(after).map((event) => [event.id, event]));
    let advanced = 0;
    for (const event of eventsOf(before)) {
      const later = afterById.get(event.id);
      if (later === undefined) continue; // finished meanwhile
      expect(later.clock?.minutes ?? 0).toBeGreaterThanOrEqual(event.clock?.minutes ?? 0);
      if ((later.clock?.minutes ?? 0) > (event.clock?.minutes ?? 0)) advanced += 1;
      for (const score of event.scores ?? []) {
        const now = later.scores?.find((entry) => entry.opponentId === score.opponentId);
        expect(now?.points ?? 0).toBeGreaterThanOrEqual(score.points);
      }
    }
    expect(advanced).toBeGreaterThan(eventsOf(before).length / 2);

    // A price change is what the database now holds.
    const price = changes.findLast((change) => change.type === 'p');
    if (price?.type === 'p') {
      const outcome = price.outcomes[0];
      const row = await server.db
        .selectFrom('outcomes')
        .select('price_milli')
        .where('id', '=', outcome?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(row.price_milli / 1000).toBe(outcome?.decimal);
    }

    // Filtered by event: only those events' changes (and event-less feed alerts).
    const eventId = changes.find((change) => change.type === 's')?.eventId ?? 0;
    const filtered = changesOf(await changesSince(server.app, since, `&eventIds=${eventId}`));
    expect(filtered.length).toBeGreaterThan(0);
    for (const change of filtered) expect([eventId, null]).toContain(change.eventId);

    // Paged: limit gives the first changes and `more`.
    const paged = await changesSince(server.app, since, '&limit=5');
    expect(changesOf(paged)).toHaveLength(5);
    expect(paged).toMatchObject({ version: since + 5, more: true });
  });

  it('finishes events (END_OF_EVENT, eventsFinished) and brings prematch events live', async () => {
    const { body: head } = await getJson(server.app, '/xapi/marketdata/v1/livepage/changes', false);
    const since = liveChangesResponseSchema.parse(head).version;
    for (let hour = 0; hour < 3; hour += 1) await step(server.app, 60 * MINUTE);
    expect(server.finished.length).toBeGreaterThan(0);
    const finished = await server.db
      .selectFrom('events')
      .select(['id', 'is_finished', 'clock_status'])
      .where('id', 'in', server.finished)
      .execute();
    for (const row of finished) {
      expect(row.is_finished).toBe(true);
      expect(row.clock_status).toBe('END_OF_EVENT');
    }
    // Three hours of changes do not fit the ring: the old version must reload.
    expect(await changesSince(server.app, since)).toMatchObject({ reset: true });

    const page = livePageResponseSchema.parse(
      (await getJson(server.app, '/xapi/marketdata/v1/livepage')).body,
    );
    expect(page.paging.total).toBeGreaterThanOrEqual(60);
    const ended = server.finished[0];
    const event = (await getJson(server.app, `/xapi/marketdata/v1/livepage/${ended}`)).body;
    const finishedEvent = livePageEventResponseSchema.parse(event).event;
    expect(finishedEvent.isFinished).toBe(true);
    // A finished event keeps its final score and its END_OF_EVENT clock.
    expect(finishedEvent).toMatchObject({ clock: { status: 'END_OF_EVENT' } });
    expect(finishedEvent).toHaveProperty('scores');

    const time = await adminOf(server.app).inject({ method: 'GET', url: '/__admin/time' });
    expect(time.json()).toMatchObject({
      clock: { frozen: true, speed: 1 },
      engine: { liveEvents: page.paging.total },
    });
  });

  it('pushes changes as Server-Sent Events, honouring Last-Event-ID', async () => {
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (server.app.server.address() as AddressInfo).port;
    expect(address).toContain(String(port));
    const base = `http://127.0.0.1:${port}`;
    const { body: head } = await getJson(server.app, '/xapi/marketdata/v1/livepage/changes', false);
    const since = liveChangesResponseSchema.parse(head).version;

    const read = async (url: string, headers: Record<string, string>, wanted: number) => {
      const abort = new AbortController();
      const response = await fetch(url, { headers, signal: abort.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body?.getReader();
      if (reader === undefined) throw new Error('no body');
      const decoder = new TextDecoder();
      let text = '';
      const events: { id: number; data: LiveChange }[] = [];
      while (events.length < wanted) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
          if (!block.includes('event: change')) continue;
          const id = Number(/^id: (\d+)$/m.exec(block)?.[1]);
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as LiveChange;
          if (events.length < wanted) events.push({ id, data });
        }
      }
      abort.abort();
      await reader.cancel().catch(() => undefined);
      return events;
    };

    // Live: open the stream, then step time; the changes arrive in order.
    const pending = read(`${base}/xapi/marketdata/v1/stream`, {}, 5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await step(server.app, 2 * MINUTE);
    const live = await pending;
    expect(live).toHaveLength(5);
    live.forEach((event, index) => {
      expect(event.id).toBe(since + index + 1);
      expect(event.data.version).toBe(event.id);
    });

    // Reconnecting with Last-Event-ID replays what came after it.
    const replay = await read(
      `${base}/xapi/marketdata/v1/stream?since=1`,
      { 'Last-Event-ID': String(since + 2) },
      3,
    );
    expect(replay.map((event) => event.id)).toEqual([since + 3, since + 4, since + 5]);
  });

  it('reloads after a world reset: older versions must reset, the page still answers', async () => {
    const { body: head } = await getJson(server.app, '/xapi/marketdata/v1/livepage/changes', false);
    const before = liveChangesResponseSchema.parse(head).version;
    server.bus.emit('reset');
    const time = await adminOf(server.app).inject({ method: 'GET', url: '/__admin/time' });
    const engine = time.json<{ engine: { version: number; oldestValidVersion: number } }>().engine;
    expect(engine.version).toBe(before + 1);
    expect(engine.oldestValidVersion).toBe(before + 1);
    expect(await changesSince(server.app, before)).toEqual({ version: before + 1, reset: true });
    expect(changesOf(await changesSince(server.app, before + 1))).toEqual([]);
    await step(server.app, MINUTE);
    expect(changesOf(await changesSince(server.app, before + 1)).length).toBeGreaterThan(0);
    const page = livePageResponseSchema.parse(
      (await getJson(server.app, '/xapi/marketdata/v1/livepage')).body,
    );
    expect(page.paging.total).toBeGreaterThanOrEqual(60);
  });
});
