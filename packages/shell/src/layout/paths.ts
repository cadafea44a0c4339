/**
 * Path normalising shared by the layout rules (internal): no query or hash, no locale prefix, no
 * trailing slash, always a leading slash.
 */

/** Strips query and hash. */
export function withoutQuery(pathname: string): string {
  return pathname.split(/[?#]/, 1)[0] ?? '';
}

/** `/a/b/` → `/a/b`; `` → `/`. */
export function tidyPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Removes the first segment when it is a locale: one of `locales` (case-insensitive) or, when
 * `locales` is left out, any two-letter segment (spec §2: "a two-letter locale prefix may be the
 * first path segment").
 */
export function stripLocale(path: string, locales?: readonly string[]): string {
  const match = /^\/([^/]+)(?=\/|$)/.exec(path);
  if (!match?.[1]) return path;
  const segment = match[1].toLowerCase();
  const isLocale = locales
    ? locales.some((locale) => locale.toLowerCase() === segment)
    : /^[a-z]{2}$/.test(segment);
  return isLocale ? path.slice(match[0].length) || '/' : path;
}

/** The app path of a browser path: no query, no locale prefix, no trailing slash. */
export function appPathOf(pathname: string, locales?: readonly string[]): string {
  return tidyPath(stripLocale(tidyPath(withoutQuery(pathname)), locales));
}
