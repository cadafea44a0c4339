// `npm run bench`: what the prematch pages of the default brand cost a phone.
//  1. JavaScript: gzip bytes of every script the sports home, a league page and an event page
//     load, against a bare Next.js page (an <h1> only, same Next version) built in this run.
//  2. Lighthouse mobile (the CLI's default emulation: a mid-range phone on slow 4G), median of 3,
//     for each of the three pages, /live and a live event page, in rounds that start with the bare
//     page (so a machine getting busier weighs on the floor and the pages alike).
//  3. The betslip on the desktop profile (1366×900), a logged-in player on the league page: the
//     scripts the first pick loads (the slip's code must not be in the first load), the main-thread
//     work of adding a selection (target: under 50 ms), and the system-bet arithmetic of @clem/core
//     for 15 selections in Node (scripts/bench-betslip-rules.ts; target: under 5 ms).
//  4. A price change on the league page (desktop): the 15 s refresh must update the moved button
//     in place and leave every other odds button untouched in the DOM.
//  5. A league with 200 events on the desktop profile: long tasks while it loads and scrolls (the
//     first 20 rows in the page, the rest loaded in batches while scrolling)
//     (after Lighthouse and the betslip, so the added events do not weigh on what they measure).
//  6. The floor under these targets on this machine, measured the same way in the same run:
//     Lighthouse on the bare Next.js page (the framework with no content), Lighthouse on the
//     league page's own HTML with every script removed (the document with no framework), and the
//     longest task of the bare page's load in a fresh desktop browser.
//  7. Live (scripts/bench-live.mjs, after the rest, on the same servers): a desktop /live listing 500
//     live events while the sandbox's load generator moves 200 prices a second (long tasks, DOM
//     mutations sorted by what they touched), a soak at that load (BENCH_LIVE_SOAK_MS, default ten
//     minutes: heap growth), the sandbox's emit to the button's text (p95), 2,000 stream clients;
//     and the first-load JavaScript of /live and a live event page beside the pages of 1.
//  8. Anonymous page views (scripts/bench-pages.mjs): /sports, the league and the event page from
//     the brand server's shared page cache under 50 connections for 20 s each, uncompressed and
//     rendered per request for comparison, beside the bare Next page under the same load (first
//     and last), with the server's and the platform's CPU.
// BENCH_SANDBOX_PORT moves the bench's sandbox off the default port (beside a Playwright run).
// BENCH_ONLY=live runs the build, the JavaScript of 1 (with the live pages) and 7 only:
//   BENCH_ONLY=live BENCH_LIVE_SOAK_MS=120000 npm run bench
// BENCH_ONLY=pages runs the build, the JavaScript of 1 and 8 only.
// BENCH_ONLY=lighthouse runs the build, the JavaScript of 1 and 7, and the Lighthouse rounds of 2
// (with the live pages) and 6 only.
// Run it on an otherwise idle machine: Lighthouse simulates a slow phone from the work it
// observes, so a build or test run beside it inflates every figure.
// It says how quiet the machine was at its start and end (load average, the busiest other
// processes over a second: scripts/lib/machine.mjs), loudly when it was not.
// Writes bench/out/report.json and prints a table.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchLive, printLiveBench } from './bench-live.mjs';
import { benchPageCache, printPageCacheBench } from './bench-pages.mjs';
import { benchSandbox, printSandboxBench } from './bench-sandbox.mjs';
import { ensureChromium, CHROMIUM } from './lib/chromium.mjs';
import { machineQuiet, quietLine } from './lib/machine.mjs';
import {
  SANDBOX_PORT,
  root,
  sandboxAdminPort,
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
/** A second brand server with the page cache off (section 8's "rendered per request"). */
const UNCACHED_PORT = 3204;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
/** `live`: only the live part (and the JavaScript of the pages), see the header. */
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;
if (ONLY !== undefined && !['live', 'pages', 'lighthouse'].includes(ONLY)) {
  console.error(`BENCH_ONLY=${ONLY}: only "live", "pages" and "lighthouse" are known`);
  process.exit(1);
}
/**
 * The bench's own sandbox: the default port unless BENCH_SANDBOX_PORT names another (the brand app
 * is then pointed at it), so the bench can run beside a Playwright run holding the default one.
 */
const BENCH_SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT || SANDBOX_PORT);
const BENCH_ADMIN_PORT = sandboxAdminPort(BENCH_SANDBOX_PORT);
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

