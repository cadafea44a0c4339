// Starting and stopping Clem's servers (sandbox, brand apps) for `npm start`, Playwright and the
// bench. Every server listens on loopback only, is started as a direct child (no npx tree) so it can
// be stopped by PID, and the sandbox also stops by itself when its parent dies.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The sandbox's port, read from its one definition in @clem/core (platform contract). */
export const SANDBOX_PORT = Number(
  /DEFAULT_PLATFORM_PORT = (\d+)/.exec(
    readFileSync(join(root, 'packages/core/src/platform/schemas/contract.ts'), 'utf8'),
  )?.[1] ?? Number.NaN,
);
if (!Number.isInteger(SANDBOX_PORT))
  throw new Error('DEFAULT_PLATFORM_PORT not found in @clem/core');
/**
 * The sandbox's admin surface (`/__admin`) listens on its own loopback port, the public port +
 * this offset (read from the sandbox's config.ts), so a brand app can never proxy to it.
 */
export const SANDBOX_ADMIN_PORT_OFFSET = Number(
  /SANDBOX_ADMIN_PORT_OFFSET = (\d+)/.exec(
    readFileSync(join(root, 'apps/sandbox/src/config.ts'), 'utf8'),
  )?.[1] ?? Number.NaN,
);
if (!Number.isInteger(SANDBOX_ADMIN_PORT_OFFSET))
  throw new Error('SANDBOX_ADMIN_PORT_OFFSET not found in apps/sandbox/src/config.ts');
/**
 * The admin port of a sandbox listening on `port`.
 * @param {number} port
 * @returns {number}
 */
export const sandboxAdminPort = (port) => port + SANDBOX_ADMIN_PORT_OFFSET;
/** The default sandbox's admin port (4110). */
export const SANDBOX_ADMIN_PORT = sandboxAdminPort(SANDBOX_PORT);
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const children = new Set();

function track(child, name, { quiet = false } = {}) {
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  if (!quiet) {
    child.stdout?.on('data', (chunk) => console.log(prefix(chunk)));
  }
  child.stderr?.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', () => children.delete(child));
  return child;
}

export async function waitForUrl(url, { timeoutMs = 60_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms: ${lastError?.message}`);
}

/**
 * The sandbox platform. `dataDir: 'memory://'` gives a throwaway database. Resolves once both its
 * public server (`url`) and its admin server (`adminUrl`, `/__admin/…`; none with
 * SANDBOX_MODE=production) answer.
 */
export async function startSandbox({
  port = SANDBOX_PORT,
  adminPort = sandboxAdminPort(port),
  dataDir,
  quiet = false,
  name = 'sandbox',
  loginAddressLimit,
} = {}) {
  const env = {
    ...process.env,
    SANDBOX_PORT: String(port),
    SANDBOX_ADMIN_PORT: String(adminPort),
  };
  if (dataDir) env.SANDBOX_DATA_DIR = dataDir;
  if (loginAddressLimit) env.SANDBOX_LOGIN_ADDRESS_LIMIT = String(loginAddressLimit);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--exit-with-parent'], {
    cwd: join(root, 'apps', 'sandbox'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child, name, { quiet });
  await waitForUrl(`http://127.0.0.1:${port}/health`, { name });
  // SANDBOX_MODE=production has no admin surface at all.
  if (env.SANDBOX_MODE?.trim() === 'production') {
    return { child, url: `http://127.0.0.1:${port}`, adminUrl: undefined };
  }
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  await waitForUrl(`${adminUrl}/__admin/faults`, { name: `${name} (admin)` });
  return { child, url: `http://127.0.0.1:${port}`, adminUrl };
}

/** Where a brand's self-contained server is once built (scripts/standalone.mjs). */
export function standaloneDir(brand) {
  return join(root, 'apps', brand, '.next', 'standalone', 'apps', brand);
}

export function isBuilt(brand) {
  return existsSync(join(standaloneDir(brand), 'server.mjs'));
}

/**
 * A built brand app, optionally pointed at another platform: its self-contained server
 * (`.next/standalone/apps/<brand>/server.mjs`, what a container runs: docs/deploy.md), or
 * `next dev` with `dev`.
 *
 * It listens on `localhost` (loopback), not on the literal `127.0.0.1`: with `-H 127.0.0.1` Next
 * compares middleware rewrites against an origin it has normalised to `localhost` and proxies
 * next-intl's internal rewrite to itself, which loops (vercel/next.js#94745, #48230).
 *
 * `extraEmbedOrigins` (test servers only): origins that may also frame the app and exchange
 * messages with it, e.g. a test host page on `http://127.0.0.1:4100`. They are passed as
 * `CLEM_EXTRA_EMBED_ORIGINS` (read by the server at start and per request, see
 * packages/shell/src/embedding/embedOrigins.ts); without the option the variable is removed, so
 * an inherited value never widens a server that did not ask for it.
 */
export async function startBrand({
  brand,
  port,
  platformUrl,
  quiet = false,
  dev = false,
  extraEmbedOrigins = [],
  contentMaxAgeMs,
  pageCacheSeconds,
  pushUrl,
}) {
  const env = { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' };
  // The live stream is opened by the browser on the platform's push service (docs/deploy.md);
  // the sandbox is both, so its URL unless told otherwise.
  env.CLEM_PUSH_URL =
    pushUrl ??
    platformUrl ??
    process.env.CLEM_PUSH_URL ??
    process.env.CLEM_PLATFORM_URL ??
    `http://127.0.0.1:${SANDBOX_PORT}`;
  if (pageCacheSeconds !== undefined) env.CLEM_PAGE_CACHE_SECONDS = String(pageCacheSeconds);
  if (platformUrl) env.CLEM_PLATFORM_URL = platformUrl;
  if (contentMaxAgeMs) env.CLEM_CONTENT_MAX_AGE_MS = String(contentMaxAgeMs);
  delete env.CLEM_EXTRA_EMBED_ORIGINS;
  if (extraEmbedOrigins.length > 0) env.CLEM_EXTRA_EMBED_ORIGINS = extraEmbedOrigins.join(',');
  // Production: the standalone server (@clem/shell/server: Next behind a method check and the
  // page cache).
  const command = dev ? [nextBin, 'dev'] : ['server.mjs'];
  const child = spawn(process.execPath, [...command, '-p', String(port), '-H', 'localhost'], {
    cwd: dev ? join(root, 'apps', brand) : standaloneDir(brand),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child, `${brand}:${port}`, { quiet });
  // Eleven production servers rendering their first /sports at once on two cores can take more
  // than a minute on a busy machine (a CI run once timed out at 60 s): give each three.
  await waitForUrl(`http://localhost:${port}/sports`, {
    name: brand,
    timeoutMs: 180_000,
  });
  return { child, url: `http://localhost:${port}` };
}

export function stopAll(signal = 'SIGTERM') {
  for (const child of children) {
    if (child.exitCode === null) child.kill(signal);
  }
}

export function stopOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  }
  process.on('exit', () => stopAll());
}

/** Runs a command to completion, streaming its output; resolves with its exit code. */
export function run(command, args, { cwd = root, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
