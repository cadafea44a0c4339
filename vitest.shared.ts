import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * One vitest setup for every package. A package's vitest.config.ts calls this with the
 * environment it needs: plain rules run in node, components in jsdom.
 */
export function clemVitestConfig(environment: 'node' | 'jsdom' = 'node'): ViteUserConfig {
  return defineConfig({
    plugins: environment === 'jsdom' ? [react()] : [],
    test: {
      globals: true,
      environment,
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles:
        environment === 'jsdom' ? [new URL('./vitest.setup.ts', import.meta.url).pathname] : [],
      // next-intl's ESM imports `next/server` without an extension; let Vite resolve it.
      server: { deps: { inline: ['next-intl'] } },
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results.json' },
    },
  });
}
