// Playwright's web server: everything the end-to-end tests need, on loopback, stopped with it.
//   sandbox           :4010  (in-memory database; the port brand apps are built against)
//   sandbox (faults)  :4011  (the tests break it on purpose)
//   nine brands       :3101…3109 against :4010
//   zedbet            :3110 against the fault sandbox, :3111 against a platform that is down
//   ready signal      :3199
import { createServer } from 'node:http';
import { brandIdsFromApps } from '../scripts/lib/brands.mjs';
import { isBuilt, startBrand, startSandbox, stopAll, stopOnExit } from '../scripts/lib/servers.mjs';
import { ports } from './ports.mjs';

stopOnExit();
const brands = brandIdsFromApps();
const missing = brands.filter((brand) => !isBuilt(brand));
if (missing.length > 0) {
  console.error(`Build the brand apps first (npm run build): ${missing.join(', ')} not built.`);
  process.exit(1);
}

try {
  await Promise.all([
    startSandbox({ port: ports.sandbox, dataDir: 'memory://', quiet: true }),
    startSandbox({
      port: ports.faultSandbox,
      dataDir: 'memory://',
      quiet: true,
      name: 'fault-sandbox',
    }),
  ]);
  await Promise.all([
    ...brands.map((brand) => startBrand({ brand, port: ports.brand(brand), quiet: true })),
    startBrand({
      brand: 'zedbet',
      port: ports.faulty,
      platformUrl: `http://127.0.0.1:${ports.faultSandbox}`,
      quiet: true,
    }),
    startBrand({
      brand: 'zedbet',
      port: ports.down,
      platformUrl: `http://127.0.0.1:${ports.nothing}`,
      quiet: true,
    }),
  ]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}

createServer((_request, response) => response.end('ready')).listen(ports.ready, '127.0.0.1');
console.log(`e2e servers ready (${brands.length} brands)`);
