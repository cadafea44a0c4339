import { EXTERNAL_TOKEN_COOKIE_NAME } from '../platform/schemas/sessionHandle';

/**
 * Tiny cookie helpers (§9: default expiry year 2100, SameSite Lax; Secure over https; Path=/).
 * Every function takes an optional document-like target so tests need no browser; without one
 * they use the global `document` and do nothing on the server.
 *
 * Scripts write only non-secret cookies: the session's tokens live in HttpOnly cookies that the
 * brand app's proxy sets (docs/security.md "The session").
 */
export interface CookieTarget {
  cookie: string;
}

/**
 * The cookie whose presence tells the server a player is logged in. Its value is the session
 * handle (never the token) and it lives as long as the session.
 */
export const SESSION_HINT_COOKIE = 'jwt';
/**
 * icore external session token. The proxy sets it HttpOnly; scripts only remove a readable one
 * an older build left behind.
 */
export const EXTERNAL_TOKEN_COOKIE = EXTERNAL_TOKEN_COOKIE_NAME;
export const DEVICE_ID_COOKIE = 'device_id';

export const DEFAULT_COOKIE_EXPIRY = new Date(Date.UTC(2100, 0, 1));

export interface CookieOptions {
  /** Defaults to DEFAULT_COOKIE_EXPIRY; `null` writes a browser-session cookie (no Expires). */
  expires?: Date | null;
  /** Defaults to `location.protocol === 'https:'` in a browser, false elsewhere. */
  secure?: boolean;
}

function defaultTarget(): CookieTarget | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function readCookie(
  name: string,
  target: CookieTarget | undefined = defaultTarget(),
): string | undefined {
  if (!target) return undefined;
  for (const part of target.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie-like string written to `document.cookie` (exported for tests). */
export function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  const expires = options.expires === undefined ? DEFAULT_COOKIE_EXPIRY : options.expires;
  const secure = options.secure ?? isHttps();
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(expires === null ? [] : [`Expires=${expires.toUTCString()}`]),
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  target: CookieTarget | undefined = defaultTarget(),
): void {
  if (target) target.cookie = cookieString(name, value, options);
}

export function removeCookie(
  name: string,
  target: CookieTarget | undefined = defaultTarget(),
): void {
  if (target) target.cookie = cookieString(name, '', { expires: new Date(0) });
}

/**
 * The device id (§7 "Device id is a random UUID kept in a cookie"): read, or created with
 * `crypto.randomUUID()` and kept until 2100.
 */
export function getDeviceId(
  target: CookieTarget | undefined = defaultTarget(),
  randomUUID: () => string = () => crypto.randomUUID(),
): string {
  const existing = readCookie(DEVICE_ID_COOKIE, target);
  if (existing) return existing;
  const created = randomUUID();
  writeCookie(DEVICE_ID_COOKIE, created, {}, target);
  return created;
}

/**
 * For the server layout: whether the request carries the session cookie. Only the hint goes into
 * the server's HTML, never the token.
 */
export function sessionHintFromCookies(
  get: (name: string) => string | undefined,
): 'loggedIn' | 'anonymous' {
  const value = get(SESSION_HINT_COOKIE);
  return value !== undefined && value !== '' ? 'loggedIn' : 'anonymous';
}
