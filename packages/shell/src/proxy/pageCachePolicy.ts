import { routesFor, type BrandConfig } from '@clem/brand-config';
import { FAVOURITES_COOKIE, VIEW_PREFS_COOKIE } from '@clem/core/domain';
import { LOCALE_COOKIE_NAME } from '../i18n/cookie';
import { stripLocale } from '../i18n/paths';
import { formatPageCacheMark } from '../server/pageCacheMark.mjs';
import { segmentTakes } from './knownPaths';
import { TRANSLATIONS_MODE_COOKIE } from './requestHeaders';
import { ALL_SESSION_COOKIE_NAMES } from './sessionCookies';

/**
 * Which pages a logged-out visitor may be served from the brand server's shared page cache
 * (server/pageCache.mjs), and what picks their variant. The proxy is the one place that decides:
 * it marks such a page's answer, and the cache stores only marked answers.
 *
 * Shared: the prematch pages (sports, fixtures, outrights, sport, country, league, event). Their
 * prices, clocks and suspensions refresh on the client, so a page a few seconds old is right.
 * Not shared: In-Play (its first render is the live stream's starting point), the account pages
 * and My Bets (personal), the redirect and error pages, the catch-all.
 *
 * A page varies with exactly what its server render reads from the request: the view cookie
 * (odds format, sorting, layout, time zone), the favourites cookie, the chosen language (the
 * locale cookie and, for a path without a locale prefix, Accept-Language, which pick the
 * redirect), and the host it was asked under. A request carrying a session cookie, the
 * logged-in hint or translations mode is personal: never served from the cache nor stored.
 * A page that starts reading another cookie or header adds it here, or it would be shared
 * across visitors it differs for.
 */
export const SHARED_PAGES: ReadonlySet<string> = new Set([
  'SportsPage',
  'FixturesPage',
  'OutrightsPage',
  'SportPage',
  'CountryPage',
  'LeaguePage',
  'EventPage',
]);

/** Cookies whose presence makes a request personal. */
export const PERSONAL_COOKIES: readonly string[] = [
  ...ALL_SESSION_COOKIE_NAMES,
  // The logged-in hint (@clem/core session/cookies.ts SESSION_HINT_COOKIE): the header renders
  // its logged-in shape from it.
  'jwt',
  TRANSLATIONS_MODE_COOKIE,
];

export const VARIANT_COOKIES: readonly string[] = [
  VIEW_PREFS_COOKIE,
  FAVOURITES_COOKIE,
  LOCALE_COOKIE_NAME,
];

const VARIANT_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;

export interface PageCacheRequest {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  cookieNames: readonly string[];
}

/**
 * The page cache mark for a page request the proxy lets through, or null when its answer must
 * not be shared.
 */
export function pageCacheMarkFor(brand: BrandConfig): (request: PageCacheRequest) => string | null {
  const routes = routesFor(brand);
  const shared = routes.filter((route) => SHARED_PAGES.has(route.page));
  const others = routes.filter((route) => !SHARED_PAGES.has(route.page));
  return ({ method, pathname, searchParams, cookieNames }) => {
    if (method !== 'GET' && method !== 'HEAD') return null;
    if (searchParams.has('mode')) return null;
    if (cookieNames.some((name) => PERSONAL_COOKIES.includes(name))) return null;
    const bare = stripLocale(brand.locales, pathname);
    const parts = bare.split('/').filter((part) => part !== '');
    // The most specific route takes the path: `live/sport` is In-Play even though `[slug]`
    // patterns could take it too, so one non-shared exact match is enough to refuse.
    const matching = (list: typeof routes) =>
      list.filter((route) => route.page !== 'CatchAllPage' && segmentTakes(route.segment, parts));
    if (matching(shared).length === 0 || matching(others).length > 0) return null;
    const prefixed = bare !== pathname || pathname === `/${brand.locales.default}`;
    return formatPageCacheMark({
      varyCookies: VARIANT_COOKIES,
      varyHeaders: prefixed ? [...VARIANT_HEADERS] : [...VARIANT_HEADERS, 'accept-language'],
      bypassCookies: PERSONAL_COOKIES,
      // next-intl sets the language cookie to the page's language on a first visit: the same
      // for every visitor of this variant.
      sharedSetCookies: [LOCALE_COOKIE_NAME],
    });
  };
}
