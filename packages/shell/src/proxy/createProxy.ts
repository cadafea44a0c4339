import { type BrandConfig } from '@clem/brand-config';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { routingFor } from '../i18n/routing';
import { buildContentSecurityPolicy, createNonce, securityHeaders } from './csp';

/**
 * The request pipeline of every brand app (`proxy.ts`, Next 16's middleware): a fresh CSP nonce,
 * next-intl locale routing (optional two-letter prefix, NEXT_USER_LOCALE cookie), then the
 * security headers on whatever next-intl answered (page, rewrite or redirect).
 *
 * The nonce travels to the page in request headers: Next reads it from the request's
 * `Content-Security-Policy` for its own scripts, and our layout reads `x-nonce`.
 */
export function createProxy(brand: BrandConfig) {
  const handleLocale = createMiddleware(routingFor(brand));
  const dev = process.env.NODE_ENV === 'development';

  return function proxy(request: NextRequest): NextResponse {
    const nonce = createNonce();
    const csp = buildContentSecurityPolicy({
      nonce,
      frameAncestors: brand.embed.allowedHosts,
      dev,
    });
    const headers = new Headers(request.headers);
    headers.set('x-nonce', nonce);
    headers.set('Content-Security-Policy', csp);
    const response = handleLocale(new NextRequest(request, { headers }));
    response.headers.set('Content-Security-Policy', csp);
    for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
    return response;
  };
}
