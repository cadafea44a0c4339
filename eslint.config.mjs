// One flat config for the whole repo. Each workspace runs `eslint .` and ESLint finds this file
// by walking up from the linted files.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import clem from './tooling/eslint/clem-plugin.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/next-env.d.ts',
      '**/.data/**',
      'reports/**',
      'bench/out/**',
      // Deliberately wrong code that tooling/eslint/clem-plugin.test.mjs lints on purpose.
      'tooling/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // `import { type A } from 'x'` can compile to a bare `import 'x'`, shipping x to the
      // browser for nothing (it pulled zod into every page); write `import type { A }` instead.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The package layering of ARCHITECTURE.md, and one way to fetch: outside core's platform
    // layer and the `*Api.ts` endpoint files, platform calls go through RTK Query endpoints
    // (tooling/eslint/clem-plugin.mjs).
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { clem },
    rules: { 'clem/import-direction': 'error', 'clem/platform-calls': 'error' },
  },
  {
    // One way to write a schema in the front end: `import * as z from 'zod/mini'` (functional and
    // tree-shakable; classic zod's methods cannot be dropped, and it ships whole to the browser).
    // `zod/v4/core` stays allowed for types and `config`. apps/sandbox, a server, keeps classic zod.
    files: ['packages/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3', 'zod/v4-mini', 'zod/v4/mini'].map((name) => ({
            name,
            message:
              "Front-end packages use zod/mini: `import * as z from 'zod/mini'` (z.optional(x), x.check(z.minLength(1)), …).",
          })),
        },
      ],
    },
  },
  {
    // Command-line scripts and test harnesses talk to the terminal.
    files: ['scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
