/** The part of a brand's locale setup the path helpers need (serialisable, client-safe). */
export interface LocaleSetup {
  default: string;
  offered: readonly string[];
}

/** The path without its locale prefix: `/es/sports` gives `/sports`. */
export function stripLocale(locales: LocaleSetup, pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && locales.offered.includes(first)) return `/${rest.join('/')}`;
  return pathname === '' ? '/' : pathname;
}

/** A same-site path in a locale: the default locale has no prefix (next-intl `as-needed`). */
export function localisedPath(locales: LocaleSetup, locale: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === locales.default) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The prefix to put before app paths in a locale: '' for the default locale. */
export function localePrefix(locales: LocaleSetup, locale: string): string {
  return locale === locales.default ? '' : `/${locale}`;
}

/**
 * Same page, other language. The target locale is always spelled out, even the default one:
 * the proxy then stores it in NEXT_USER_LOCALE and redirects to the canonical path, whereas an
 * unprefixed link would be sent back to the previously remembered language.
 */
export function languageHref(locales: LocaleSetup, pathname: string, target: string): string {
  const bare = stripLocale(locales, pathname);
  return bare === '/' ? `/${target}` : `/${target}${bare}`;
}