/** Whether something already listens on this loopback port. */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
// A server left on one of the bench's ports would answer in place of the bench's own (its load
// and its admin calls would then land on someone else's sandbox): refuse to start.
const busy = [];
for (const port of [BRAND_PORT, BARE_PORT, UNCACHED_PORT, BENCH_SANDBOX_PORT, BENCH_ADMIN_PORT]) {
  if (await listening(port)) busy.push(port);
}
if (busy.length > 0) {
  console.error(
    `The bench's ports ${busy.join(', ')} are in use (another sandbox or app?). Stop it, or run the bench's sandbox elsewhere: BENCH_SANDBOX_PORT=4020 npm run bench`,
  );
  process.exit(1);
}

stopOnExit();
mkdirSync(out, { recursive: true });
if (!(await ensureChromium())) process.exit(1);

// What else ran when the bench started (and, at the end, when it stopped): see quietLine.
const quietBefore = await machineQuiet();
console.log(quietLine('before the bench', quietBefore));
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

await startSandbox({ port: BENCH_SANDBOX_PORT, dataDir: 'memory://', quiet: true });
const brandServer = await startBrand({
  brand: BRAND,
  port: BRAND_PORT,
  quiet: true,
  ...(BENCH_SANDBOX_PORT === SANDBOX_PORT
    ? {}
    : { platformUrl: `http://127.0.0.1:${BENCH_SANDBOX_PORT}` }),
});
const bare = spawn(
  process.execPath,
  [nextBin, 'start', '-p', String(BARE_PORT), '-H', '127.0.0.1'],
  { cwd: join(root, 'bench', 'bare-next'), env, stdio: 'ignore' },
);
process.on('exit', () => bare.kill());
await waitForUrl(`http://127.0.0.1:${BARE_PORT}/`, { name: 'bare next' });

/**
 * Gzip bytes of the scripts a fresh phone-sized page loads. A live page keeps its stream open, so
 * the network never goes idle there (`live`): it waits for the load event, then until no script
 * has arrived for a second (at most 15 s), the same first load as the network going idle.
 */
