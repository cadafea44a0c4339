import { describe, expect, it } from 'vitest';
import type { EventPathRow } from '../db/schema';
import { generateWorld } from './seed';
import { SLUG_PATTERN } from './slug';

const SPEC_SPORTS = {
  FOOT: 'Football',
  BASK: 'Basketball',
  TENN: 'Tennis',
  PADL: 'Padel',
  ICEH: 'Ice Hockey',
  VOLL: 'Volleyball',
  CRIC: 'Cricket',
  BOXI: 'Boxing',
  CSGO: 'Counter-Strike',
  DOTA: 'Dota 2',
  LOLS: 'League of Legends',
  EFOT: 'eFootball',
  EBSK: 'eBasketball',
  VICR: 'Virtual Cricket',
};

const world = generateWorld(42);
const rows = world.eventPaths;
const childrenOf = (parent: EventPathRow) => rows.filter((row) => row.parent_id === parent.id);
const sports = rows.filter((row) => row.kind === 'sport');

function findPath(sportCode: string, countryName: string, leagueName: string) {
  const sport = sports.find((row) => row.sport_code === sportCode);
  const country = sport && childrenOf(sport).find((row) => row.name === countryName);
  return country && childrenOf(country).find((row) => row.name === leagueName);
}

describe('generateWorld', () => {
  it('is deterministic: the same seed gives the same world', () => {
    expect(generateWorld(42)).toEqual(generateWorld(42));
    expect(generateWorld(20261123)).toEqual(generateWorld(20261123));
  });

  it('gives a different world for a different seed, with the same ids and names', () => {
    const other = generateWorld(43);
    expect(other.eventPaths.map((row) => row.event_count)).not.toEqual(
      rows.map((row) => row.event_count),
    );
    const identity = (row: EventPathRow) => [row.id, row.parent_id, row.name, row.slug];
    expect(other.eventPaths.map(identity)).toEqual(rows.map(identity));
  });

  it('has every sport of the spec, with its code and name', () => {
    expect(sports.length).toBeGreaterThanOrEqual(12);
    expect(Object.fromEntries(sports.map((sport) => [sport.sport_code, sport.name]))).toEqual(
      SPEC_SPORTS,
    );
  });

  it('gives every sport countries, among them International, and every country leagues', () => {
    for (const sport of sports) {
      const countries = childrenOf(sport);
      expect(countries.length, sport.name).toBeGreaterThan(0);
      expect(countries.some((country) => country.slug.includes('international'))).toBe(true);
      for (const country of countries) {
        expect(country.kind).toBe('country');
        const leagues = childrenOf(country);
        expect(leagues.length, `${sport.name} > ${country.name}`).toBeGreaterThan(0);
        for (const league of leagues) {
          expect(league.kind).toBe('league');
          expect(childrenOf(league)).toEqual([]);
        }
      }
    }
  });

  it('has the real-sounding leagues the front end expects', () => {
    expect(findPath('FOOT', 'England', 'Premier League')).toBeDefined();
    expect(findPath('FOOT', 'England', 'Championship')).toBeDefined();
    expect(findPath('FOOT', 'Spain', 'LaLiga')).toBeDefined();
    expect(findPath('FOOT', 'Kenya', 'Premier League')).toBeDefined();
    expect(findPath('FOOT', 'Ghana', 'Premier League')).toBeDefined();
    expect(findPath('FOOT', 'International', 'UEFA Champions League')).toBeDefined();
    expect(findPath('CSGO', 'International', 'ESL Pro League')).toBeDefined();
  });

  it('uses valid slugs, unique among siblings', () => {
    for (const row of rows) expect(row.slug).toMatch(SLUG_PATTERN);
    const siblingSlugs = rows.map((row) => `${row.parent_id}/${row.slug}`);
    expect(new Set(siblingSlugs).size).toBe(rows.length);
  });

  it('uses unique ids and lists parents before their children', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const seen = new Set<number>();
    for (const row of rows) {
      if (row.parent_id !== null) expect(seen.has(row.parent_id)).toBe(true);
      seen.add(row.id);
    }
  });

  it('counts events upwards: a parent has the sum of its children', () => {
    for (const row of rows) {
      if (row.kind === 'league') {
        expect(row.event_count).toBeGreaterThan(0);
        continue;
      }
      const total = childrenOf(row).reduce((sum, child) => sum + child.event_count, 0);
      expect(row.event_count, row.name).toBe(total);
    }
  });

  it('puts only sports at the top, each with a sport code', () => {
    for (const row of rows) {
      expect(row.parent_id === null).toBe(row.kind === 'sport');
      expect(row.sport_code !== null).toBe(row.kind === 'sport');
    }
  });
});
