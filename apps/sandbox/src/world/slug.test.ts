import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ['LaLiga', 'laliga'],
    ['Série A', 'serie-a'],
    ['2. Bundesliga', '2-bundesliga'],
    ['B.League', 'b-league'],
    ['Esoccer Battle - 8 mins play', 'esoccer-battle-8-mins-play'],
    ["Côte d'Ivoire", 'cote-d-ivoire'],
    ['  Dota 2  ', 'dota-2'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});
