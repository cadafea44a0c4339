import { describe, it, expect } from 'vitest';
import { pageMetaFor } from './pageMeta';

const tags = [
  { url: '*', title: '{brand} sportsbook', description: 'Bet with {brand}' },
  { url: '/sports/*', title: 'Sports | {brand}' },
  { url: '/sports/football/*', title: 'Football | {brand}', keywords: 'football, {brand}' },
  { url: '/sports/football', title: 'Football home' },
  { url: '/promotions', title: 'Promotions', description: '' },
];

describe('pageMetaFor', () => {
  it('prefers the exact path', () => {
    expect(pageMetaFor('/sports/football', tags, 'Zedbet')).toEqual({ title: 'Football home' });
  });

  it('with exactOnly, answers only an entry made for exactly this path', () => {
    expect(pageMetaFor('/sports/football', tags, 'Zedbet', { exactOnly: true })).toEqual({
      title: 'Football home',
    });
    expect(pageMetaFor('/sports/tennis', tags, 'Zedbet', { exactOnly: true })).toBeNull();
    expect(pageMetaFor('/sportsbook', tags, 'Kasino', { exactOnly: true })).toBeNull();
  });

  it('then the longest prefix', () => {
    expect(pageMetaFor('/sports/football/england', tags, 'Zedbet')).toEqual({
      title: 'Football | Zedbet',
      keywords: 'football, Zedbet',
    });
    expect(pageMetaFor('/sports/tennis', tags, 'Zedbet')).toEqual({ title: 'Sports | Zedbet' });
    expect(pageMetaFor('/sports', tags, 'Zedbet')).toEqual({ title: 'Sports | Zedbet' });
  });

  it('then the catch-all, with {brand} replaced', () => {
    expect(pageMetaFor('/sportsbook', tags, 'Kasino')).toEqual({
      title: 'Kasino sportsbook',
      description: 'Bet with Kasino',
    });
  });

  it('ignores the locale prefix, query and trailing slash; drops empty fields', () => {
    expect(pageMetaFor('/es/promotions/?a=1', tags, 'X')).toEqual({ title: 'Promotions' });
  });

  it('accepts JSON text and answers null when nothing matches or input is unusable', () => {
    expect(pageMetaFor('/live', JSON.stringify([{ url: '/live', title: 'Live' }]), 'X')).toEqual({
      title: 'Live',
    });
    expect(pageMetaFor('/live', [{ url: '/sports', title: 'S' }], 'X')).toBeNull();
    expect(pageMetaFor('/live', 'not json', 'X')).toBeNull();
    expect(pageMetaFor('/live', [null, 3, { url: '/live' }], 'X')).toBeNull();
  });
});
