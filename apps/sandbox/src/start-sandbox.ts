import type { FastifyInstance } from 'fastify';
import { createClock, type SandboxClock } from './clock/clock';
import { sandboxUrl, type SandboxConfig } from './config';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { buildServer } from './server';
import { refreshStaleWorld } from './world/refresh-world';
import { seedDatabase } from './world/seed-database';

export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  readonly app: FastifyInstance;
  /** Stops listening, then closes the database. Safe to call more than once. */
  close(): Promise<void>;
}

type StartConfig = Pick<
  SandboxConfig,
  'host' | 'port' | 'dataDir' | 'databaseUrl' | 'seed' | 'logLevel' | 'mode' | 'speed'
>;

/** Real time, `speed` times as fast (SANDBOX_SPEED). */
function clockAt(speed: number): SandboxClock {
  const clock = createClock();
  clock.setSpeed(speed);
  return clock;
}

/** Opens the database, migrates, seeds (first start only) and listens. */
export async function startSandbox(config: StartConfig): Promise<RunningSandbox> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    await seedDatabase(db, config.seed);
    const clock = clockAt(config.speed);
    await refreshStaleWorld(db, new Date(clock.now()));
    app = buildServer({
      db,
      seed: config.seed,
      mode: config.mode,
      clock,
      logger: { level: config.logLevel },
    });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app?.close();
    await db.destroy();
    throw error;
  }

  const server = app;
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  let closing: Promise<void> | undefined;
  return {
    url: sandboxUrl(port),
    port,
    app: server,
    close: () => {
      closing ??= server.close().then(() => db.destroy());
      return closing;
    },
  };
}
