#!/usr/bin/env node
// Load test of the live stream: opens N Server-Sent Events clients on loopback to a running
// sandbox, drives price changes through the admin (POST /__admin/outcomes/{id}/price) on top of
// the engine's own traffic, and reports delivery latency (the wall clock at receipt minus the
// change's `emittedAt`, the wall-clock ms the sandbox logged it at), connections held, errors,
// and the server's own count of open streams (GET /__admin/live/stream).
//
//   node apps/sandbox/scripts/sse-load.mjs [--url http://127.0.0.1:4010]
//     [--admin http://127.0.0.1:4110] [--clients 2000] [--seconds 30] [--rate 20]
//
// --rate: admin price changes per second. Clients open in batches of 100 (no thundering herd);
// the measurement window starts once all of them are open.
import http from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4010' },
    admin: { type: 'string', default: 'http://127.0.0.1:4110' },
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
  },
});
const base = new URL(values.url);
const adminBase = values.admin.replace(/\/$/, '');
const clientCount = Number(values.clients);
const seconds = Number(values.seconds);
const rate = Number(values.rate);

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const latencies = [];
let measuring = false;
let opened = 0;
let errors = 0;
let ended = 0;
let received = 0;
const requests = [];

function openClient() {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/xapi/marketdata/v1/stream',
        agent,
        headers: { accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          errors += 1;
          response.resume();
          resolve();
          return;
        }
        opened += 1;
        response.setEncoding('utf8');
        let carry = '';
        response.on('data', (chunk) => {
          const now = Date.now();
          const text = carry + chunk;
          const cut = text.lastIndexOf('\n\n');
          carry = cut === -1 ? text : text.slice(cut + 2);
          if (!measuring || cut === -1) return;
          const complete = text.slice(0, cut);
          for (const match of complete.matchAll(/"emittedAt":(\d+)/g)) {
            received += 1;
            latencies.push(now - Number(match[1]));
          }
        });
        response.on('end', () => (ended += 1));
        response.on('error', () => (errors += 1));
        resolve();
      },
    );
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    requests.push(request);
  });
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Open outcomes of live events to move (their first market's). */
async function liveOutcomes() {
  const page = await json(`${base.origin}/xapi/marketdata/v1/livepage?eventsPerPage=200`, {
    headers: { 'X-SB-Brand': 'zedbet' },
  });
  return page.sports
    .flatMap((sport) => sport.events)
    .flatMap((event) => event.markets.slice(0, 1))
    .flatMap((market) => market.outcomes)
    .filter((outcome) => outcome.currentPrice?.decimal > 1.1)
    .map((outcome) => ({ id: outcome.id, decimal: outcome.currentPrice.decimal }));
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const startedAt = Date.now();
for (let index = 0; index < clientCount; index += 100) {
  const batch = [];
  for (let inBatch = index; inBatch < Math.min(clientCount, index + 100); inBatch += 1) {
    batch.push(openClient());
  }
  await Promise.all(batch);
}
const openMs = Date.now() - startedAt;
const serverOpenBefore = (await json(`${adminBase}/__admin/live/stream`)).open;

const outcomes = await liveOutcomes();
if (outcomes.length === 0) throw new Error('no live outcome to move');
measuring = true;
let moves = 0;
let moveErrors = 0;
const driver = setInterval(() => {
  const outcome = outcomes[moves % outcomes.length];
  const up = Math.floor(moves / outcomes.length) % 2 === 0;
  const decimal = Math.round(outcome.decimal * (up ? 1.02 : 1) * 1000) / 1000;
  moves += 1;
  fetch(`${adminBase}/__admin/outcomes/${outcome.id}/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decimal: Math.max(1.01, decimal) }),
  })
    .then((response) => {
      if (!response.ok) moveErrors += 1;
      return response.body?.cancel();
    })
    .catch(() => (moveErrors += 1));
}, 1000 / rate);

await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
clearInterval(driver);
measuring = false;
const serverOpen = (await json(`${adminBase}/__admin/live/stream`)).open;
const held = opened - ended;
for (const request of requests) request.destroy();

latencies.sort((a, b) => a - b);
const report = {
  clients: clientCount,
  opened,
  openMs,
  heldAtEnd: held,
  serverOpenBefore,
  serverOpenAtEnd: serverOpen,
  errors,
  seconds,
  adminPriceMoves: moves,
  adminErrors: moveErrors,
  deliveries: received,
  latencyMs: {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  },
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
