import { mergeConfig } from 'vitest/config';
import { clemVitestConfig } from '../../vitest.shared';

export default mergeConfig(clemVitestConfig('node'), {
  test: {
    // One empty PGlite cluster, made once and copied by every test file (initdb takes seconds).
    globalSetup: ['./src/test-support/global-setup.ts'],
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
