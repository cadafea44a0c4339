// The contract between the proxy (which knows the routes and the cookies a page reads) and the
// brand server's page cache (which stores and serves the pages): a response header the proxy sets
// on a page that may be shared, and that the brand server removes before the answer leaves.
// Plain JavaScript without imports: the proxy's bundle and `node server.mjs` both load it.

/** Set by the proxy on a page a logged-out visitor may share; never sent to the browser. */
export const PAGE_CACHE_MARK_HEADER = 'x-clem-page-cache';

/** On every page answer the cache looked at: `hit`, `stale`, `miss` or `bypass`. */
export const PAGE_CACHE_STATUS_HEADER = 'x-clem-cache';

const LIST_NAMES = ['vary-cookie', 'vary-header', 'bypass-cookie', 'shared-set-cookie'];
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * `vary-cookie=a,b; vary-header=host; bypass-cookie=c; shared-set-cookie=d`: the request
 * cookies and headers whose values pick the variant (like HTTP's Vary), the cookies whose mere
 * presence means the page is personal and must be rendered (a session), and the cookies the
 * answer may set and still be shared, because their value follows from the variant (the
 * language of the page). Names are HTTP tokens; anything else throws, so a mistake in the proxy
 * shows in its tests rather than as a page shared by mistake.
 */
export function formatPageCacheMark({
  varyCookies = [],
  varyHeaders = [],
  bypassCookies = [],
  sharedSetCookies = [],
}) {
  const lists = [
    varyCookies,
    varyHeaders.map((name) => name.toLowerCase()),
    bypassCookies,
    sharedSetCookies,
  ];
  return LIST_NAMES.map((name, index) => {
    for (const item of lists[index]) {
      if (!TOKEN.test(item)) throw new Error(`Not a cookie or header name: ${item}`);
    }
    return `${name}=${lists[index].join(',')}`;
  }).join('; ');
}

/** The mark's lists, or null when the value is missing or not a mark the proxy would write. */
export function parsePageCacheMark(value) {
  if (typeof value !== 'string' || value === '') return null;
  const lists = new Map();
  for (const part of value.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) return null;
    const name = part.slice(0, equals).trim();
    if (!LIST_NAMES.includes(name) || lists.has(name)) return null;
    const items = part
      .slice(equals + 1)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    if (!items.every((item) => TOKEN.test(item))) return null;
    lists.set(name, items);
  }
  if (lists.size !== LIST_NAMES.length) return null;
  return {
    varyCookies: lists.get('vary-cookie'),
    varyHeaders: lists.get('vary-header').map((name) => name.toLowerCase()),
    bypassCookies: lists.get('bypass-cookie'),
    sharedSetCookies: lists.get('shared-set-cookie'),
  };
}
