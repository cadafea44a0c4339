import type { BrandConfig } from '@clem/brand-config';
import createMiddleware from 'next-intl/middleware';
import { pushUrl } from '@clem/core/platform-url';
import { isProxiedPrefix } from '@clem/core/schemas';
import { NextResponse, type NextRequest } from 'next/server';
import { embedOrigins } from '../embedding/embedOrigins';
import { routingFor } from '../i18n/routing';
import { buildContentSecurityPolicy, createNonce, securityHeaders } from './csp';
import { isKnownPagePathFor } from './knownPaths';
import { pageCacheMarkFor } from './pageCachePolicy';
import { PAGE_CACHE_MARK_HEADER } from '../server/pageCacheMark.mjs';
import { forwardToPlatform } from './platformProxy';
import {
  PATHNAME_HEADER,
  TRANSLATIONS_MODE_COOKIE,
  TRANSLATIONS_MODE_HEADER,
} from './requestHeaders';

export { PATHNAME_HEADER, TRANSLATIONS_MODE_COOKIE, TRANSLATIONS_MODE_HEADER };

/**
 * The request pipeline of every brand app (`proxy.ts`, Next 16's middleware):
 * - `/api`, `/xapi` and `/auth` go through the platform allowlist (platformProxy.ts): forwarded
 *   when allowed, 404 from the app otherwise;
 * - a page request with a method pages do not take (TRACE, PUT…) answers 405, a page path asked
 *   for as an image, script, style sheet or other subresource answers 404, and a path whose
 *   percent-encoding is malformed answers 400, before any page code sees it;
 * - otherwise a fresh CSP nonce, next-intl locale routing (optional two-letter prefix,
 *   NEXT_USER_LOCALE cookie), then the security headers on whatever next-intl answered (page,
 *   rewrite or redirect);
 * - a prematch page a logged-out visitor asks for is marked for the brand server's shared page
 *   cache (pageCachePolicy.ts);
 * - a page request for a path none of the brand's routes takes (`/live`, `/es/nonsense`) goes on
 *   to the catch-all page, which shows the friendly "page not found" in the frame, with the status
 *   404 (see `notFoundStatusApplies`).
 *
 * The nonce travels to the page in request headers: Next reads it from the request's
 * `Content-Security-Policy` for its own scripts, and our layout reads `x-nonce`. We hand next-intl
 * the original request (a rebuilt NextRequest normalises 127.0.0.1 to localhost, which turns
 * next-intl's rewrite into an external proxy) and add the headers to what it forwards.
 */
export function createProxy(brand: BrandConfig) {
  const handleLocale = createMiddleware(routingFor(brand));
  const isKnownPagePath = isKnownPagePathFor(brand);
  const pageCacheMark = pageCacheMarkFor(brand);
  const dev = process.env.NODE_ENV === 'development';
  // The brand's host pages, plus test origins only where the test servers set them at start.
  const frameAncestors = embedOrigins(brand, {
    CLEM_EXTRA_EMBED_ORIGINS: process.env.CLEM_EXTRA_EMBED_ORIGINS,
  });
  // The platform's push service (CLEM_PUSH_URL), where pages open the live stream.
  const push = pushUrl();
  const connectOrigins = push === '' ? [] : [push];

  return function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
    if (isProxiedPrefix(request.nextUrl.pathname)) return forwardToPlatform(request);
    const problem = pageRequestProblem(
      request.method,
      request.nextUrl.pathname,
      request.headers.get('sec-fetch-dest'),
    );
    if (problem) {
      const refused = new NextResponse(problem.text, {
        status: problem.status,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          ...(problem.status === 405 ? { allow: PAGE_METHODS.join(', ') } : {}),
        },
      });
      for (const [name, value] of Object.entries(securityHeaders)) refused.headers.set(name, value);
      return refused;
    }
    const nonce = createNonce();
    const csp = buildContentSecurityPolicy({
      nonce,
      frameAncestors,
      connectOrigins,
      dev,
    });
    const response = handleLocale(request);
    const translations = translationsModeOf(
      request.nextUrl.searchParams.get('mode'),
      request.cookies.get(TRANSLATIONS_MODE_COOKIE)?.value,
    );
    forwardRequestHeaders(response, {
      'x-nonce': nonce,
      'content-security-policy': csp,
      [TRANSLATIONS_MODE_HEADER]: translations.on ? '1' : '0',
      [PATHNAME_HEADER]: request.nextUrl.pathname,
    });
    if (translations.cookie === 'set') {
      response.cookies.set(TRANSLATIONS_MODE_COOKIE, 'translations', {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: request.nextUrl.protocol === 'https:',
      });
    } else if (translations.cookie === 'clear') {
      response.cookies.delete(TRANSLATIONS_MODE_COOKIE);
    }
    response.headers.set('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
    if (
      continuesToPage(response) &&
      notFoundStatusApplies(request.headers) &&
      !isKnownPagePath(request.nextUrl.pathname)
    ) {
      // Same headers (rewrite, forwarded request headers, cookies, CSP), status 404: Next renders
      // the catch-all page with the status the proxy answered.
      return new NextResponse(null, { status: 404, headers: response.headers });
    }
    // A page a logged-out visitor may share: the brand server's page cache stores the answer
    // (server/pageCache.mjs) and removes this header before it leaves.
    const mark =
      continuesToPage(response) && translations.cookie === 'keep' && !translations.on
        ? pageCacheMark({
            method: request.method,
            pathname: request.nextUrl.pathname,
            searchParams: request.nextUrl.searchParams,
            cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
          })
        : null;
    if (mark) response.headers.set(PAGE_CACHE_MARK_HEADER, mark);
    return response;
  };
}

