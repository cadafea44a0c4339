import fc from 'fast-check';
import { backHref, isSameSitePath } from './backAction';

const BASE = 'https://brand.example';

describe('isSameSitePath', () => {
  it('accepts paths on this site', () => {
    for (const value of [
      '/',
      '/sports',
      '/es/events/123-a-v-b?x=1#top',
      '/live/sport/1-FOOT',
      '/sports/%2F%2Fevil.com',
      '/a:b',
      '/javascript:alert(1)',
    ]) {
      expect(isSameSitePath(value)).toBe(true);
    }
  });

  it('rejects other hosts, schemes, backslashes, controls and whitespace', () => {
    for (const value of [
      '',
      'sports',
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      '/sports\\x',
      'https://evil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      '/\n/evil.com',
      '/ x',
      '/x\u00a0',
      '/x\u0000',
      '/x\u007f',
      '/x\u0085',
      '/x\u2028',
      `/${'a'.repeat(2048)}`,
      null,
      undefined,
      42,
      ['/sports'],
    ]) {
      expect(isSameSitePath(value)).toBe(false);
    }
    expect(isSameSitePath(`/${'a'.repeat(2047)}`)).toBe(true);
  });

  const tricky = fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '/',
          '//',
          '\\',
          '/\\',
          '\t',
          '\n',
          '\r',
          ' ',
          ':',
          '@',
          '.',
          '..',
          '%2F',
          '%5C',
          'evil.com',
          'https:',
          'javascript:',
          '?',
          '#',
          '\u3000',
          '\uff0f',
          '\u2215',
        ),
        fc.string({ unit: 'binary', maxLength: 4 }),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.join(''));

  it('never lets an accepted value leave the origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tricky,
          tricky.map((s) => `/${s}`),
          fc.string({ unit: 'binary' }),
        ),
        (value) => {
          if (isSameSitePath(value)) {
            expect(new URL(value, BASE).origin).toBe(BASE);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

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
