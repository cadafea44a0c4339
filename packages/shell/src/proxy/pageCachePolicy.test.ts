// @vitest-environment node
import { getBrand } from '@clem/brand-config';
import { SESSION_HINT_COOKIE } from '@clem/core';
import { NextRequest, type NextResponse } from 'next/server';
import { parsePageCacheMark, PAGE_CACHE_MARK_HEADER } from '../server/pageCacheMark.mjs';
import { createProxy } from './createProxy';
import { PERSONAL_COOKIES, pageCacheMarkFor } from './pageCachePolicy';
import { ALL_SESSION_COOKIE_NAMES } from './sessionCookies';

const markFor = pageCacheMarkFor(getBrand('zedbet'));
const ask = (pathname: string, cookieNames: string[] = [], method = 'GET', search = '') =>
  markFor({ method, pathname, searchParams: new URLSearchParams(search), cookieNames });

describe('which pages a logged-out visitor shares', () => {
  it('shares the prematch pages, in every language', () => {
    for (const path of [
      '/sports',
      '/es/sports',
      '/sports/fixtures',
      '/sports/outrights',
      '/sports/1-FOOT',
      '/sports/competitions/1-FOOT/england',
      '/sports/competitions/1-FOOT/england/premier-league',
      '/events/1000128-stoke-city-vs-arsenal',
      '/sports/1-FOOT?coupon=today',
    ]) {
      expect(ask(path), path).not.toBeNull();
    }
    expect(ask('/sports', [], 'HEAD')).not.toBeNull();
  });

  it('never shares In-Play, account pages, My Bets, redirects or unknown paths', () => {
    for (const path of [
      '/',
      '/live',
      '/live/sport/1-FOOT',
      '/live/1000128-stoke-city-vs-arsenal',
      '/account',
      '/account/bets',
      '/open_bets',
      '/maintenance',
      '/nonsense',
    ]) {
      expect(ask(path), path).toBeNull();
    }
    expect(ask('/sports', [], 'POST')).toBeNull();
    expect(ask('/sports', [], 'GET', 'mode=translations')).toBeNull();
  });

  it('never shares a page asked for with a session, the logged-in hint or translations mode', () => {
    expect(PERSONAL_COOKIES).toContain(SESSION_HINT_COOKIE);
    for (const name of [...ALL_SESSION_COOKIE_NAMES, SESSION_HINT_COOKIE, 'clem-mode']) {
      expect(ask('/sports', ['clem_view', name]), name).toBeNull();
    }
    expect(ask('/sports', ['clem_view', 'clem_fav', 'NEXT_USER_LOCALE', '_ga'])).not.toBeNull();
  });

  it('varies with the view, favourites and language cookies, and Accept-Language only where it picks the language', () => {
    const bare = parsePageCacheMark(ask('/sports'));
    const prefixed = parsePageCacheMark(ask('/es/sports'));
    expect(bare?.varyCookies).toEqual(['clem_view', 'clem_fav', 'NEXT_USER_LOCALE']);
    expect(bare?.varyHeaders).toContain('accept-language');
    expect(bare?.varyHeaders).toContain('host');
    expect(prefixed?.varyHeaders).not.toContain('accept-language');
    expect(bare?.bypassCookies).toEqual(PERSONAL_COOKIES);
    expect(bare?.sharedSetCookies).toEqual(['NEXT_USER_LOCALE']);
  });
});

describe('the proxy marks shared pages for the page cache', () => {
  const proxy = createProxy(getBrand('zedbet'));
  const run = (path: string, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(`http://localhost:3000${path}`, {
        headers: { 'accept-language': 'en', ...headers },
      }),
    ) as NextResponse;

  it('marks a logged-out /sports and a league, not a logged-in one, In-Play or a redirect', () => {
    expect(run('/sports').headers.get(PAGE_CACHE_MARK_HEADER)).toMatch(/^vary-cookie=/);
    expect(
      run('/sports/competitions/1-FOOT/england/premier-league').headers.get(PAGE_CACHE_MARK_HEADER),
    ).not.toBeNull();
    expect(run('/sports', { cookie: 'jwt=h' }).headers.get(PAGE_CACHE_MARK_HEADER)).toBeNull();
    expect(run('/live').headers.get(PAGE_CACHE_MARK_HEADER)).toBeNull();
    expect(run('/en/sports').headers.get(PAGE_CACHE_MARK_HEADER)).toBeNull();
    expect(run('/sports?mode=translations').headers.get(PAGE_CACHE_MARK_HEADER)).toBeNull();
    expect(run('/nonsense').headers.get(PAGE_CACHE_MARK_HEADER)).toBeNull();
  });
});