/**
 * Whether a request for an unknown path answers 404: a document request does (a browser's page
 * load or frame, and clients that send no Fetch Metadata: crawlers, monitors, curl). A script's
 * fetch (`Sec-Fetch-Dest: empty`) keeps 200: those are the Next router's own flight requests,
 * prefetches and server actions, which reach the proxy without their `rsc` headers (Next strips
 * them for middleware), and the router treats a flight answer that is not ok as a failure:
 * prefetches of a link to a missing page would be retried, and a client-side navigation would
 * reload the whole document, where showing the not-found page in place is enough.
 */
export function notFoundStatusApplies(headers: Headers): boolean {
  return headers.get('sec-fetch-dest') !== 'empty' && !headers.has('next-action');
}

/** Whether a proxy response goes on to a page (next or rewrite) rather than redirecting. */
function continuesToPage(response: NextResponse): boolean {
  return response.headers.has('x-middleware-next') || response.headers.has('x-middleware-rewrite');
}

/** Pages answer GET and HEAD; POST carries server actions (later rows of a long list). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * Fetch Metadata destinations (`Sec-Fetch-Dest`) no page answers: the browser is loading a page
 * path as a subresource. The app's own images, fonts, styles and scripts have a file extension
 * (`/_next/…`, `/brand/logo.svg`, `/backgrounds/scoreboard/football.png`), which the proxy's
 * matcher leaves out, so only a mistaken address reaches here, typically a broken relative image
 * in operator HTML (`<img src="x">` on `/live` asks for `/live/x`).
 */
export const SUBRESOURCE_DESTINATIONS: ReadonlySet<string> = new Set([
  'image',
  'audio',
  'video',
  'track',
  'font',
  'style',
  'script',
  'manifest',
  'worker',
  'sharedworker',
  'serviceworker',
  'xslt',
  'audioworklet',
  'paintworklet',
]);

/**
 * What is wrong with a page request before any page code runs, or null: a method pages do not
 * take (405; TRACE would otherwise reach Next and fail with a stack trace in the log), a page path
 * loaded as a subresource (404 in plain text: each copy of a broken image would otherwise cost a
 * whole not-found page rendered in the frame, for a browser that cannot show it), or a path
 * whose percent-encoding does not decode (400; `/sports/%ff` would otherwise fail inside the
 * page and answer 500).
 */
export function pageRequestProblem(
  method: string,
  pathname: string,
  fetchDest: string | null = null,
): { status: 400 | 404 | 405; text: string } | null {
  if (!(PAGE_METHODS as readonly string[]).includes(method.toUpperCase())) {
    return { status: 405, text: 'Method not allowed' };
  }
  if (fetchDest !== null && SUBRESOURCE_DESTINATIONS.has(fetchDest.toLowerCase())) {
    return { status: 404, text: 'Not found' };
  }
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, text: 'Bad request' };
  }
  return null;
}

/**
 * `mode=translations` (spec query flag) shows message keys instead of messages, so translators
 * can see which key a text comes from. The query turns it on and a session cookie keeps it on
 * across navigation (links drop the query); any other `mode` value turns it off.
 */
export function translationsModeOf(
  modeParam: string | null,
  cookie: string | undefined,
): { on: boolean; cookie: 'set' | 'clear' | 'keep' } {
  if (modeParam === 'translations') return { on: true, cookie: cookie ? 'keep' : 'set' };
  if (modeParam !== null) return { on: false, cookie: cookie ? 'clear' : 'keep' };
  return { on: cookie === 'translations', cookie: 'keep' };
}

/**
 * Adds request headers to a proxy response that continues to the page (next or rewrite), the way
 * `NextResponse.next({ request: { headers } })` does: Next applies every
 * `x-middleware-request-<name>` listed in `x-middleware-override-headers`. Redirects carry none.
 */
export function forwardRequestHeaders(response: NextResponse, extra: Record<string, string>): void {
  if (!continuesToPage(response)) return;
  const listed = response.headers.get('x-middleware-override-headers');
  const names = new Set(
    listed
      ? listed
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [],
  );
  for (const [name, value] of Object.entries(extra)) {
    const key = name.toLowerCase();
    response.headers.set(`x-middleware-request-${key}`, value);
    names.add(key);
  }
  response.headers.set('x-middleware-override-headers', [...names].join(','));
}
