// After `next build` in a brand app (its `build` script): completes Next's self-contained server
// in `.next/standalone` so that the folder alone runs the brand, anywhere Node 20 runs
// (docs/deploy.md). Next traces and copies the server's own files and packages there; what it
// leaves out on purpose is added here:
//   - the static files (`.next/static`, the app's `public/`), which a CDN may serve instead;
//   - the brand server (`@clem/shell/server`: the method check and the page cache), copied beside
//     the app as plain modules, and its entry `server.mjs`, which starts it on Next's standalone
//     config (`.next/required-server-files.json`) without next.config.ts or the workspace.
// Run from the app's folder: `node ../../scripts/standalone.mjs`.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appDir = process.cwd();
const brand = basename(appDir);
const standalone = join(appDir, '.next', 'standalone');
/** Next keeps the app's place in the workspace: `.next/standalone/apps/<brand>`. */
const appOut = join(standalone, relative(root, appDir));

if (!existsSync(join(appOut, 'server.js'))) {
  console.error(
    `No standalone output at ${relative(appDir, appOut)}/server.js: is \`output: 'standalone'\` set (createNextConfig)?`,
  );
  process.exit(1);
}

cpSync(join(appDir, '.next', 'static'), join(appOut, '.next', 'static'), { recursive: true });
if (existsSync(join(appDir, 'public'))) {
  cpSync(join(appDir, 'public'), join(appOut, 'public'), { recursive: true });
}
const serverSource = join(root, 'packages', 'shell', 'src', 'server');
mkdirSync(join(appOut, 'clem-server'), { recursive: true });
for (const file of ['brandServer.mjs', 'pageCache.mjs', 'pageCacheMark.mjs']) {
  cpSync(join(serverSource, file), join(appOut, 'clem-server', file));
}
writeFileSync(
  join(appOut, 'server.mjs'),
  `// Written by scripts/standalone.mjs after the build: the ${brand} brand server, self-contained.
// node server.mjs [-p PORT] [-H HOST]   (or PORT, CLEM_HOST; CLEM_PLATFORM_URL for the platform)
import { startBrandServer } from './clem-server/brandServer.mjs';

await startBrandServer({ dir: import.meta.dirname, standalone: true });
`,
);
const { config } = JSON.parse(
  readFileSync(join(appOut, '.next', 'required-server-files.json'), 'utf8'),
);
if (!config || typeof config !== 'object') {
  console.error('The standalone build has no config in .next/required-server-files.json');
  process.exit(1);
}
console.log(`standalone: ${relative(root, appOut)}/server.mjs`);