async function scriptBytes(url, { live = false } = {}) {
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
  if (live) {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const started = Date.now();
    let count = -1;
    while (count !== scripts.length && Date.now() - started < 15_000) {
      count = scripts.length;
      await page.waitForTimeout(1000);
    }
  } else {
    await page.goto(url, { waitUntil: 'networkidle' });
  }
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
// The live pages: the In-Play home and the first live event it links to.
const liveHtml = await (await fetch(`${base}/live`)).text();
const liveEventPath = [...liveHtml.matchAll(/href="(\/live\/[^"?#/]+)(?:[?#][^"]*)?"/g)]
  .map((match) => match[1])
  .find((path) => path !== '/live/sport');
const livePages = { live: '/live', ...(liveEventPath ? { liveEvent: liveEventPath } : {}) };
const liveJs = {};
for (const [name, path] of Object.entries(livePages))
  liveJs[name] = await scriptBytes(`${base}${path}`, { live: true });
const jsRow = (js, path) => ({
  path,
  scripts: js.count,
  gzipBytes: js.gzip,
  ratio: Number((js.gzip / bareJs.gzip).toFixed(2)),
});
/** Section 7's JavaScript: the live pages beside the bare page and the prematch pages. */
const liveJavascript = {
  bare: jsRow(bareJs, '(bare Next page)'),
  ...Object.fromEntries(Object.entries(pageJs).map(([name, js]) => [name, jsRow(js, pages[name])])),
  ...Object.fromEntries(
    Object.entries(liveJs).map(([name, js]) => [name, jsRow(js, livePages[name])]),
  ),
};
const openDesktopBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM, args: flags.filter((f) => f !== '--headless=new') });
/** Section 7 on the running servers. */
const runLive = () =>
  benchLive({
    base,
    brand: BRAND,
    sandboxUrl: `http://127.0.0.1:${BENCH_SANDBOX_PORT}`,
    adminUrl: `http://127.0.0.1:${BENCH_ADMIN_PORT}`,
    openBrowser: openDesktopBrowser,
  });

/** Section 8 on the running servers. */
const runPages = () =>
  benchPageCache({
    base,
    pid: brandServer.child.pid,
    bareUrl: `http://127.0.0.1:${BARE_PORT}/`,
    pages,
    adminUrl: `http://127.0.0.1:${BENCH_ADMIN_PORT}`,
    brand: BRAND,
    uncachedPort: UNCACHED_PORT,
    ...(BENCH_SANDBOX_PORT === SANDBOX_PORT
      ? {}
      : { platformUrl: `http://127.0.0.1:${BENCH_SANDBOX_PORT}` }),
  });

/**
 * The end of a partial run (BENCH_ONLY): stops the servers, writes `report-<only>.json` with the
 * machine's quiet before and after, prints the section, and exits.
 */
async function finishPartial(only, section, print) {
  stopAll();
  bare.kill();
  const quietAfter = await machineQuiet();
  const report = {
    date: new Date().toISOString(),
    brand: BRAND,
    only,
    machine: { before: quietBefore, after: quietAfter },
    ...section,
  };
  writeFileSync(join(out, `report-${only}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  console.log(quietLine('before the bench', quietBefore));
  console.log(quietLine('after it (its servers stopped)', quietAfter));
  print();
  console.log(`Report: bench/out/report-${only}.json`);
  process.exit(0);
}

if (ONLY === 'pages') {
  console.log('Anonymous page views only (BENCH_ONLY=pages)…');
  const pageCache = await runPages();
  await finishPartial('pages', { pageCache }, () => printPageCacheBench(pageCache));
}

if (ONLY === 'live') {
  console.log('Live only (BENCH_ONLY=live)…');
  const live = await runLive();
  await finishPartial('live', { live: { ...live, javascript: liveJavascript } }, () =>
    printLiveBench(live, liveJavascript),
  );
}

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

/**
 * A fresh browser on the desktop profile with `url` loaded (network idle), recording every long
 * task of its main thread as `[startTime, duration]` in `window.__longTasks`.
 */
async function openRecordingLongTasks(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flags.filter((f) => f !== '--headless=new'),
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([entry.startTime, entry.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { browser, page };
}

/** The long tasks (ms) of one page load in a fresh browser on the desktop profile. */
async function loadLongTasks(url) {
  const { browser, page } = await openRecordingLongTasks(url);
  const tasks = await page.evaluate(() => window.__longTasks.map(([, ms]) => ms));
  await browser.close();
  return tasks;
}

/**
 * The league filled to 200 events, all asked for (?page=10), on a desktop: the page renders the
 * first 20 rows, the rest come in batches as the player scrolls to the end and back up.
 */
async function longTasks() {
  const tree = await (
    await fetchAgain(`http://127.0.0.1:${BENCH_SANDBOX_PORT}/xapi/rest/eventpathtree`, {
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
      `http://127.0.0.1:${BENCH_ADMIN_PORT}/__admin/leagues/${league.id}/events`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: missing }),
      },
    );
    if (!added.ok) throw new Error(`filling the league failed: ${added.status}`);
  }
  // What the server sends: the first screenful of rows, not the 180 of the page.
  const html = await (await fetchAgain(`${base}${LEAGUE_PATH}?page=10`)).text();
  const htmlRows = (html.match(/<li class="cs-row"/g) ?? []).length;
  const htmlKB = Math.round(Buffer.byteLength(html) / 1024);
  const { browser, page } = await openRecordingLongTasks(`${base}${LEAGUE_PATH}?page=10`);
  const firstRows = await page.locator('li[data-event-id]').count();
  const scrollFrom = await page.evaluate(() => performance.now());
  // Scroll down as a player would, until the island has brought every batch (its status line
  // goes) or 20 s have passed.
  const started = Date.now();
  while (Date.now() - started < 20_000 && (await page.locator('.cs-later').count()) > 0) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  for (let i = 0; i < 10; i += 1) {
    await page.mouse.wheel(0, -2400);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  const rows = await page.locator('li[data-event-id]').count();
  const tasks = await page.evaluate(() => window.__longTasks);
  await browser.close();
  const summary = (list) => ({
    longTasks: list.length,
    over100ms: list.filter((ms) => ms > 100).length,
    longestMs: Math.round(Math.max(0, ...list)),
  });
  const all = tasks.map(([, ms]) => ms);
  return {
    htmlRows,
    htmlKB,
    firstRows,
    rows,
    ...summary(all),
    // The page's own load (the first rows, hydration) against the scroll that brings the rest.
    load: summary(tasks.filter(([start]) => start < scrollFrom).map(([, ms]) => ms)),
    scroll: summary(tasks.filter(([start]) => start >= scrollFrom).map(([, ms]) => ms)),
  };
}

