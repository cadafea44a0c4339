#!/usr/bin/env node
// Load test of the live stream: opens N Server-Sent Events clients on loopback to a running
// sandbox, drives price changes through the admin (POST /__admin/outcomes/{id}/price) on top of
// the engine's own traffic, and reports delivery latency (the wall clock at receipt minus the
// change's `emittedAt`, the wall-clock ms the sandbox logged it at), connections held, errors,
// and the server's own count of open streams (GET /__admin/live/stream).
//
//   node apps/sandbox/scripts/sse-load.mjs [--url http://127.0.0.1:4010]
//     [--admin http://127.0.0.1:4110] [--clients 2000] [--seconds 30] [--rate 20]
//     [--measure-every 10]
//
// --rate: admin price changes per second. Clients open in batches of 100 (no thundering herd);
// the measurement window starts once all of them are open.
// --measure-every N: every Nth client (in the order they opened, which is the order the sandbox
// writes to them) times its frames; the others read and drop every byte, so the sandbox does the
// same work for all of them. Timing all 2,000 in this one process measures the process instead:
// parsing 240 MB of frames per burst queues the reads behind one another (at 500 live events,
// p99 868 ms timing every client against 230 ms timing every tenth, on the same sandbox).
import net from 'node:net';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4010' },
    admin: { type: 'string', default: 'http://127.0.0.1:4110' },
    clients: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '20' },
    'measure-every': { type: 'string', default: '10' },
  },
});
const base = new URL(values.url);
const adminBase = values.admin.replace(/\/$/, '');
const clientCount = Number(values.clients);
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const measureEvery = Math.max(1, Number(values['measure-every']));

const FRAME_END = Buffer.from('\n\n');
const EMITTED_AT = Buffer.from('"emittedAt":');
/** Delivery latencies in whole milliseconds (the last bucket holds a minute and more). */
const histogram = new Uint32Array(60_001);
let measuring = false;
let opened = 0;
let errors = 0;
let ended = 0;
let received = 0;
/** What the first client saw while measuring: the change rate and bytes every client carries. */
let firstClientChanges = 0;
let firstClientBytes = 0;
const sockets = [];

function record(latencyMs, first) {
  received += 1;
  if (first) firstClientChanges += 1;
  histogram[Math.max(0, Math.min(histogram.length - 1, latencyMs))] += 1;
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One stream client on a bare TCP socket: the request written by hand, the status line checked,
 * the body read as bytes (its chunked framing never holds a frame's blank line, so frames are
 * found as they are). Node's HTTP client costs several times more per delivery, and the client
 * shares the machine's two cores with the sandbox it measures, which a player's browser does not:
 * the lighter the client, the more the figure is the sandbox's.
 */
function openClient(first, measured) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port) });
    sockets.push(socket);
    let head = null;
    let carry = null;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    socket.on('connect', () => {
      socket.write(
        `GET /xapi/marketdata/v1/stream HTTP/1.1\r\nHost: ${base.host}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      );
    });
    socket.on('data', (chunk) => {
      if (!measured && head === undefined) return;
      const now = Date.now();
      let data = chunk;
      if (head !== undefined) {
        // Still reading the response head.
        head = head === null ? chunk : Buffer.concat([head, chunk]);
        const headEnd = head.indexOf(HEADERS_END);
        if (headEnd === -1) return;
        if (!head.subarray(0, 16).toString('latin1').startsWith('HTTP/1.1 200')) {
          errors += 1;
          socket.destroy();
          settle();
          return;
        }
        opened += 1;
        settle();
        data = head.subarray(headEnd + HEADERS_END.length);
        head = undefined;
      }
      if (first && measuring) firstClientBytes += data.length;
      if (carry !== null) data = Buffer.concat([carry, data]);
      const end = data.lastIndexOf(FRAME_END);
      if (end === -1) carry = Buffer.from(data);
      else carry = end + 2 < data.length ? Buffer.from(data.subarray(end + 2)) : null;
      if (!measuring || end === -1) return;
      for (let at = data.indexOf(EMITTED_AT); at !== -1 && at < end;) {
        let emittedAt = 0;
        let digit = at + EMITTED_AT.length;
        for (; digit < end; digit += 1) {
          const value = data[digit] - 48;
          if (value < 0 || value > 9) break;
          emittedAt = emittedAt * 10 + value;
        }
        record(now - emittedAt, first);
        at = data.indexOf(EMITTED_AT, digit);
      }
    });
    socket.on('end', () => {
      if (head === undefined) ended += 1;
      settle();
    });
    socket.on('error', () => {
      errors += 1;
      settle();
    });
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

/** The latency below which p % of the deliveries arrived. */
function percentile(p) {
  if (received === 0) return Number.NaN;
  const rank = Math.min(received - 1, Math.floor((p / 100) * received));
  let seen = 0;
  for (let ms = 0; ms < histogram.length; ms += 1) {
    seen += histogram[ms];
    if (seen > rank) return ms;
  }
  return histogram.length - 1;
}

const startedAt = Date.now();
for (let index = 0; index < clientCount; index += 100) {
  const batch = [];
  for (let inBatch = index; inBatch < Math.min(clientCount, index + 100); inBatch += 1) {
    batch.push(openClient(inBatch === 0, inBatch % measureEvery === 0));
  }
  await Promise.all(batch);
}
const openMs = Date.now() - startedAt;
const serverOpenBefore = (await json(`${adminBase}/__admin/live/stream`)).open;

const outcomes = await liveOutcomes();
if (outcomes.length === 0) throw new Error('no live outcome to move');
measuring = true;
const cpuBefore = process.cpuUsage();
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
const cpu = process.cpuUsage(cpuBefore);
const serverAfter = await json(`${adminBase}/__admin/live/stream`);
const serverOpen = serverAfter.open;
const held = opened - ended;
for (const socket of sockets) socket.destroy();

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
  measuredClients: Math.ceil(clientCount / measureEvery),
  deliveries: received,
  // The stream's own rate, as one client saw it: what the latency figures are measured under.
  changesPerSecond: Math.round(firstClientChanges / seconds),
  kilobytesPerClientPerSecond: Math.round(firstClientBytes / seconds / 102.4) / 10,
  latencyMs: {
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    max: percentile(100),
  },
  // This client's own share of the machine (100 = one core), which the sandbox did not have.
  loadClientCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / (seconds * 1000)) * 100),
  // The sandbox's process in the same window (its admin's figures since the read before it): its
  // share of a core and how late its event loop ran. Deliveries later than the loop's delay
  // waited outside the sandbox's JavaScript (the kernel, this client, the other core's work).
  sandbox: serverAfter.sinceLastRead ?? null,
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
process.exit(0);
