/** Spec: the chosen language is kept in this cookie; cookies expire in 2100, SameSite Lax. */
export const LOCALE_COOKIE_NAME = 'NEXT_USER_LOCALE';
export const COOKIE_EXPIRY = new Date(Date.UTC(2100, 0, 1));

/** Seconds from now until the spec's cookie expiry (next-intl takes a max-age). */
export function secondsUntilCookieExpiry(now: number = Date.now()): number {
  return Math.max(0, Math.floor((COOKIE_EXPIRY.getTime() - now) / 1000));
}
