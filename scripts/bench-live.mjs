// The live part of `npm run bench` (scripts/bench.mjs runs it last, or alone with BENCH_ONLY=live):
// what the In-Play list costs a desktop browser under load, against the bench's own sandbox and
// brand app.
//  a. Desktop `/live` (1366×900) listing BENCH_LIVE_EVENTS (500) live events while the sandbox's
//     load generator (POST /__admin/live/load) moves BENCH_LIVE_RATE (200) prices a second over
//     their first three displayed markets, for BENCH_LIVE_WINDOW_MS (60 s): long tasks (target: none
//     over 50 ms of the main thread's CPU time, from the browser's trace, each beside its
//     wall-clock time and Long Animation Frame; see traceLongTasks) and every DOM mutation under <main>, sorted by what it touched (a price button
//     whose outcome the stream moved; one whose market changed status; a row's clock or score of
//     an event that had such a change; anything else), mutations per applied price change.
//  b. A soak at the same load for BENCH_LIVE_SOAK_MS (default 600000, ten minutes; e.g. 120000
//     for a quick run) from the same page: JS heap (CDP JSHeapUsedSize after a forced GC) at its
//     start and end (target: under 10 % growth).
//  c. Emit to button: during the soak, BENCH_LIVE_MOVES (240) price admin moves of outcomes on the
//     first screen; the sandbox's `emittedAt` (read by this script on the stream) against the
//     page's wall clock when the button's text changes (target: p95 under 250 ms).
//  e. The 2,000 stream clients of apps/sandbox/scripts/sse-load.mjs, 15 s (after the browser).
// First-load JavaScript of `/live` and a live event page (d) is measured in bench.mjs beside the
// prematch pages.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { join } from 'node:path';
import { root } from './lib/servers.mjs';

const EVENTS = Number(process.env.BENCH_LIVE_EVENTS || 500);
const RATE = Number(process.env.BENCH_LIVE_RATE || 200);
const WINDOW_MS = Number(process.env.BENCH_LIVE_WINDOW_MS || 60_000);
const SOAK_MS = Number(process.env.BENCH_LIVE_SOAK_MS || 600_000);
const MOVES = Number(process.env.BENCH_LIVE_MOVES || 240);
const MOVES_PER_SECOND = 8;
/** The list renders 50 events a page of "show more"; ?page=10 asks for 500. */
const LIST_PAGE = Math.ceil(EVENTS / 50);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const TIMED_OUT = Symbol('timed out');
/** The promise's value, or TIMED_OUT after `ms` (a page whose main thread never frees up). */
const within = (promise, ms) =>
  Promise.race([promise, sleep(ms).then(() => TIMED_OUT)]).catch(() => TIMED_OUT);
/** How long the page may take to answer under load before it counts as unresponsive. */
const ANSWER_MS = 30_000;

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * This script's own reader of the sandbox's stream: what changed (outcome prices, market status,
 * event clock and score) and when the sandbox logged each price (`emittedAt`, wall-clock ms).
 */
function streamListener(sandboxUrl) {
  const url = new URL('/xapi/marketdata/v1/stream', sandboxUrl);
  const state = {
    recording: false,
    /** Per outcome: how many price changes carried it since the listener opened. */
    prices: new Map(),
    /** The same, in the recorded window. */
    windowPrices: new Map(),
    /** p changes (one per market moved) in the recorded window. */
    priceChanges: 0,
    markets: new Set(),
    events: new Map(),
    feedAlerts: 0,
    /** `${outcomeId}:${decimal}` → emittedAt of the latest such change (for the latency). */
    emitted: new Map(),
    received: 0,
  };
  let carry = '';
  const request = http.get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      const text = carry + chunk;
      const cut = text.lastIndexOf('\n\n');
      carry = cut === -1 ? text : text.slice(cut + 2);
      if (cut === -1) return;
      for (const frame of text.slice(0, cut).split('\n\n')) {
        if (!frame.includes('event: change')) continue;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const change = JSON.parse(data.slice(6));
        state.received += 1;
        if (change.type === 'p') {
          for (const outcome of change.outcomes) {
            state.emitted.set(`${outcome.id}:${outcome.decimal}`, change.emittedAt);
          }
        }
        if (change.type === 'p') {
          if (state.recording) state.priceChanges += 1;
          for (const outcome of change.outcomes) {
            state.prices.set(outcome.id, (state.prices.get(outcome.id) ?? 0) + 1);
            if (state.recording) {
              state.windowPrices.set(outcome.id, (state.windowPrices.get(outcome.id) ?? 0) + 1);
            }
          }
        } else if (change.type === 'm') state.markets.add(change.marketId);
        else if (change.type === 'fa') state.feedAlerts += 1;
        else if (change.eventId !== null) {
          const types = state.events.get(change.eventId) ?? new Set();
          types.add(change.type);
          state.events.set(change.eventId, types);
        }
      }
    });
  });
  request.on('error', () => undefined);
  return {
    state,
    /**
     * Counts (priceChanges, windowPrices) start afresh; what explains a mutation (prices, markets,
     * events, feed alerts) keeps what came before too: a page running behind the stream applies
     * changes in the window that arrived before it.
     */
    record(on) {
      if (on) {
        state.windowPrices = new Map();
        state.priceChanges = 0;
      }
      state.recording = on;
    },
    close: () => request.destroy(),
  };
}

