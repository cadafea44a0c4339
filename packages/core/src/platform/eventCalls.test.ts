import { createHash } from 'node:crypto';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { testPlatformClient } from '../test/platformStub';
import { fetchEvents } from './eventCalls';

function clientAnswering(data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status: 200, data: JSON.stringify(data), headers: {}, config, statusText: '200' };
  };
  const client = testPlatformClient(adapter, {
    portalId: 'zedbet-web',
    pub: 'zedbet',
  });
  return { client, seen };
}

const event = (id: number) => ({
  id,
  name: `Team ${id} vs Team ${id + 1}`,
  slug: `${id}-team`,
  sportCode: 'FOOT',
  eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
  opponents: [],
  eventDate: '2026-11-24T10:00:00Z',
  markets: [],
});

const page = (events: unknown[]) => ({
  events,
  paging: { page: 1, eventsPerPage: 20, total: events.length },
});

describe('fetchEvents', () => {
  it('sends a GET while the query string fits in 2000 characters', async () => {
    const { client, seen } = clientAnswering(page([event(1)]));
    const result = await fetchEvents(client, { eventPathIds: [1], eventsPerPage: 20 });
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.url).toBe('/xapi/rest/events?eventPathIds=1&eventsPerPage=20');
    expect(result.events.map((e) => e.id)).toEqual([1]);
  });

  it('becomes a POST with the SHA-256 of the exact body when it would not (betting §7)', async () => {
    const ids = Array.from({ length: 400 }, (_, i) => 1_000_000 + i);
    const { client, seen } = clientAnswering(page([]));
    await fetchEvents(client, { ids });
    const sent = seen[0];
    expect(sent?.method).toBe('post');
    expect(sent?.url).toBe('/xapi/rest/events');
    const body = String(sent?.data);
    expect(JSON.parse(body)).toEqual({ ids });
    expect(sent?.params).toMatchObject({ hash: createHash('sha256').update(body).digest('hex') });
  });

  it('drops a malformed event and keeps the others, counting what it left out', async () => {
    const broken = { ...event(2), name: 42, markets: 'nope' };
    const withBadMarket = {
      ...event(3),
      markets: [{ id: 1, outcomes: 'not a list' }],
    };
    const { client } = clientAnswering(page([event(1), broken, withBadMarket]));
    const result = await fetchEvents(client, { eventPathIds: [1] });
    expect(result.events.map((e) => e.id)).toEqual([1, 3]);
    expect(result.events[1]?.markets).toEqual([]);
    expect(result.dropped).toBe(1);
  });

  it('still fails on a body that is not an events page', async () => {
    const { client } = clientAnswering({ nope: true });
    await expect(fetchEvents(client, { eventPathIds: [1] })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });
});
