#!/usr/bin/env node
// What a page's first-load JavaScript is made of, file by file. Build the brand with browser
// source maps first, start it, then ask for pages:
//
//   (cd apps/zedbet && CLEM_SOURCE_MAPS=1 npx next build && npx next start -p 3301) &
//   node scripts/first-load-sources.mjs --app apps/zedbet --base http://127.0.0.1:3301 /sports /live
//
// Scripts are counted as the bench counts them (every script the page loads until none arrives
// for a second); each script's gzip bytes are shared among its source files by the minified bytes
// each one produced (through its source map). Prints each page's total and its heaviest groups
// (a package, or a folder of ours); --files lists files instead; with two or more pages, also
// what each page adds to the first.
//
// Shares by bytes overstate what a file costs when its text repeats text elsewhere in the chunk
// (icons drawn twice compress to almost nothing). --marginal gives each one's marginal cost
// instead: the chunk's gzip bytes less those of the chunk without that file's bytes, what leaving
// it out would save. Marginal costs do not add up to the total.
import { readFileSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string', default: 'apps/zedbet' },
    base: { type: 'string', default: 'http://127.0.0.1:3301' },
    files: { type: 'boolean', default: false },
    marginal: { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
    chrome: { type: 'string', default: process.env.CHROME_PATH || '/usr/bin/chromium' },
  },
});
const chunks = join(values.app, '.next', 'static', 'chunks');

/** The group a source belongs to: a package, next's compiled copies, or one of our folders. */
function groupOf(source) {
  const path = source.replace(/^.*?(node_modules\/|packages\/)/, '$1');
  let match = path.match(/^node_modules\/next\/dist\/compiled\/([^/]+)/);
  if (match) return `next/compiled/${match[1]}`;
  match = path.match(/^node_modules\/((@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  match = path.match(/^packages\/([^/]+)\/src\/([^/]+)/);
  if (match) return `@clem/${match[1]}/${match[2]}`;
  return path;
}

/** The key a source is counted under. */
function keyOf(source) {
  return values.files ? source.replace(/^.*?(node_modules\/|packages\/)/, '$1') : groupOf(source);
}

/** Gzip bytes of one script shared among its sources (or each key's marginal cost). */
function attribute(file) {
  const code = readFileSync(file);
  const gzip = gzipSync(code, { level: 9 }).length;
  const shares = new Map();
  // The chunk names its map (the two hashes differ).
  const named = code.toString('utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/);
  const mapFile = named ? join(chunks, named[1]) : `${file}.map`;
  if (!existsSync(mapFile))
    return { gzip, shares: new Map([[`(no map) ${basename(file)}`, gzip]]) };
  const map = new TraceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
  const lines = code.toString('utf8').split('\n');
  const lineStarts = [];
  let offset = 0;
  for (const line of lines) {
    lineStarts.push(offset);
    offset += line.length + 1;
  }
  const marks = [];
  eachMapping(map, (m) => {
    marks.push({ at: lineStarts[m.generatedLine - 1] + m.generatedColumn, source: m.source });
  });
  marks.sort((a, b) => a.at - b.at);
  const total = offset;
  if (values.marginal) return { gzip, shares: marginalShares(code.toString('utf8'), marks, gzip) };
  marks.forEach((mark, index) => {
    const end = index + 1 < marks.length ? marks[index + 1].at : total;
    const bytes = end - mark.at;
    const key = mark.source ?? '(unmapped)';
    shares.set(key, (shares.get(key) ?? 0) + bytes);
  });
  const head = marks.length > 0 ? marks[0].at : total;
  shares.set('(unmapped)', (shares.get('(unmapped)') ?? 0) + head);
  for (const [key, bytes] of shares) shares.set(key, (bytes / total) * gzip);
  // Several sources share a key (a package's files): sum them, not keep the last.
  const keyed = new Map();
  for (const [source, bytes] of shares) {
    const key = keyOf(source);
    keyed.set(key, (keyed.get(key) ?? 0) + bytes);
  }
  return { gzip, shares: keyed };
}

/** Each key's marginal gzip cost in one script: its gzip less that of the script without it. */
function marginalShares(text, marks, gzip) {
  const ranges = new Map();
  const head = marks.length > 0 ? marks[0].at : text.length;
  ranges.set('(unmapped)', [[0, head]]);
  marks.forEach((mark, index) => {
    const end = index + 1 < marks.length ? marks[index + 1].at : text.length;
    const key = mark.source ? keyOf(mark.source) : '(unmapped)';
    const list = ranges.get(key) ?? [];
    list.push([mark.at, end]);
    ranges.set(key, list);
  });
  const shares = new Map();
  for (const [key, list] of ranges) {
    let rest = '';
    let from = 0;
    for (const [start, end] of list) {
      rest += text.slice(from, start);
      from = end;
    }
    rest += text.slice(from);
    shares.set(key, gzip - gzipSync(Buffer.from(rest), { level: 9 }).length);
  }
  return shares;
}

async function scriptsOf(browser, path) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const names = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      names.push(new URL(response.url()).pathname);
  });
  await page.goto(values.base + path, { waitUntil: 'load' });
  let count = -1;
  const start = Date.now();
  while (count !== names.length && Date.now() - start < 15_000) {
    count = names.length;
    await page.waitForTimeout(1000);
  }
  await page.close();
  return names;
}

const browser = await chromium.launch({
  executablePath: values.chrome,
  args: ['--no-sandbox', '--disable-gpu'],
});
const pages = [];
for (const path of positionals) {
  const totals = new Map();
  let gzip = 0;
  for (const name of await scriptsOf(browser, path)) {
    const file = join(chunks, name.replace(/^\/_next\/static\/chunks\//, ''));
    if (!existsSync(file)) continue;
    const one = attribute(file);
    gzip += one.gzip;
    for (const [key, bytes] of one.shares) totals.set(key, (totals.get(key) ?? 0) + bytes);
  }
  pages.push({ path, gzip, totals });
}
await browser.close();

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
for (const { path, gzip, totals } of pages) {
  console.log(`${path}: ${(gzip / 1024).toFixed(1)} KB gzip`);
  for (const [key, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
    console.log(`${kb(bytes)}  ${key}`);
}
for (const { path, totals } of pages.slice(1)) {
  const first = pages[0];
  const added = [...totals]
    .map(([key, bytes]) => [key, bytes - (first.totals.get(key) ?? 0)])
    .filter(([, bytes]) => Math.abs(bytes) >= 50)
    .sort((a, b) => b[1] - a[1]);
  console.log(`${path} against ${first.path}:`);
  for (const [key, bytes] of added) console.log(`${kb(bytes)}  ${key}`);
}
