// The sandbox half of `npm run bench`: requests per second and latency of the platform's hot
// calls under 200 concurrent clients, on loopback, 5 seconds per call (bounded, stops by itself).
// Target: p99 under 20 ms for reads. Run alone: node scripts/bench-sandbox.mjs
import autocannon from 'autocannon';
import { startSandbox, stopAll, stopOnExit } from './lib/servers.mjs';

// Its admin listens 100 above (4195). Not 4090: 4190 (ManageSieve) is on fetch's list of bad
// ports, so Node's fetch refuses to call the admin there.
const PORT = 4095;
const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_SANDBOX_SECONDS || 5);
const headers = { 'X-SB-Brand': 'zedbet', accept: 'application/json' };

/** The calls measured; a call the sandbox does not serve yet is reported as such, not faked. */
export const sandboxBenchCalls = [
  { name: 'settings', path: '/api/all_cached_settings?cached=true&all=true' },
  { name: 'event path tree', path: '/xapi/rest/eventpathtree?lightWeightResponse=true' },
  { name: 'events (prematch, page of 20)', path: '/xapi/rest/events?eventsPerPage=20&page=1' },
  { name: 'live events', path: '/xapi/rest/live/events?lightWeightResponse=true' },
  {
    name: 'live changes (a poller 20 changes behind)',
    path: '/xapi/marketdata/v1/livepage/changes',
    /** Where a client that polls every few seconds asks from: a little behind the head. */
    query: async (url) => {
      const response = await fetch(`${url}/xapi/marketdata/v1/livepage/changes`, { headers });
      const { version } = await response.json();
      return `?since=${Math.max(0, version - 20)}`;
    },
  },
  {
    name: 'selections refresh (3 selections)',
    path: '/xapi/rest/betslips/selections',
    method: 'PUT',
    /** Three open outcomes of three prematch events, found through the events call. */
    body: async (url) => {
      const response = await fetch(`${url}/xapi/rest/events?eventsPerPage=3&page=1`, { headers });
      const { events } = await response.json();
      const outcomeIds = events.map((event) => event.markets[0].outcomes[0].id);
      return {
        singles: outcomeIds.map((outcomeId) => ({ outcomeId, unitStake: '5' })),
        multiples: [],
        systems: [],
        outcomeIds,
        userAcceptOdds: 'D',
        originId: 11,
      };
    },
  },
];

function measure(url, call, body) {
  const options = {
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    method: call.method ?? 'GET',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

export async function benchSandbox() {
  const { url } = await startSandbox({
    port: PORT,
    dataDir: 'memory://',
    quiet: true,
    name: 'bench-sandbox',
  });
  const rows = [];
  for (const call of sandboxBenchCalls) {
    const body = call.body === undefined ? undefined : await call.body(url);
    const path = call.query === undefined ? call.path : `${call.path}${await call.query(url)}`;
    const probe = await fetch(`${url}${path}`, {
      method: call.method ?? 'GET',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await probe.arrayBuffer();
    if (probe.status !== 200) {
      rows.push({ call: call.name, path, status: `not served yet (${probe.status})` });
      continue;
    }
    const result = await measure(`${url}${path}`, call, body);
    rows.push({
      call: call.name,
      path,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
      bytesPerResponse: Math.round(
        result.throughput.average / Math.max(result.requests.average, 1),
      ),
    });
  }
  stopAll();
  return { connections: CONNECTIONS, seconds: SECONDS, rows };
}

export function printSandboxBench({ connections, seconds, rows }) {
  console.log(`Sandbox under ${connections} concurrent clients, ${seconds} s per call (loopback):`);
  for (const row of rows) {
    if (row.status) console.log(`  ${row.call}: ${row.status}`);
    else
      console.log(
        `  ${row.call}: ${row.requestsPerSecond} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.errors} errors, ~${row.bytesPerResponse} B/response`,
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopOnExit();
  printSandboxBench(await benchSandbox());
  process.exit(0);
}