/**
 * In the page: counts every mutation under <main> by what it touched, in plain counters (the
 * observer's own work runs on the measured main thread, so it stays small).
 */
function observeMutations() {
  const seen = {
    records: 0,
    buttons: {},
    buttonsReplaced: 0,
    rows: {},
    rowsRemoved: 0,
    outside: 0,
    samples: [],
    outsideSamples: [],
  };
  const describe = (element) => {
    const parts = [];
    for (let node = element; node && node.tagName !== 'MAIN' && parts.length < 4;) {
      parts.unshift(
        `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`,
      );
      node = node.parentElement;
    }
    return parts.join('>');
  };
  window.__mutations = seen;
  window.__mutationObserver = new MutationObserver((records) => {
    for (const record of records) {
      seen.records += 1;
      const element = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const button = element?.closest('button.cs-ob');
      if (button) {
        const id = button.dataset.outcomeId;
        seen.buttons[id] = (seen.buttons[id] ?? 0) + 1;
        continue;
      }
      if (record.type === 'childList') {
        let row = false;
        for (const node of record.removedNodes) {
          if (node.nodeType !== 1) continue;
          if (node.matches('li[data-event-id]')) row = true;
          else if (node.matches('button.cs-ob') || node.querySelector('button.cs-ob'))
            seen.buttonsReplaced += 1;
        }
        if (row) {
          seen.rowsRemoved += 1;
          continue;
        }
      }
      const row = element?.closest('li[data-event-id]');
      if (row) {
        const id = row.dataset.eventId;
        seen.rows[id] = (seen.rows[id] ?? 0) + 1;
        if (seen.samples.length < 40) seen.samples.push(`row ${id}: ${describe(element)}`);
        continue;
      }
      seen.outside += 1;
      if (seen.outsideSamples.length < 20) {
        seen.outsideSamples.push(`${record.type} ${describe(element)}`);
      }
    }
  });
  window.__mutationObserver.observe(document.querySelector('main'), {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/**
 * In the page: the wall-clock time (performance.timeOrigin + now) of each text change of these
 * buttons' prices, and of the frame after it (when it is drawn).
 */
function observePrices(ids) {
  window.__priceTimes = [];
  for (const id of ids) {
    const price = document.querySelector(`main button.cs-ob[data-outcome-id="${id}"] .cs-ob-price`);
    if (!price) continue;
    new MutationObserver(() => {
      const at = performance.timeOrigin + performance.now();
      const entry = { id: Number(id), text: price.textContent, at, frameAt: null };
      window.__priceTimes.push(entry);
      requestAnimationFrame(() => {
        entry.frameAt = performance.timeOrigin + performance.now();
      });
    }).observe(price, { subtree: true, childList: true, characterData: true });
  }
}

/** Outcome → market and event of the live list's first `events` events (up to 6 markets each). */
async function outcomeIndex(sandboxUrl, brand, events) {
  const index = new Map();
  for (let page = 1; (page - 1) * 200 < events; page += 1) {
    const body = await json(
      `${sandboxUrl}/xapi/marketdata/v1/livepage?eventsPerPage=200&page=${page}&marketsPerEvent=6`,
      { headers: { 'X-SB-Brand': brand } },
    );
    for (const sport of body.sports) {
      for (const event of sport.events) {
        for (const market of event.markets) {
          for (const outcome of market.outcomes) {
            index.set(outcome.id, { marketId: market.id, eventId: event.id });
          }
        }
      }
    }
  }
  return index;
}

/**
 * The renderer's main-thread tasks over 50 ms, by the browser's own trace ('toplevel': each task
 * with its wall-clock duration and the CPU time its thread got). Long tasks (and their Long
 * Animation Frames) are wall-clock figures: on this machine the sandbox, its load generator, the
 * brand server and this script share two cores with the browser, and a task whose thread was
 * descheduled for a while looks long without the page doing more work. The CPU time tells the
 * two apart; a player's device runs no platform beside the page.
 */
async function traceLongTasks(cdp) {
  const long = [];
  const mainThreads = new Set();
  let firstTs = Infinity;
  const onData = ({ value }) => {
    for (const e of value) {
      if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain') {
        mainThreads.add(`${e.pid}:${e.tid}`);
      } else if (e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X') {
        if (e.ts < firstTs) firstTs = e.ts;
        if (e.dur > 50_000) long.push(e);
      }
    }
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel'] },
  });
  /** Stops the trace; the tasks that started in the first `windowS` seconds of it. */
  return async (windowS) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    return long
      .filter((e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ts - firstTs < windowS * 1e6)
      .map((e) => ({
        atS: Math.round((e.ts - firstTs) / 100_000) / 10,
        wallMs: Math.round(e.dur / 1000),
        cpuMs: e.tdur === undefined ? null : Math.round(e.tdur / 1000),
      }));
  };
}

/** sse-load.mjs against the bench's sandbox: 2,000 clients for `seconds`. */
function sseLoad(sandboxUrl, adminUrl, seconds) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        join(root, 'apps', 'sandbox', 'scripts', 'sse-load.mjs'),
        '--url',
        sandboxUrl,
        '--admin',
        adminUrl,
        '--clients',
        '2000',
        '--seconds',
        String(seconds),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('close', (status) => {
      try {
        resolve(status === 0 ? JSON.parse(stdout) : { error: stderr || `exit ${status}` });
      } catch {
        resolve({ error: `unreadable output: ${stdout.slice(-300)}` });
      }
    });
  });
}

