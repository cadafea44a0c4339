import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { MAX_SPEED } from '../clock/clock';
import { MAX_CATCH_UP_MS, type LiveEngine } from '../live/live-engine';
import type { SandboxContext } from '../server';
import { adminScope } from './admin-routes';

/** The longest single step: one simulated day (the engine plays every 10 s of it). */
export const MAX_STEP_MS = MAX_CATCH_UP_MS;

const timeBodySchema = z
  .strictObject({
    freeze: z.boolean().optional(),
    speed: z
      .number()
      .gt(0, 'speed must be above 0')
      .max(MAX_SPEED, `speed must be at most ${MAX_SPEED}`)
      .optional(),
    step_ms: z
      .number()
      .int('step_ms must be a whole number of ms')
      .min(0, 'step_ms must not be negative')
      .max(MAX_STEP_MS, `step_ms must be at most ${MAX_STEP_MS} (one day)`)
      .optional(),
    set: z.iso.datetime({ offset: true, message: 'set must be an ISO 8601 date-time' }).optional(),
  })
  .optional();

function timeState(context: SandboxContext, engine: LiveEngine) {
  const state = context.clock.state();
  return {
    clock: {
      now: new Date(state.now).toISOString(),
      nowMs: state.now,
      speed: state.speed,
      frozen: state.frozen,
    },
    engine: engine.status(),
  };
}

function invalidBody(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const message =
    issue === undefined
      ? 'invalid body'
      : issue.code === 'unrecognized_keys'
        ? `unknown field(s) ${issue.keys.join(', ')}: use freeze, speed, step_ms and set`
        : path !== '' && !issue.message.includes(path)
          ? `${path}: ${issue.message}`
          : issue.message;
  return reply.code(400).send({ error: 'invalid_body', message });
}

/**
 * /__admin/time: read the sandbox clock, freeze or resume it, change its speed, set it, or step
 * it. A step (or set) runs the live engine up to the new time before answering, so a test sees
 * the changes at once.
 */
export function registerTimeAdminRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  engine: LiveEngine,
): void {
  adminScope(app, (admin) => {
    admin.get('/time', async () => {
      await engine.idle();
      return timeState(context, engine);
    });

    admin.post('/time', async (request, reply) => {
      const parsed = timeBodySchema.safeParse(request.body ?? undefined);
      if (!parsed.success) return invalidBody(reply, parsed.error);
      const body = parsed.data ?? {};
      const { clock } = context;
      if (body.set !== undefined) clock.set(Date.parse(body.set));
      if (body.speed !== undefined) clock.setSpeed(body.speed);
      if (body.freeze === true) clock.freeze();
      if (body.freeze === false) clock.resume();
      if (body.step_ms !== undefined) clock.step(body.step_ms);
      await engine.advanceTo(clock.now());
      return timeState(context, engine);
    });
  });
}
