/**
 * The platform calls a browser may make through a brand app's origin (docs/security.md "What is
 * proxied"). A brand app forwards a request to the platform only when its method and path match
 * one of these; everything else under `/api`, `/xapi` and `/auth` answers 404 from the app itself.
 * The sandbox's tests check that every entry is a route it serves, so the list cannot drift from
 * the contract.
 *
 * - `service: 'platform'` goes to CLEM_PLATFORM_URL with the path as it is.
 * - `service: 'auth'` is the spec's "{auth base}": the browser calls `/auth/<path>` and the app
 *   forwards `<path>` to CLEM_AUTH_URL (by default the platform).
 * - A `:name` segment matches exactly one path segment (see {@link proxySegmentIsSafe}); a
 *   trailing `*` matches one or more further segments (only operator images use it). A GET route
 *   also answers HEAD.
 *
 * The entries are the calls of `betting-area.md` §7 and `account-and-shell-area.md` §7, plus the
 * calls Clem designed where the spec says "path not shown" (each marked `designed`).
 */
export interface ProxyRoute {
  readonly service: 'platform' | 'auth';
  readonly methods: readonly ProxyMethod[];
  /** The path the browser uses (for `auth`, without the `/auth` prefix). */
  readonly path: string;
  /** True for a call whose path the spec leaves open and Clem chose. */
  readonly designed?: true;
}

export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const platform = (methods: readonly ProxyMethod[], path: string, designed?: true): ProxyRoute => ({
  service: 'platform',
  methods,
  path,
  ...(designed ? { designed } : {}),
});
const auth = (methods: readonly ProxyMethod[], path: string): ProxyRoute => ({
  service: 'auth',
  methods,
  path,
});

/** The auth service's header_login plugin, as a route pattern (`/auth` left out). */
export const HEADER_LOGIN_ROUTE = '/:locale/api/plugins/component/route/header_login';

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  // Content and settings (account-and-shell §7 "Content", betting §7).
  platform(['GET'], '/api/all_cached_settings'),
  platform(['GET'], '/api/adverts/:id'),
  platform(['GET'], '/api/avaya_tokens'),
  platform(['GET'], '/api/top_sports'),
  platform(['GET'], '/api/tabs'),
  platform(['GET'], '/api/coupons/:couponId'),
  platform(['GET'], '/api/coupon_groups/:id'),
  platform(['GET'], '/api/geo_data'),
  platform(['GET'], '/api/v2/geo_data'),
  platform(['GET'], '/api/gcb_seals'),
  platform(['GET'], '/api/video_streams'),
  platform(['GET'], '/api/video_streams/:id'),
  platform(['GET'], '/api/submenus/:id'),
  platform(['GET'], '/api/html_widgets/:id'),
  platform(['GET'], '/api/metrics'),
  platform(['GET'], '/api/page_layouts', true),
  platform(['GET'], '/api/page_layouts/:name', true),
  platform(['GET'], '/api/news_popup', true),
  platform(['GET'], '/api/operator_html/:slot', true),
  platform(['GET'], '/api/branding', true),
  // Operator images (adverts, widgets, seals) referenced from CMS content.
  platform(['GET'], '/api/static/*', true),
  // Session (account-and-shell §7 "Authentication and session").
  platform(['GET'], '/api/session'),
  platform(['POST'], '/xapi/icore/players/login'),
  platform(['GET'], '/xapi/icore/checkplayer'),
  platform(['GET', 'PUT'], '/xapi/icore/players/:username/details'),
  platform(['GET'], '/xapi/icore/players/:username/balance/sportsbook'),
  // Account data.
  platform(['GET'], '/xapi/rest/currencies'),
  platform(['PUT'], '/xapi/rest/accounts/:accountId'),
  platform(['GET'], '/xapi/rest/accounts/:accountId/info'),
  platform(['GET', 'PATCH'], '/xapi/rest/accounts/:accountId/accountPrefs'),
  platform(['GET'], '/xapi/rest/accounts/:accountId/transactions', true),
  // Events, markets, live (betting §7).
  platform(['GET'], '/xapi/rest/eventpathtree'),
  platform(['GET', 'POST'], '/xapi/rest/events'),
  platform(['GET'], '/xapi/rest/events/:id'),
  platform(['GET'], '/xapi/rest/markets/:id'),
  platform(['GET'], '/xapi/rest/live/events'),
  platform(['GET'], '/xapi/rest/oddsLadderAndMargins/:version'),
  platform(['GET'], '/xapi/marketdata/v1/livepage'),
  platform(['GET'], '/xapi/marketdata/v1/livepage/changes', true),
  platform(['GET'], '/xapi/marketdata/v1/livepage/markets/:id'),
  platform(['GET'], '/xapi/marketdata/v1/livepage/:id'),
  // Not the live stream (`/xapi/marketdata/v1/stream`): browsers open it on the platform's push
  // service (liveStreamTarget), so no brand server holds thousands of streams open.
  // Betslip, jackpot, My Bets (betting §7).
  platform(['GET'], '/xapi/rest/promotions/epw'),
  platform(['PUT', 'POST'], '/xapi/rest/betslips/selections'),
  platform(['POST'], '/xapi/rest/accounts/:accountId/betslips'),
  platform(['PUT'], '/xapi/rest/betslips/:betSlipId/status'),
  platform(['POST'], '/xapi/rest/betslips/retailcodes'),
  platform(['GET'], '/xapi/rest/jackpotbetweb/active'),
  platform(['POST'], '/xapi/rest/accounts/:accountId/jackpotbetslips'),
  platform(['POST'], '/xapi/rest/jackpotbetslips/selections'),
  platform(['POST'], '/xapi/rest/jackpotbetslips/cost', true),
  platform(['POST'], '/xapi/rest/jackpotbetslips/retailcodes'),
  platform(['GET'], '/xapi/rest/acchistory/dailySettledBets'),
  platform(['GET'], '/xapi/bet/account/:accountId/openbets'),
  platform(['GET'], '/xapi/bet/account/:accountId/openbet/:betId'),
  platform(['GET'], '/xapi/bet/account/:accountId/betcount', true),
  // The auth service ("{auth base}").
  auth(['POST'], '/api/login'),
  auth(['POST'], `${HEADER_LOGIN_ROUTE}/authenticate`),
  auth(['GET'], `${HEADER_LOGIN_ROUTE}/logout`),
  auth(['POST'], `${HEADER_LOGIN_ROUTE}/otp/generate`),
  auth(['POST'], `${HEADER_LOGIN_ROUTE}/otp/validate`),
  auth(['GET'], `${HEADER_LOGIN_ROUTE}/security_question/getquestion`),
  auth(['POST'], `${HEADER_LOGIN_ROUTE}/security_question/checkAnswer`),
  auth(['POST'], '/:locale/api/plugins/module/route/als_integration/integrate'),
  auth(['POST'], '/accounts/sessions'),
  auth(['DELETE'], '/accounts/me/sessions'),
  auth(['POST'], '/accounts/me/sessions/accept-terms'),
  auth(['POST'], '/accounts/me/sessions/refresh'),
  auth(['GET'], '/accounts/me/profile'),
  auth(['GET'], '/accounts/me/balance'),
];

