import { describe, expect, it } from 'vitest';
import type { EventPathRow } from '../db/schema';
import { buildEventPathTree } from './event-path-tree';

const row = (
  id: number,
  parent: number | null,
  kind: EventPathRow['kind'],
  name: string,
  events = 0,
): EventPathRow => ({
  id,
  parent_id: parent,
  kind,
  name,
  slug: name.toLowerCase(),
  sport_code: kind === 'sport' ? name.slice(0, 4).toUpperCase() : null,
  sort_order: 0,
  event_count: events,
});

const rows = [
  row(2, null, 'sport', 'Tennis', 3),
  row(1, null, 'sport', 'Football', 5),
  row(1001, 1, 'country', 'England', 5),
  row(100101, 1001, 'league', 'Premier', 5),
  row(2001, 2, 'country', 'International', 3),
  row(200101, 2001, 'league', 'ATP', 2),
  row(200102, 2001, 'league', 'WTA', 1),
];

describe('buildEventPathTree', () => {
  it('nests sports, countries and leagues in the order given', () => {
    expect(buildEventPathTree(rows)).toEqual([
      {
        id: 2,
        name: 'Tennis',
        slug: 'tennis',
        sportCode: 'TENN',
        eventCount: 3,
        children: [
          {
            id: 2001,
            name: 'International',
            slug: 'international',
            eventCount: 3,
            children: [
              { id: 200101, name: 'ATP', slug: 'atp', eventCount: 2, children: [] },
              { id: 200102, name: 'WTA', slug: 'wta', eventCount: 1, children: [] },
            ],
          },
        ],
      },
      {
        id: 1,
        name: 'Football',
        slug: 'football',
        sportCode: 'FOOT',
        eventCount: 5,
        children: [
          {
            id: 1001,
            name: 'England',
            slug: 'england',
            eventCount: 5,
            children: [
              { id: 100101, name: 'Premier', slug: 'premier', eventCount: 5, children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('keeps one sport when given a sport code', () => {
    expect(buildEventPathTree(rows, 'FOOT').map((sport) => sport.name)).toEqual(['Football']);
    expect(buildEventPathTree(rows, 'NONE')).toEqual([]);
  });
});
