import type { EventPathRow } from '../db/schema';
import { mulberry32, randomInt, type Random } from './prng';
import { slugify } from './slug';
import { SPORT_CATALOGUE, type CatalogueCountry, type CatalogueSport } from './sport-catalogue';

/** Everything the generator makes from one seed. Same seed, same world. */
export interface World {
  readonly seed: number;
  /** Sports, then each sport's countries, then their leagues: parents always before children. */
  readonly eventPaths: readonly EventPathRow[];
}

/**
 * Ids encode the position in the catalogue, so they do not depend on the seed:
 * sport `s` (1-99), country `s*1000 + c` and league `s*100000 + c*100 + l` (c, l from 1).
 */
export function countryId(sportId: number, countryNumber: number): number {
  return sportId * 1000 + countryNumber;
}

export function leagueId(sportId: number, countryNumber: number, leagueNumber: number): number {
  return sportId * 100000 + countryNumber * 100 + leagueNumber;
}

export function generateWorld(seed: number): World {
  const random = mulberry32(seed);
  const eventPaths = SPORT_CATALOGUE.flatMap((sport, index) => sportRows(sport, index, random));
  return { seed, eventPaths };
}

function sportRows(sport: CatalogueSport, sortOrder: number, random: Random): EventPathRow[] {
  const children = sport.countries.flatMap((country, index) =>
    countryRows(sport, country, index + 1, random),
  );
  const sportRow: EventPathRow = {
    id: sport.id,
    parent_id: null,
    kind: 'sport',
    name: sport.name,
    slug: slugify(sport.name),
    sport_code: sport.code,
    sort_order: sortOrder,
    event_count: sumEvents(children, sport.id),
  };
  return [sportRow, ...children];
}

function countryRows(
  sport: CatalogueSport,
  country: CatalogueCountry,
  countryNumber: number,
  random: Random,
): EventPathRow[] {
  const id = countryId(sport.id, countryNumber);
  const [min, max] = sport.eventsPerLeague;
  const leagues = country.leagues.map((name, index): EventPathRow => ({
    id: leagueId(sport.id, countryNumber, index + 1),
    parent_id: id,
    kind: 'league',
    name,
    slug: slugify(name),
    sport_code: null,
    sort_order: index,
    event_count: randomInt(random, min, max),
  }));
  const countryRow: EventPathRow = {
    id,
    parent_id: sport.id,
    kind: 'country',
    name: country.name,
    slug: slugify(country.name),
    sport_code: null,
    sort_order: countryNumber - 1,
    event_count: sumEvents(leagues, id),
  };
  return [countryRow, ...leagues];
}

function sumEvents(rows: readonly EventPathRow[], parentId: number): number {
  return rows
    .filter((row) => row.parent_id === parentId)
    .reduce((total, row) => total + row.event_count, 0);
}
