import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventJson } from '../events/event-json';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { eventsBodyHash } from './event-routes';

interface Page {
  events: (EventJson & { eventDate: string; isLive: boolean; eventPaths: { id: number }[] })[];
  paging: { page: number; eventsPerPage: number; total: number };
}

interface TreeNode {
  id: number;
  eventCount: number;
  children: TreeNode[];
}

const DAY = 24 * 3600_000;

describe('event routes', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { 'X-SB-Brand': 'zedbet', ...headers } });

  const post = (url: string, body: string) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'X-SB-Brand': 'zedbet', 'content-type': 'application/json' },
    });

  it('pages events: 20 by default, 1-based, with the total', async () => {
    const first = (await get('/xapi/rest/events')).json<Page>();
    expect(first.events).toHaveLength(20);
    expect(first.paging).toEqual({ page: 1, eventsPerPage: 20, total: expect.any(Number) });
    expect(first.paging.total).toBeGreaterThan(560);
    const second = (await get('/xapi/rest/events?page=2&eventsPerPage=20')).json<Page>();
    expect(second.events[0]?.id).not.toBe(first.events[0]?.id);
    const both = (await get('/xapi/rest/events?eventsPerPage=40')).json<Page>();
    expect(both.events.map((e) => e.id)).toEqual(
      [...first.events, ...second.events].map((e) => e.id),
    );
    const beyond = (await get(`/xapi/rest/events?page=10000`)).json<Page>();
    expect(beyond.events).toEqual([]);
  });

  it('has at least 500 prematch events in the next 7 days and 60 live ones', async () => {
    const now = Date.now();
    const to = new Date(now + 7 * DAY).toISOString();
    const url = `/xapi/rest/events?periodType=PRE_MATCH&dateFrom=${new Date(now).toISOString()}&dateTo=${to}&eventsPerPage=1`;
    expect((await get(url)).json<Page>().paging.total).toBeGreaterThanOrEqual(500);
    const live = (await get('/xapi/rest/events?periodType=IN_PLAY&eventsPerPage=200')).json<Page>();
    expect(live.paging.total).toBeGreaterThanOrEqual(60);
    for (const event of live.events) {
      expect(event.isLive).toBe(true);
      expect(event.clock).toBeDefined();
      expect(event.currentPeriod).toBeDefined();
    }
  });

  it('filters by date range', async () => {
    const from = new Date(Date.now() + DAY);
    const to = new Date(Date.now() + 2 * DAY);
    const url = `/xapi/rest/events?dateFrom=${from.toISOString()}&dateTo=${to.toISOString()}&eventsPerPage=200`;
    const page = (await get(url)).json<Page>();
    expect(page.events.length).toBeGreaterThan(0);
    for (const event of page.events) {
      const date = Date.parse(event.eventDate);
      expect(date >= from.getTime() && date <= to.getTime()).toBe(true);
    }
  });

  it('filters by event path and market type; caps 3 markets per type', async () => {
    const page = (
      await get('/xapi/rest/events?eventPathIds=100201&eventsPerPage=200')
    ).json<Page>();
    expect(page.events.length).toBeGreaterThan(0);
    for (const event of page.events) {
      expect(event.eventPaths.map((path) => path.id)).toEqual([1, 1002, 100201]);
      const perType = new Map<number, number>();
      for (const market of event.markets) {
        perType.set(market.marketTypeId, (perType.get(market.marketTypeId) ?? 0) + 1);
      }
      for (const count of perType.values()) expect(count).toBeLessThanOrEqual(3);
    }
    const onlyResult = (await get('/xapi/rest/events?eventPathIds=1&marketTypeIds=1')).json<Page>();
    for (const event of onlyResult.events) {
      for (const market of event.markets) expect(market.marketTypeId).toBe(1);
    }
  });

  it('answers the POST form (with the body hash) exactly like GET', async () => {
    const params = 'eventPathIds=1,2&eventsPerPage=15&page=2&marketStatus=open';
    const viaGet = (await get(`/xapi/rest/events?${params}`)).json<Page>();
    const body = JSON.stringify({
      eventPathIds: [1, 2],
      eventsPerPage: 15,
      page: 2,
      marketStatus: 'open',
    });
    for (const path of ['/xapi/rest/events', '/nextapi/rest/events']) {
      const response = await post(`${path}?hash=${eventsBodyHash(body)}`, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(viaGet);
    }
    expect((await post('/xapi/rest/events?hash=abc', body)).statusCode).toBe(400);
    expect((await post('/xapi/rest/events', body)).json()).toMatchObject({
      error: 'invalid_query',
    });
    expect((await post(`/xapi/rest/events?hash=${eventsBodyHash('{')}`, '{')).statusCode).toBe(400);
  });

  it('answers one event and one market, 404 for unknown ids', async () => {
    const [event] = (await get('/xapi/rest/events?eventsPerPage=1')).json<Page>().events;
    expect(event).toBeDefined();
    const one = (await get(`/xapi/rest/events/${event?.id}`)).json<EventJson>();
    expect(one.id).toBe(event?.id);
    const market = one.markets[0];
    expect(market).toBeDefined();
    const fetched = await get(`/xapi/rest/markets/${market?.id}`);
    expect(fetched.json()).toMatchObject({ id: market?.id, eventId: event?.id });
    for (const url of ['/xapi/rest/events/999999', '/xapi/rest/markets/999999']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('answers 400 with a message for bad parameters, never a 500', async () => {
    for (const query of [
      'eventsPerPage=100000',
      'eventsPerPage=abc',
      'page=0',
      'page=-1',
      'eventPathIds=1,abc',
      'ids=1.5',
      'dateFrom=yesterday',
      'dateFrom=2030-01-02&dateTo=2030-01-01',
      'periodType=SOMETIMES',
      'marketStatus=pending',
      'sortByEventpath=maybe',
      'eventPathIds=1&eventPathIds=2&page=x',
    ]) {
      const response = await get(`/xapi/rest/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toEqual(expect.any(String));
    }
    expect((await get('/xapi/rest/events/abc')).statusCode).toBe(400);
    expect((await get('/xapi/rest/live/events?lightWeightResponse=yes')).statusCode).toBe(400);
    expect((await get('/xapi/rest/live/events?sportGroups=KNITTING')).statusCode).toBe(400);
    expect((await get('/xapi/rest/events', { 'X-SB-Brand': 'acme' })).statusCode).toBe(400);
  });

  it('lists outrights with eventType=OUTRIGHT, and by id without it', async () => {
    const outrights = (
      await get('/xapi/rest/events?eventType=OUTRIGHT&eventsPerPage=5')
    ).json<Page>();
    const [outright] = outrights.events;
    expect(outright?.eventType).toBe('OUTRIGHT');
    expect(outright?.markets[0]?.outcomes.length).toBeGreaterThan(3);
    const byId = (await get(`/xapi/rest/events?ids=${outright?.id}`)).json<Page>();
    expect(byId.events.map((event) => event.id)).toEqual([outright?.id]);
  });

  it('ignores extra parameters', async () => {
    const response = await get('/xapi/rest/events?l=en&mc=mobile&cmsLocale=en&whatever=1');
    expect(response.statusCode).toBe(200);
  });

  it('lists live events: bettable only by default, 50 per page when lightweight', async () => {
    const full = (await get('/xapi/rest/live/events?eventsPerPage=200')).json<Page>();
    expect(full.events.length).toBeGreaterThanOrEqual(60);
    for (const event of full.events) {
      expect(event.markets.some((market) => market.status === 'open')).toBe(true);
    }
    const light = (await get('/xapi/rest/live/events?lightWeightResponse=true')).json<Page>();
    expect(light.paging.eventsPerPage).toBe(50);
    expect(light.events).toHaveLength(50);
    for (const event of light.events) expect(event.markets.length).toBeLessThanOrEqual(1);
    const all = (
      await get('/xapi/rest/live/events?allBettableEvents=true&eventsPerPage=1')
    ).json<Page>();
    expect(all.paging.total).toBeGreaterThanOrEqual(full.paging.total);
    const esports = (
      await get('/xapi/rest/live/events?sportGroups=ESPORTS&eventsPerPage=200')
    ).json<Page>();
    for (const event of esports.events) expect(['CSGO', 'DOTA', 'LOLS']).toContain(event.sportCode);
    const tennis = (
      await get('/xapi/rest/live/events?onlySports=TENN&eventsPerPage=200')
    ).json<Page>();
    for (const event of tennis.events) expect(event.sportCode).toBe('TENN');
  });

  it('counts the tree from the events, live ones with eventTypeFilter=LIVE', async () => {
    const tree = (await get('/xapi/rest/eventpathtree')).json<{ eventPaths: TreeNode[] }>();
    const total = tree.eventPaths.reduce((sum, sport) => sum + sport.eventCount, 0);
    const all = (await get('/xapi/rest/events?eventsPerPage=1')).json<Page>();
    expect(total).toBe(all.paging.total);
    const football = tree.eventPaths.find((sport) => sport.id === 1);
    for (const league of football?.children.flatMap((country) => country.children) ?? []) {
      const page = (
        await get(`/xapi/rest/events?eventPathIds=${league.id}&eventsPerPage=1`)
      ).json<Page>();
      expect(page.paging.total, `league ${league.id}`).toBe(league.eventCount);
    }
    const live = (await get('/xapi/rest/eventpathtree?eventTypeFilter=LIVE')).json<{
      eventPaths: TreeNode[];
    }>();
    const liveTotal = live.eventPaths.reduce((sum, sport) => sum + sport.eventCount, 0);
    const liveEvents = (
      await get('/xapi/rest/events?periodType=LIVE&eventsPerPage=1')
    ).json<Page>();
    expect(liveTotal).toBe(liveEvents.paging.total);
  });
});
