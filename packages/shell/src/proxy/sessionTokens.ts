import {
  HEADER_LOGIN_ROUTE as HEADER_LOGIN,
  PENDING_LOGIN_HANDLE,
  SESSION_HANDLE,
  matchProxyRoute,
  type ProxyRoute,
} from '@clem/core/schemas';
import {
  PENDING_LOGIN_MAX_AGE_S,
  sessionCookieMaxAge,
  type SessionCookieKind,
} from './sessionCookies';

/**
 * The platform answers that carry session secrets, and what the proxy's token handler does with
 * each (docs/security.md "The session"). Pure: which calls, which fields, which cookie, how long.
 *
 * For these calls the proxy fetches the platform itself, moves every secret into its HttpOnly
 * cookie and puts a fixed handle in the body where the secret was, so the client's schemas and
 * flows read the same answer shape while holding nothing worth stealing.
 */
export type SessionAnswerShape =
  'headerLogin' | 'accountsSession' | 'icore' | 'apiSession' | 'logout';

export interface SessionRouteSpec {
  readonly route: ProxyRoute;
  readonly shape: SessionAnswerShape;
  /** icore checkplayer: the bearer is the extToken cookie's token. */
  readonly externalBearer?: true;
}

const auth = (method: ProxyRoute['methods'][number], path: string) =>
  ({ service: 'auth', methods: [method], path }) as const satisfies ProxyRoute;
const platform = (method: ProxyRoute['methods'][number], path: string) =>
  ({ service: 'platform', methods: [method], path }) as const satisfies ProxyRoute;

/** Every call the token handler takes (all of them are on PROXY_ROUTES too). */
export const SESSION_ROUTES: readonly SessionRouteSpec[] = [
  // header_login and its steps (account-and-shell §7): jwe_token, icore_token, login_token.
  { route: auth('POST', `${HEADER_LOGIN}/authenticate`), shape: 'headerLogin' },
  { route: auth('POST', '/api/login'), shape: 'headerLogin' },
  { route: auth('POST', `${HEADER_LOGIN}/otp/validate`), shape: 'headerLogin' },
  { route: auth('POST', `${HEADER_LOGIN}/security_question/checkAnswer`), shape: 'headerLogin' },
  {
    route: auth('POST', '/:locale/api/plugins/module/route/als_integration/integrate'),
    shape: 'headerLogin',
  },
  // accounts/sessions: accessToken, refreshToken.
  { route: auth('POST', '/accounts/sessions'), shape: 'accountsSession' },
  { route: auth('POST', '/accounts/me/sessions/accept-terms'), shape: 'accountsSession' },
  { route: auth('POST', '/accounts/me/sessions/refresh'), shape: 'accountsSession' },
  // icore: alsToken, externalSessionToken.
  { route: platform('POST', '/xapi/icore/players/login'), shape: 'icore' },
  { route: platform('GET', '/xapi/icore/checkplayer'), shape: 'icore', externalBearer: true },
  // /api/session (X-UUIDToken): jwe_token, icore_token.
  { route: platform('GET', '/api/session'), shape: 'apiSession' },
  // Logouts: their answers clear the cookies.
  { route: auth('GET', `${HEADER_LOGIN}/logout`), shape: 'logout' },
  { route: auth('DELETE', '/accounts/me/sessions'), shape: 'logout' },
];

/** The token handler's entry for a browser request, or null (then it is a plain rewrite). */
export function sessionRouteOf(method: string, pathname: string): SessionRouteSpec | null {
  for (const spec of SESSION_ROUTES) {
    if (matchProxyRoute(method, pathname, [spec.route])) return spec;
  }
  return null;
}

/** Where a secret goes: a cookie, or nowhere (`drop`: the client never needed it). */
type SecretDestination = SessionCookieKind | 'drop';

