import {
  couponResponseSchema,
  eventSchema,
  eventsResponseSchema,
  liveEventsResponseSchema,
} from '@clem/core/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { BAD_EVENT_DATE, BAD_EVENT_OUTCOMES, corruptEventsPage } from './bad-event';

const EVENTS = '/xapi/rest/events';

describe('corruptEventsPage', () => {
  const page = {
    events: [
      { id: 1, name: 'A vs B', eventDate: '2026-11-23T12:00:00.000Z', markets: [] },
      {
        id: 2,
        name: 'C vs D',
        eventDate: '2026-11-23T13:00:00.000Z',
        markets: [
          { id: 7, outcomes: [] },
          { id: 8, outcomes: [] },
        ],
      },
    ],
    paging: { page: 1, eventsPerPage: 2, total: 2 },
  };

  it('breaks the event at the index three ways and leaves the rest alone', () => {
    const corrupted = JSON.parse(corruptEventsPage(JSON.stringify(page), 1) ?? 'null') as {
      events: Record<string, unknown>[];
    };
    expect(corrupted.events[0]).toEqual(page.events[0]);
    expect(corrupted.events[1]).toEqual({
      id: 2,
      eventDate: BAD_EVENT_DATE,
      markets: [
        { id: 7, outcomes: BAD_EVENT_OUTCOMES },
        { id: 8, outcomes: [] },
      ],
    });
    expect(corrupted).toMatchObject({ paging: page.paging });
  });

  it('leaves what is not an events page, or has no event there, alone', () => {
    expect(corruptEventsPage(JSON.stringify(page), 2)).toBeUndefined();
    expect(corruptEventsPage('{"eventPaths":[]}', 0)).toBeUndefined();
    expect(corruptEventsPage('{"events":"x"}', 0)).toBeUndefined();
    expect(corruptEventsPage('{"events":[1]}', 0)).toBeUndefined();
    expect(corruptEventsPage('[{"events":[]}]', 0)).toBeUndefined();
    expect(corruptEventsPage('not json', 0)).toBeUndefined();
  });
});

