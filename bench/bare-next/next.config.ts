import type { NextConfig } from 'next';

/**
 * The baseline for `npm run bench`: the same Next version, an <h1> and nothing else.
 * CLEM_SOURCE_MAPS=1 writes browser source maps, as the brand apps do (scripts/first-load-sources.mjs).
 */
const config: NextConfig = {
  poweredByHeader: false,
  ...(process.env.CLEM_SOURCE_MAPS ? { productionBrowserSourceMaps: true } : {}),
};

export default config;