interface AnswerSecrets {
  /** The object holding the fields: the answer itself, or its `result` (header_login envelope). */
  container: 'root' | 'result';
  fields: Readonly<Record<string, SecretDestination>>;
  /** The session's lifetime in seconds, from the fields of the container. */
  lifetime: (container: Record<string, unknown>, now: number) => number | undefined;
}

const seconds = (field: string) => (container: Record<string, unknown>) => {
  const value = container[field];
  return typeof value === 'number' ? value : undefined;
};

/**
 * Which fields of which answer are secrets. Third-party tokens (`icore_*_token`,
 * `thirdPartyTokens`, `kironToken`, …) are not: they are meant for third-party products in the
 * browser; the client keeps them in memory only. `refreshToken` is dropped: the client refreshes
 * with its (cookie-held) access token and never used it.
 */
export const ANSWER_SECRETS: Readonly<
  Record<Exclude<SessionAnswerShape, 'logout'>, AnswerSecrets>
> = {
  headerLogin: {
    container: 'result',
    fields: { jwe_token: 'session', icore_token: 'external', login_token: 'pending' },
    lifetime: seconds('expirationTimeInSeconds'),
  },
  accountsSession: {
    container: 'root',
    fields: { accessToken: 'session', refreshToken: 'drop' },
    lifetime: seconds('expiresIn'),
  },
  icore: {
    container: 'root',
    fields: { alsToken: 'session', externalSessionToken: 'external' },
    lifetime: seconds('expirationTimeInSeconds'),
  },
  apiSession: {
    container: 'root',
    fields: { jwe_token: 'session', icore_token: 'external' },
    lifetime: (container, now) => {
      const at = container['expiresAt'];
      if (typeof at !== 'string') return undefined;
      const ms = Date.parse(at);
      return Number.isFinite(ms) ? (ms - now) / 1000 : undefined;
    },
  },
};

export type CookieChange =
  | { kind: SessionCookieKind; action: 'set'; value: string; maxAge: number }
  | { kind: SessionCookieKind; action: 'clear' };

export interface SanitisedAnswer {
  body: unknown;
  cookies: CookieChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every session cookie cleared (logout, a 401 on a call that carried the session). */
export function clearAll(kinds: readonly SessionCookieKind[]): CookieChange[] {
  return kinds.map((kind) => ({ kind, action: 'clear' }));
}

/**
 * A successful JSON answer with its secrets replaced by handles, and the cookies to set. Fields
 * that are not non-empty strings are left alone; an answer of another shape comes back as it
 * is. A done header_login answer (a jwe_token) also clears the pending step's cookie.
 */
export function sanitiseSessionAnswer(
  shape: SessionAnswerShape,
  body: unknown,
  now: number,
): SanitisedAnswer {
  if (shape === 'logout') return { body, cookies: clearAll(['session', 'pending', 'external']) };
  const secrets = ANSWER_SECRETS[shape];
  if (!isRecord(body)) return { body, cookies: [] };
  const source = secrets.container === 'root' ? body : body['result'];
  if (!isRecord(source)) return { body, cookies: [] };

  const replaced: Record<string, unknown> = { ...source };
  const cookies: CookieChange[] = [];
  const maxAge = sessionCookieMaxAge(secrets.lifetime(source, now));
  for (const [field, destination] of Object.entries(secrets.fields)) {
    const value = source[field];
    if (typeof value !== 'string' || value === '') continue;
    replaced[field] = destination === 'pending' ? PENDING_LOGIN_HANDLE : SESSION_HANDLE;
    if (destination === 'drop') continue;
    cookies.push({
      kind: destination,
      action: 'set',
      value,
      maxAge: destination === 'pending' ? PENDING_LOGIN_MAX_AGE_S : maxAge,
    });
  }
  if (cookies.some((change) => change.kind === 'session') && shape === 'headerLogin') {
    cookies.push({ kind: 'pending', action: 'clear' });
  }
  return {
    body: secrets.container === 'root' ? replaced : { ...body, result: replaced },
    cookies,
  };
}
