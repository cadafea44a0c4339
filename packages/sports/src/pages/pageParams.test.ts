import type { EventPathNode } from '@clem/core';
import { describe, expect, it } from 'vitest';
import {
  findPath,
  findSport,
  localised,
  pageParam,
  pagePath,
  param,
  pseudoCategory,
  withQuery,
} from './pageParams';

const node = (id: number, slug: string, children: EventPathNode[] = []): EventPathNode => ({
  id,
  name: slug,
  slug,
  children,
});
const premier = node(3, 'premier-league');
const england = node(2, 'england', [premier]);
const football = { ...node(1, 'football', [england]), sportCode: 'FOOT' };
const tree = [football, node(5, 'tennis')];

describe('query values', () => {
  it('takes the first of a repeated value', () => {
    expect(param({ date: ['today', '3h'] }, 'date')).toBe('today');
    expect(param({ date: 'today' }, 'date')).toBe('today');
    expect(param({}, 'date')).toBeUndefined();
  });

  it.each([
    [undefined, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['999', 25],
    ['1000', 1],
  ])('reads ?page=%s as %i', (raw, page) => {
    expect(pageParam(raw === undefined ? {} : { page: raw })).toBe(page);
  });
});

describe('paths', () => {
  it('adds only the query values that are set, encoded', () => {
    expect(withQuery('/sports/fixtures', { date: undefined, page: undefined })).toBe(
      '/sports/fixtures',
    );
    expect(withQuery('/sports/1', { 'active-coupon': 7, x: '' })).toBe('/sports/1?active-coupon=7');
    expect(withQuery('/a', { date: 'this week', page: 2 })).toBe('/a?date=this%20week&page=2');
  });

  it('gives the first page of a list no ?page', () => {
    expect(pagePath('/sports/outrights', 1)).toBe('/sports/outrights');
    expect(pagePath('/sports/outrights', 2)).toBe('/sports/outrights?page=2');
  });

  it('puts the locale prefix before a path that has none', () => {
    expect(localised('', '/sports')).toBe('/sports');
    expect(localised('/es', '/sports')).toBe('/es/sports');
    expect(localised('/es', '/es/sports')).toBe('/es/sports');
    expect(localised('/es', '/es')).toBe('/es');
    expect(localised('/es', '/essex')).toBe('/es/essex');
  });
});

describe('finding the page in the sport tree', () => {
  it('finds a sport by id, by id and code, or by slug in any case', () => {
    expect(findSport(tree, '1')).toBe(football);
    expect(findSport(tree, '1-FOOT')).toBe(football);
    expect(findSport(tree, 'Football')).toBe(football);
    expect(findSport(tree, '99-FOOT')).toBeUndefined();
    expect(findSport(tree, 'golf')).toBeUndefined();
  });

  it('finds the sport, country and league of a competitions path by their slugs', () => {
    expect(findPath(tree, 'football', 'england', 'premier-league')).toEqual({
      sport: football,
      country: england,
      league: premier,
    });
    expect(findPath(tree, 'football', 'england')).toEqual({
      sport: football,
      country: england,
      league: undefined,
    });
    expect(findPath(tree, 'football', 'spain', 'premier-league')).toEqual({
      sport: football,
      country: undefined,
      league: undefined,
    });
  });
});

describe('pseudoCategory', () => {
  it.each([
    ['10000-FAVOURITES', 'favourites'],
    ['favourites', 'favourites'],
    ['10000', 'favourites'],
    ['10001-HOMEPAGE', 'home'],
    ['homepage', 'home'],
    ['10001', 'home'],
    ['jackpotbet', 'jackpot'],
    ['10002', 'jackpot'],
    ['10002-JACKPOT', 'jackpot'],
    ['1-FOOT', undefined],
    ['100001', undefined],
  ])('reads %s as %s', (segment, kind) => {
    expect(pseudoCategory(segment)).toBe(kind);
  });
});