/**
 * A price change on the league page, desktop: the sandbox moves one price, the page's 15 s
 * refresh brings it (the browser's clock is fast-forwarded to it), and the DOM says what changed.
 * A refresh must replace no button (a remounted button loses its movement and costs a render)
 * and touch only the button whose price moved. The React-level count (one button rendered, the
 * rest skipped by memo) is OddsButton.test.tsx's; this is what the browser did.
 */
async function refreshUpdates() {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flags.filter((f) => f !== '--headless=new'),
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.clock.install();
  await page.goto(`${base}${LEAGUE_PATH}`, { waitUntil: 'networkidle' });
  const first = page.locator('main li[data-event-id] button.cs-ob:not([disabled])').first();
  const outcomeId = await first.getAttribute('data-outcome-id');
  const before = Number(await first.getByTestId('price').textContent());
  const decimal = Math.round((before + 0.5) * 100) / 100;
  await page.evaluate(() => {
    const touched = new Set();
    let replaced = 0;
    const buttonOf = (node) =>
      (node.nodeType === 1 ? node : node.parentElement)?.closest?.('button.cs-ob') ?? null;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node.nodeType === 1 &&
            (node.matches('button.cs-ob') || node.querySelector('button.cs-ob'))
          )
            replaced += node.matches('button.cs-ob')
              ? 1
              : node.querySelectorAll('button.cs-ob').length;
        }
        const button = buttonOf(record.target);
        if (button) touched.add(button.dataset.outcomeId);
      }
      window.__refresh = { touched: [...touched], replaced };
    }).observe(document.querySelector('main'), {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  const moved = await fetchAgain(
    `http://127.0.0.1:${BENCH_ADMIN_PORT}/__admin/outcomes/${outcomeId}/price`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decimal }),
    },
  );
  if (!moved.ok) throw new Error(`moving a price failed: ${moved.status}`);
  await page.clock.fastForward(16_000);
  await page
    .locator(`main button[data-outcome-id="${outcomeId}"][data-movement]`)
    .waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  const buttons = await page.locator('main button.cs-ob').count();
  const seen = await page.evaluate(() => window.__refresh ?? { touched: [], replaced: 0 });
  await browser.close();
  return {
    buttons,
    touched: seen.touched.length,
    touchedOther: seen.touched.filter((id) => id !== outcomeId).length,
    replaced: seen.replaced,
  };
}

const PLAYER = 'demo';
const PASSWORD = 'demo1234';
/**
 * Strings only the slip's own code holds (the panel's refresh bar, the refresh listener's log
 * line): a script holding either carries the slip. A script of the first load holding one means
 * the slip's code ships to every league page instead of loading on the first pick.
 */
const SLIP_CODE_MARKERS = ['slip-refreshing', 'Betslip refresh: Operation canceled'];

/**
 * In the page: clicks the odds button of the `index`-th bettable row (one event per row), then
 * waits, frame by frame, until the slip shows `expected` selections with the platform's refresh
 * on screen. All in one `page.evaluate`: a Playwright polling loop would add its own main-thread
 * work to what is measured. "Refreshed" is the slip's refresh call seen to finish (a resource
 * timing entry, from the click on) and the slip's refresh bar gone: watching for the bar alone
 * could miss it (on the first pick the call can finish before the panel's code has loaded). Ends
 * one frame after that, once the frame showing it has been drawn.
 */
function pickInPage({ index, expected, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const bettable = [...document.querySelectorAll('main li[data-event-id]')].filter((row) =>
      row.querySelector('button.cs-ob:not([disabled])'),
    );
    const button = bettable[index]?.querySelector('button.cs-ob:not([disabled])');
    if (!button) {
      reject(new Error(`no odds button on bettable row ${index} (${bettable.length} rows)`));
      return;
    }
    const start = performance.now();
    let refreshed = false;
    const calls = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime >= start && entry.name.includes('/betslips/selections')) {
          refreshed = true;
        }
      }
    });
    calls.observe({ type: 'resource' });
    // The slip: the group named by a title starting "Betslip" (its selection cards carry
    // data-state; the refresh bar is data-testid="slip-refreshing").
    const slip = () =>
      [...document.querySelectorAll('[role="group"][aria-labelledby]')].find((group) =>
        document
          .getElementById(group.getAttribute('aria-labelledby') ?? '')
          ?.textContent?.startsWith('Betslip'),
      );
    const check = () => {
      const panel = slip();
      const shown = panel?.querySelectorAll('li > [data-state]').length ?? 0;
      const refreshing = Boolean(panel?.querySelector('[data-testid="slip-refreshing"]'));
      if (panel && refreshed && shown === expected && !refreshing) {
        calls.disconnect();
        requestAnimationFrame(() => resolve({ wallMs: performance.now() - start }));
      } else if (performance.now() - start > timeoutMs) {
        calls.disconnect();
        reject(
          new Error(
            `pick ${index + 1}: after ${timeoutMs} ms the slip shows ${panel ? shown : 'no panel'} of ${expected} selections, refresh call ${refreshed ? 'done' : 'not seen'}, refresh bar ${refreshing ? 'on' : 'off'}`,
          ),
        );
      } else {
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
    button.click();
  });
}

