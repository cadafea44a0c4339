import { eventSchema, eventsResponseSchema, marketSchema } from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { MAX_LEAGUE_FILL } from '../world/add-league-events';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface TreeNode {
  id: number;
  eventCount: number;
  sportCode?: string;
  children: TreeNode[];
}

interface EventsPage {
  events: { id: number; [key: string]: unknown }[];
  paging: { total: number };
}

describe('POST /__admin/leagues/{leagueId}/events', () => {
  let server: TestServer;
  /** A football league and its country and sport. */
  let path: { sport: number; country: number; league: number };

  beforeAll(async () => {
    server = await createTestServer();
    const tree = (await get('/xapi/rest/eventpathtree?sportCode=FOOT')) as {
      eventPaths: TreeNode[];
    };
    const sport = tree.eventPaths[0];
    const country = sport?.children[0];
    const league = country?.children[0];
    if (sport === undefined || country === undefined || league === undefined) {
      throw new Error('no football league in the tree');
    }
    path = { sport: sport.id, country: country.id, league: league.id };
  });

  afterAll(async () => {
    await server.close();
  });

  async function get(url: string): Promise<unknown> {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  }

  const fill = (leagueId: number | string, payload: unknown, remoteAddress?: string) =>
    server.admin.inject({
      method: 'POST',
      url: `/__admin/leagues/${leagueId}/events`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  const leagueTotal = async (leagueId = path.league) =>
    ((await get(`/xapi/rest/events?eventPathIds=${leagueId}&eventsPerPage=1`)) as EventsPage).paging
      .total;

  const treeCounts = async () => {
    const tree = (await get('/xapi/rest/eventpathtree?sportCode=FOOT')) as {
      eventPaths: TreeNode[];
    };
    const sport = tree.eventPaths.find((node) => node.id === path.sport);
    const country = sport?.children.find((node) => node.id === path.country);
    const league = country?.children.find((node) => node.id === path.league);
    return [sport?.eventCount, country?.eventCount, league?.eventCount];
  };

  const highestEventId = async () => {
    const row = await server.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  /** The league's events with an id above `after`, read through the events call. */
  const newEvents = async (after: number) => {
    const events: EventsPage['events'] = [];
    for (let page = 1; ; page += 1) {
      const body = await get(
        `/xapi/rest/events?eventPathIds=${path.league}&eventsPerPage=200&page=${page}`,
      );
      const parsed = eventsResponseSchema.safeParse(body);
      if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
      const { events: pageEvents } = body as EventsPage;
      events.push(...pageEvents.filter((event) => event.id > after));
      if (pageEvents.length < 200) break;
    }
    return events.sort((a, b) => a.id - b.id);
  };

  it('adds prematch events that the events calls, the tree and the event call all see', async () => {
    const before = await leagueTotal();
    const [sportCount, countryCount, leagueCount] = await treeCounts();
    expect(leagueCount).toBe(before);
    const highest = await highestEventId();
    const now = Date.parse(
      (
        (await server.admin.inject({ method: 'GET', url: '/__admin/time' })).json() as {
          clock: { now: string };
        }
      ).clock.now,
    );

    const response = await fill(path.league, { count: 200 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 200, total: before + 200 });

    expect(await leagueTotal()).toBe(before + 200);
    expect(await treeCounts()).toEqual([
      (sportCount ?? 0) + 200,
      (countryCount ?? 0) + 200,
      before + 200,
    ]);
    const stored = await server.db
      .selectFrom('event_paths')
      .select(['id', 'event_count'])
      .where('id', '=', path.league)
      .executeTakeFirstOrThrow();
    expect(stored.event_count).toBe(before + 200);

    const added = await newEvents(highest);
    expect(added.map((event) => event.id)).toEqual(
      Array.from({ length: 200 }, (_, index) => highest + 1 + index),
    );
    for (const event of added) {
      expect(event).toMatchObject({
        eventType: 'GAME_EVENT',
        sportCode: 'FOOT',
        isLive: false,
        isFinished: false,
        slug: expect.stringMatching(new RegExp(`^${event.id}-`)),
        name: expect.stringMatching(/^.+ vs .+$/),
      });
      const eventPaths = event.eventPaths as { id: number }[];
      expect(eventPaths.map((ref) => ref.id)).toEqual([path.sport, path.country, path.league]);
      const date = Date.parse(String(event.eventDate));
      expect(date).toBeGreaterThan(now + HOUR);
      expect(date).toBeLessThanOrEqual(now + 7 * DAY);
      expect((event.markets as unknown[]).length).toBeGreaterThan(0);
    }
    // Prematch only, spread over the week.
    const prematch = (await get(
      `/xapi/rest/events?eventPathIds=${path.league}&periodType=PRE_MATCH&eventsPerPage=1`,
    )) as EventsPage;
    expect(prematch.paging.total).toBeGreaterThanOrEqual(200);
    const days = new Set(
      added.map((event) => Math.floor((Date.parse(String(event.eventDate)) - now) / DAY)),
    );
    expect(days.size).toBeGreaterThanOrEqual(6);

    const one = added[17];
    const single = await get(`/xapi/rest/events/${one?.id}`);
    expect(eventSchema.safeParse(single).success).toBe(true);
    expect(single).toMatchObject({ id: one?.id, name: one?.name });
    const marketId = (one?.markets as { id: number }[])[0]?.id;
    expect(marketSchema.safeParse(await get(`/xapi/rest/markets/${marketId}`)).success).toBe(true);
  });

  it('reuses the ids of opponents the sport already has', async () => {
    const highest = await highestEventId();
    await fill(path.league, { count: 60 });
    const rows = await server.db
      .selectFrom('events')
      .select(['id', 'opponents'])
      .where('sport_id', '=', path.sport)
      .where('event_type', '=', 'GAME_EVENT')
      .execute();
    const sides = (id: number) =>
      (rows.find((row) => row.id === id)?.opponents ?? []) as { id: number; description: string }[];
    const known = new Map<string, number>();
    for (const row of rows.filter((candidate) => candidate.id <= highest)) {
      for (const side of sides(row.id)) known.set(side.description, side.id);
    }
    let reused = 0;
    for (const row of rows.filter((candidate) => candidate.id > highest)) {
      for (const side of sides(row.id)) {
        const id = known.get(side.description);
        if (id === undefined) continue;
        expect(side.id).toBe(id);
        reused += 1;
      }
    }
    expect(reused).toBeGreaterThan(0);
  });

  it('is deterministic from the league and its event count; a reset drops the events', async () => {
    await server.admin.inject({ method: 'POST', url: '/__admin/reset' });
    const before = await leagueTotal();
    const highest = await highestEventId();
    await fill(path.league, { count: 5 });
    const first = await newEvents(highest);
    expect(first).toHaveLength(5);

    await server.admin.inject({ method: 'POST', url: '/__admin/reset' });
    expect(await leagueTotal()).toBe(before);
    const gone = await server.app.inject({
      method: 'GET',
      url: `/xapi/rest/events/${first[0]?.id}`,
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(gone.statusCode).toBe(404);

    expect((await fill(path.league, { count: 5 })).json()).toEqual({
      added: 5,
      total: before + 5,
    });
    expect(await newEvents(highest)).toEqual(first);

    // More events of the same league come from another draw.
    expect((await fill(path.league, { count: 5 })).json()).toEqual({
      added: 5,
      total: before + 10,
    });
    const next = (await newEvents(highest)).slice(5);
    expect(next.map((event) => event.id)).toEqual(first.map((event) => event.id + 5));
    expect(next.map((event) => event.markets)).not.toEqual(first.map((event) => event.markets));
  });

  it('answers 404 for an id that is not a league', async () => {
    for (const id of [path.sport, path.country, 999_999_999, 'abc', '-1']) {
      const response = await fill(id, { count: 1 });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toMatchObject({ error: 'unknown_league' });
    }
  });

  it('answers 400 for a body that is not { count: 1…500 }', async () => {
    const before = await leagueTotal();
    for (const payload of [
      undefined,
      {},
      { count: 0 },
      { count: MAX_LEAGUE_FILL + 1 },
      { count: 2.5 },
      { count: '5' },
      { count: 5, extra: true },
      [5],
    ]) {
      const response = await fill(path.league, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_body' });
    }
    expect(await leagueTotal()).toBe(before);
  });

  it('answers loopback callers only', async () => {
    const response = await fill(path.league, { count: 1 }, '10.0.0.8');
    expect(response.statusCode).toBe(403);
  });

  it('takes the most it allows in one call', async () => {
    const before = await leagueTotal();
    const response = await fill(path.league, { count: MAX_LEAGUE_FILL });
    expect(response.json()).toEqual({ added: MAX_LEAGUE_FILL, total: before + MAX_LEAGUE_FILL });
  });

  it('the live engine starts them when their time comes', async () => {
    const highest = await highestEventId();
    await fill(path.league, { count: 200 });
    const earliest = (await newEvents(highest)).reduce((soonest, event) =>
      Date.parse(String(event.eventDate)) < Date.parse(String(soonest.eventDate)) ? event : soonest,
    );
    const start = new Date(Date.parse(String(earliest.eventDate)) + 30_000).toISOString();
    const time = await server.admin.inject({
      method: 'POST',
      url: '/__admin/time',
      payload: { set: start },
    });
    expect(time.statusCode).toBe(200);
    expect(await get(`/xapi/rest/events/${earliest.id}`)).toMatchObject({ isLive: true });
  });
});
