import type { Market, MarketPeriod, Outcome, SportEvent } from '@clem/core';

/**
 * Platform events for the sports stories, shaped as `GET /xapi/rest/events` sends them (the
 * `SportEvent` contract of @clem/core; sampleEvents.test.ts parses every one with the schema).
 * Names are real competitions and teams; prices are decimals with at most 3 places. Ids are
 * fixed: a market is `event id × 100 + n`, an outcome `market id × 10 + n`, so a story that
 * dispatches a pick can name its outcome.
 *
 * Dates are relative to {@link STORY_NOW} (Saturday 22 August 2026, 11:00 in London), so the
 * "Today" / "Tomorrow" labels never change from one day to the next.
 */

/** "Now" in every sports story. */
export const STORY_NOW = new Date('2026-08-22T10:00:00Z');
/** The player's time zone in the stories (BST, UTC+1, in August). */
export const STORY_TIME_ZONE = 'Europe/London';

type PathRef = SportEvent['eventPaths'][number];

const path = (id: number, description: string, slug: string): PathRef => ({
  id,
  description,
  slug,
});

const FOOTBALL = path(240, 'Football', 'football');
const TENNIS = path(239, 'Tennis', 'tennis');
const ENGLAND = path(1001, 'England', 'england');
const SPAIN = path(1002, 'Spain', 'spain');
const GERMANY = path(1003, 'Germany', 'germany');
const USA = path(1004, 'USA', 'usa');
const PREMIER_LEAGUE = path(2001, 'Premier League', 'premier-league');
const LALIGA = path(2002, 'LaLiga', 'laliga');
const BUNDESLIGA = path(2003, 'Bundesliga', 'bundesliga');
const US_OPEN_MEN = path(2004, "US Open Men's Singles", 'us-open-mens-singles');
const US_OPEN_WOMEN = path(2005, "US Open Women's Singles", 'us-open-womens-singles');

/** The periods of the platform (ids `type × 100 + number`, full time 100). */
export const FULL_TIME: MarketPeriod = {
  id: 100,
  abbreviation: 'FT',
  fullAbbreviation: 'FT',
  description: 'Full Time',
  fullDescription: 'Full Time',
  sequence: 0,
  periodTypeId: 1,
  periodTypeInRunning: false,
  periodTypeOrdinalPosition: 0,
};

export const FIRST_HALF: MarketPeriod = {
  id: 201,
  abbreviation: 'HALF',
  fullAbbreviation: 'H1',
  description: '1st Half',
  fullDescription: '1st Half',
  sequence: 1,
  periodTypeId: 2,
  periodTypeInRunning: true,
  periodTypeOrdinalPosition: 1,
};

/** One outcome: its description, decimal price and, for handicaps and totals, the line. */
type OutcomeSpec = readonly [description: string, decimal: number, spread?: number];

interface MarketSpec {
  /** Position of the market in its event (1, 2, …): the market id is `event × 100 + n`. */
  n: number;
  marketTypeId: number;
  marketGroup: string;
  description: string;
  outcomes: readonly OutcomeSpec[];
  period?: MarketPeriod;
  status?: Market['status'];
  playerName?: string;
  teamName?: string;
  feedId?: string;
}

function market(eventId: number, spec: MarketSpec): Market {
  const id = eventId * 100 + spec.n;
  const period = spec.period ?? FULL_TIME;
  const outcomes: Outcome[] = spec.outcomes.map(([description, decimal, spread], index) => ({
    id: id * 10 + index + 1,
    description,
    ordinalPosition: index + 1,
    hidden: false,
    currentPrice: { id: id * 10 + index + 1, decimal, spread: spread ?? null, spread2: null },
  }));
  return {
    id,
    eventId,
    description: spec.description,
    marketTypeId: spec.marketTypeId,
    marketTypeStyle: outcomes.length === 3 ? 'THREE_OUTCOME' : 'TWO_OUTCOME',
    marketGroup: spec.marketGroup,
    periodId: period.id,
    period,
    status: spec.status ?? 'open',
    ...(spec.playerName ? { playerName: spec.playerName } : {}),
    ...(spec.teamName ? { teamName: spec.teamName } : {}),
    ...(spec.feedId ? { feedId: spec.feedId } : {}),
    outcomes,
  };
}

