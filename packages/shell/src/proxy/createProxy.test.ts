// @vitest-environment node
import { getBrand } from '@clem/brand-config';
import { NextRequest, type NextResponse } from 'next/server';
import { createProxy, translationsModeOf } from './createProxy';

const brandProxy = createProxy(getBrand('zedbet'));

/** Pages are answered at once; only /api, /xapi and /auth calls may wait for the platform. */
function proxy(request: NextRequest): NextResponse {
  const response = brandProxy(request);
  if (response instanceof Promise) throw new Error('a page request was answered asynchronously');
  return response;
}

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { 'accept-language': 'en', ...headers },
  });
}

describe('createProxy', () => {
  it('serves the default locale without a prefix and forwards the nonce to the page', () => {
    const response = proxy(request('/sports'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en/sports');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(response.headers.get('x-middleware-request-x-clem-pathname')).toBe('/sports');
    const overridden = response.headers.get('x-middleware-override-headers')?.split(',') ?? [];
    expect(overridden).toEqual(
      expect.arrayContaining(['x-nonce', 'content-security-policy', 'x-next-intl-locale']),
    );
  });

  it('redirects the spelled-out default locale to the bare path and remembers it', () => {
    const response = proxy(request('/en/sports', { cookie: 'NEXT_USER_LOCALE=es' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/sports');
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_USER_LOCALE=en;.*SameSite=lax/i);
    // Spec: cookies expire in 2100 (browsers may clamp that to their own maximum).
    const maxAge = Number(/Max-Age=(\d+)/i.exec(response.headers.get('set-cookie') ?? '')?.[1]);
    expect(new Date(Date.now() + maxAge * 1000).getUTCFullYear()).toBeGreaterThanOrEqual(2099);
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
  });

  it('follows the remembered language on a bare path', () => {
    const response = proxy(request('/sports', { cookie: 'NEXT_USER_LOCALE=es' }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/es/sports');
  });

  it('sets the security headers on every answer', () => {
    const response = proxy(request('/es/sports'));
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('gives every response its own nonce', () => {
    const a = proxy(request('/sports')).headers.get('x-middleware-request-x-nonce');
    const b = proxy(request('/sports')).headers.get('x-middleware-request-x-nonce');
    expect(a).not.toBe(b);
  });

  it('turns translations mode on with ?mode=translations and keeps it in a session cookie', () => {
    const on = proxy(request('/sports?mode=translations'));
    expect(on.headers.get('x-middleware-request-x-clem-translations')).toBe('1');
    expect(on.headers.get('set-cookie')).toMatch(/clem-mode=translations;.*HttpOnly/i);
    expect(on.headers.get('set-cookie')).not.toMatch(/Expires|Max-Age/i);

    const kept = proxy(request('/sports/1-FOOT', { cookie: 'clem-mode=translations' }));
    expect(kept.headers.get('x-middleware-request-x-clem-translations')).toBe('1');

    const off = proxy(request('/sports?mode=normal', { cookie: 'clem-mode=translations' }));
    expect(off.headers.get('x-middleware-request-x-clem-translations')).toBe('0');
    expect(off.headers.get('set-cookie')).toMatch(/clem-mode=;/);

    expect(proxy(request('/sports')).headers.get('x-middleware-request-x-clem-translations')).toBe(
      '0',
    );
  });
});

describe('createProxy: unknown paths', () => {
  it('answers 404 for a page request no route takes, still rendering the catch-all with a nonce', () => {
    for (const [path, rewrite] of [
      ['/live-scores', 'http://localhost:3000/en/live-scores'],
      ['/sports-typo', 'http://localhost:3000/en/sports-typo'],
      ['/de/nonsense', 'http://localhost:3000/en/de/nonsense'],
    ] as const) {
      const response = proxy(request(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-middleware-rewrite'), path).toBe(rewrite);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
      expect(nonce?.[1], path).toBeTruthy();
      expect(response.headers.get('x-middleware-request-x-nonce'), path).toBe(nonce?.[1]);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('answers 404 in a prefixed language too, and keeps the cookies it sets', () => {
    const response = proxy(request('/es/nonsense?mode=translations'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-request-x-clem-translations')).toBe('1');
    expect(response.headers.get('set-cookie')).toMatch(/clem-mode=translations/);
  });

  it('keeps known pages, redirects and the router’s own requests as they are', () => {
    expect(proxy(request('/sports')).status).toBe(200);
    expect(proxy(request('/es/sports/competitions/1-FOOT/ENG/999999')).status).toBe(200);
    expect(proxy(request('/events/404-no-such-event')).status).toBe(200);
    // A slug without an event id names no event: 404 with the event page's friendly content.
    expect(proxy(request('/events/no-such-event')).status).toBe(404);
    expect(proxy(request('/events/no-such-event', { 'sec-fetch-dest': 'empty' })).status).toBe(200);
    const redirect = proxy(request('/en/nonsense'));
    expect(redirect.status).toBe(307);
    expect(redirect.headers.get('location')).toBe('http://localhost:3000/nonsense');
    // The router's flight fetches and prefetches (Next strips their `rsc` headers for the proxy).
    expect(proxy(request('/live-scores', { 'sec-fetch-dest': 'empty' })).status).toBe(200);
    expect(proxy(request('/live-scores', { 'next-action': 'abc' })).status).toBe(200);
    // A browser's page load or an embedding frame.
    expect(proxy(request('/live-scores', { 'sec-fetch-dest': 'document' })).status).toBe(404);
    expect(proxy(request('/live-scores', { 'sec-fetch-dest': 'iframe' })).status).toBe(404);
  });
});

describe('createProxy: a page path loaded as a subresource', () => {
  it('answers 404 in plain text at once, with the security headers and nothing for the page', () => {
    for (const dest of ['image', 'style', 'script', 'font', 'video']) {
      const response = proxy(request('/live/x', { 'sec-fetch-dest': dest }));
      expect(response.status, dest).toBe(404);
      expect(response.headers.get('content-type'), dest).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('x-content-type-options'), dest).toBe('nosniff');
      // Not handed on to a page: no rewrite, no nonce for a render, no page-cache mark.
      expect(response.headers.get('x-middleware-rewrite'), dest).toBeNull();
      expect(response.headers.get('x-middleware-next'), dest).toBeNull();
      expect(response.headers.get('x-middleware-request-x-nonce'), dest).toBeNull();
    }
    // Known page paths too: a page is never an image.
    expect(proxy(request('/sports', { 'sec-fetch-dest': 'image' })).status).toBe(404);
  });

  it('leaves documents, frames, the router’s fetches and clients without Fetch Metadata alone', () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-dest': 'document' },
      { 'sec-fetch-dest': 'iframe' },
      { 'sec-fetch-dest': 'empty' },
      {},
    ];
    for (const headers of cases) {
      const response = proxy(request('/sports', headers));
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('x-middleware-request-x-nonce')).toBeTruthy();
    }
  });
});

describe('translationsModeOf', () => {
  it('follows the query first, then the cookie', () => {
    expect(translationsModeOf('translations', undefined)).toEqual({ on: true, cookie: 'set' });
    expect(translationsModeOf('translations', 'translations')).toEqual({
      on: true,
      cookie: 'keep',
    });
    expect(translationsModeOf('other', 'translations')).toEqual({ on: false, cookie: 'clear' });
    expect(translationsModeOf(null, 'translations')).toEqual({ on: true, cookie: 'keep' });
    expect(translationsModeOf(null, 'tampered')).toEqual({ on: false, cookie: 'keep' });
    expect(translationsModeOf(null, undefined)).toEqual({ on: false, cookie: 'keep' });
  });
});
