// `npm run bench`: what the prematch pages of the default brand cost a phone.
//  1. JavaScript: gzip bytes of every script the sports home, a league page and an event page
//     load, against a bare Next.js page (an <h1> only, same Next version) built in this run.
//  2. Lighthouse mobile (the CLI's default emulation: a mid-range phone on slow 4G), median of 3,
//     for each of the three pages.
//  3. A league with 200 events on the desktop profile: long tasks while it loads and scrolls
//     (after Lighthouse, so the added events do not weigh on the pages it measures).
// Run it on an otherwise idle machine: Lighthouse simulates a slow phone from the work it
// observes, so a build or test run beside it inflates every figure.
// Writes bench/out/report.json and prints a table.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchSandbox, printSandboxBench } from './bench-sandbox.mjs';
import { ensureChromium, CHROMIUM } from './lib/chromium.mjs';
import {
  SANDBOX_PORT,
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

const LEAGUE_PATH = '/sports/competitions/football/england/premier-league';
const base = `http://localhost:${BRAND_PORT}`;
const leagueHtml = await (await fetch(`${base}${LEAGUE_PATH}`)).text();
const eventPath = /href="(\/events\/[^"?]+)/.exec(leagueHtml)?.[1];
if (!eventPath) throw new Error('no event link on the league page');
const pages = { sports: '/sports', league: LEAGUE_PATH, event: eventPath };
const pageJs = {};
for (const [name, path] of Object.entries(pages))
  pageJs[name] = await scriptBytes(`${base}${path}`);
const sportsJs = pageJs.sports;
const bareJs = await scriptBytes(`http://127.0.0.1:${BARE_PORT}/`);

/**
 * `fetch`, tried again on a dropped connection: the sandbox was last called minutes earlier (its
 * health check), and Node may reuse that keep-alive socket just as the sandbox closes it.
 */
async function fetchAgain(url, init, attempts = 3) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (attempts <= 1) throw error;
    return fetchAgain(url, init, attempts - 1);
  }
}

/** The league filled to 200 events, rendered whole (?page=10) and scrolled on a desktop. */
async function longTasks() {
  const tree = await (
    await fetchAgain(`http://127.0.0.1:${SANDBOX_PORT}/xapi/rest/eventpathtree`, {
      headers: { 'X-SB-Brand': BRAND },
    })
  ).json();
  const football = tree.eventPaths.find((node) => node.slug === 'football');
  const england = football.children.find((node) => node.slug === 'england');
  const league = england.children.find((node) => node.slug === 'premier-league');
  const missing = 200 - league.eventCount;
  if (missing > 0) {
    // Not repeated: a repeat could add the events twice.
    const added = await fetch(
      `http://127.0.0.1:${SANDBOX_PORT}/__admin/leagues/${league.id}/events`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: missing }),
      },
    );
    if (!added.ok) throw new Error(`filling the league failed: ${added.status}`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flags.filter((f) => f !== '--headless=new'),
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}${LEAGUE_PATH}?page=10`, { waitUntil: 'networkidle' });
  const rows = await page.locator('li[data-event-id]').count();
  for (let i = 0; i < 40; i += 1) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => window.__longTasks);
  await browser.close();
  return {
    rows,
    longTasks: tasks.length,
    over100ms: tasks.filter((ms) => ms > 100).length,
    longestMs: Math.round(Math.max(0, ...tasks)),
  };
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record the trace on this machine
 * (NO_NAVSTART, NO_FCP); such a run is repeated (up to twice), never counted as a score.
 */
function lighthouse(url, index, attempt = 1) {
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
  const report = result.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const failed = !report || report.runtimeError || report.categories.performance?.score == null;
  if (failed) {
    const reason = report?.runtimeError?.code ?? result.stderr.toString().slice(-300);
    if (attempt < 3) {
      console.log(`  Lighthouse run failed (${reason}); again…`);
      return lighthouse(url, index, attempt + 1);
    }
    throw new Error(`lighthouse failed: ${reason}`);
  }
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

console.log(`Lighthouse mobile, ${RUNS} runs per page…`);
const lighthouseByPage = {};
let index = 0;
for (const [name, path] of Object.entries(pages)) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(lighthouse(`${base}${path}`, (index += 1)));
  lighthouseByPage[name] = {
    path,
    median: Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    ),
    runs,
  };
}
const lh = lighthouseByPage.sports.median;

// After Lighthouse: filling the league adds about 170 events to the sandbox (and to the live
// simulator's work), which must not weigh on the ordinary pages Lighthouse measures.
console.log('League with 200 events…');
const bigLeague = await longTasks();

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
    pages: Object.fromEntries(
      Object.entries(pageJs).map(([name, js]) => [
        name,
        {
          path: pages[name],
          scripts: js.count,
          gzipBytes: js.gzip,
          ratio: Number((js.gzip / bareJs.gzip).toFixed(2)),
        },
      ]),
    ),
    largest: sportsJs.scripts
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((s) => ({ file: s.url.replace(/^.*\/_next\//, '_next/'), gzip: s.gzip })),
  },
  lighthouseMobileMedian: lh,
  lighthouseByPage,
  bigLeague,
  sandbox,
};
writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('');
console.log(
  `JavaScript loaded by a bare Next page: ${kb(bareJs.gzip)} gzip in ${bareJs.count} scripts`,
);
for (const [name, js] of Object.entries(pageJs)) {
  const l = lighthouseByPage[name].median;
  console.log(
    `${name.padEnd(6)} ${pages[name]} (${BRAND}): ${kb(js.gzip)} gzip in ${js.count} scripts, ${(js.gzip / bareJs.gzip).toFixed(2)}× bare`,
  );
  console.log(
    `       Lighthouse mobile (median of ${RUNS}): performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}; FCP ${Math.round(l.fcpMs)} ms, LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms, CLS ${l.cls.toFixed(3)}`,
  );
}
console.log(
  `League with 200 events (desktop, rendered whole and scrolled): ${bigLeague.rows} rows, ${bigLeague.longTasks} long tasks, ${bigLeague.over100ms} over 100 ms, longest ${bigLeague.longestMs} ms`,
);
printSandboxBench(sandbox);
console.log(`Report: bench/out/report.json`);
process.exit(0);
