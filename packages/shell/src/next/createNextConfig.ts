import type { BrandConfig } from '@clem/brand-config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { authUrl, platformUrl } from '../platform/platformUrl';

/**
 * The browser only talks to its own origin. `/api/*` and `/xapi/*` go to the platform as they
 * are; `/auth/*` is the spec's "auth base" (header_login plugin paths, `/api/login`,
 * `/accounts/…`), forwarded to the auth service's root (`CLEM_AUTH_URL`, by default the platform).
 */
export function platformRewrites(base: string, authBase: string = base) {
  return [
    { source: '/api/:path*', destination: `${base}/api/:path*` },
    { source: '/xapi/:path*', destination: `${base}/xapi/:path*` },
    { source: '/auth/:path*', destination: `${authBase}/:path*` },
  ];
}

/**
 * The whole next.config of a brand app. `/api/*` and `/xapi/*` are rewritten to the operator
 * platform (`CLEM_PLATFORM_URL`, default the local sandbox) and `/auth/*` to its auth service
 * (`CLEM_AUTH_URL`, default the platform); nothing else is proxied.
 */
export function createNextConfig(brand: BrandConfig): NextConfig {
  const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
  return withNextIntl({
    poweredByHeader: false,
    reactStrictMode: true,
    compiler: { styledComponents: true },
    // Messages reach next-intl precompiled (i18n/precompile.ts), so its formatter can be the
    // small runtime without the ICU parser, on the server and in the browser.
    turbopack: {
      resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' },
    },
    // Type errors fail `npm test` through each app's own `tsc --noEmit` (turbo typecheck); checking
    // the whole workspace again inside each of nine builds only costs minutes.
    typescript: { ignoreBuildErrors: true },
    // Import only the modules a page uses from our barrel files, so client code that needs one
    // helper does not ship, say, every brand's data or the zod schemas.
    experimental: {
      // CLEM_NO_MINIFY=1 builds readable browser code, for profiling where hydration spends
      // its time (with `next build --profile`, React's component tracks show in the trace).
      ...(process.env.CLEM_NO_MINIFY ? { turbopackMinify: false } : {}),
      optimizePackageImports: [
        '@clem/brand-config',
        '@clem/core',
        '@clem/ui',
        '@clem/sports',
        '@clem/betslip',
        '@clem/account',
      ],
    },
    env: { NEXT_PUBLIC_CLEM_BRAND: brand.id },
    async rewrites() {
      return platformRewrites(platformUrl(), authUrl());
    },
  });
}
