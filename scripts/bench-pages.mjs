// The page-cache part of `npm run bench`: how many anonymous page views one brand server answers,
// and how fast (autocannon, 50 connections, 20 s per row, on loopback), beside its floor.
//   - /sports, a league and an event page as a browser asks for them (Accept-Encoding: gzip…):
//     served from the brand server's shared cache (packages/shell/src/server/pageCache.mjs).
//     Target: at least 500 views/s at p99 under 100 ms.
//   - /sports without Accept-Encoding: the same pages uncompressed (about six times the bytes).
//   - /sports rendered for every request (a second brand server with CLEM_PAGE_CACHE_SECONDS=0):
//     what the cache saves.
//   - The floor: the bare Next page (static, served from Next's own cache) under the same load.
// Each row reports the brand server's and the platform's CPU over its window (one core = 100 %),
// so a figure can be read beside what the platform had to do for it.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startBrand } from './lib/servers.mjs';

export const PAGE_CONNECTIONS = 50;
export const PAGE_SECONDS = Number(process.env.BENCH_PAGES_SECONDS || 20);
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (utime + stime), or null when it is gone. */
function cpuSeconds(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The sandbox's own CPU since the previous read (its admin resets the window per read). */
async function platformCpu(adminUrl) {
  try {
    const response = await fetch(`${adminUrl}/__admin/live/stream`);
    const body = await response.json();
    return body.sinceLastRead?.cpuPercent ?? null;
  } catch {
    return null;
  }
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: PAGE_CONNECTIONS, duration: PAGE_SECONDS, headers },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function row(name, url, { headers = {}, serverPid, adminUrl }) {
  // Twice first: the first may be the render; the second says where answers come from.
  await (await fetch(url, { headers })).arrayBuffer();
  const probe = await fetch(url, { headers });
  await probe.arrayBuffer();
  const cache = probe.headers.get('x-clem-cache') ?? 'none';
  await platformCpu(adminUrl);
  const cpuBefore = cpuSeconds(serverPid);
  const started = performance.now();
  const result = await load(url, headers);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(serverPid);
  return {
    name,
    url,
    cache,
    encoding: headers['accept-encoding'] ?? 'identity',
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    // As sent (compressed where asked): autocannon counts the bytes on the wire.
    bytesPerView: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    serverCpuPercent:
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) / seconds) * 100),
    platformCpuPercent: await platformCpu(adminUrl),
  };
}

/**
 * `base`: the brand server (cache on) with its `pid`; `bareUrl`: the bare Next page; `pages`:
 * name → path; `brand`, `uncachedPort`, `platformUrl`: for the second, uncached brand server.
 */
/**
 * What Chromium sends for /sports' 15 s refresh (`router.refresh()` in sports' PageRefresher): the
 * router state it holds, marked for a refetch. e2e/page-cache.spec.ts checks the browser's own
 * refreshes; this one lets autocannon ask as a page full of visitors would.
 */
const SPORTS_REFRESH = {
  rsc: '1',
  'next-router-state-tree': encodeURIComponent(
    JSON.stringify([
      '',
      {
        children: [
          ['locale', 'en', 'd', null],
          { children: ['sports', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
          null,
          null,
          16,
        ],
      },
      null,
      'refetch',
      16,
    ]),
  ),
  'sec-fetch-dest': 'empty',
};

/**
 * The URL a flight request goes to: Next answers one whose `_rsc` parameter is not the hash of its
 * router headers with a redirect to the one that is (as the browser's router computes it).
 */
async function flightUrl(url, headers) {
  const answer = await fetch(url, { headers, redirect: 'manual' });
  await answer.arrayBuffer();
  const location = answer.headers.get('location');
  return answer.status >= 300 && answer.status < 400 && location
    ? new URL(location, url).href
    : url;
}

export async function benchPageCache({
  base,
  pid,
  bareUrl,
  pages,
  adminUrl,
  brand,
  uncachedPort,
  platformUrl,
}) {
  const browser = { 'accept-encoding': BROWSER_ENCODING };
  const rows = [];
  rows.push(await row('floor: bare Next page', bareUrl, { headers: browser, adminUrl }));
  for (const [name, path] of Object.entries(pages)) {
    rows.push(await row(name, `${base}${path}`, { headers: browser, serverPid: pid, adminUrl }));
  }
  rows.push(
    await row('sports, uncompressed', `${base}${pages.sports}`, { serverPid: pid, adminUrl }),
  );
  const refreshHeaders = { ...browser, ...SPORTS_REFRESH };
  const refresh = await flightUrl(`${base}${pages.sports}`, refreshHeaders);
  rows.push(
    await row('sports, 15 s refresh (flight)', refresh, {
      headers: refreshHeaders,
      serverPid: pid,
      adminUrl,
    }),
  );
  const uncached = await startBrand({
    brand,
    port: uncachedPort,
    quiet: true,
    pageCacheSeconds: 0,
    ...(platformUrl ? { platformUrl } : {}),
  });
  try {
    rows.push(
      await row('sports, rendered per request', `${uncached.url}${pages.sports}`, {
        headers: browser,
        serverPid: uncached.child.pid,
        adminUrl,
      }),
    );
    rows.push(
      await row('sports, 15 s refresh rendered per request', refresh.replace(base, uncached.url), {
        headers: refreshHeaders,
        serverPid: uncached.child.pid,
        adminUrl,
      }),
    );
  } finally {
    uncached.child.kill();
  }
  rows.push(await row('floor: bare Next page, again', bareUrl, { headers: browser, adminUrl }));
  return { connections: PAGE_CONNECTIONS, seconds: PAGE_SECONDS, rows };
}

export function printPageCacheBench({ connections, seconds, rows }) {
  console.log(
    `Anonymous page views, one brand server (autocannon, ${connections} connections, ${seconds} s per row; target ≥ 500/s at p99 < 100 ms from the cache):`,
  );
  const floor = rows.filter((r) => r.name.startsWith('floor')).map((r) => r.requestsPerSecond);
  const floorMoved = floor.length === 2 && Math.abs(floor[0] - floor[1]) > 0.2 * Math.max(...floor);
  for (const r of rows) {
    const target =
      r.cache === 'hit' && r.encoding !== 'identity'
        ? r.requestsPerSecond >= 500 && r.p99Ms < 100
          ? ', met'
          : ', MISSED'
        : '';
    console.log(
      `  ${r.name}: ${r.requestsPerSecond}/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ${r.errors} errors; ${(r.bytesPerView / 1024).toFixed(1)} KB per view (${r.encoding}), answered as ${r.cache}; server CPU ${r.serverCpuPercent ?? '–'} %, platform CPU ${r.platformCpuPercent ?? '–'} %${target}`,
    );
  }
  if (floorMoved) {
    console.log(
      `  WARNING: the floor moved between the first and last rows (${floor.join(' → ')}/s): the machine was not quiet, read these figures with care.`,
    );
  }
}
