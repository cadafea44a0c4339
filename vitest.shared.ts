import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
/**
 * A test file that changes the module graph (module mocks, a fresh import of a module with state)
 * or says so in a comment (`vitest: isolate`) runs in a fresh module registry of its own.
 */
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock|resetModules|stubGlobal)\(|vitest: isolate\b/;

/** The package's test files (under src/, relative to the package) that need their own registry. */
export function filesNeedingIsolation(packageDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return files
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(join(packageDir, 'src', file), 'utf8')))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .sort();
}

/**
 * One vitest setup for every package. A package's vitest.config.ts calls this with the
 * environment it needs: plain rules run in node, components in jsdom.
 *
 * Test files share one module registry per worker (`isolate: false`): loading jsdom, React and
 * the package again for every file cost most of the run (the betslip's 28 files took 76 s
 * isolated, 18 s shared). Each file still gets a fresh DOM, and the setup file cleans rendered
 * trees after every test. The files that mock modules or need a module loaded fresh
 * (see {@link NEEDS_ISOLATION}) run in a second, isolated project, so their mocks never leak.
 */
export function clemVitestConfig(
  environment: 'node' | 'jsdom' = 'node',
  { isolate = false }: { isolate?: boolean } = {},
): ViteUserConfig {
  const include = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
  const isolated = isolate ? [] : filesNeedingIsolation(process.cwd());
  return defineConfig({
    plugins: environment === 'jsdom' ? [react()] : [],
    test: {
      globals: true,
      environment,
      // With projects, each names its own files (an include set here would be added to theirs).
      ...(isolate ? { include } : {}),
      setupFiles:
        environment === 'jsdom' ? [new URL('./vitest.setup.ts', import.meta.url).pathname] : [],
      // next-intl's ESM imports `next/server` without an extension; let Vite resolve it.
      server: { deps: { inline: ['next-intl'] } },
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results.json' },
      ...(isolate
        ? {}
        : {
            projects: [
              {
                extends: true as const,
                test: { name: 'shared', isolate: false, include, exclude: isolated },
              },
              ...(isolated.length > 0
                ? [
                    {
                      extends: true as const,
                      test: { name: 'isolated', isolate: true, include: isolated },
                    },
                  ]
                : []),
            ],
          }),
    },
  });
}
