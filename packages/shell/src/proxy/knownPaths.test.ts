import { brands, getBrand, routeCatalogue, routesFor, type RouteEntry } from '@clem/brand-config';
import { isKnownPagePath, isKnownPagePathFor, segmentTakes } from './knownPaths';

const parts = (path: string) => path.split('/').filter(Boolean);

describe('segmentTakes', () => {
  it('matches plain parts exactly and the locale root only by the empty path', () => {
    expect(segmentTakes('sports', parts('/sports'))).toBe(true);
    expect(segmentTakes('sports', parts('/sports-typo'))).toBe(false);
    expect(segmentTakes('sports', parts('/Sports'))).toBe(false);
    expect(segmentTakes('sports', parts('/sports/fixtures'))).toBe(false);
    expect(segmentTakes('sports/fixtures', parts('/sports'))).toBe(false);
    expect(segmentTakes('', parts('/'))).toBe(true);
    expect(segmentTakes('', parts('/live-scores'))).toBe(false);
  });

  it('lets [name] take exactly one part', () => {
    expect(segmentTakes('events/[slug]', parts('/events/123-a-v-b'))).toBe(true);
    expect(segmentTakes('events/[slug]', parts('/events'))).toBe(false);
    expect(segmentTakes('events/[slug]', parts('/events/1/2'))).toBe(false);
  });

  it('lets [...name] take one or more parts and [[...name]] any number', () => {
    expect(segmentTakes('help/[...topic]', parts('/help'))).toBe(false);
    expect(segmentTakes('help/[...topic]', parts('/help/a'))).toBe(true);
    expect(segmentTakes('help/[...topic]', parts('/help/a/b/c'))).toBe(true);
    expect(segmentTakes('help/[[...topic]]', parts('/help'))).toBe(true);
    expect(segmentTakes('help/[[...topic]]', parts('/help/a/b'))).toBe(true);
    expect(segmentTakes('help/[[...topic]]', parts('/other'))).toBe(false);
  });
});

describe('isKnownPagePath', () => {
  it('knows every route of the catalogue, whatever its dynamic values', () => {
    for (const path of [
      '/',
      '/sports',
      '/sports/fixtures',
      '/sports/outrights',
      '/sports/1-FOOT',
      '/sports/competitions/1-FOOT/ENG',
      '/sports/competitions/1-FOOT/ENG/999999',
      '/events/123-a-v-b',
      '/cryptoblast',
      '/powerball',
      '/lotto',
      '/maintenance',
      '/blocked',
      '/account',
      '/account/bets',
      '/account/balances',
      '/account/transactions',
      '/open_bets',
    ]) {
      expect(isKnownPagePath(routeCatalogue, path), path).toBe(true);
    }
  });

  it('does not count the catch-all: a path only it takes is unknown', () => {
    for (const path of [
      '/live-scores',
      '/jackpot',
      '/nonsense',
      '/sports-typo',
      '/sports/competitions/1-FOOT',
      '/events',
      '/account/nonsense',
      '/sports/1-FOOT/extra',
    ]) {
      expect(isKnownPagePath(routeCatalogue, path), path).toBe(false);
    }
  });

  it('knows an event path only when its slug starts with an event id', () => {
    for (const path of [
      '/events/1000128',
      '/events/1000128-stoke-city-vs-arsenal',
      '/events/7-x',
    ]) {
      expect(isKnownPagePath(routeCatalogue, path), path).toBe(true);
    }
    for (const path of [
      '/events/nope',
      '/events/stoke-city-vs-arsenal',
      '/events/0-x',
      '/events/-1',
    ]) {
      expect(isKnownPagePath(routeCatalogue, path), path).toBe(false);
    }
    expect(isKnownPagePathFor(getBrand('zedbet'))('/es/events/nope')).toBe(false);
  });

  it('knows a capability route only in the routes it is given', () => {
    const jackpot: RouteEntry = { id: 'jackpot', segment: 'jackpot', page: 'JackpotPage' };
    expect(isKnownPagePath([...routeCatalogue, jackpot], '/jackpot')).toBe(true);
    expect(isKnownPagePath(routeCatalogue, '/jackpot')).toBe(false);
  });
});

describe('isKnownPagePathFor', () => {
  it('strips only an offered locale prefix', () => {
    const known = isKnownPagePathFor(getBrand('zedbet'));
    expect(known('/sports')).toBe(true);
    expect(known('/es/sports')).toBe(true);
    expect(known('/es')).toBe(true);
    expect(known('/es/nonsense')).toBe(false);
    // `de` is not one of zedbet's languages: `/de/sports` is a path of its own, unknown.
    expect(known('/de/sports')).toBe(false);
    expect(isKnownPagePathFor(getBrand('kasino'))('/de/sports')).toBe(true);
  });

  it('gives every brand its own routes: /jackpot is known exactly where a route takes it', () => {
    for (const brand of Object.values(brands)) {
      const hasJackpotRoute = routesFor(brand).some((route) => route.segment === 'jackpot');
      expect(isKnownPagePathFor(brand)('/jackpot'), brand.id).toBe(hasJackpotRoute);
      expect(isKnownPagePathFor(brand)('/sports'), brand.id).toBe(true);
    }
  });
});