interface EventSpec {
  id: number;
  home: string;
  away: string;
  /** Sport, country, league. */
  paths: readonly [PathRef, PathRef, PathRef];
  sportCode: string;
  eventDate: string;
  markets: (eventId: number) => Market[];
  clock?: SportEvent['clock'];
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sportEvent(spec: EventSpec): SportEvent {
  const name = `${spec.home} vs ${spec.away}`;
  const live = spec.clock !== undefined;
  return {
    id: spec.id,
    name,
    slug: `${spec.id}-${slugify(name)}`,
    sportCode: spec.sportCode,
    eventType: 'GAME_EVENT',
    eventPaths: [...spec.paths],
    liveStreaming: live,
    opponents: [
      { id: spec.id * 10 + 1, description: spec.home },
      { id: spec.id * 10 + 2, description: spec.away },
    ],
    isFinished: false,
    eventDate: spec.eventDate,
    ...(live ? { clock: spec.clock, isLive: true } : {}),
    markets: spec.markets(spec.id),
  };
}

/* ---------------------------------------------------------------- football market builders */

const matchResult = (eventId: number, home: number, draw: number, away: number, names: Names) =>
  market(eventId, {
    n: 1,
    marketTypeId: 1,
    marketGroup: 'WIN_DRAW_WIN',
    description: 'Match Result',
    outcomes: [
      [names.home, home],
      ['Draw', draw],
      [names.away, away],
    ],
  });

const asianHandicap = (eventId: number, line: number, home: number, away: number, names: Names) =>
  market(eventId, {
    n: 2,
    marketTypeId: 3021,
    marketGroup: 'HDP',
    description: 'Asian Handicap',
    outcomes: [
      [names.home, home, line],
      [names.away, away, -line],
    ],
  });

const totalGoals = (eventId: number, line: number, over: number, under: number) =>
  market(eventId, {
    n: 3,
    marketTypeId: 13,
    marketGroup: 'OVER_UNDER',
    description: 'Total Goals',
    outcomes: [
      ['Over', over, line],
      ['Under', under, line],
    ],
  });

interface Names {
  home: string;
  away: string;
}

interface FootballSpec extends Omit<EventSpec, 'markets' | 'sportCode' | 'paths'> {
  league: readonly [PathRef, PathRef];
  /** 1 X 2 prices. */
  result?: readonly [number, number, number];
  /** Home line and prices. */
  handicap?: readonly [number, number, number];
  /** Goal line and over / under prices. */
  total?: readonly [number, number, number];
}

function football(spec: FootballSpec): SportEvent {
  const names = { home: spec.home, away: spec.away };
  return sportEvent({
    ...spec,
    sportCode: 'FOOT',
    paths: [FOOTBALL, ...spec.league],
    markets: (id) => [
      ...(spec.result ? [matchResult(id, ...spec.result, names)] : []),
      ...(spec.handicap ? [asianHandicap(id, ...spec.handicap, names)] : []),
      ...(spec.total ? [totalGoals(id, ...spec.total)] : []),
    ],
  });
}

/* --------------------------------------------------------------------------- list events */

/** Premier League, today 17:30: every list market (1 X 2, handicap, total). */
export const arsenalChelsea: SportEvent = football({
  id: 7100101,
  home: 'Arsenal',
  away: 'Chelsea',
  league: [ENGLAND, PREMIER_LEAGUE],
  eventDate: '2026-08-22T16:30:00Z',
  result: [1.95, 3.6, 3.9],
  handicap: [-0.5, 1.95, 1.95],
  total: [2.5, 1.87, 1.98],
});

/** Premier League, tomorrow 16:30. */
export const liverpoolManCity: SportEvent = football({
  id: 7100102,
  home: 'Liverpool',
  away: 'Manchester City',
  league: [ENGLAND, PREMIER_LEAGUE],
  eventDate: '2026-08-23T15:30:00Z',
  result: [2.45, 3.75, 2.7],
  handicap: [0, 1.9, 2],
  total: [3, 1.925, 1.925],
});

/** Premier League, in play (63'): a live row. */
export const newcastleTottenham: SportEvent = football({
  id: 7100103,
  home: 'Newcastle United',
  away: 'Tottenham Hotspur',
  league: [ENGLAND, PREMIER_LEAGUE],
  eventDate: '2026-08-22T09:00:00Z',
  clock: { minutes: 63, status: 'RUNNING' },
  result: [1.571, 3.9, 6.25],
  handicap: [-0.25, 1.83, 2.07],
  total: [3.5, 2.2, 1.68],
});

/** Premier League, a week away: no Match Result market yet (its slots show dashes). */
export const brightonAstonVilla: SportEvent = football({
  id: 7100104,
  home: 'Brighton & Hove Albion',
  away: 'Aston Villa',
  league: [ENGLAND, PREMIER_LEAGUE],
  eventDate: '2026-08-29T14:00:00Z',
  handicap: [0.25, 1.95, 1.95],
});

/** LaLiga, today 21:00 in London. */
export const realMadridAtletico: SportEvent = football({
  id: 7100201,
  home: 'Real Madrid',
  away: 'Atlético Madrid',
  league: [SPAIN, LALIGA],
  eventDate: '2026-08-22T20:00:00Z',
  result: [1.8, 3.8, 4.5],
  handicap: [-0.75, 2.025, 1.85],
  total: [2.75, 2.05, 1.8],
});

/** LaLiga, tomorrow. */
export const barcelonaSevilla: SportEvent = football({
  id: 7100202,
  home: 'FC Barcelona',
  away: 'Sevilla FC',
  league: [SPAIN, LALIGA],
  eventDate: '2026-08-23T19:30:00Z',
  result: [1.333, 5.5, 8.5],
  handicap: [-1.5, 1.98, 1.92],
  total: [3.5, 2.1, 1.75],
});

/** Bundesliga, today 17:30 in London; no total market (its slots show dashes in asian layout). */
export const bayernDortmund: SportEvent = football({
  id: 7100301,
  home: 'FC Bayern München',
  away: 'Borussia Dortmund',
  league: [GERMANY, BUNDESLIGA],
  eventDate: '2026-08-22T16:30:00Z',
  result: [1.5, 4.75, 5.75],
  handicap: [-1, 1.96, 1.94],
});

/* -------------------------------------------------------------------------------- tennis */

interface TennisSpec extends Omit<EventSpec, 'markets' | 'sportCode' | 'paths'> {
  league: PathRef;
  winner: readonly [number, number];
  /** Home set line and prices. */
  sets: readonly [number, number, number];
  /** Games line and over / under prices. */
  games: readonly [number, number, number];
}

function tennis(spec: TennisSpec): SportEvent {
  return sportEvent({
    ...spec,
    sportCode: 'TENN',
    paths: [TENNIS, USA, spec.league],
    markets: (id) => [
      market(id, {
        n: 1,
        marketTypeId: 3001,
        marketGroup: 'HEAD_TO_HEAD',
        description: 'Match Winner',
        outcomes: [
          [spec.home, spec.winner[0]],
          [spec.away, spec.winner[1]],
        ],
      }),
      market(id, {
        n: 2,
        marketTypeId: 3002,
        marketGroup: 'HDP',
        description: 'Set Handicap',
        outcomes: [
          [spec.home, spec.sets[1], spec.sets[0]],
          [spec.away, spec.sets[2], -spec.sets[0]],
        ],
      }),
      market(id, {
        n: 3,
        marketTypeId: 3003,
        marketGroup: 'OVER_UNDER',
        description: 'Total Games',
        outcomes: [
          ['Over', spec.games[1], spec.games[0]],
          ['Under', spec.games[2], spec.games[0]],
        ],
      }),
    ],
  });
}

/** US Open, tomorrow 17:00 in London: a two-way (head-to-head) row. */
export const alcarazSinner: SportEvent = tennis({
  id: 7200101,
  home: 'Carlos Alcaraz',
  away: 'Jannik Sinner',
  league: US_OPEN_MEN,
  eventDate: '2026-08-23T16:00:00Z',
  winner: [1.909, 1.909],
  sets: [-1.5, 2.6, 1.5],
  games: [38.5, 1.87, 1.95],
});

export const djokovicZverev: SportEvent = tennis({
  id: 7200102,
  home: 'Novak Djokovic',
  away: 'Alexander Zverev',
  league: US_OPEN_MEN,
  eventDate: '2026-08-23T23:00:00Z',
  winner: [1.667, 2.2],
  sets: [-1.5, 2.3, 1.62],
  games: [37.5, 1.9, 1.9],
});

export const sabalenkaSwiatek: SportEvent = tennis({
  id: 7200201,
  home: 'Aryna Sabalenka',
  away: 'Iga Świątek',
  league: US_OPEN_WOMEN,
  eventDate: '2026-08-24T17:00:00Z',
  winner: [1.833, 1.952],
  sets: [-1.5, 2.75, 1.44],
  games: [21.5, 1.8, 2],
});

/* ------------------------------------------------------------- event page (MarketGroups) */

/**
 * Arsenal vs Chelsea as its event page loads it: full-time and first-half markets, several
 * handicap and total lines, team and player markets, one market suspended.
 */
function arsenalChelseaMarkets(id: number): Market[] {
  const names = { home: 'Arsenal', away: 'Chelsea' };
  return [
    matchResult(id, 1.95, 3.6, 3.9, names),
    asianHandicap(id, -0.5, 1.95, 1.95, names),
    totalGoals(id, 2.5, 1.87, 1.98),
    market(id, {
      n: 4,
      marketTypeId: 3021,
      marketGroup: 'HDP',
      description: 'Asian Handicap',
      outcomes: [
        ['Arsenal', 2.375, -1.25],
        ['Chelsea', 1.588, 1.25],
      ],
    }),
    market(id, {
      n: 5,
      marketTypeId: 13,
      marketGroup: 'OVER_UNDER',
      description: 'Total Goals',
      outcomes: [
        ['Over', 1.3, 1.5],
        ['Under', 3.4, 1.5],
      ],
    }),
    market(id, {
      n: 6,
      marketTypeId: 13,
      marketGroup: 'OVER_UNDER',
      description: 'Total Goals',
      outcomes: [
        ['Over', 3.05, 3.5],
        ['Under', 1.37, 3.5],
      ],
    }),
    market(id, {
      n: 7,
      marketTypeId: 350,
      marketGroup: 'OTHER',
      description: 'Both Teams to Score',
      outcomes: [
        ['Yes', 1.75],
        ['No', 2.05],
      ],
    }),
    market(id, {
      n: 8,
      marketTypeId: 2722,
      marketGroup: 'OTHER',
      description: 'Next Goal',
      status: 'suspended',
      outcomes: [
        ['Arsenal', 1.8],
        ['No Goal', 9.5],
        ['Chelsea', 2.7],
      ],
    }),
    market(id, {
      n: 9,
      marketTypeId: 60,
      marketGroup: 'OVER_UNDER',
      description: 'Total Goals',
      teamName: 'Arsenal',
      outcomes: [
        ['Over', 1.9, 1.5],
        ['Under', 1.9, 1.5],
      ],
    }),
    market(id, {
      n: 10,
      marketTypeId: 70,
      marketGroup: 'OTHER',
      description: 'To Score Anytime',
      playerName: 'Bukayo Saka',
      outcomes: [
        ['Yes', 2.875],
        ['No', 1.4],
      ],
    }),
    market(id, {
      n: 11,
      marketTypeId: 70,
      marketGroup: 'OTHER',
      description: 'To Score Anytime',
      playerName: 'Cole Palmer',
      outcomes: [
        ['Yes', 3.25],
        ['No', 1.333],
      ],
    }),
    market(id, {
      n: 12,
      marketTypeId: 12,
      marketGroup: 'WIN_DRAW_WIN',
      description: '1st Half Result',
      period: FIRST_HALF,
      outcomes: [
        ['Arsenal', 2.6],
        ['Draw', 2.2],
        ['Chelsea', 4.6],
      ],
    }),
    market(id, {
      n: 13,
      marketTypeId: 3007,
      marketGroup: 'OVER_UNDER',
      description: '1st Half Total Goals',
      period: FIRST_HALF,
      outcomes: [
        ['Over', 1.44, 0.5],
        ['Under', 2.75, 0.5],
      ],
    }),
    market(id, {
      n: 14,
      marketTypeId: 3007,
      marketGroup: 'OVER_UNDER',
      description: '1st Half Total Goals',
      period: FIRST_HALF,
      outcomes: [
        ['Over', 3, 1.5],
        ['Under', 1.381, 1.5],
      ],
    }),
  ];
}

export const arsenalChelseaAllMarkets: SportEvent = {
  ...arsenalChelsea,
  markets: arsenalChelseaMarkets(arsenalChelsea.id),
};

/** Every football list event, in the platform's event-path order. */
export const footballEvents: readonly SportEvent[] = [
  arsenalChelsea,
  liverpoolManCity,
  newcastleTottenham,
  brightonAstonVilla,
  realMadridAtletico,
  barcelonaSevilla,
  bayernDortmund,
];

export const tennisEvents: readonly SportEvent[] = [
  alcarazSinner,
  djokovicZverev,
  sabalenkaSwiatek,
];

/** Every sample event (for the schema test). */
export const allSampleEvents: readonly SportEvent[] = [
  ...footballEvents,
  ...tennisEvents,
  arsenalChelseaAllMarkets,
];
