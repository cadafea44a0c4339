/**
 * The Content-Security-Policy of every page, built per request around a fresh nonce.
 * - Scripts: only those carrying the nonce (Next's own scripts pick it up from the request's
 *   CSP header), plus what they load ('strict-dynamic').
 * - Style elements: only with the nonce (styled-components and our theme CSS carry it). Style
 *   attributes stay allowed (`style-src-attr`), as React and Next set them inline.
 * - Framing: only the brand's allowed host pages (`frame-ancestors`).
 */
export interface CspOptions {
  nonce: string;
  frameAncestors: readonly string[];
  /** Development needs eval for React's debugging tools. */
  dev?: boolean;
}

export function buildContentSecurityPolicy({
  nonce,
  frameAncestors,
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
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
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

/** 128 random bits, base64: a fresh nonce for every response. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export const securityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};
