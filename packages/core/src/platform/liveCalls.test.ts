import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { testPlatformClient } from '../test/platformStub';
import { fetchLiveEvent, fetchLivePage, fetchLivePageUpTo, livePageParams } from './liveCalls';

function clientAnswering(data: unknown, status = 200) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { status, data: JSON.stringify(data), headers: {}, config, statusText: String(status) };
  };
  return { client: testPlatformClient(adapter, { portalId: 'zedbet-web', pub: 'zedbet' }), seen };
}

const event = (id: number) => ({
  id,
  name: `Team ${id} vs Team ${id + 1}`,
  slug: `${id}-team`,
  sportCode: 'FOOT',
  eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
  opponents: [],
  eventDate: '2026-11-24T10:00:00Z',
  clock: { minutes: 12, status: 'RUNNING' },
  markets: [],
});

describe('livePageParams', () => {
  it('asks for 50 events per page by default and joins lists with commas', () => {
    expect(livePageParams({})).toEqual({ page: 1, eventsPerPage: 50 });
    expect(
      livePageParams({ sportCode: ['FOOT', 'TENN'], eventPathIds: [1, 2], marketsPerEvent: 5 }),
    ).toEqual({
      sportCode: 'FOOT,TENN',
      eventPathIds: '1,2',
      page: 1,
      eventsPerPage: 50,
      marketsPerEvent: 5,
    });
  });
});

describe('fetchLivePage', () => {
  it('keeps the good events of a sport and counts the malformed ones', async () => {
    const { client, seen } = clientAnswering({
      version: 42,
      sports: [
        {
          id: 1,
          sportCode: 'FOOT',
          name: 'Football',
          slug: 'football',
          liveEventCount: 3,
          events: [event(1), { id: 'bad' }, event(2)],
        },
      ],
      paging: { page: 1, eventsPerPage: 50, total: 3 },
    });
    const page = await fetchLivePage(client, { sportCode: ['FOOT'] });
    expect(seen[0]?.url).toContain('/xapi/marketdata/v1/livepage');
    expect(page.version).toBe(42);
    expect(page.dropped).toBe(1);
    expect(page.sports[0]?.events.map((e) => e.id)).toEqual([1, 2]);
  });

  it('turns a body that is not a live page into a malformed-response error', async () => {
    const { client } = clientAnswering({ sports: 'nope' });
    await expect(fetchLivePage(client, {})).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('fetchLiveEvent', () => {
  it('answers the event and its version', async () => {
    const { client, seen } = clientAnswering({ version: 7, event: event(9) });
    const page = await fetchLiveEvent(client, 9);
    expect(seen[0]?.url).toBe('/xapi/marketdata/v1/livepage/9');
    expect(page).toMatchObject({ version: 7, event: { id: 9, clock: { status: 'RUNNING' } } });
  });

  it('refuses a malformed event', async () => {
    const { client } = clientAnswering({ version: 7, event: { id: 9 } });
    await expect(fetchLiveEvent(client, 9)).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('fetchLivePageUpTo', () => {
  it('asks pages of 200 past 200 and puts them back together by sport, at the oldest version', async () => {
    const seen: string[] = [];
    const adapter: AxiosAdapter = async (config) => {
      const page = Number((config.params as { page: number }).page);
      seen.push(`${page}:${(config.params as { eventsPerPage: number }).eventsPerPage}`);
      const ids = Array.from({ length: page === 1 ? 200 : 50 }, (_, i) => page * 1000 + i);
      const data = {
        version: page === 1 ? 50 : 48,
        sports: [
          {
            id: 1,
            sportCode: 'FOOT',
            name: 'Football',
            slug: 'football',
            liveEventCount: 250,
            events: ids.map(event),
          },
        ],
        paging: { page, eventsPerPage: 200, total: 250 },
      };
      return { status: 200, data: JSON.stringify(data), headers: {}, config, statusText: '200' };
    };
    const client = testPlatformClient(adapter, { portalId: 'zedbet-web', pub: 'zedbet' });
    const merged = await fetchLivePageUpTo(client, {}, 250);
    expect(seen.sort()).toEqual(['1:200', '2:200']);
    expect(merged.version).toBe(48);
    expect(merged.sports).toHaveLength(1);
    expect(merged.sports[0]?.events).toHaveLength(250);
  });

  it('asks one page when the count fits', async () => {
    const { client, seen } = clientAnswering({
      version: 3,
      sports: [],
      paging: { page: 1, eventsPerPage: 50, total: 0 },
    });
    await fetchLivePageUpTo(client, { sportCode: ['TENN'] }, 50);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.params).toMatchObject({ eventsPerPage: 50, sportCode: 'TENN' });
  });
});
