import type { StorybookConfig } from '@storybook/react-vite';
import type { UserConfig } from 'vite';

/** Quiet, known-harmless bundler output for a component workshop build. */
const viteOverrides: UserConfig = {
  // Shell components use Next's router hooks; Storybook gets a stand-in (mocks/next-navigation.ts).
  resolve: {
    alias: { 'next/navigation': new URL('./mocks/next-navigation.ts', import.meta.url).pathname },
  },
  // Warnings and errors only: no per-chunk size listing in the headless build log.
  logLevel: 'warn',
  build: {
    // A workshop, not a page a player downloads (axe alone is 660 kB): chunk sizes do not matter.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // No "callbacks ran for 2.3 s" report (react-docgen dominates; expected for a workshop).
      checks: { bundlerTimings: false },
      onwarn(warning, warn) {
        // "use client" marks a Next.js client boundary; in Storybook everything is client code.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) {
          return;
        }
        warn(warning);
      },
    },
  },
};

/**
 * One Storybook for ui and the feature packages: every `*.stories.tsx` beside its component.
 * Build headless from the repository root:
 *   STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build --quiet -o storybook-static
 */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, viteOverrides);
  },
};

export default config;