describe('the bad-event fault', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterEach(async () => {
    await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
  });

  afterAll(async () => {
    await server.close();
  });

  const addFault = (fault: Record<string, unknown>) =>
    server.admin.inject({ method: 'POST', url: '/__admin/faults', payload: fault });
  const get = (url: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'X-SB-Brand': 'zedbet' } });
  const listFaults = async () =>
    (await server.admin.inject({ method: 'GET', url: '/__admin/faults' })).json<{
      faults: Record<string, unknown>[];
    }>().faults;

  /** Indexes of the events of a page that fail the event schema. */
  const badIndexes = (events: unknown[]) =>
    events.flatMap((event, index) => (eventSchema.safeParse(event).success ? [] : [index]));

  it('corrupts only the event at `index` of an events page, with a correct Content-Length', async () => {
    const url = `${EVENTS}?eventsPerPage=5`;
    const clean = (await get(url)).json<{ events: Record<string, unknown>[] }>();
    const created = await addFault({ match: EVENTS, kind: 'bad-event', index: 2 });
    expect(created.statusCode).toBe(201);

    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.body));
    const body = response.json<{ events: Record<string, unknown>[]; paging: unknown }>();
    expect(eventsResponseSchema.safeParse(body).success).toBe(false);
    expect(badIndexes(body.events)).toEqual([2]);
    const bad = body.events[2] ?? {};
    expect(bad).not.toHaveProperty('name');
    expect(bad.eventDate).toBe(BAD_EVENT_DATE);
    expect((bad.markets as { outcomes: unknown }[])[0]?.outcomes).toBe(BAD_EVENT_OUTCOMES);
    expect(bad.id).toBe(clean.events[2]?.id);
    for (const index of [0, 1, 3, 4]) expect(body.events[index]).toEqual(clean.events[index]);
    expect(body.paging).toEqual((clean as unknown as { paging: unknown }).paging);

    // Without `times` it stays; the read cache is never corrupted.
    expect(badIndexes((await get(url)).json<{ events: unknown[] }>().events)).toEqual([2]);
    await server.admin.inject({ method: 'DELETE', url: '/__admin/faults' });
    expect((await get(url)).json()).toEqual(clean);
  });

  it('takes index 0 by default and applies `times` times', async () => {
    const created = await addFault({ match: EVENTS, kind: 'bad-event', times: 2 });
    expect(created.json()).toMatchObject({ fault: { kind: 'bad-event', index: 0, remaining: 2 } });
    for (let request = 0; request < 2; request += 1) {
      const response = await get(`${EVENTS}?eventsPerPage=3`);
      expect(badIndexes(response.json<{ events: unknown[] }>().events)).toEqual([0]);
    }
    const after = await get(`${EVENTS}?eventsPerPage=3`);
    expect(eventsResponseSchema.safeParse(after.json()).success).toBe(true);
    expect(await listFaults()).toEqual([]);
  });

  it('works on the live list and coupons', async () => {
    await addFault({ match: '/xapi/rest/live/events', kind: 'bad-event', index: 1, times: 1 });
    const live = (await get('/xapi/rest/live/events')).json<{ events: unknown[] }>();
    expect(live.events.length).toBeGreaterThan(1);
    expect(liveEventsResponseSchema.safeParse(live).success).toBe(false);
    expect(badIndexes(live.events)).toEqual([1]);

    await addFault({ match: '/api/coupons', kind: 'bad-event', times: 1 });
    const coupon = (await get('/api/coupons/3')).json<{ events: unknown[] }>();
    expect(coupon.events.length).toBeGreaterThan(0);
    expect(couponResponseSchema.safeParse(coupon).success).toBe(false);
    expect(badIndexes(coupon.events)).toEqual([0]);
  });

  it('lets other answers through without using the fault up', async () => {
    await addFault({ match: '/xapi', kind: 'bad-event', index: 4, times: 1 });
    // Not an events page: the tree, one event, an error.
    const tree = await get('/xapi/rest/eventpathtree');
    expect(tree.statusCode).toBe(200);
    expect(tree.json()).toHaveProperty('eventPaths');
    const page = (await get(`${EVENTS}?eventsPerPage=1`)).json<{ events: { id: number }[] }>();
    expect(eventsResponseSchema.safeParse(page).success).toBe(true); // no event at index 4
    const one = await get(`${EVENTS}/${page.events[0]?.id}`);
    expect(eventSchema.safeParse(one.json()).success).toBe(true);
    expect((await get(`${EVENTS}?eventsPerPage=999`)).statusCode).toBe(400);
    expect(await listFaults()).toMatchObject([{ kind: 'bad-event', remaining: 1 }]);

    const hit = (await get(`${EVENTS}?eventsPerPage=5`)).json<{ events: unknown[] }>();
    expect(badIndexes(hit.events)).toEqual([4]);
    expect(await listFaults()).toEqual([]);
  });

  it('sends the corrupted body whole over a real socket', async () => {
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await addFault({ match: EVENTS, kind: 'bad-event', times: 1 });
    const response = await fetch(`http://127.0.0.1:${port}${EVENTS}?eventsPerPage=20`, {
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const body = JSON.parse(text) as { events: unknown[] };
    expect(body.events).toHaveLength(20);
    expect(badIndexes(body.events)).toEqual([0]);
  });

  it.each([
    [{ match: EVENTS, kind: 'bad-event', index: -1 }],
    [{ match: EVENTS, kind: 'bad-event', index: 1.5 }],
    [{ match: EVENTS, kind: 'bad-event', index: '2' }],
    [{ match: EVENTS, kind: 'bad-event', times: 0 }],
    [{ match: 'xapi', kind: 'bad-event' }],
  ])('refuses an invalid fault %j', async (fault) => {
    const response = await addFault(fault);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_body' });
  });
});
