/** The page's path reaches the layout's metadata (titles and meta tags by URL pattern). */
export const PATHNAME_HEADER = 'x-clem-pathname';

/** The tab keeps translations mode in this session cookie once `?mode=translations` was seen. */
export const TRANSLATIONS_MODE_COOKIE = 'clem-mode';

/** The proxy tells the request config (next-intl) to show message keys with this header. */
export const TRANSLATIONS_MODE_HEADER = 'x-clem-translations';