/**
 * The betslip on the desktop profile: a logged-in player opens the league page, picks one outcome
 * (the slip opens and its code loads), then five more on other events. Scripts are counted by the
 * phase in which they were requested (first load, login, first pick); main-thread work is CDP's
 * TaskDuration (every task of the page's main thread: script, style, layout, paint) from before
 * the click to after the frame that shows the refreshed slip.
 */
async function betslipBench() {
  const sandboxUrl = `http://127.0.0.1:${BENCH_SANDBOX_PORT}`;
  const adminUrl = `http://127.0.0.1:${BENCH_ADMIN_PORT}`;
  const reset = await fetchAgain(`${adminUrl}/__admin/players/${PLAYER}/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand: BRAND }),
  });
  if (!reset.ok) throw new Error(`resetting ${PLAYER} failed: ${reset.status}`);
  const news = await fetchAgain(`${sandboxUrl}/api/news_popup`, {
    headers: { 'X-SB-Brand': BRAND },
  });
  const newsId = news.ok ? (await news.json())?.id : undefined;

  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: flags.filter((f) => f !== '--headless=new'),
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  if (newsId !== undefined && newsId !== null) {
    // The news popup would cover the page (as e2e/support.ts dismissNewsPopup does).
    await page.addInitScript((id) => {
      localStorage.setItem('clem-news-popup-dismissed', JSON.stringify([id]));
    }, newsId);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  /**
   * CDP's main-thread counters, in ms. TaskDuration is the measure; the script, style and layout
   * parts say where it went, and ThreadTime (the thread's CPU time) how much of it was the page's
   * own work rather than waiting for a core (TaskDuration counts wall time).
   */
  const mainThread = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return {
      taskMs: value('TaskDuration'),
      scriptMs: value('ScriptDuration'),
      styleMs: value('RecalcStyleDuration'),
      layoutMs: value('LayoutDuration'),
      cpuMs: value('ThreadTime'),
    };
  };
  const round = (ms) => Math.round(ms * 10) / 10;
  const delta = (after, before) =>
    Object.fromEntries(Object.keys(after).map((key) => [key, round(after[key] - before[key])]));

  let phase = 'firstLoad';
  const phaseOf = new WeakMap();
  const scripts = [];
  const bodies = [];
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) =>
          scripts.push({
            phase: phaseOf.get(request) ?? phase,
            url: response.url(),
            gzip: gzipSync(body, { level: 9 }).length,
            slipCode: SLIP_CODE_MARKERS.some((marker) => body.includes(marker)),
          }),
        // A script that failed to load has no body to count.
        () => undefined,
      ),
    );
  });
  /** Lets late scripts of a phase arrive, then waits for their bodies. */
  const settle = async () => {
    await page.waitForTimeout(500);
    await Promise.all(bodies);
  };

  await page.goto(`${base}${LEAGUE_PATH}`, { waitUntil: 'networkidle' });
  await settle();

  phase = 'login';
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(PLAYER);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => localStorage.getItem('jwt'));
  await page.waitForLoadState('networkidle');
  await settle();

  /**
   * Waits (up to 10 s) for a second in which the page's main thread does under 20 ms of work, and
   * returns the last second's figure: the page's own background (live prices, timers), which
   * counts in every pick too. Right after the login the page can stay busy for seconds (214 ms
   * of work a second, two seconds after it, in one full bench run), which would count in the picks.
   */
  const idle = async () => {
    let last = Number.POSITIVE_INFINITY;
    for (let second = 0; second < 10 && last >= 20; second += 1) {
      const before = await mainThread();
      await page.waitForTimeout(1000);
      last = (await mainThread()).taskMs - before.taskMs;
    }
    return round(last);
  };
  const idleBeforePicks = await idle();

  const picks = [];
  phase = 'firstPick';
  for (let index = 0; index < 6; index += 1) {
    if (index === 1) {
      // The first pick's scripts are in: anything later belongs to the five that follow.
      await settle();
      phase = 'picks';
    }
    const before = await mainThread();
    const { wallMs } = await page.evaluate(pickInPage, {
      index,
      expected: index + 1,
      timeoutMs: 30_000,
    });
    picks.push({ ...delta(await mainThread(), before), wallMs: round(wallMs) });
    // Apart, as a player's clicks are.
    await page.waitForTimeout(300);
  }
  await settle();
  const idleAfterPicks = await idle();
  await browser.close();

  const sum = (phases) => {
    const chosen = scripts.filter((s) => phases.includes(s.phase));
    return { scripts: chosen.length, gzipBytes: chosen.reduce((n, s) => n + s.gzip, 0) };
  };
  const firstPickScripts = scripts.filter((s) => s.phase === 'firstPick');
  const [first, ...added] = picks;
  return {
    viewport: '1366x900',
    path: LEAGUE_PATH,
    firstLoad: sum(['firstLoad']),
    login: sum(['login']),
    firstPick: {
      newScripts: firstPickScripts.length,
      gzipBytes: firstPickScripts.reduce((n, s) => n + s.gzip, 0),
      files: firstPickScripts.map((s) => ({
        file: s.url.replace(/^.*\/_next\//, '_next/'),
        gzip: s.gzip,
        slipCode: s.slipCode,
      })),
      mainThread: first,
    },
    /** Scripts holding the slip's code that loaded before the first pick (should be none). */
    slipCodeBeforePick: scripts
      .filter((s) => s.slipCode && (s.phase === 'firstLoad' || s.phase === 'login'))
      .map((s) => s.url.replace(/^.*\/_next\//, '_next/')),
    /** The markers were found in what the first pick loaded, so the check above can fail. */
    slipCodeFoundOnFirstPick: firstPickScripts.some((s) => s.slipCode),
    /** After the pick phase: scripts the five further picks loaded (expected none). */
    laterPicks: sum(['picks']),
    addSelection: {
      runs: added,
      medianMs: median(added.map((p) => p.taskMs)),
      maxMs: Math.max(...added.map((p) => p.taskMs)),
      medianCpuMs: median(added.map((p) => p.cpuMs)),
    },
    idleMainThreadMsPerSecond: { beforePicks: idleBeforePicks, afterPicks: idleAfterPicks },
  };
}

/**
 * System bets for 15 selections in Node: scripts/bench-betslip-rules.ts through tsx (its loader
 * in this Node, as the sandbox is started: no npx process in between). It prints one JSON line.
 */
function betslipRulesBench() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'bench-betslip-rules.ts'), '500'],
    { cwd: root, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`bench-betslip-rules failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/** A child process run to its end: its exit status and the tail of its stderr. */
function spawnAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    child.on('error', (error) => resolve({ status: null, stderr: String(error) }));
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record the trace on this machine
 * (NO_NAVSTART, NO_FCP); such a run is repeated (up to twice), never counted as a score.
 */
async function lighthouse(url, index, attempt = 1) {
  const file = join(out, `lighthouse-${index}.json`);
  // Not spawnSync: the document-only server below runs in this process and must keep answering.
  const result = await spawnAsync(
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
    const reason = report?.runtimeError?.code ?? result.stderr.slice(-300);
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

let index = 0;
/**
 * Lighthouse in RUNS rounds, each every page of `urls` in turn (the bare page first where it is
 * one of them, so the floor is measured between the pages, not before or after them all), and the
 * median of each figure per page.
 */
async function lighthouseRounds(urls) {
  const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const [name, url] of Object.entries(urls))
      runs[name].push(await lighthouse(url, (index += 1)));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      {
        median: Object.fromEntries(
          Object.keys(list[0]).map((key) => [key, median(list.map((r) => r[key]))]),
        ),
        runs: list,
      },
    ]),
  );
}

