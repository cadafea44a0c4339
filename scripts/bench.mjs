// `npm run bench`: what /sports of the default brand costs a phone.
//  1. JavaScript: gzip bytes of every script /sports loads, against a bare Next.js page (an <h1>
//     only, same Next version) built in this run, as a ratio.
//  2. Lighthouse mobile (the CLI's default emulation: a mid-range phone on slow 4G), median of 3.
// Writes bench/out/report.json and prints a table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchSandbox, printSandboxBench } from './bench-sandbox.mjs';
import { ensureChromium, CHROMIUM } from './lib/chromium.mjs';
import {
  root,
  run,
  startBrand,
  startSandbox,
  stopAll,
  stopOnExit,
  waitForUrl,
} from './lib/servers.mjs';

const BRAND = process.env.CLEM_BRAND || 'zedbet';
const BRAND_PORT = 3201;
const BARE_PORT = 3202;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const out = join(root, 'bench', 'out');
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TURBO_TELEMETRY_DISABLED: '1' };
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

stopOnExit();
mkdirSync(out, { recursive: true });
if (!(await ensureChromium())) process.exit(1);

console.log(`Building ${BRAND} and the bare Next.js baseline…`);
if (
  (await run(
    process.execPath,
    [
      'node_modules/turbo/bin/turbo',
      'run',
      'build',
      `--filter=@clem/app-${BRAND}`,
      '--output-logs=errors-only',
    ],
    { env },
  )) !== 0
)
  process.exit(1);
if (
  (await run(process.execPath, [nextBin, 'build'], {
    cwd: join(root, 'bench', 'bare-next'),
    env,
  })) !== 0
)
  process.exit(1);

await startSandbox({ dataDir: 'memory://', quiet: true });
await startBrand({ brand: BRAND, port: BRAND_PORT, quiet: true });
const { spawn } = await import('node:child_process');
const bare = spawn(
  process.execPath,
  [nextBin, 'start', '-p', String(BARE_PORT), '-H', '127.0.0.1'],
  { cwd: join(root, 'bench', 'bare-next'), env, stdio: 'ignore' },
);
process.on('exit', () => bare.kill());
await waitForUrl(`http://127.0.0.1:${BARE_PORT}/`, { name: 'bare next' });

async function scriptBytes(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flags.filter((f) => f !== '--headless=new'),
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    } catch {
      // A script that failed to load has no body to count.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await browser.close();
  return {
    count: scripts.length,
    raw: scripts.reduce((s, x) => s + x.raw, 0),
    gzip: scripts.reduce((s, x) => s + x.gzip, 0),
    scripts,
  };
}

const sportsJs = await scriptBytes(`http://localhost:${BRAND_PORT}/sports`);
const bareJs = await scriptBytes(`http://127.0.0.1:${BARE_PORT}/`);

function lighthouse(url, index) {
  const file = join(out, `lighthouse-${index}.json`);
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${flags.join(' ')}`,
    ],
    { env: { ...env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0)
    throw new Error(`lighthouse failed: ${result.stderr.toString().slice(-500)}`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((report.categories['best-practices']?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(`Lighthouse mobile, ${RUNS} runs…`);
const runs = [];
for (let i = 0; i < RUNS; i += 1)
  runs.push(lighthouse(`http://localhost:${BRAND_PORT}/sports`, i + 1));
const lh = Object.fromEntries(
  Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
);

stopAll();
bare.kill();
console.log('Sandbox load test…');
const sandbox = await benchSandbox();

const report = {
  date: new Date().toISOString(),
  brand: BRAND,
  javascript: {
    sports: { scripts: sportsJs.count, gzipBytes: sportsJs.gzip, rawBytes: sportsJs.raw },
    bareNext: { scripts: bareJs.count, gzipBytes: bareJs.gzip, rawBytes: bareJs.raw },
    ratio: Number((sportsJs.gzip / bareJs.gzip).toFixed(2)),
    largest: sportsJs.scripts
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((s) => ({ file: s.url.replace(/^.*\/_next\//, '_next/'), gzip: s.gzip })),
  },
  lighthouseMobileMedian: lh,
  lighthouseRuns: runs,
  sandbox,
};
writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('');
console.log(
  `JavaScript loaded by /sports (${BRAND}): ${kb(sportsJs.gzip)} gzip in ${sportsJs.count} scripts`,
);
console.log(
  `JavaScript loaded by a bare Next page:  ${kb(bareJs.gzip)} gzip in ${bareJs.count} scripts`,
);
console.log(`Ratio: ${report.javascript.ratio}×`);
console.log(
  `Lighthouse mobile (median of ${RUNS}): performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}; FCP ${Math.round(lh.fcpMs)} ms, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)}`,
);
printSandboxBench(sandbox);
console.log(`Report: bench/out/report.json`);
process.exit(0);
