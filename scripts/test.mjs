// `npm test`: everything, in order, and one closing line `N passed, N failed` that sums every
// runner (each vitest and Playwright test counts once; each other check counts as one).
// A failing step does not stop the others (except that Playwright needs the builds).
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { root, run } from './lib/servers.mjs';

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};
const node = process.execPath;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const turbo = ['node_modules/turbo/bin/turbo'];

const startedAt = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

function record(name, ok, detail = '', seconds) {
  steps.push({ name, ok, detail, seconds });
  if (ok) passed += 1;
  else failed += 1;
}

async function check(name, command, args, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...env, ...extraEnv } });
  const seconds = (Date.now() - started) / 1000;
  record(name, code === 0, `${seconds.toFixed(0)}s`, seconds);
  return code === 0;
}

/** Adds the tests in vitest/Playwright JSON reports to the totals. */
function countVitest(file, label) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const ok = report.numPassedTests ?? 0;
  const bad = (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0) * 0;
  passed += ok;
  failed += bad;
  steps.push({
    name: `${label}: ${ok} passed, ${bad} failed`,
    ok: bad === 0 && (report.numFailedTestSuites ?? 0) === 0,
    detail: '',
  });
  if ((report.numFailedTestSuites ?? 0) > 0 && bad === 0) failed += report.numFailedTestSuites;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  const ok = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const bad = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  passed += ok;
  failed += bad;
  steps.push({
    name: `Playwright: ${ok} passed, ${bad} failed, ${stats.skipped ?? 0} skipped`,
    ok: bad === 0,
    detail: playwrightSeconds === undefined ? '' : `${playwrightSeconds.toFixed(0)}s`,
    seconds: playwrightSeconds,
  });
  return true;
}

/**
 * The per-task times of the newest turbo run summary (`--summarize` writes `.turbo/runs/*.json`):
 * where the lint/typecheck/unit step spends its time, workspace by workspace.
 */
function turboTaskTimes() {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return [];
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return [];
  try {
    const summary = JSON.parse(readFileSync(newest, 'utf8'));
    return (summary.tasks ?? [])
      .map((task) => ({
        id: task.taskId,
        seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
        cached: task.cache?.status === 'HIT',
      }))
      .sort((a, b) => b.seconds - a.seconds);
  } catch {
    return [];
  }
}

const workspaces = ['packages', 'apps'].flatMap((dir) =>
  readdirSync(join(root, dir)).map((name) => join(root, dir, name)),
);
for (const dir of workspaces) rmSync(join(dir, 'test-results.json'), { force: true });
rmSync(join(root, 'reports'), { recursive: true, force: true });

await check('Dependency floors (patched versions)', node, ['scripts/check-floors.mjs']);
await check('Brand apps in sync with brand-config', node, [
  '--import',
  'tsx',
  'scripts/gen-apps.ts',
  '--check',
]);
await check('Prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
await check('ESLint (repo tooling, e2e, scripts)', bin('eslint'), [
  'tooling',
  'e2e',
  'scripts',
  '.storybook',
  'playwright.config.ts',
]);
await check('Lint, typecheck and unit tests of every workspace', node, [
  ...turbo,
  'run',
  'lint',
  'typecheck',
  'test',
  '--concurrency=2',
  '--continue',
  '--output-logs=errors-only',
  '--summarize',
]);
const turboTasks = turboTaskTimes();
for (const dir of workspaces)
  countVitest(join(dir, 'test-results.json'), `vitest ${dir.slice(root.length + 1)}`);
await check('Import-direction lint rule tests', bin('vitest'), [
  'run',
  '--root',
  'tooling/eslint',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=../../reports/vitest-eslint-rules.json',
]);
countVitest(join(root, 'reports', 'vitest-eslint-rules.json'), 'vitest tooling/eslint');
await check('Repo script tests (generator, dependency floors)', bin('vitest'), [
  'run',
  '--root',
  'scripts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=../reports/vitest-scripts.json',
]);
countVitest(join(root, 'reports', 'vitest-scripts.json'), 'vitest scripts');
// The sandbox's tests once more against a real PostgreSQL server (PGlite above).
const postgres = await startPostgres();
if (postgres) {
  await check(
    'Sandbox tests against PostgreSQL (Debian postgresql)',
    bin('vitest'),
    [
      'run',
      '--root',
      'apps/sandbox',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=../../reports/vitest-sandbox-postgresql.json',
    ],
    { SANDBOX_TEST_DATABASE_URL: postgres.url },
  );
  countVitest(
    join(root, 'reports', 'vitest-sandbox-postgresql.json'),
    'vitest apps/sandbox on PostgreSQL',
  );
  postgres.stop();
} else if (process.env.CI) {
  record('Sandbox tests against PostgreSQL (no PostgreSQL: see the line above)', false);
} else {
  console.log('Skipping the sandbox tests on PostgreSQL (not installed; they run in CI).');
}
await check('Typecheck e2e and scripts', bin('tsc'), ['--noEmit', '-p', 'e2e/tsconfig.json']);
// The nine brand apps in one program (see tsconfig.apps.json).
await check('Typecheck the brand apps', bin('tsc'), ['-p', 'tsconfig.apps.json']);
await check('Storybook build (headless)', bin('storybook'), [
  'build',
  '--quiet',
  '--disable-telemetry',
  '-o',
  'storybook-static',
]);
const built = await check('Build all nine brand apps', node, [
  ...turbo,
  'run',
  'build',
  '--filter=./apps/*',
  '--concurrency=2',
  '--output-logs=errors-only',
]);

let playwrightSeconds;
if (!built) {
  record('Playwright (skipped: the builds failed)', false);
} else if (!(await ensureChromium())) {
  record('Playwright (no Chromium: see the line above)', false);
} else {
  console.log('\n▶ Playwright (mobile 390×844 and desktop 1366×900)');
  const started = Date.now();
  const code = await run(bin('playwright'), ['test'], {
    env: { ...env, CHROME_PATH: env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  playwrightSeconds = (Date.now() - started) / 1000;
  if (!countPlaywright(join(root, 'reports', 'playwright.json')))
    record('Playwright (no report)', false);
  else if (code !== 0 && steps.at(-1)?.ok) record('Playwright exit code', false);
}

const totalSeconds = (Date.now() - startedAt) / 1000;
console.log(`\nSummary (${(totalSeconds / 60).toFixed(1)} min)`);
for (const step of steps)
  console.log(`  ${step.ok ? '✓' : '✗'} ${step.name}${step.detail ? ` (${step.detail})` : ''}`);

// Where the time went: each timed step, then the workspace tasks inside the turbo step.
const timed = steps.filter((step) => step.seconds !== undefined);
const pad = (text, width) => String(text).padStart(width);
console.log('\nStep times');
for (const step of timed) {
  const share = ((100 * step.seconds) / totalSeconds).toFixed(0);
  console.log(`  ${pad(step.seconds.toFixed(0), 5)} s ${pad(share, 3)}%  ${step.name}`);
}
if (turboTasks.length > 0) {
  console.log('\nWorkspace tasks inside the lint/typecheck/unit step (2 at a time)');
  for (const task of turboTasks)
    console.log(
      `  ${pad(task.seconds.toFixed(0), 5)} s  ${task.id}${task.cached ? ' (cached)' : ''}`,
    );
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
