/**
 * The one rule for every URL that comes from outside the app's own code — CMS and platform data
 * (adverts, configured targets, footer, sub-header and menu links, the seal template, the live
 * chat URL), the event page's `backTo` query parameter, and the host page's `navigate` command —
 * before it reaches an `href`, an `src`, `window.open`, a router push or a redirect.
 *
 * `safeUrl(value, policy)` answers one of:
 * - `{ kind: 'site', path }`: a path on this site, normalised. It starts with exactly one `/`
 *   (never `//` nor `/\`), holds no backslash, control character or whitespace, and is what the
 *   URL parser makes of it (dot segments resolved, unsafe characters percent-encoded), so
 *   `new URL(path, anyOrigin)` keeps that origin. Its path part also stays on this site after
 *   percent-decoding, once or repeatedly (what a server, Next's router or a later
 *   `decodeURIComponent` may do): an encoded `/` that would make it start with `//`
 *   (`/%2F%2Fevil.example`), an encoded backslash (`%5C`) and encoded control characters (`%09`,
 *   `%0A`, `%00`, …) are refused.
 * - `{ kind: 'external', href }`: an absolute `http:`/`https:` URL with a host and no
 *   user-info, as the URL parser normalises it — only when the policy allows external URLs
 *   (`external: 'any'`, or a list of the origins allowed).
 * - `null`: anything else — other schemes (`javascript:` in any case or spelling, `data:`,
 *   `mailto:`, `https:evil.example` without `//`), protocol-relative values (`//host`, `\\host`),
 *   values with a backslash, a control character or whitespace inside (tabs and newlines are
 *   dropped by URL parsing, which could join `java\nscript:` or `/\t/evil`), fragment- or
 *   query-only values (`#top`, `?x=1`), over-long values, and non-strings.
 *
 * Whitespace around the value is trimmed (CMS fields often carry it); control characters are
 * refused wherever they are. A value without a leading slash (`app/deposit`) is a site path
 * and gets one, unless the policy says `relative: false`; one with a `:` before its first
 * `/` is refused either way (it reads as a scheme).
 *
 * Images (`IMAGE_URL_POLICY`): same-site paths only. The Content-Security-Policy
 * (`packages/shell/src/proxy/csp.ts`) allows `img-src 'self' data: blob:` and no operator image
 * host, so an absolute image URL would be blocked anyway; refusing it here means no request to
 * another host is even attempted. `data:` and `blob:` images are not operator URLs (the HTML
 * sanitiser handles inline `data:` images of operator HTML on its own). If the CSP ever lists
 * image hosts, list the same origins in `IMAGE_URL_POLICY.external`.
 */

export type SafeUrl = { kind: 'site'; path: string } | { kind: 'external'; href: string };

export interface UrlPolicy {
  /**
   * Which absolute http(s) URLs are allowed: `'none'` (the default: site paths only), `'any'`,
   * or only those whose origin is in the list (`https://img.example`).
   */
  readonly external?: 'none' | 'any' | readonly string[];
  /** Whether a path without its leading slash (`app/deposit`) is a site path. Default true. */
  readonly relative?: boolean;
}

/** Links (anchors, `window.open`): site paths and any http(s) URL. */
export const LINK_URL_POLICY: UrlPolicy = { external: 'any' };
/** Images: site paths only, as the CSP's `img-src` allows no other host (see above). */
export const IMAGE_URL_POLICY: UrlPolicy = { external: [] };
/** Navigation targets anyone can put in a URL (`backTo`, host commands): exact site paths. */
export const SITE_PATH_POLICY: UrlPolicy = { external: 'none', relative: false };

/** The longest site path accepted (after normalisation). */
export const MAX_SITE_PATH_LENGTH = 2048;
/** The longest external URL accepted (tracking links can be long). */
export const MAX_EXTERNAL_URL_LENGTH = 8192;

/** How many rounds of percent-decoding a path part must survive (`%25252F` is three). */
const MAX_DECODE_ROUNDS = 4;

const BASE = 'https://site.invalid';
const BASE_ORIGIN = new URL(BASE).origin;