const lighthousePages = { ...pages, ...livePages };
console.log(
  `Lighthouse mobile, ${RUNS} rounds of the bare page then ${Object.keys(lighthousePages).join(', ')}…`,
);
const rounds = await lighthouseRounds({
  bare: `http://127.0.0.1:${BARE_PORT}/`,
  ...Object.fromEntries(
    Object.entries(lighthousePages).map(([name, path]) => [name, `${base}${path}`]),
  ),
});
const lighthouseByPage = Object.fromEntries(
  Object.entries(lighthousePages).map(([name, path]) => [name, { path, ...rounds[name] }]),
);
const lh = lighthouseByPage.sports.median;

/**
 * Serves the league page's HTML (as fetched at the start) with every script and script preload
 * taken out (gzip, like the app) at `/`, and passes every other path to the brand app, so images
 * load as on the real page. What Lighthouse scores there is the document's own cost: parsing,
 * style, layout and paint of the server-rendered page with no framework or island code.
 */
async function documentOnlyServer(port) {
  const html = leagueHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '');
  const server = createServer(async (request, response) => {
    try {
      const fromApp =
        request.url === '/'
          ? { type: 'text/html; charset=utf-8', body: Buffer.from(html), cache: 'no-store' }
          : await fetch(`${base}${request.url}`).then(async (r) => ({
              type: r.headers.get('content-type') ?? 'application/octet-stream',
              body: Buffer.from(await r.arrayBuffer()),
              cache: r.headers.get('cache-control') ?? 'no-store',
              status: r.status,
            }));
      const zip = /html|javascript|css|svg|json|text/.test(fromApp.type);
      response.writeHead(fromApp.status ?? 200, {
        'content-type': fromApp.type,
        'cache-control': fromApp.cache,
        ...(zip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(zip ? gzipSync(fromApp.body) : fromApp.body);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

console.log('The floor: Lighthouse on the league document without scripts…');
const DOCUMENT_PORT = 3203;
const documentServer = await documentOnlyServer(DOCUMENT_PORT);
const documentUrl = `http://127.0.0.1:${DOCUMENT_PORT}/`;
const lighthouseFloor = {
  bare: { url: `http://127.0.0.1:${BARE_PORT}/`, ...rounds.bare },
  document: { url: documentUrl, ...(await lighthouseRounds({ document: documentUrl })).document },
};
documentServer.close();

/** Each page's Lighthouse medians beside the bare page's from the same rounds (target: within 2). */
function printLighthouse() {
  const floor = lighthouseFloor.bare.median;
  console.log(
    `Lighthouse mobile, median of ${RUNS} rounds; floor: the bare Next page (no content) ${floor.performance} (runs ${lighthouseFloor.bare.runs.map((r) => r.performance).join(' / ')}); FCP ${Math.round(floor.fcpMs)} ms, LCP ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(floor.tbtMs)} ms`,
  );
  for (const [name, { path, median: l, runs }] of Object.entries(lighthouseByPage)) {
    const gap = floor.performance - l.performance;
    console.log(
      `  ${name.padEnd(9)} ${path}: performance ${l.performance} (runs ${runs.map((r) => r.performance).join(' / ')}), ${gap} below bare, ${gap <= 2 ? 'met' : 'MISSED'} (target: within 2); accessibility ${l.accessibility}, best practices ${l.bestPractices}; FCP ${Math.round(l.fcpMs)} ms, LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms, CLS ${l.cls.toFixed(3)}`,
    );
  }
}

if (ONLY === 'lighthouse') {
  await finishPartial(
    'lighthouse',
    { lighthouseByPage, lighthouseFloor, javascript: liveJavascript },
    printLighthouse,
  );
}

// After Lighthouse (a browser beside it would weigh on what it simulates), before the league is
// filled (the picks are on the ordinary league page).
console.log('Betslip on the desktop profile…');
const betslip = { ...(await betslipBench()), systemBets: betslipRulesBench() };

// After Lighthouse: filling the league adds about 170 events to the sandbox (and to the live
// simulator's work), which must not weigh on the ordinary pages Lighthouse measures.
console.log('A price change on the league page…');
const refresh = await refreshUpdates();
console.log('League with 200 events…');
const bigLeague = await longTasks();
// The same measure on the bare page, three fresh browsers: the framework's own evaluation task.
const bareLoadLongest = [];
for (let i = 0; i < 3; i += 1) {
  bareLoadLongest.push(Math.round(Math.max(0, ...(await loadLongTasks(lighthouseFloor.bare.url)))));
}
// Before live: its load generator would weigh on the platform these rows read.
console.log('Anonymous page views…');
const pageCache = await runPages();
console.log('Live…');
const live = { ...(await runLive()), javascript: liveJavascript };

stopAll();
bare.kill();
console.log('Sandbox load test…');
const sandbox = await benchSandbox();
const quietAfter = await machineQuiet();

const report = {
  date: new Date().toISOString(),
  brand: BRAND,
  machine: { before: quietBefore, after: quietAfter },
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
  lighthouseFloor,
  bareLoadLongestMs: bareLoadLongest,
  betslip,
  refresh,
  bigLeague,
  pageCache,
  live,
  sandbox,
};
writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('');
console.log(quietLine('before the bench', quietBefore));
console.log(quietLine('after it (its servers stopped)', quietAfter));
console.log(
  `JavaScript loaded by a bare Next page: ${kb(bareJs.gzip)} gzip in ${bareJs.count} scripts`,
);
for (const [name, js] of Object.entries(pageJs)) {
  console.log(
    `${name.padEnd(6)} ${pages[name]} (${BRAND}): ${kb(js.gzip)} gzip in ${js.count} scripts, ${(js.gzip / bareJs.gzip).toFixed(2)}× bare`,
  );
}
printLighthouse();
{
  const l = lighthouseFloor.document.median;
  console.log(
    `Floor: the league document without scripts (${LEAGUE_PATH}): Lighthouse mobile (median of ${RUNS}) ${l.performance}; FCP ${Math.round(l.fcpMs)} ms, LCP ${Math.round(l.lcpMs)} ms, TBT ${Math.round(l.tbtMs)} ms; runs ${lighthouseFloor.document.runs.map((r) => r.performance).join(' / ')}`,
  );
}
const ms = (n) => `${n.toFixed(1)} ms`;
const met = (ok) => (ok ? 'met' : 'MISSED');
console.log(
  `Betslip (desktop 1366×900, logged in, ${LEAGUE_PATH}): first load ${kb(betslip.firstLoad.gzipBytes)} gzip in ${betslip.firstLoad.scripts} scripts; the first pick loaded ${betslip.firstPick.newScripts} new scripts, ${kb(betslip.firstPick.gzipBytes)} gzip`,
);
console.log(
  `       Slip code before the first pick (target: none): ${betslip.slipCodeBeforePick.length === 0 ? 'none' : betslip.slipCodeBeforePick.join(', ')}${betslip.slipCodeFoundOnFirstPick ? '' : ' (but no slip code found in the first pick either: check SLIP_CODE_MARKERS)'}, ${met(betslip.slipCodeBeforePick.length === 0 && betslip.slipCodeFoundOnFirstPick)}`,
);
console.log(
  `       Adding a selection, main-thread work (target < 50 ms): next five median ${ms(betslip.addSelection.medianMs)} (CPU ${ms(betslip.addSelection.medianCpuMs)}), max ${ms(betslip.addSelection.maxMs)}, ${met(betslip.addSelection.maxMs < 50)}; first pick (loads the slip) ${ms(betslip.firstPick.mainThread.taskMs)}; idle page ${ms(betslip.idleMainThreadMsPerSecond.beforePicks)}/s before the picks, ${ms(betslip.idleMainThreadMsPerSecond.afterPicks)}/s after`,
);
console.log(
  `       System bets, 15 selections, every bundle type (Node, target: p95 < 5 ms): median ${betslip.systemBets.medianMs} ms, p95 ${betslip.systemBets.p95Ms} ms over ${betslip.systemBets.runs} runs, ${met(betslip.systemBets.p95Ms < 5)}`,
);
console.log(
  `A price change, refreshed (desktop, ${LEAGUE_PATH}): ${refresh.touched} of ${refresh.buttons} odds buttons changed in the DOM (${refresh.touchedOther} besides the moved one), ${refresh.replaced} replaced, ${met(refresh.touched === 1 && refresh.replaced === 0)}`,
);
console.log(
  `League with 200 events (desktop, ?page=10, scrolled to the end and back): ${bigLeague.htmlRows} rows in the HTML (${bigLeague.htmlKB} KB), ${bigLeague.firstRows} once loaded, ${bigLeague.rows} after scrolling; ${bigLeague.longTasks} long tasks, ${bigLeague.over100ms} over 100 ms, longest ${bigLeague.longestMs} ms, ${met(bigLeague.over100ms === 0)}; while loading ${bigLeague.load.longTasks} (longest ${bigLeague.load.longestMs} ms), while scrolling ${bigLeague.scroll.longTasks} (longest ${bigLeague.scroll.longestMs} ms)`,
);
console.log(
  `Floor: the bare Next page's longest load task, fresh desktop browser (three loads): ${bareLoadLongest.join(' / ')} ms`,
);
printPageCacheBench(pageCache);
printLiveBench(live, liveJavascript);
printSandboxBench(sandbox);
console.log(`Report: bench/out/report.json`);
process.exit(0);
