import type { FastifyInstance } from 'fastify';
import { createClock, type SandboxClock } from '../clock/clock';
import type { SandboxDb } from '../db/schema';
import { buildServer } from '../server';
import { TEST_SEED, openSeededTestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  db: SandboxDb;
  close(): Promise<void>;
}

/**
 * A seeded in-memory sandbox, driven with `app.inject`. Its clock is frozen at the real now unless
 * the test brings its own: the live engine then changes nothing behind a test's back, and a test
 * that wants time to pass steps the clock (or POSTs /__admin/time).
 */
export async function createTestServer(
  seed = TEST_SEED,
  options: { clock?: SandboxClock } = {},
): Promise<TestServer> {
  const db = await openSeededTestDatabase(seed);
  const app = buildServer({ db, seed, clock: options.clock ?? frozenClock() });
  await app.ready();
  return {
    app,
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
