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
