import { COOKIE_EXPIRY, LOCALE_COOKIE_NAME } from '../i18n/cookie';

/**
 * The NEXT_USER_LOCALE cookie line for a chosen locale (spec §2 "Language dropdown", §9 cookies:
 * expiry 2100, SameSite Lax): whole site (path=/), and Secure when the page itself is https.
 */
export function localeCookie(locale: string, secure: boolean): string {
  const parts = [
    `${LOCALE_COOKIE_NAME}=${encodeURIComponent(locale)}`,
    'path=/',
    `expires=${COOKIE_EXPIRY.toUTCString()}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Stores the chosen locale in the browser before the language link navigates. */
export function rememberLocale(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
