import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import type { EventPathNode, SportEventPathNode } from '../world/event-path-tree';
import { SLUG_PATTERN } from '../world/slug';

interface TreeResponse {
  eventPaths: SportEventPathNode[];
}

describe('GET /xapi/rest/eventpathtree', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const getTree = (query = '', brand = 'zedbet') =>
    server.app.inject({
      method: 'GET',
      url: `/xapi/rest/eventpathtree${query}`,
      headers: { 'X-SB-Brand': brand },
    });

  it('answers sports -> countries -> leagues, cacheable for an hour', async () => {
    const response = await getTree();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { eventPaths } = response.json<TreeResponse>();
    expect(eventPaths.length).toBeGreaterThanOrEqual(12);
    for (const sport of eventPaths) {
      expect(Object.keys(sport)).toEqual([
        'id',
        'name',
        'slug',
        'sportCode',
        'eventCount',
        'children',
      ]);
      expect(sport.sportCode).toMatch(/^[A-Z]{4}$/);
      expect(sport.children.length).toBeGreaterThan(0);
      for (const country of sport.children) {
        expect(Object.keys(country)).toEqual(['id', 'name', 'slug', 'eventCount', 'children']);
        expect(country.children.length).toBeGreaterThan(0);
        for (const league of country.children) {
          expect(league).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            slug: expect.stringMatching(SLUG_PATTERN),
            eventCount: expect.any(Number),
            children: [],
          });
        }
      }
    }
  });

  it('keeps the sports in sort order, Football first', async () => {
    const { eventPaths } = (await getTree()).json<TreeResponse>();
    expect(eventPaths.slice(0, 3).map((sport) => sport.sportCode)).toEqual([
      'FOOT',
      'BASK',
      'TENN',
    ]);
    const football = eventPaths[0];
    const england = football?.children.find((country) => country.slug === 'england');
    expect(england?.children.slice(0, 2).map((league: EventPathNode) => league.name)).toEqual([
      'Premier League',
      'Championship',
    ]);
  });

  it('filters by sportCode, in any case', async () => {
    const { eventPaths } = (await getTree('?sportCode=csgo')).json<TreeResponse>();
    expect(eventPaths.map((sport) => sport.name)).toEqual(['Counter-Strike']);
    expect((await getTree('?sportCode=NOPE')).json()).toEqual({ eventPaths: [] });
  });

  it('accepts the spec’s query parameters', async () => {
    const response = await getTree(
      '?periodType=PRE_MATCH&includeUnpricedMarkets=false&includeMarketTypes=true' +
        '&lightWeightResponse=true&eventTypeFilter=GAME_EVENT&sportGroups=REGULAR&l=en&mc=mobile',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TreeResponse>().eventPaths.length).toBeGreaterThanOrEqual(12);
  });

  it('answers 400 unknown_brand without a known brand', async () => {
    const response = await getTree('', 'acme');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'unknown_brand' });
  });
});
