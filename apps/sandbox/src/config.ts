import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PLATFORM_HOST, DEFAULT_PLATFORM_PORT } from '@clem/core/schemas';
import { MAX_SPEED } from './clock/clock';
import { DEFAULT_HEARTBEAT_MS, MAX_HEARTBEAT_MS, MIN_HEARTBEAT_MS } from './live/stream-hub';

/**
 * The sandbox's port. Its one definition is the platform contract in @clem/core (brand apps use
 * the same constant to find the sandbox); SANDBOX_PORT overrides it.
 */
export const SANDBOX_DEFAULT_PORT = DEFAULT_PLATFORM_PORT;
/**
 * The admin server listens on the public port + 100 unless SANDBOX_ADMIN_PORT says otherwise
 * (4110 for 4010; a public port of 0 gives a free admin port too). Its own port, so a brand app,
 * which proxies browsers to the public one from loopback, can never reach it.
 */
export const SANDBOX_ADMIN_PORT_OFFSET = 100;
/** The sandbox only ever listens on loopback (both servers): its admin surface has no authentication. */
export const SANDBOX_HOST = DEFAULT_PLATFORM_HOST;
/** 15 minutes: SANDBOX_LOGIN_LOCKOUT_SECONDS (see accounts/login-throttle.ts). */
export const SANDBOX_DEFAULT_LOGIN_LOCKOUT_SECONDS = 15 * 60;
/** 20 failures: SANDBOX_LOGIN_ADDRESS_LIMIT (see accounts/login-throttle.ts). */
export const SANDBOX_DEFAULT_LOGIN_ADDRESS_LIMIT = 20;
/** The world seed used when SANDBOX_SEED is not set. */
export const SANDBOX_DEFAULT_SEED = 20261123;
/** apps/sandbox/.data/pglite (git-ignored). */
export const SANDBOX_DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** dev (default) and test expose the admin surface; production does not. */
export const SANDBOX_MODES = ['dev', 'test', 'production'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export interface SandboxConfig {
  /** SANDBOX_MODE: the admin surface (reset, time, faults, wallets) exists only in dev and test. */
  mode: SandboxMode;
  host: typeof SANDBOX_HOST;
  /** 0 picks a free port (the start line says which). */
  port: number;
  /** SANDBOX_ADMIN_PORT: the admin server's port (dev and test mode); default port + 100. */
  adminPort: number;
  /** PGlite data directory, or `memory://`. Ignored when databaseUrl is set. */
  dataDir: string;
  /** A real PostgreSQL server (DATABASE_URL); needs the optional `pg` package. */
  databaseUrl: string | undefined;
  seed: number;
  /** SANDBOX_SPEED: simulated seconds per real second for the live world (above 0, at most 1000). */
  speed: number;
  /** SANDBOX_LOGIN_LOCKOUT_SECONDS: how long failed logins hold a username or an address. */
  loginLockoutSeconds: number;
  /**
   * SANDBOX_LOGIN_ADDRESS_LIMIT: failed logins from one address within the lockout window before
   * that address is refused. Every browser of an end-to-end run shares one loopback address, as
   * players behind one NAT would, so the e2e servers raise it.
   */
  loginAddressLimit: number;
  /**
   * SANDBOX_HEARTBEAT_MS: how often (real ms) an open live stream gets its heartbeat, 1000 to
   * 60000 (default 15000); a stream may ask for its own with `?heartbeatMs=`.
   */
  heartbeatMs: number;
  logLevel: LogLevel;
  /** Stop when the parent process dies (`--exit-with-parent`). */
  exitWithParent: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(
  env: Env = process.env,
  argv: readonly string[] = process.argv.slice(2),
  cwd: string = process.cwd(),
): SandboxConfig {
  const port = parseIntegerSetting(
    'SANDBOX_PORT',
    env.SANDBOX_PORT,
    SANDBOX_DEFAULT_PORT,
    0,
    65535,
  );
  return {
    mode: parseMode(env.SANDBOX_MODE),
    host: SANDBOX_HOST,
    port,
    adminPort: parseAdminPort(env.SANDBOX_ADMIN_PORT, port),
    dataDir: resolveDataDir(env.SANDBOX_DATA_DIR, cwd),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    seed: parseIntegerSetting(
      'SANDBOX_SEED',
      env.SANDBOX_SEED,
      SANDBOX_DEFAULT_SEED,
      0,
      2 ** 32 - 1,
    ),
    speed: parseSpeed(env.SANDBOX_SPEED),
    loginLockoutSeconds: parseIntegerSetting(
      'SANDBOX_LOGIN_LOCKOUT_SECONDS',
      env.SANDBOX_LOGIN_LOCKOUT_SECONDS,
      SANDBOX_DEFAULT_LOGIN_LOCKOUT_SECONDS,
      1,
      86_400,
    ),
    loginAddressLimit: parseIntegerSetting(
      'SANDBOX_LOGIN_ADDRESS_LIMIT',
      env.SANDBOX_LOGIN_ADDRESS_LIMIT,
      SANDBOX_DEFAULT_LOGIN_ADDRESS_LIMIT,
      1,
      1_000_000,
    ),
    heartbeatMs: parseIntegerSetting(
      'SANDBOX_HEARTBEAT_MS',
      env.SANDBOX_HEARTBEAT_MS,
      DEFAULT_HEARTBEAT_MS,
      MIN_HEARTBEAT_MS,
      MAX_HEARTBEAT_MS,
    ),
    logLevel: parseLogLevel(env.SANDBOX_LOG_LEVEL),
    exitWithParent: argv.includes('--exit-with-parent'),
  };
}

/** The base URL the sandbox answers on, for a port it listens on. */
export function sandboxUrl(port: number): string {
  return `http://${SANDBOX_HOST}:${port}`;
}

/** The admin port: SANDBOX_ADMIN_PORT, else the public port + 100 (0 stays 0: a free port). */
function parseAdminPort(value: string | undefined, port: number): number {
  const fallback = port === 0 ? 0 : port + SANDBOX_ADMIN_PORT_OFFSET;
  if (nonEmpty(value) === undefined && fallback > 65535) {
    throw new Error(
      `sandbox: SANDBOX_PORT ${port} leaves no default admin port: set SANDBOX_ADMIN_PORT`,
    );
  }
  const adminPort = parseIntegerSetting('SANDBOX_ADMIN_PORT', value, fallback, 0, 65535);
  if (adminPort !== 0 && adminPort === port) {
    throw new Error('sandbox: SANDBOX_ADMIN_PORT must differ from SANDBOX_PORT');
  }
  return adminPort;
}

function resolveDataDir(value: string | undefined, cwd: string): string {
  const dir = nonEmpty(value);
  if (dir === undefined) return SANDBOX_DEFAULT_DATA_DIR;
  if (dir.includes('://') || isAbsolute(dir)) return dir;
  return resolve(cwd, dir);
}

function parseIntegerSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`sandbox: ${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return parsed;
}

function parseSpeed(value: string | undefined): number {
  const text = nonEmpty(value);
  if (text === undefined) return 1;
  const speed = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(speed > 0 && speed <= MAX_SPEED)) {
    throw new Error(
      `sandbox: SANDBOX_SPEED must be a number above 0 and at most ${MAX_SPEED}, got "${text}"`,
    );
  }
  return speed;
}

function parseMode(value: string | undefined): SandboxMode {
  const mode = nonEmpty(value) ?? 'dev';
  const known = SANDBOX_MODES.find((candidate) => candidate === mode);
  if (known === undefined) {
    throw new Error(`sandbox: SANDBOX_MODE must be one of ${SANDBOX_MODES.join(', ')}`);
  }
  return known;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const level = nonEmpty(value) ?? 'warn';
  const known = LOG_LEVELS.find((candidate) => candidate === level);
  if (known === undefined) {
    throw new Error(`sandbox: SANDBOX_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return known;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
