import fc from 'fast-check';
import { eventCountOf, sportSlug, sportTreeHref } from './sportTree';

const football = { id: 240, slug: 'football', sportCode: 'FOOT' };
const england = { id: 10, slug: 'england' };
const premier = { id: 11, slug: 'premier-league' };

describe('sportTreeHref', () => {
  it('builds the spec routes', () => {
    expect(sportTreeHref([])).toBe('/sports');
    expect(sportTreeHref([football])).toBe('/sports/240-FOOT');
    expect(sportTreeHref([football, england])).toBe('/sports/competitions/football/england');
    expect(sportTreeHref([football, england, premier])).toBe(
      '/sports/competitions/football/england/premier-league',
    );
  });

  it('uses the plain slug for a sport without a code', () => {
    expect(sportSlug({ id: 5, slug: 'darts' })).toBe('darts');
  });

  it('always stays a same-site path under /sports, whatever the slugs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const href = sportTreeHref([
          { id: 1, slug: a || 'x' },
          { id: 2, slug: b || 'y' },
          { id: 3, slug: c || 'z' },
        ]);
        expect(href.startsWith('/sports/competitions/')).toBe(true);
        expect(href.split('/')).toHaveLength(6);
      }),
    );
  });
});

describe('eventCountOf', () => {
  it('prefers the node count and otherwise sums children', () => {
    expect(eventCountOf({ eventCount: 7, children: [{ eventCount: 1 }] })).toBe(7);
    expect(eventCountOf({ children: [{ eventCount: 2 }, { children: [{ eventCount: 3 }] }] })).toBe(
      5,
    );
  });
});
