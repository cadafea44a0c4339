import type { NextConfig } from 'next';

/** The baseline for `npm run bench`: the same Next version, an <h1> and nothing else. */
const config: NextConfig = { poweredByHeader: false };

export default config;