// Control characters (C0, DEL, C1), whitespace of any kind, and the backslash.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\]/u;
// What must not appear once a path part is percent-decoded: ASCII controls and the backslash
// (bytes 0x80–0x9F are left alone: they are parts of UTF-8 characters).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN_DECODED = /[\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP = /^https?:\/\//i;
const COLON_BEFORE_SLASH = /^[^/?#]*:/;
const PERCENT_BYTE = /%([0-9a-f]{2})/gi;

function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end === -1 ? value : value.slice(0, end);
}

/** The path of `value` resolved against a site, or null when it would leave the site. */
function resolvedPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE_ORIGIN || url.pathname.startsWith('//')) return null;
  return url.pathname;
}

/**
 * Whether a site path's path part, percent-decoded once or repeatedly, turns into something that
 * leaves the site (a leading `//`, also after dot segments) or holds a backslash or a control
 * character. A path still changing after `MAX_DECODE_ROUNDS` rounds is refused too.
 */
function leavesWhenDecoded(path: string): boolean {
  let current = pathPart(path);
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = current.replace(PERCENT_BYTE, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === current) return false;
    current = decoded;
    if (FORBIDDEN_DECODED.test(current) || current.startsWith('//')) return true;
    if (resolvedPath(current) === null) return true;
  }
  return true;
}

function allowedOrigins(list: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const entry of list) {
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: allows nothing.
    }
  }
  return origins;
}

function externalUrl(text: string, policy: UrlPolicy): SafeUrl | null {
  const external = policy.external ?? 'none';
  if (external === 'none' || !HTTP.test(text) || text.length > MAX_EXTERNAL_URL_LENGTH) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  if (external !== 'any' && !allowedOrigins(external).has(url.origin)) return null;
  return { kind: 'external', href: url.href };
}

function sitePathOf(text: string, policy: UrlPolicy): SafeUrl | null {
  if (text.startsWith('#') || text.startsWith('?')) return null;
  let candidate = text;
  if (!text.startsWith('/')) {
    if (policy.relative === false || COLON_BEFORE_SLASH.test(text)) return null;
    candidate = `/${text}`;
  }
  if (candidate.startsWith('//') || candidate.length > MAX_SITE_PATH_LENGTH) return null;
  if (leavesWhenDecoded(candidate)) return null;
  const url = new URL(candidate, BASE);
  if (url.origin !== BASE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_SITE_PATH_LENGTH) {
    return null;
  }
  if (FORBIDDEN.test(path) || leavesWhenDecoded(path)) return null;
  return { kind: 'site', path };
}

/** The one decision: a site path, an allowed external URL, or null (see the module comment). */
export function safeUrl(value: unknown, policy: UrlPolicy = {}): SafeUrl | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || FORBIDDEN.test(text)) return null;
  if (SCHEME.test(text)) return externalUrl(text, policy);
  return sitePathOf(text, policy);
}

/** A link's target: a site path or any http(s) URL (`LINK_URL_POLICY`). */
export function safeLinkUrl(value: unknown): SafeUrl | null {
  return safeUrl(value, LINK_URL_POLICY);
}

/** An image's `src`: a same-site path (`IMAGE_URL_POLICY`), or null. */
export function safeImageSrc(value: unknown): string | null {
  const safe = safeUrl(value, IMAGE_URL_POLICY);
  if (safe === null) return null;
  return safe.kind === 'site' ? safe.path : safe.href;
}

/** A navigation target anyone can put in a URL, as a normalised site path, or null. */
export function sitePath(value: unknown): string | null {
  const safe = safeUrl(value, SITE_PATH_POLICY);
  return safe?.kind === 'site' ? safe.path : null;
}

/**
 * Whether a value is already a safe site path exactly as given (what `sitePath` returns it as):
 * starts with a single `/`, at most 2048 characters, no backslash, control character or
 * whitespace anywhere, nothing that decodes into another host, and in the URL parser's
 * normal form. Resolved against any origin, an accepted value keeps that origin.
 */
export function isSameSitePath(value: unknown): value is string {
  return typeof value === 'string' && sitePath(value) === value;
}
