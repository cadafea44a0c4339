// `npm start`: the sandbox platform plus one brand app (default zedbet, production build) at
// http://localhost:3000. A second start reuses the build (Turborepo's cache).
//
//   npm start                       zedbet on port 3000
//   npm start -- --brand dafabet    another brand
//   PORT=3100 npm start             another port
//   npm run dev                     the same with `next dev`
import { brandIdsFromApps } from './lib/brands.mjs';
import { root, run, startBrand, startSandbox, stopAll, stopOnExit } from './lib/servers.mjs';

const args = process.argv.slice(2);
const dev = args.includes('--dev');
const brand = args.includes('--brand')
  ? args[args.indexOf('--brand') + 1]
  : process.env.CLEM_BRAND || 'zedbet';
const port = Number(process.env.PORT || 3000);
const brands = brandIdsFromApps();

if (!brands.includes(brand)) {
  console.error(`Unknown brand "${brand}". Brands: ${brands.join(', ')}`);
  process.exit(2);
}

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.TURBO_TELEMETRY_DISABLED = '1';
stopOnExit();

if (!dev) {
  console.log(`Building ${brand} (reused from cache when nothing changed)…`);
  const code = await run(
    process.execPath,
    [
      'node_modules/turbo/bin/turbo',
      'run',
      'build',
      `--filter=@clem/app-${brand}`,
      '--concurrency=2',
      '--output-logs=errors-only',
    ],
    { cwd: root },
  );
  if (code !== 0) {
    console.error(`The ${brand} build failed (exit ${code}).`);
    process.exit(code);
  }
}

try {
  const platformUrl = process.env.CLEM_PLATFORM_URL;
  if (!platformUrl) await startSandbox();
  await startBrand({ brand, port, dev, quiet: true });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  stopAll();
  process.exit(1);
}

console.log('');
console.log(`  Clem ${brand} is ready: open http://localhost:${port}/sports`);
console.log(
  `  Platform: ${process.env.CLEM_PLATFORM_URL || 'the local sandbox at http://127.0.0.1:4010'}. Stop with Ctrl+C.`,
);
console.log('');