/** The browser-side prefix of the auth service's calls. */
export const AUTH_PROXY_PREFIX = '/auth';

/** Where an allowed browser call goes: which service, and the path to ask it for. */
export interface ProxyTarget {
  readonly service: ProxyRoute['service'];
  /** The upstream path (for `auth`, without `/auth`), exactly as the browser sent it. */
  readonly path: string;
}

/**
 * One path segment that may fill a `:name`: non-empty, not `.` or `..` once decoded, valid
 * percent-encoding, and no slash, backslash or control character hidden in an encoding (a
 * platform that decodes `%2F` would otherwise see another path than the one allowed).
 */
export function proxySegmentIsSafe(segment: string): boolean {
  if (segment === '') return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  if (decoded === '.' || decoded === '..') return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return !/[/\\\u0000-\u001f\u007f]/.test(decoded);
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] as string;
    if (part === '*') {
      const rest = have.slice(index);
      return rest.length > 0 && rest.every(proxySegmentIsSafe);
    }
    const segment = have[index];
    if (segment === undefined) return false;
    if (part.startsWith(':')) {
      if (!proxySegmentIsSafe(segment)) return false;
      if (part === ':locale' && !/^[a-z]{2}$/.test(segment)) return false;
      continue;
    }
    if (segment !== part) return false;
  }
  return have.length === want.length;
}

/**
 * The allowed call for a browser request, or null (then the app answers 404). `pathname` is the
 * request's path as it arrived (still percent-encoded), without the query.
 */
export function matchProxyRoute(
  method: string,
  pathname: string,
  routes: readonly ProxyRoute[] = PROXY_ROUTES,
): ProxyTarget | null {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const isAuth = pathname === AUTH_PROXY_PREFIX || pathname.startsWith(`${AUTH_PROXY_PREFIX}/`);
  const path = isAuth ? pathname.slice(AUTH_PROXY_PREFIX.length) : pathname;
  const service = isAuth ? 'auth' : 'platform';
  for (const route of routes) {
    if (route.service !== service) continue;
    if (!(route.methods as readonly string[]).includes(verb)) continue;
    if (matches(route.path, path)) return { service, path };
  }
  return null;
}

/** Whether a path belongs to the proxied prefixes (`/api`, `/xapi`, `/auth`). */
export function isProxiedPrefix(pathname: string): boolean {
  return /^\/(?:api|xapi|auth)(?:\/|$)/.test(pathname);
}
