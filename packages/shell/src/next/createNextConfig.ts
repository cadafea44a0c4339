import type { BrandConfig } from '@clem/brand-config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { platformUrl } from '../platform/platformUrl';

export function platformRewrites(base: string) {
  return [
    { source: '/api/:path*', destination: `${base}/api/:path*` },
    { source: '/xapi/:path*', destination: `${base}/xapi/:path*` },
  ];
}

/**
 * The whole next.config of a brand app. `/api/*` and `/xapi/*` are rewritten to the operator
 * platform (`CLEM_PLATFORM_URL`, default the local sandbox); nothing else is proxied.
 */
export function createNextConfig(brand: BrandConfig): NextConfig {
  const withNextIntl = createNextIntlPlugin('./i18n/request.ts');
  return withNextIntl({
    poweredByHeader: false,
    reactStrictMode: true,
    compiler: { styledComponents: true },
    // Type errors fail `npm test` through each app's own `tsc --noEmit` (turbo typecheck); checking
    // the whole workspace again inside each of nine builds only costs minutes.
    typescript: { ignoreBuildErrors: true },
    // Import only the modules a page uses from our barrel files, so client code that needs one
    // helper does not ship, say, every brand's data or the zod schemas.
    experimental: {
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
      return platformRewrites(platformUrl());
    },
  });
}