/**
 * Sections a, b, c and e (see the header). `openBrowser()` gives a fresh desktop-flagged Chromium;
 * `base` is the brand app, `sandboxUrl`/`adminUrl` the bench's sandbox.
 */
export async function benchLive({ base, brand, sandboxUrl, adminUrl, openBrowser }) {
  const load = `${adminUrl}/__admin/live/load`;
  const t0 = Date.now();
  /** A progress line: a long run shows where it is. */
  const step = (what) => console.log(`  Live: ${what} (${Math.round((Date.now() - t0) / 1000)} s)`);
  console.log(`  Live: ${EVENTS} events in play, ${RATE} price changes a second…`);
  const started = await json(load, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: EVENTS, changesPerSecond: RATE, marketsPerEvent: 3 }),
  });
  step(`${started.liveEvents} in play (${started.eventsStarted} started), prices moving`);
  const stream = streamListener(sandboxUrl);
  const browser = await openBrowser();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push([entry.startTime, entry.duration]);
      }
    }).observe({ type: 'longtask', buffered: true });
    // What each long frame spent its time on (Long Animation Frames): the scripts that ran, by
    // what started them, and the rendering after them. Names the cause of a long task.
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        window.__longFrames.push({
          start: Math.round(f.startTime),
          ms: Math.round(f.duration),
          blockingMs: Math.round(f.blockingDuration),
          renderMs: f.renderStart ? Math.round(f.startTime + f.duration - f.renderStart) : 0,
          styleLayoutMs: f.styleAndLayoutStart
            ? Math.round(f.startTime + f.duration - f.styleAndLayoutStart)
            : 0,
          scripts: [...f.scripts]
            .sort((a, b) => b.duration - a.duration)
            .slice(0, 3)
            .map((s) => ({
              invoker: s.invoker,
              ms: Math.round(s.duration),
              layoutMs: Math.round(s.forcedStyleAndLayoutDuration),
              fn: s.sourceFunctionName,
              source: `${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}`,
            })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const heapAfterGc = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await metrics()).JSHeapUsedSize;
  };

  // The stream stays open, so the network is never idle: wait for the rows instead.
  const path = `/live?page=${LIST_PAGE}`;
  const loadStart = Date.now();
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 180_000 });
  await page.waitForSelector('main li[data-event-id]', { timeout: 60_000 });
  const loadMs = Date.now() - loadStart;
  step(`${path} loaded in ${loadMs} ms`);
  // Let hydration and the first catch-up of the stream finish.
  await sleep(5000);

  /**
   * The page could not even be set up for the window under load: the load is stopped, and once
   * the page answers again its long tasks say how long its main thread was held.
   */
  const gaveUp = async (phase) => {
    await json(load, { method: 'DELETE' });
    const stoppedAt = Date.now();
    step(`the page did not answer within ${ANSWER_MS / 1000} s (${phase}); load stopped`);
    const tasks = await within(
      page.evaluate(() => window.__longTasks.map(([, ms]) => ms)),
      300_000,
    );
    const unresponsive = {
      phase,
      noAnswerWithinMs: ANSWER_MS,
      answeredAfterLoadStoppedMs: tasks === TIMED_OUT ? null : Date.now() - stoppedAt,
      longTasks: tasks === TIMED_OUT ? null : tasks.length,
      longestTaskMs: tasks === TIMED_OUT ? null : Math.round(Math.max(0, ...tasks)),
    };
    const loadStatus = await json(load, { method: 'GET' });
    await browser.close();
    stream.close();
    console.log('  Live: 2,000 stream clients, 15 s…');
    const sse = await sseLoad(sandboxUrl, adminUrl, 15);
    return { unresponsive, list: null, latency: null, soak: null, loadAtEnd: loadStatus, sse };
  };
  const setUp = await within(
    page.evaluate(() => ({
      rows: document.querySelectorAll('main li[data-event-id]').length,
      buttons: document.querySelectorAll('main button.cs-ob').length,
      longTasks: window.__longTasks.map(([, ms]) => ms),
    })),
    ANSWER_MS,
  );
  if (setUp === TIMED_OUT) return gaveUp('5 s after loading');
  const { rows, buttons, longTasks: loadLongTasks } = setUp;

  // b. The soak starts here; a. and c. run within it.
  const soakStart = Date.now();
  const heapStart = await within(heapAfterGc(), ANSWER_MS);
  if (heapStart === TIMED_OUT) return gaveUp('garbage collection before the window');
  const heap = [{ atS: 0, bytes: heapStart }];
  step(`${rows} rows; heap measured; ${WINDOW_MS / 1000} s window`);

  // a. The window: long tasks, main-thread time, mutations.
  const markMs = await within(
    page.evaluate(observeMutations).then(() => page.evaluate(() => performance.now())),
    ANSWER_MS,
  );
  if (markMs === TIMED_OUT) return gaveUp('setting up the mutation count');
  stream.record(true);
  const stopTrace = await traceLongTasks(cdp);
  const before = await metrics();
  const windowStart = Date.now();
  await sleep(WINDOW_MS);
  const windowS = (Date.now() - windowStart) / 1000;
  const tracedLongTasks = await within(stopTrace(windowS), ANSWER_MS);
  // A page that cannot answer within ANSWER_MS under load is reported as such; the load is then
  // stopped so that it drains, and what it recorded is read after (the longest task included).
  let unresponsive = null;
  if (
    (await within(
      page.evaluate(() => 1),
      ANSWER_MS,
    )) === TIMED_OUT
  ) {
    await json(load, { method: 'DELETE' });
    const stoppedAt = Date.now();
    step(`the page did not answer within ${ANSWER_MS / 1000} s under load; load stopped`);
    const drained = await within(
      page.evaluate(() => 1),
      300_000,
    );
    unresponsive = {
      noAnswerWithinMs: ANSWER_MS,
      answeredAfterLoadStoppedMs: drained === TIMED_OUT ? null : Date.now() - stoppedAt,
    };
    if (drained === TIMED_OUT) {
      await browser.close();
      stream.close();
      return { unresponsive, list: null, latency: null, soak: null, sse: null };
    }
  }
  const after = await metrics();
  const seen = await page.evaluate(() => {
    window.__mutationObserver.disconnect();
    return window.__mutations;
  });
  stream.record(false);
  // The window's tasks only: stopping the trace after it costs the page a burst of work.
  const windowEndMs = markMs + windowS * 1000;
  const tasks = await page.evaluate(
    ([mark, end]) =>
      window.__longTasks.filter(([start]) => start >= mark && start < end).map(([, ms]) => ms),
    [markMs, windowEndMs],
  );
  // Each task over 50 ms in the window: when it came (s into the window) and the long frame
  // that holds it, so a missed target names its cause.
  const over50 = await page.evaluate(
    ([mark, end]) =>
      window.__longTasks
        .filter(([start, ms]) => start >= mark && start < end && ms > 50)
        .map(([start, ms]) => ({
          atS: Math.round((start - mark) / 100) / 10,
          ms: Math.round(ms),
          frame:
            window.__longFrames.find((f) => f.start <= start + 1 && start < f.start + f.ms) ?? null,
        })),
    [markMs, windowEndMs],
  );
  const rendered = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('main button.cs-ob')].map((b) => Number(b.dataset.outcomeId)),
    ),
  );
  step('window done');
  const index = await outcomeIndex(sandboxUrl, brand, EVENTS);
  const { state } = stream;
  let pricedMutations = 0;
  let statusMutations = 0;
  const unexplainedButtons = [];
  for (const [id, count] of Object.entries(seen.buttons)) {
    const outcomeId = Number(id);
    if (state.prices.has(outcomeId)) pricedMutations += count;
    else if (state.markets.has(index.get(outcomeId)?.marketId) || state.feedAlerts > 0)
      statusMutations += count;
    else unexplainedButtons.push(outcomeId);
  }
  let rowInfoMutations = 0;
  const unexplainedRows = [];
  for (const [id, count] of Object.entries(seen.rows)) {
    if (state.events.has(Number(id))) rowInfoMutations += count;
    else unexplainedRows.push(Number(id));
  }
  let appliedToRendered = 0;
  for (const [id, count] of state.windowPrices) if (rendered.has(id)) appliedToRendered += count;
  const pricedButtons = Object.keys(seen.buttons).filter((id) =>
    state.prices.has(Number(id)),
  ).length;
  const longest = Math.round(Math.max(0, ...tasks));
  const list = {
    path,
    viewport: '1366x900',
    loadMs,
    rows,
    buttons,
    loadLongestTaskMs: Math.round(Math.max(0, ...loadLongTasks)),
    windowS: Math.round(windowS),
    unresponsive,
    load: started,
    stream: {
      priceChanges: state.priceChanges,
      perSecond: Math.round(state.priceChanges / windowS),
      outcomePriceChanges: [...state.windowPrices.values()].reduce((s, n) => s + n, 0),
      toRenderedButtons: appliedToRendered,
      marketStatusChanges: state.markets.size,
      eventsWithClockOrScoreChanges: state.events.size,
      feedAlerts: state.feedAlerts,
    },
    longTasks: tasks.length,
    over50ms: tasks.filter((ms) => ms > 50).length,
    over50,
    longestTaskMs: longest,
    /** The trace's tasks over 50 ms (wall clock), each with its thread's CPU time. */
    traced: tracedLongTasks === TIMED_OUT ? null : tracedLongTasks,
    longestTaskCpuMs:
      tracedLongTasks === TIMED_OUT || tracedLongTasks.some((t) => t.cpuMs === null)
        ? null
        : Math.max(0, ...tracedLongTasks.map((t) => t.cpuMs)),
    mainThreadMsPerSecond: Math.round(
      ((after.TaskDuration - before.TaskDuration) * 1000) / windowS,
    ),
    scriptMsPerSecond: Math.round(
      ((after.ScriptDuration - before.ScriptDuration) * 1000) / windowS,
    ),
    mutations: {
      records: seen.records,
      onMovedPriceButtons: pricedMutations,
      movedButtonsTouched: pricedButtons,
      onButtonsOfMarketsThatChangedStatus: statusMutations,
      onButtonsWithNoChange: unexplainedButtons.length,
      buttonsReplaced: seen.buttonsReplaced,
      rowClockOrScore: rowInfoMutations,
      rowsWithNoChange: unexplainedRows.length,
      rowsRemoved: seen.rowsRemoved,
      outsideRows: seen.outside,
      perAppliedPriceChange:
        appliedToRendered === 0
          ? null
          : Math.round((pricedMutations / appliedToRendered) * 100) / 100,
      samples: seen.samples.slice(0, 12),
      outsideSamples: seen.outsideSamples,
      unexplainedButtonIds: unexplainedButtons.slice(0, 10),
    },
  };

  if (unresponsive) {
    // Without an answering page there is no latency or soak under load to measure.
    const loadStatus = await json(load, { method: 'GET' });
    await browser.close();
    stream.close();
    console.log('  Live: 2,000 stream clients, 15 s…');
    const sse = await sseLoad(sandboxUrl, adminUrl, 15);
    const skipped = { skipped: 'the page did not answer under load' };
    return { list, latency: skipped, soak: skipped, loadAtEnd: loadStatus, sse };
  }

  // c. Emit to button: admin moves of outcomes on the first screen, at MOVES_PER_SECOND.
  // The list's first rows in view (the page's heading, chips and filters come before them).
  await page.evaluate(() => document.querySelector('main li[data-event-id]')?.scrollIntoView());
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll('main button.cs-ob:not([disabled])')]
      .filter((b) => {
        const box = b.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      })
      .map((b) => ({
        id: Number(b.dataset.outcomeId),
        decimal: Number(b.querySelector('.cs-ob-price')?.textContent),
      }))
      .filter((t) => Number.isFinite(t.decimal)),
  );
  await page.evaluate(
    observePrices,
    targets.map((t) => t.id),
  );
  step(`${targets.length} buttons on the first screen; ${MOVES} price moves`);
  const moves = [];
  let moveErrors = 0;
  if (targets.length > 0) {
    for (let i = 0; i < MOVES; i += 1) {
      const target = targets[i % targets.length];
      const round = Math.floor(i / targets.length);
      // Two decimals, so the button's text is exactly this price; never the one it shows now.
      const decimal = Math.round((1.5 + ((target.id * 7 + round * 37) % 300) / 100) * 100) / 100;
      const next = decimal === target.decimal ? Math.round((decimal + 0.11) * 100) / 100 : decimal;
      target.decimal = next;
      moves.push({ id: target.id, decimal: next });
      fetch(`${adminUrl}/__admin/outcomes/${target.id}/price`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ decimal: next }),
      })
        .then((response) => {
          if (!response.ok) moveErrors += 1;
          return response.body?.cancel();
        })
        .catch(() => (moveErrors += 1));
      await sleep(1000 / MOVES_PER_SECOND);
    }
  }
  await sleep(2000);
  const times = await page.evaluate(() => window.__priceTimes);
  const skewMs = await page.evaluate(() => performance.timeOrigin + performance.now() - Date.now());
  const latencies = [];
  const frameLatencies = [];
  let unmatched = 0;
  for (const move of moves) {
    const emittedAt = state.emitted.get(`${move.id}:${move.decimal}`);
    const shown =
      emittedAt === undefined
        ? undefined
        : times.find(
            (t) => t.id === move.id && Number(t.text) === move.decimal && t.at >= emittedAt - 5,
          );
    if (!shown) {
      unmatched += 1;
      continue;
    }
    latencies.push(shown.at - emittedAt);
    if (shown.frameAt !== null) frameLatencies.push(shown.frameAt - emittedAt);
  }
  latencies.sort((a, b) => a - b);
  frameLatencies.sort((a, b) => a - b);
  const r = (n) => (n === null ? null : Math.round(n));
  const latency = {
    moves: moves.length,
    buttons: targets.length,
    matched: latencies.length,
    unmatched,
    moveErrors,
    p50Ms: r(percentile(latencies, 50)),
    p95Ms: r(percentile(latencies, 95)),
    maxMs: r(latencies.at(-1) ?? null),
    frame: { p50Ms: r(percentile(frameLatencies, 50)), p95Ms: r(percentile(frameLatencies, 95)) },
    pageClockMinusDateNowMs: Math.round(skewMs * 10) / 10,
  };

  step('moves done; the rest of the soak');
  // b. The rest of the soak, a GC'd heap sample a minute.
  while (Date.now() - soakStart < SOAK_MS) {
    await sleep(Math.min(60_000, SOAK_MS - (Date.now() - soakStart)));
    heap.push({ atS: Math.round((Date.now() - soakStart) / 1000), bytes: await heapAfterGc() });
  }
  // A soak shorter than the window and the moves still has its end.
  if (heap.length === 1) {
    heap.push({ atS: Math.round((Date.now() - soakStart) / 1000), bytes: await heapAfterGc() });
  }
  const rowsAtEnd = await page.locator('main li[data-event-id]').count();
  const first = heap[0].bytes;
  const last = heap.at(-1).bytes;
  const soak = {
    seconds: Math.round((Date.now() - soakStart) / 1000),
    heapStartMB: Math.round((first / 1048576) * 10) / 10,
    heapEndMB: Math.round((last / 1048576) * 10) / 10,
    growthPercent: Math.round(((last - first) / first) * 1000) / 10,
    samplesMB: heap.map((h) => [h.atS, Math.round((h.bytes / 1048576) * 10) / 10]),
    rowsAtEnd,
  };
  const loadStatus = await json(load, { method: 'DELETE' });
  await browser.close();
  stream.close();

  // e. 2,000 stream clients, with the load stopped.
  console.log('  Live: 2,000 stream clients, 15 s…');
  const sse = await sseLoad(sandboxUrl, adminUrl, 15);

  return { list, latency, soak, loadAtEnd: loadStatus, sse };
}

