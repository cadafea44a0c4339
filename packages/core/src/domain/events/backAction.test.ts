import { backHref } from './backAction';

describe('backHref', () => {
  const football = { id: 1, sportCode: 'FOOT', slug: 'football' };

  it('uses a safe backTo', () => {
    expect(
      backHref({
        backTo: '/sports/competitions/football/england',
        path: '/events/1-x',
        sport: football,
      }),
    ).toBe('/sports/competitions/football/england');
  });

  it('ignores an unsafe backTo', () => {
    expect(backHref({ backTo: '//evil.com', path: '/events/1-x', sport: football })).toBe(
      '/sports/1-FOOT',
    );
    expect(backHref({ backTo: '', path: '/live/1-x', sport: football })).toBe('/live/sport/1-FOOT');
    expect(backHref({ backTo: null, path: '/somewhere' })).toBe('/sports');
    for (const backTo of [
      '/\\evil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      '/%5cevil.example',
      'sports',
      'https://evil.example/',
    ]) {
      expect(backHref({ backTo, path: '/events/1-x', sport: football }), backTo).toBe(
        '/sports/1-FOOT',
      );
    }
  });

  it('goes to the live sport page on a live path', () => {
    expect(backHref({ path: '/live/1-x', sport: football })).toBe('/live/sport/1-FOOT');
    expect(backHref({ path: '/es/live/1-x', sport: football })).toBe('/live/sport/1-FOOT');
    expect(backHref({ path: '/live/1-x', sport: { id: 9, slug: 'curling' } })).toBe(
      '/sports/curling',
    );
  });

  it('goes to the sport page on an events path', () => {
    expect(backHref({ path: '/events/1-x', sport: football })).toBe('/sports/1-FOOT');
    expect(backHref({ path: '/pt/events/1-x', sport: football })).toBe('/sports/1-FOOT');
    expect(backHref({ path: '/events/1-x', sport: { id: 9, slug: 'curling' } })).toBe(
      '/sports/curling',
    );
    expect(backHref({ path: '/events/1-x', sport: { id: 9, sportCode: '', slug: '' } })).toBe(
      '/sports',
    );
  });

  it('goes home otherwise', () => {
    expect(backHref({ path: '/events/1-x' })).toBe('/sports');
    expect(backHref({ path: '/live/1-x', sport: null })).toBe('/sports');
    expect(backHref({ path: '/sports/1-FOOT', sport: football })).toBe('/sports');
    expect(backHref({ path: '/esp/events/1-x', sport: football })).toBe('/sports');
    expect(backHref({ path: '/xevents/1-x', sport: football })).toBe('/sports');
    expect(backHref({ path: '/events', sport: football })).toBe('/sports');
  });
});
