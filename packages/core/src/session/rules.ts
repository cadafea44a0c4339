/**
 * Pure session rules (account-and-shell §4 "Session handling", §9).
 */

/** §9 token expiry margin. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
/** Sessions-style brands refresh this long before expiry (spec silent; one minute chosen). */
export const TOKEN_REFRESH_LEAD_MS = 60_000;
/** §9 logout loading reset. */
export const LOGOUT_LOADING_RESET_MS = 1_000;

/**
 * True when a token is expired or within `marginMs` of expiring (§4: 30 s triggers logout).
 * `expiresAt` null means the platform gave no expiry: such a token is treated as valid.
 */
export function isTokenExpiring(
  expiresAt: number | null | undefined,
  now: number,
  marginMs: number = TOKEN_EXPIRY_MARGIN_MS,
): boolean {
  if (expiresAt === null || expiresAt === undefined) return false;
  return expiresAt - now <= marginMs;
}

/** Epoch ms of expiry from a lifetime in seconds (expirationTimeInSeconds or expiresIn). */
export function expiresAtFrom(
  lifetimeSeconds: number | null | undefined,
  now: number,
): number | null {
  if (lifetimeSeconds === null || lifetimeSeconds === undefined) return null;
  if (!Number.isFinite(lifetimeSeconds) || lifetimeSeconds < 0) return null;
  return now + Math.round(lifetimeSeconds * 1000);
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/**
 * §4 session clock: `hh:mm:ss` since login; hours keep counting past 24 (`25:03:09`). Negative
 * or non-finite input (a clock that moved back) shows `00:00:00`.
 */
export function formatSessionClock(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/** What storage says about the session (the unprefixed `jwt` and `jwt-time` keys). */
export interface StoredSessionMarks {
  jwt: string | null;
  jwtTime: string | null;
}

/**
 * §4 "Returning to a visible tab reloads the page if the token changed", with the token held in
 * an HttpOnly cookie: storage holds the same session handle for every session, so "changed" is
 * read from what differs between sessions: logged in or not (`jwt` present), and the login time
 * (`jwt-time`) of a logged-in session. Another tab that logged out, logged in, or logged in again
 * (perhaps as another player) changes one of them; a token refresh in another tab keeps the
 * login time and changes nothing, so it reloads nothing (the cookie is shared).
 */
export function storedSessionChanged(
  stored: StoredSessionMarks,
  memory: { jweToken: string | null; loggedInAt: number | null },
): boolean {
  const storedIn = stored.jwt !== null && stored.jwt !== '';
  const memoryIn = memory.jweToken !== null && memory.jweToken !== '';
  if (storedIn !== memoryIn) return true;
  if (!memoryIn) return false;
  const memoryTime = memory.loggedInAt === null ? null : String(memory.loggedInAt);
  return (stored.jwtTime ?? null) !== memoryTime;
}
