import type { FastifyInstance } from 'fastify';
import { createClock, type SandboxClock } from '../clock/clock';
import type { SandboxDb } from '../db/schema';
import { adminAppOf, buildServer, type BuildServerOptions } from '../server';
import { TEST_SEED, openSeededTestDatabase } from './test-database';

export interface TestServer {
  /** The public server (what brand apps and browsers reach). */
  app: FastifyInstance;
  /** The admin server (`/__admin/…`, its own port in a real start): same database and state. */
  admin: FastifyInstance;
  db: SandboxDb;
  close(): Promise<void>;
}

/** The admin server of a test-mode server (`buildServer` makes one unless in production). */
export function adminOf(app: FastifyInstance): FastifyInstance {
  const admin = adminAppOf(app);
  if (admin === undefined) throw new Error('this server has no admin surface (production mode)');
  return admin;
}

/**
 * A seeded in-memory sandbox, driven with `app.inject`. Its clock is frozen at the real now unless
 * the test brings its own: the live engine then changes nothing behind a test's back, and a test
 * that wants time to pass steps the clock (or POSTs /__admin/time to `admin`).
 */
export async function createTestServer(
  seed = TEST_SEED,
  options: { clock?: SandboxClock; loginThrottle?: BuildServerOptions['loginThrottle'] } = {},
): Promise<TestServer> {
  const db = await openSeededTestDatabase(seed);
  const app = buildServer({
    db,
    seed,
    clock: options.clock ?? frozenClock(),
    loginThrottle: options.loginThrottle,
  });
  await app.ready();
  const admin = adminOf(app);
  await admin.ready();
  return {
    app,
    admin,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

function frozenClock(): SandboxClock {
  const clock = createClock();
  clock.freeze();
  return clock;
}
