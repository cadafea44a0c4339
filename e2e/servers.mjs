// Playwright's web server: everything the end-to-end tests need, on loopback, stopped with it.
// One set of servers per Playwright worker (CLEM_E2E_WORKERS, 1 by default; see ports.mjs). Set 0:
//   sandbox           :4010  (in-memory database)
//   sandbox (faults)  :4011  (the tests break it on purpose)
//   nine brands       :3101…3109 against :4010
//   zedbet            :3110 against the fault sandbox, :3111 against a platform that is down
// Set k: sandboxes at 4010 + 2k and 4011 + 2k, brand servers from 3101 + 20k. For the whole run:
//   ready signal      :3199 (once every set is up)
//   Storybook         :3198
// The nine brand servers also let the test host page origin (TEST_HOST_PAGE_ORIGIN) frame them
// and exchange messages with them: a test-only origin, passed as CLEM_EXTRA_EMBED_ORIGINS, never
// in brand-config. The faulty and down servers run as production does, without it (a test checks).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brandIdsFromApps } from '../scripts/lib/brands.mjs';
import { isBuilt, startBrand, startSandbox, stopAll, stopOnExit } from '../scripts/lib/servers.mjs';
import { FAULTY_CONTENT_MAX_AGE_MS, portsOf, serverSets } from './ports.mjs';

/** The origin of the test host page that embeds the apps (Playwright serves it with page.route). */
const TEST_HOST_PAGE_ORIGIN = 'http://127.0.0.1:4100';
const extraEmbedOrigins = [TEST_HOST_PAGE_ORIGIN];
/**
 * Every browser of the run reaches the sandboxes from loopback, like players behind one NAT: the
 * per-address login limit (20 by default) would lock the whole suite out after its login-error
 * tests. The per-player lock still applies, and the address rule has its unit tests.
 */
const loginAddressLimit = 100_000;

stopOnExit();
const brands = brandIdsFromApps();
const missing = brands.filter((brand) => !isBuilt(brand));
if (missing.length > 0) {
  console.error(`Build the brand apps first (npm run build): ${missing.join(', ')} not built.`);
  process.exit(1);
}

const sets = Array.from({ length: serverSets }, (_, set) => portsOf(set));
try {
  // Every set's sandboxes at once (light), then one set's brand servers at a time: eleven
  // production servers rendering their first page at once already take a while on two cores.
  await Promise.all(
    sets.flatMap((ports, set) => [
      startSandbox({
        port: ports.sandbox,
        dataDir: 'memory://',
        quiet: true,
        name: `sandbox#${set}`,
        loginAddressLimit,
      }),
      startSandbox({
        port: ports.faultSandbox,
        dataDir: 'memory://',
        quiet: true,
        name: `fault-sandbox#${set}`,
        loginAddressLimit,
      }),
    ]),
  );
  for (const ports of sets) {
    await Promise.all([
      ...brands.map((brand) =>
        startBrand({
          brand,
          port: ports.brand(brand),
          platformUrl: `http://127.0.0.1:${ports.sandbox}`,
          quiet: true,
          extraEmbedOrigins,
        }),
      ),
      startBrand({
        brand: 'zedbet',
        port: ports.faulty,
        platformUrl: `http://127.0.0.1:${ports.faultSandbox}`,
        contentMaxAgeMs: FAULTY_CONTENT_MAX_AGE_MS,
        quiet: true,
      }),
      startBrand({
        brand: 'zedbet',
        port: ports.down,
        platformUrl: `http://127.0.0.1:${ports.nothing}`,
        quiet: true,
      }),
    ]);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}

// The built Storybook, so stories can be checked in a real browser (npm test builds it first).
const storybookDir = join(import.meta.dirname, '..', 'storybook-static');
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
if (existsSync(join(storybookDir, 'iframe.html'))) {
  createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(storybookDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(storybookDir) || !existsSync(file) || !statSync(file).isFile()) {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  }).listen(sets[0].storybook, '127.0.0.1');
}

// Eleven servers rendering their first pages at once on two cores can make some of their first
// platform calls time out (3 s), and a brand server then answers those calls' failure for 12 s
// (FAILURE_MEMORY_MS) and has no good content to fall back on. Let that memory pass, then render
// each brand's home once more, one at a time, so every test starts from a warm, healthy server.
await new Promise((resolve) => setTimeout(resolve, 13_000));
for (const ports of sets) {
  for (const port of [...brands.map((brand) => ports.brand(brand)), ports.faulty]) {
    await fetch(`http://localhost:${port}/sports`)
      .then((response) => response.text())
      .catch(() => undefined);
  }
}

createServer((_request, response) => response.end('ready')).listen(sets[0].ready, '127.0.0.1');
console.log(`e2e servers ready (${sets.length} sets of ${brands.length} brands)`);
