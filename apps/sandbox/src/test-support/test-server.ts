import type { FastifyInstance } from 'fastify';
import type { SandboxDb } from '../db/schema';
import { buildServer } from '../server';
import { TEST_SEED, openSeededTestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  db: SandboxDb;
  close(): Promise<void>;
}

/** A seeded in-memory sandbox, driven with `app.inject`. */
export async function createTestServer(seed = TEST_SEED): Promise<TestServer> {
  const db = await openSeededTestDatabase(seed);
  const app = buildServer({ db, seed });
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
