import { EXTERNAL_TOKEN_COOKIE_NAME } from '@clem/core/schemas';

/**
 * The HttpOnly cookies that hold the session's secrets (docs/security.md "The session"). Pure
 * helpers: names, lifetimes, the Set-Cookie text, reading them from a Cookie header and keeping
 * them out of what is forwarded to the platform.
 *
 * - `session`: the bearer token (header_login `jwe_token`, icore `alsToken`, accounts/sessions
 *   `accessToken`). `__Host-clem_session` over https (the prefix makes the browser refuse one set
 *   by a sibling subdomain or without Secure), `clem_session` over plain http (local runs).
 * - `pending`: a header_login pending step's `login_token`, for the code or question step.
 * - `external`: the icore external session token, under the spec's own name `extToken` (no
 *   prefix: the operator's pages know it by that name).
 *
 * Every one is `HttpOnly; SameSite=Strict; Path=/` (plus `Secure` over https), with a Max-Age:
 * the token's own lifetime when the answer gives one, else one hour, never more than a day; the
 * pending step's cookie lives ten minutes (the platform's pending-step lifetime).
 */
export type SessionCookieKind = 'session' | 'pending' | 'external';

export const SESSION_COOKIE_KINDS: readonly SessionCookieKind[] = [
  'session',
  'pending',
  'external',
];

/** A token's lifetime when its answer gives none (the platform's tokens live an hour). */
export const DEFAULT_SESSION_MAX_AGE_S = 60 * 60;
/** The longest a session cookie may live, whatever the answer says. */
export const MAX_SESSION_MAX_AGE_S = 24 * 60 * 60;
/** A pending login step (code or question) is finished within minutes or started again. */
export const PENDING_LOGIN_MAX_AGE_S = 10 * 60;

const PLAIN_NAMES: Record<SessionCookieKind, string> = {
  session: 'clem_session',
  pending: 'clem_login_pending',
  external: EXTERNAL_TOKEN_COOKIE_NAME,
};

/** The cookie's name for a request over https (`secure`) or plain http. */
export function sessionCookieName(kind: SessionCookieKind, secure: boolean): string {
  if (kind === 'external' || !secure) return PLAIN_NAMES[kind];
  return `__Host-${PLAIN_NAMES[kind]}`;
}

/** Every name one of these cookies can have (both protocols). */
export const ALL_SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set(
  SESSION_COOKIE_KINDS.flatMap((kind) => [
    sessionCookieName(kind, true),
    sessionCookieName(kind, false),
  ]),
);

/**
 * Max-Age in whole seconds for a token living `lifetimeSeconds`: the default when unknown or not
 * a number, clamped to [0, MAX_SESSION_MAX_AGE_S] (0 deletes: the token is already dead).
 */
export function sessionCookieMaxAge(lifetimeSeconds: number | null | undefined): number {
  if (typeof lifetimeSeconds !== 'number' || !Number.isFinite(lifetimeSeconds)) {
    return DEFAULT_SESSION_MAX_AGE_S;
  }
  return Math.min(MAX_SESSION_MAX_AGE_S, Math.max(0, Math.floor(lifetimeSeconds)));
}

/** The Set-Cookie value for one session cookie. */
export function sessionSetCookie(
  kind: SessionCookieKind,
  value: string,
  { maxAge, secure }: { maxAge: number; secure: boolean },
): string {
  return [
    `${sessionCookieName(kind, secure)}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes one session cookie. */
export function sessionClearCookie(kind: SessionCookieKind, secure: boolean): string {
  return sessionSetCookie(kind, '', { maxAge: 0, secure });
}

export type SessionCookieValues = Partial<Record<SessionCookieKind, string>>;

function parseCookieHeader(header: string | null): Array<[string, string]> {
  if (!header) return [];
  const pairs: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    pairs.push([part.slice(0, index).trim(), part.slice(index + 1).trim()]);
  }
  return pairs;
}

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The session cookies a request carries (names for its protocol); empty values count as none. */
export function readSessionCookies(header: string | null, secure: boolean): SessionCookieValues {
  const values: SessionCookieValues = {};
  const pairs = parseCookieHeader(header);
  for (const kind of SESSION_COOKIE_KINDS) {
    const name = sessionCookieName(kind, secure);
    const pair = pairs.find(([key]) => key === name);
    const value = pair ? decoded(pair[1]) : undefined;
    if (value) values[kind] = value;
  }
  return values;
}

/**
 * A Cookie header without the session cookies (the platform gets its tokens in the headers the
 * contract names, not in cookies it never set); null when nothing is left.
 */
export function withoutSessionCookies(header: string | null): string | null {
  if (!header) return null;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      if (part === '') return false;
      const index = part.indexOf('=');
      const name = (index < 0 ? part : part.slice(0, index)).trim();
      return !ALL_SESSION_COOKIE_NAMES.has(name);
    });
  return kept.length > 0 ? kept.join('; ') : null;
}
