/**
 * The Content-Security-Policy of every page, built per request around a fresh nonce.
 * - Scripts: only those carrying the nonce (Next's own scripts pick it up from the request's
 *   CSP header), plus what they load ('strict-dynamic').
 * - Style elements: only with the nonce (styled-components and our theme CSS carry it). Style
 *   attributes stay allowed (`style-src-attr`), as React and Next set them inline.
 * - Framing: only the brand's allowed host pages (`frame-ancestors`).
 * - Connections: the page's own origin and the platform's push service (the live stream).
 */
export interface CspOptions {
  nonce: string;
  frameAncestors: readonly string[];
  /** Origins pages may connect to besides their own: the platform's push service. */
  connectOrigins?: readonly string[];
  /** Development needs eval for React's debugging tools. */
  dev?: boolean;
}

export function buildContentSecurityPolicy({
  nonce,
  frameAncestors,
  connectOrigins = [],
  dev = false,
}: CspOptions): string {
  const ancestors = ["'self'", ...frameAncestors.filter(isSafeSource)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins.filter(isSafeSource), ...(dev ? ['ws:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ancestors,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** An origin we are willing to put in a CSP source list: scheme://host[:port], nothing else. */
export function isSafeSource(origin: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin);
}

/**
 * 128 random bits, base64url without padding: a fresh nonce for every response. No HTML, JSON
 * or URL context escapes these characters, so the page cache finds every copy of a page's nonce
 * to replace it (server/pageCache.mjs).
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const securityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};
