import { defineConfig } from 'vitest/config';

/** Tests of the repo scripts (generator, dependency floors); run by `npm test`. */
export default defineConfig({
  test: {
    include: ['*.test.{ts,mjs}'],
    environment: 'node',
  },
});