/** The stream clients' line: the load they were under beside the latency it gave. */
function sseLine(sse) {
  const { p50, p95, p99 } = sse.latencyMs;
  return `2,000 stream clients, ${sse.seconds} s: ${sse.opened} opened in ${sse.openMs} ms, ${sse.heldAtEnd} held, ${sse.errors} errors; under ${sse.changesPerSecond} changes/s (${sse.kilobytesPerClientPerSecond} KB/s to each client, ${sse.adminPriceMoves} admin moves); ${sse.measuredClients} clients timed, ${sse.deliveries} deliveries: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms (target p99 < 500 ms), ${sse.latencyMs.p99 < 500 ? 'met' : 'MISSED'}; the load client used ${sse.loadClientCpuPercent} % of a core${sse.sandbox ? `, the sandbox ${sse.sandbox.cpuPercent} % (its event loop late by p99 ${sse.sandbox.eventLoopDelayMs.p99} ms, at most ${sse.sandbox.eventLoopDelayMs.max} ms)` : ''}`;
}

export function printLiveBench(live, javascript) {
  const met = (ok) => (ok ? 'met' : 'MISSED');
  const { list, latency, soak, loadAtEnd, sse } = live;
  if (!list) {
    const u = live.unresponsive;
    console.log(
      `Live list: UNRESPONSIVE under load: the page did not answer a script within ${u.noAnswerWithinMs} ms (${u.phase}); after the load stopped it answered in ${u.answeredAfterLoadStoppedMs} ms, with ${u.longTasks} long tasks, the longest ${u.longestTaskMs} ms (target ≤ 50 ms), MISSED`,
    );
    if (sse && !sse.error) console.log(sseLine(sse));
    if (javascript) {
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `First-load JavaScript (gzip): ${Object.entries(javascript)
          .map(([name, js]) => `${name} ${kb(js.gzipBytes)} (${js.scripts} scripts)`)
          .join(', ')}`,
      );
    }
    return;
  }
  const m = list.mutations;
  console.log(
    `Live list (desktop, ${list.path}): ${list.rows} rows, ${list.buttons} odds buttons, loaded in ${list.loadMs} ms (longest load task ${list.loadLongestTaskMs} ms)`,
  );
  console.log(
    `       Load: ${loadAtEnd.loadEvents} events moved of ${loadAtEnd.liveEvents} in play, ${loadAtEnd.perSecondActual} price changes/s actual (asked ${loadAtEnd.request?.changesPerSecond}); the stream brought ${list.stream.perSecond}/s in the window, ${list.stream.toRenderedButtons} outcome price changes to rendered buttons`,
  );
  console.log(
    `       ${list.windowS} s under load: ${list.longTasks} long tasks, ${list.over50ms} over 50 ms, longest ${list.longestTaskMs} ms by the wall clock; main thread ${list.mainThreadMsPerSecond} ms/s (script ${list.scriptMsPerSecond} ms/s)`,
  );
  // The target is the page's work: a task's CPU time (the trace), beside its wall-clock time.
  const cpu = list.longestTaskCpuMs;
  console.log(
    cpu === null || cpu === undefined
      ? `       Tasks over 50 ms by their CPU time: no trace (target ≤ 50 ms), ${met(list.longestTaskMs <= 50)} by the wall clock`
      : `       Traced tasks over 50 ms (wall): ${list.traced.length}${list.traced.length ? ` (${list.traced.map((t) => `${t.wallMs} ms wall / ${t.cpuMs} ms CPU at ${t.atS} s`).join(', ')})` : ''}; longest task by CPU time ${cpu} ms (target ≤ 50 ms), ${met(cpu <= 50)}${cpu <= 50 && list.longestTaskMs > 50 ? ': the longer wall-clock tasks waited for a core, not for the page' : ''}`,
  );
  console.log(
    `       DOM mutations: ${m.records} records; ${m.onMovedPriceButtons} on ${m.movedButtonsTouched} moved price buttons (${m.perAppliedPriceChange} per applied price change), ${m.onButtonsOfMarketsThatChangedStatus} on buttons of markets that changed status, ${m.rowClockOrScore} on clocks/scores of events that changed, ${m.rowsRemoved} finished rows removed; elsewhere: ${m.onButtonsWithNoChange} unchanged buttons, ${m.rowsWithNoChange} unchanged rows, ${m.outsideRows} outside the rows, ${m.buttonsReplaced} buttons replaced (target: only changed cells), ${met(m.onButtonsWithNoChange === 0 && m.rowsWithNoChange === 0 && m.buttonsReplaced === 0)}`,
  );
  for (const t of list.over50 ?? []) {
    const f = t.frame;
    const scripts = (f?.scripts ?? [])
      .map(
        (x) =>
          `${x.invoker} ${x.ms} ms (${x.fn || '?'} ${x.source}; forced layout ${x.layoutMs} ms)`,
      )
      .join('; ');
    console.log(
      `       Task of ${t.ms} ms at ${t.atS} s: ${f ? `frame ${f.ms} ms, rendering ${f.renderMs} ms (style and layout ${f.styleLayoutMs} ms); scripts: ${scripts || 'none'}` : 'no long frame recorded'}`,
    );
  }
  if (m.samples.length > 0) console.log(`       Samples: ${m.samples.slice(0, 6).join('; ')}`);
  if (m.outsideSamples.length > 0)
    console.log(`       Outside the rows: ${m.outsideSamples.slice(0, 6).join('; ')}`);
  if (list.unresponsive)
    console.log(
      `       UNRESPONSIVE: the page did not answer a script within ${list.unresponsive.noAnswerWithinMs} ms after the window; it answered ${list.unresponsive.answeredAfterLoadStoppedMs} ms after the load stopped (figures above include that drain)`,
    );
  if (latency.skipped || soak.skipped) {
    console.log(`Emit to button and soak: skipped (${latency.skipped ?? soak.skipped})`);
  }
  if (!latency.skipped)
    console.log(
      `Emit to button (${latency.moves} admin moves on ${latency.buttons} buttons, ${latency.matched} seen): p50 ${latency.p50Ms} ms, p95 ${latency.p95Ms} ms, max ${latency.maxMs} ms (target p95 < 250 ms), ${met(latency.p95Ms !== null && latency.p95Ms < 250)}; to the next frame p50 ${latency.frame.p50Ms} ms, p95 ${latency.frame.p95Ms} ms; page clock − Date.now() ${latency.pageClockMinusDateNowMs} ms`,
    );
  if (!soak.skipped)
    console.log(
      `Soak ${soak.seconds} s: JS heap after GC ${soak.heapStartMB} MB → ${soak.heapEndMB} MB, ${soak.growthPercent} % (target < 10 %), ${met(soak.growthPercent < 10)}; samples ${soak.samplesMB.map(([s, mb]) => `${s}s ${mb}`).join(', ')}`,
    );
  if (sse.error) console.log(`2,000 stream clients: failed (${sse.error})`);
  else console.log(sseLine(sse));
  if (javascript) {
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `First-load JavaScript (gzip): ${Object.entries(javascript)
        .map(([name, js]) => `${name} ${kb(js.gzipBytes)} (${js.scripts} scripts)`)
        .join(', ')}`,
    );
  }
}
