import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ControlOutcome, LiveControl, LiveEngine } from '../live/live-engine';
import type { StreamHub } from '../live/stream-hub';
import { adminScope } from './admin-routes';

/** The longest suspension a goal control may ask for: ten minutes. */
export const MAX_SUSPEND_MS = 10 * 60 * 1000;

const opponent = {
  opponentId: z.number({ error: 'opponentId must be a number' }).int().positive(),
};
const suspendMs = z
  .number({ error: 'suspendMs must be a number of ms' })
  .int('suspendMs must be a whole number of ms')
  .min(0, 'suspendMs must not be negative')
  .max(MAX_SUSPEND_MS, `suspendMs must be at most ${MAX_SUSPEND_MS}`)
  .optional();

const clockSchema = z
  .strictObject({
    minutes: z.number().int('minutes must be whole').min(0).max(200).optional(),
    status: z.enum(['RUNNING', 'INTERMISSION']).optional(),
    period: z.number().int('period must be whole').min(1).max(20).optional(),
  })
  .refine(
    (body) => body.minutes !== undefined || body.status !== undefined || body.period !== undefined,
    'give minutes, status or period',
  );
const scoreSchema = z.strictObject({ ...opponent, suspendMs });
const cardSchema = z.strictObject({ ...opponent, colour: z.enum(['yellow', 'red']) });
const cornerSchema = z.strictObject(opponent);
const emptySchema = z.strictObject({}).optional();
const marketStatusSchema = z.strictObject({ status: z.enum(['open', 'suspended', 'closed']) });
const freezeSchema = z.strictObject({ frozen: z.boolean() });

type EventParams = { Params: { eventId: string } };
type MarketParams = { Params: { marketId: string } };

const ID = /^\d{1,9}$/;

function invalidBody(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const message =
    issue === undefined
      ? 'invalid body'
      : issue.code === 'unrecognized_keys'
        ? `unknown field(s) ${issue.keys.join(', ')}`
        : path !== '' && !issue.message.includes(path)
          ? `${path}: ${issue.message}`
          : issue.message;
  return reply.code(400).send({ error: 'invalid_body', message });
}

function answer(reply: FastifyReply, outcome: ControlOutcome): FastifyReply {
  if (!outcome.ok) {
    return reply.code(outcome.status).send({ error: outcome.error, message: outcome.message });
  }
  return reply.send({ eventId: outcome.event, version: outcome.version });
}

function badId(reply: FastifyReply, name: string): FastifyReply {
  return reply.code(400).send({ error: 'invalid_id', message: `${name} must be a numeric id` });
}

/**
 * Test controls that drive the live world (loopback only, dev and test mode), under
 * /__admin/live: a live event's clock, goals and points, cards and corners, its end; a market's
 * status; a prematch event's start; freezing one event so that only a test changes it; and the
 * open live streams (count them, cut them). Every control runs in the live engine's queue, so
 * it lands between two steps as ordinary versioned changes, written in one transaction, on the
 * changes call and the stream alike.
 */
export function registerLiveAdminRoutes(
  app: FastifyInstance,
  engine: LiveEngine,
  streams: StreamHub,
): void {
  adminScope(app, (admin) => {
    const eventControl = <T>(
      name: string,
      schema: z.ZodType<T>,
      toControl: (body: T) => LiveControl,
    ) => {
      admin.post<EventParams>(`/live/events/:eventId/${name}`, async (request, reply) => {
        if (!ID.test(request.params.eventId)) return badId(reply, 'eventId');
        const body = schema.safeParse(request.body ?? undefined);
        if (!body.success) return invalidBody(reply, body.error);
        const outcome = await engine.control(Number(request.params.eventId), toControl(body.data));
        return answer(reply, outcome);
      });
    };

    eventControl('clock', clockSchema, (body) => ({ kind: 'clock', ...body }));
    eventControl('goal', scoreSchema, (body) => ({ kind: 'score', goal: true, ...body }));
    eventControl('score', scoreSchema, (body) => ({ kind: 'score', ...body }));
    eventControl('card', cardSchema, (body) => ({ kind: 'card', ...body }));
    eventControl('corner', cornerSchema, (body) => ({ kind: 'corner', ...body }));
    eventControl('end', emptySchema, () => ({ kind: 'end' }));

    admin.post<EventParams>('/live/events/:eventId/start', async (request, reply) => {
      if (!ID.test(request.params.eventId)) return badId(reply, 'eventId');
      const body = emptySchema.safeParse(request.body ?? undefined);
      if (!body.success) return invalidBody(reply, body.error);
      return answer(reply, await engine.startEvent(Number(request.params.eventId)));
    });

    admin.post<EventParams>('/live/events/:eventId/freeze', async (request, reply) => {
      if (!ID.test(request.params.eventId)) return badId(reply, 'eventId');
      const body = freezeSchema.safeParse(request.body ?? undefined);
      if (!body.success) return invalidBody(reply, body.error);
      const eventId = Number(request.params.eventId);
      const outcome = await engine.freeze(eventId, body.data.frozen);
      if (!outcome.ok) return answer(reply, outcome);
      return { eventId, frozen: engine.isFrozen(eventId), version: outcome.version };
    });

    admin.post<MarketParams>('/live/markets/:marketId/status', async (request, reply) => {
      if (!ID.test(request.params.marketId)) return badId(reply, 'marketId');
      const body = marketStatusSchema.safeParse(request.body ?? undefined);
      if (!body.success) return invalidBody(reply, body.error);
      const marketId = Number(request.params.marketId);
      const outcome = await engine.setMarketStatus(marketId, body.data.status);
      if (!outcome.ok) return answer(reply, outcome);
      return {
        marketId,
        eventId: outcome.event,
        status: body.data.status,
        version: outcome.version,
      };
    });

    // What the sandbox's own process went through between two reads of /live/stream (a load test
    // reads it before and after its window): its event loop's delay and its share of a core. A
    // delivery late by more than the loop's delay waited somewhere else (the kernel, the client).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    let since = { cpu: process.cpuUsage(), at: performance.now() };
    admin.addHook('onClose', async () => loopDelay.disable());
    admin.get('/live/stream', async () => {
      const cpu = process.cpuUsage(since.cpu);
      const seconds = (performance.now() - since.at) / 1000;
      const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
      const answer = {
        open: streams.size,
        sinceLastRead: {
          seconds: Math.round(seconds * 10) / 10,
          cpuPercent: Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100),
          eventLoopDelayMs: {
            p50: ms(loopDelay.percentile(50)),
            p99: ms(loopDelay.percentile(99)),
            max: ms(loopDelay.max),
          },
        },
      };
      loopDelay.reset();
      since = { cpu: process.cpuUsage(), at: performance.now() };
      return answer;
    });

    admin.post('/live/stream/drop', async () => ({ dropped: streams.drop() }));
  });
}
