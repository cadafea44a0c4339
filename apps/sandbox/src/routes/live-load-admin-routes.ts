import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../db/schema';
import type { LiveEngine } from '../live/live-engine';
import { LiveLoad, MAX_LOAD_CHANGES_PER_SECOND, MAX_LOAD_EVENTS } from '../live/live-load';
import { adminScope } from './admin-routes';

/** The longest load one call may ask for: one hour. */
export const MAX_LOAD_DURATION_MS = 60 * 60 * 1000;

const loadSchema = z.strictObject({
  events: z
    .number({ error: 'events must be a number' })
    .int('events must be whole')
    .min(1, 'events must be at least 1')
    .max(MAX_LOAD_EVENTS, `events must be at most ${MAX_LOAD_EVENTS}`),
  changesPerSecond: z
    .number({ error: 'changesPerSecond must be a number' })
    .gt(0, 'changesPerSecond must be above 0')
    .max(
      MAX_LOAD_CHANGES_PER_SECOND,
      `changesPerSecond must be at most ${MAX_LOAD_CHANGES_PER_SECOND}`,
    ),
  durationMs: z
    .number({ error: 'durationMs must be a number of ms' })
    .int('durationMs must be a whole number of ms')
    .min(1, 'durationMs must be above 0')
    .max(MAX_LOAD_DURATION_MS, `durationMs must be at most ${MAX_LOAD_DURATION_MS}`)
    .optional(),
  marketsPerEvent: z
    .number({ error: 'marketsPerEvent must be a number' })
    .int('marketsPerEvent must be whole')
    .min(1, 'marketsPerEvent must be at least 1')
    .max(50, 'marketsPerEvent must be at most 50')
    .optional(),
});

/**
 * The live load generator for speed tests (loopback only, dev and test mode), under
 * /__admin/live/load: POST starts one (replacing a running one) once its events are in play,
 * GET says what it did, DELETE stops it. See LiveLoad.
 */
export function registerLiveLoadAdminRoutes(
  app: FastifyInstance,
  db: SandboxDb,
  engine: LiveEngine,
): LiveLoad {
  const load = new LiveLoad(engine, db);
  app.addHook('onClose', async () => {
    load.stop();
  });
  adminScope(app, (admin) => {
    admin.post('/live/load', async (request, reply) => {
      const body = loadSchema.safeParse(request.body ?? undefined);
      if (!body.success) {
        const issue = body.error.issues[0];
        const message =
          issue === undefined
            ? 'invalid body'
            : issue.code === 'unrecognized_keys'
              ? `unknown field(s) ${issue.keys.join(', ')}`
              : issue.message;
        return reply.code(400).send({ error: 'invalid_body', message });
      }
      return load.start(body.data);
    });
    admin.get('/live/load', async () => load.status());
    admin.delete('/live/load', async () => load.stop());
  });
  return load;
}
