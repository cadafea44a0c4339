import type { BrandConfig } from '@clem/brand-config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The whole next.config of a brand app. It has no rewrites: the app's proxy (proxy/platformProxy.ts)
 * forwards the allowlisted `/api`, `/xapi` and `/auth` calls to the platform whose address it reads
 * at run time, and answers everything else itself.
 */
export const BRAND_FILES_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export function createNextConfig(brand: BrandConfig): NextConfig {
  const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
  return withNextIntl({
    // A self-contained server per brand in .next/standalone (scripts/standalone.mjs completes it;
    // docs/deploy.md): what the e2e suite, the bench and a container run.
    output: 'standalone',
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
    // CLEM_SOURCE_MAPS=1 writes browser source maps beside the chunks, so a page's first load can be
    // attributed to the files it is made of (scripts/first-load-sources.mjs).
    ...(process.env.CLEM_SOURCE_MAPS ? { productionBrowserSourceMaps: true } : {}),
    env: { NEXT_PUBLIC_CLEM_BRAND: brand.id },
    // For a CDN in front (docs/deploy.md): the brand's own files (logo) may be kept an hour and
    // served stale for a day while refreshed. `/_next/static` is immutable already (Next's);
    // pages are never shared by a CDN (their nonce).
    headers: async () => [
      {
        source: '/brand/:path*',
        headers: [{ key: 'Cache-Control', value: BRAND_FILES_CACHE_CONTROL }],
      },
    ],
  });
}
