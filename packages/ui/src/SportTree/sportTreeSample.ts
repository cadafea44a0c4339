import type { SportTreeLabels, SportTreeNode } from './SportTree';

/** A small event path tree for stories and tests. */
export const sampleSports: SportTreeNode[] = [
  {
    id: 1,
    name: 'Football',
    slug: 'football',
    sportCode: 'FOOT',
    eventCount: 412,
    children: [
      {
        id: 11,
        name: 'England',
        slug: 'england',
        eventCount: 86,
        children: [
          { id: 111, name: 'Premier League', slug: 'premier-league', eventCount: 20 },
          { id: 112, name: 'Championship', slug: 'championship', eventCount: 24 },
          { id: 113, name: 'FA Cup', slug: 'fa-cup', eventCount: 42 },
        ],
      },
      {
        id: 12,
        name: 'Spain',
        slug: 'spain',
        eventCount: 30,
        children: [
          { id: 121, name: 'LaLiga', slug: 'laliga', eventCount: 10 },
          { id: 122, name: 'Segunda División', slug: 'segunda-division', eventCount: 20 },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Tennis',
    slug: 'tennis',
    sportCode: 'TENN',
    eventCount: 58,
    children: [
      {
        id: 21,
        name: 'ATP',
        slug: 'atp',
        eventCount: 40,
        children: [{ id: 211, name: 'Australian Open', slug: 'australian-open', eventCount: 40 }],
      },
      {
        id: 22,
        name: 'WTA',
        slug: 'wta',
        eventCount: 18,
        children: [{ id: 221, name: 'Brisbane', slug: 'brisbane', eventCount: 18 }],
      },
    ],
  },
  {
    id: 3,
    name: 'Basketball',
    slug: 'basketball',
    sportCode: 'BASK',
    eventCount: 31,
    children: [
      {
        id: 31,
        name: 'USA',
        slug: 'usa',
        eventCount: 31,
        children: [{ id: 311, name: 'NBA', slug: 'nba', eventCount: 31 }],
      },
    ],
  },
  { id: 4, name: 'Esports', slug: 'esports', sportCode: 'ESPT', eventCount: 0 },
];

export const sampleLabels: SportTreeLabels = {
  title: 'Sports',
  events: (count) => (count === 1 ? '1 event' : `${count} events`),
  expand: (name) => `Show ${name} competitions`,
  empty: 'No sports are available right now.',
};

/** `/sports/football/england/premier-league` */
export const sampleHrefFor = (path: SportTreeNode[]) =>
  `/sports/${path.map((node) => node.slug).join('/')}`;
