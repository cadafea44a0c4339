import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { WORLD_READS, invalidateReads } from '../cache/read-cache';
import type { LiveEngine } from '../live/live-engine';
import type { SandboxContext } from '../server';
import { MAX_PRICE_MILLI, MAX_SPREAD_MILLI } from '../world/set-outcome-price';
import { adminScope } from './admin-routes';

const MAX_DECIMAL = MAX_PRICE_MILLI / 1000;
const MAX_SPREAD = MAX_SPREAD_MILLI / 1000;

/** At most 3 decimals: the number is exactly its own value rounded to 1/1000. */
const threeDecimals = (value: number) => Math.round(value * 1000) / 1000 === value;

const priceBodySchema = z.strictObject({
  decimal: z
    .number({ error: 'decimal must be a number (decimal odds, e.g. 2.5)' })
    .gt(1, 'decimal must be above 1')
    .max(MAX_DECIMAL, `decimal must be at most ${MAX_DECIMAL}`)
    .refine(threeDecimals, 'decimal has at most 3 decimals'),
  spread: z
    .number({ error: 'spread must be a number or null' })
    .min(-MAX_SPREAD, `spread must be at least -${MAX_SPREAD}`)
    .max(MAX_SPREAD, `spread must be at most ${MAX_SPREAD}`)
    .refine(threeDecimals, 'spread has at most 3 decimals')
    .nullable()
    .optional(),
});

type OutcomeParams = { Params: { outcomeId: string } };

function invalidBody(reply: FastifyReply, error: z.ZodError): FastifyReply {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown field(s) ${issue.keys.join(', ')}: use decimal and spread`
      : issue === undefined || path === ''
        ? 'the body must be a JSON object { "decimal": number, "spread"?: number | null }'
        : issue.message.includes(path)
          ? issue.message
          : `${path}: ${issue.message}`;
  return reply.code(400).send({ error: 'invalid_body', message });
}

/**
 * Test control (loopback only, dev and test mode): set an outcome's current price (and spread).
 * The database is written in the live engine's queue (see LiveEngine.setOutcomePrice), then the
 * world's cached reads are dropped, so the very next events, market, betslip or placement call
 * sees the new price. A reset restores the seeded prices.
 */
export function registerPriceAdminRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  engine: LiveEngine,
): void {
  const { db, bus } = context;
  adminScope(app, (admin) => {
    admin.post<OutcomeParams>('/outcomes/:outcomeId/price', async (request, reply) => {
      const { outcomeId } = request.params;
      const body = priceBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) return invalidBody(reply, body.error);
      const { decimal, spread } = body.data;
      const change = /^\d{1,9}$/.test(outcomeId)
        ? await engine.setOutcomePrice(
            Number(outcomeId),
            Math.round(decimal * 1000),
            spread === undefined || spread === null ? spread : Math.round(spread * 1000),
          )
        : undefined;
      if (change === undefined) {
        return reply
          .code(404)
          .send({ error: 'unknown_outcome', message: `no outcome with id ${outcomeId}` });
      }
      // Hard, like a reset: the next read loads the new price, even if a load is under way.
      invalidateReads(db, WORLD_READS);
      bus.emit('eventsChanged', [change.eventId]);
      return {
        outcomeId: change.outcomeId,
        decimal: change.priceMilli / 1000,
        spread: change.spreadMilli === null ? null : change.spreadMilli / 1000,
        previousDecimal: change.previousPriceMilli / 1000,
      };
    });
  });
}
