import type { FastifyInstance } from 'fastify';
import { createClock, type SandboxClock } from './clock/clock';
import { sandboxUrl, type SandboxConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { adminAppOf, buildServer } from './server';
import { refreshStaleWorld } from './world/refresh-world';
import { seedDatabase } from './world/seed-database';

export interface RunningAdmin {
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
}

export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  /** The admin server (its own loopback port); undefined in production mode. */
  readonly admin: RunningAdmin | undefined;
  /** Stops listening (admin, then public), then closes the database. Safe to call more than once. */
  close(): Promise<void>;
}

type StartConfig = Pick<
  SandboxConfig,
  | 'host'
  | 'port'
  | 'adminPort'
  | 'dataDir'
  | 'databaseUrl'
  | 'seed'
  | 'logLevel'
  | 'mode'
  | 'speed'
  | 'loginLockoutSeconds'
  | 'loginAddressLimit'
> &
  Partial<Pick<SandboxConfig, 'heartbeatMs'>>;

/** Real time, `speed` times as fast (SANDBOX_SPEED). */
function clockAt(speed: number): SandboxClock {
  const clock = createClock();
  clock.setSpeed(speed);
  return clock;
}

/**
 * Opens the database, migrates, seeds (first start only) and listens: the public server on
 * `port`, and in dev and test mode the admin server on `adminPort` (both loopback).
 */
export async function startSandbox(config: StartConfig): Promise<RunningSandbox> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await seedDatabase(db, config.seed);
    const clock = clockAt(config.speed);
    await refreshStaleWorld(db, new Date(clock.now()));
    const lockoutMs = config.loginLockoutSeconds * 1000;
    app = buildServer({
      db,
      seed: config.seed,
      mode: config.mode,
      clock,
      heartbeatMs: config.heartbeatMs,
      logger: { level: config.logLevel },
      loginThrottle: {
        lockoutMs,
        addressWindowMs: lockoutMs,
        maxAddressFailures: config.loginAddressLimit,
      },
    });
    await app.listen({ host: config.host, port: config.port });
    await adminAppOf(app)?.listen({ host: config.host, port: config.adminPort });
  } catch (error) {
    await app?.close();
    await db.destroy();
    throw error;
  }

  const server = app;
  const port = listeningPort(server, config.port);
  const adminApp = adminAppOf(server);
  const adminPort = adminApp && listeningPort(adminApp, config.adminPort);
  const admin =
    adminApp === undefined || adminPort === undefined
      ? undefined
      : { url: sandboxUrl(adminPort), port: adminPort, app: adminApp };
  let closing: Promise<void> | undefined;
  return {
    url: sandboxUrl(port),
    port,
    app: server,
    admin,
    close: () => {
      closing ??= server.close().then(() => db.destroy());
      return closing;
    },
  };
}

function listeningPort(app: FastifyInstance, fallback: number): number {
  const address = app.server.address();
  return typeof address === 'object' && address !== null ? address.port : fallback;
}
