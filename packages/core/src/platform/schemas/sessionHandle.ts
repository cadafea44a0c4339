/**
 * The session handle (docs/security.md "The session"). The brand app's proxy keeps every session
 * secret the platform issues (the jwe / als / access token, the icore external token, a pending
 * login step's token) in HttpOnly cookies and hands the browser these fixed, non-secret
 * placeholders in their place. The client keeps its schemas, state and flows: it stores and
 * sends a handle where it used to store and send a token, and the proxy puts the real token back
 * on the way to the platform (`Authorization: Bearer <handle>`, `X-UUIDToken: <handle>`).
 *
 * Every value here is public by design: knowing it gives nothing without the cookie.
 */

/** Stands for the session token (and the external token) held in the proxy's cookies. */
export const SESSION_HANDLE = 'httponly';

/** Stands for a header_login pending step's `login_token` (code or question step). */
export const PENDING_LOGIN_HANDLE = 'httponly-pending';

/**
 * What persisted login details hold in place of a third-party token (§3 `thirdPartyTokens`,
 * `kironToken`, …): those tokens stay in memory only; a reload keeps their names (feature
 * gating asks whether one exists), not their values.
 */
export const MEMORY_ONLY_TOKEN = 'memory-only';

/** The icore external session token's cookie (§7 "bearer token from cookie extToken"). */
export const EXTERNAL_TOKEN_COOKIE_NAME = 'extToken';

/**
 * Answered by the brand app's proxy itself, never forwarded: clears the session cookies. Every
 * logout ends with it (icore has no platform logout call, and a failed one must not leave the
 * token behind).
 */
export const SESSION_COOKIES_CLEAR_PATH = '/auth/_clem/session';

/** Whether a value is one of the placeholders above (never a real token). */
export function isSessionHandle(value: string | null | undefined): boolean {
  return value === SESSION_HANDLE || value === PENDING_LOGIN_HANDLE || value === MEMORY_ONLY_TOKEN;
}
