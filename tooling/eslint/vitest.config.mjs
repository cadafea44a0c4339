import { defineConfig } from 'vitest/config';

// Run from the repository root: npx vitest run --root tooling/eslint
export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.mjs'],
  },
});
