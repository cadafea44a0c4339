import { competitionsOf, type LiveFilterEvent } from '@clem/core';

/**
 * Live events shaped like the sandbox's live page (ids as the sandbox derives them: sport n,
 * country n·1000+i, league country·100+j), for the filters' stories and tests: football's and
 * tennis's International countries, England, Spain and Italy, and a basketball England, so two
 * competitions share a name.
 */
const football = { id: 1, description: 'Football', slug: 'football' };
const basketball = { id: 2, description: 'Basketball', slug: 'basketball' };
const tennis = { id: 3, description: 'Tennis', slug: 'tennis' };
const path = (id: number, description: string, slug: string) => ({ id, description, slug });

const footInternational = path(1001, 'International', 'international');
const england = path(1002, 'England', 'england');
const spain = path(1003, 'Spain', 'spain');
const italy = path(1004, 'Italy', 'italy');
const basketEngland = path(2002, 'England', 'england');
const tennisInternational = path(3001, 'International', 'international');

const leagues = {
  ucl: path(100101, 'UEFA Champions League', 'uefa-champions-league'),
  europa: path(100102, 'UEFA Europa League', 'uefa-europa-league'),
  premier: path(100201, 'Premier League', 'premier-league'),
  championship: path(100202, 'Championship', 'championship'),
  leagueOne: path(100203, 'League One', 'league-one'),
  laLiga: path(100301, 'LaLiga', 'laliga'),
  serieA: path(100401, 'Serie A', 'serie-a'),
  bbl: path(200201, 'British Basketball League', 'bbl'),
  atp: path(300101, 'ATP', 'atp'),
  wta: path(300102, 'WTA', 'wta'),
};

const rows: [typeof football, typeof england, typeof england, number][] = [
  [football, footInternational, leagues.ucl, 3],
  [football, footInternational, leagues.europa, 2],
  [football, england, leagues.premier, 4],
  [football, england, leagues.championship, 3],
  [football, england, leagues.leagueOne, 1],
  [football, spain, leagues.laLiga, 2],
  [football, italy, leagues.serieA, 2],
  [basketball, basketEngland, leagues.bbl, 1],
  [tennis, tennisInternational, leagues.atp, 3],
  [tennis, tennisInternational, leagues.wta, 2],
];

let nextId = 1;
/** The sample live events, in tree order. */
export const sampleLiveEvents: (LiveFilterEvent & { id: number; name: string })[] = rows.flatMap(
  ([sport, country, league, count]) =>
    Array.from({ length: count }, () => {
      const id = nextId++;
      return {
        id,
        name: `${league.description} match ${id}`,
        eventPaths: [sport, country, league],
      };
    }),
);

/** Their competitions: International (merged), England, Spain, Italy, England (basketball). */
export const sampleCompetitions = competitionsOf(sampleLiveEvents);

/** The league ids of the sample, by a short name. */
export const sampleLeagueIds = Object.fromEntries(
  Object.entries(leagues).map(([name, league]) => [name, league.id]),
) as Record<keyof typeof leagues, number>;

export const sampleCompetitionIds = {
  england: england.id,
  spain: spain.id,
  italy: italy.id,
  basketEngland: basketEngland.id,
};
