import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LEG_RESULTS, type OutcomeResult } from '../bets/bet-tables';
import type { SandboxContext } from '../server';
import { finishAndSettle, settleEverything } from '../settlement/register-settlement';
import type { SettledBet } from '../settlement/settle';
import { adminScope } from './admin-routes';

const OUTCOME_RESULTS = LEG_RESULTS.filter((result): result is OutcomeResult => result !== 'open');
const MAX_FORCED = 10_000;

const resultBodySchema = z
  .object({
    results: z
      .record(z.string().regex(/^\d{1,9}$/, 'outcome ids are numbers'), z.enum(OUTCOME_RESULTS))
      .refine((results) => Object.keys(results).length <= MAX_FORCED, {
        message: `at most ${MAX_FORCED} forced results`,
      })
      .optional(),
  })
  .strict()
  .optional();

type EventParams = { Params: { id: string } };

function settledJson(bets: readonly SettledBet[]) {
  return bets.map(({ betId, reference, status, payout }) => ({ betId, reference, status, payout }));
}

/**
 * Test controls for settlement (loopback only, dev and test mode): finish and result one event
 * now (optionally forcing outcome results) and settle its bets; settle everything pending.
 */
export function registerSettlementAdminRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db } = context;
  adminScope(app, (admin) => {
    admin.post<EventParams>('/events/:id/result', async (request, reply) => {
      if (!/^\d{1,9}$/.test(request.params.id)) {
        return reply.code(400).send({ error: 'invalid_event_id', message: 'id must be a number' });
      }
      const eventId = Number(request.params.id);
      const body = resultBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) {
        return reply.code(400).send({ error: 'invalid_body', issues: z.treeifyError(body.error) });
      }
      const event = await db
        .selectFrom('events')
        .select('id')
        .where('id', '=', eventId)
        .executeTakeFirst();
      if (event === undefined) return reply.code(404).send({ error: 'unknown_event' });

      const forcedEntries = Object.entries(body.data?.results ?? {}).map(
        ([outcomeId, result]) => [Number(outcomeId), result] as const,
      );
      if (forcedEntries.length > 0) {
        const known = await db
          .selectFrom('outcomes')
          .innerJoin('markets', 'markets.id', 'outcomes.market_id')
          .select('outcomes.id')
          .where('markets.event_id', '=', eventId)
          .where(
            'outcomes.id',
            'in',
            forcedEntries.map(([id]) => id),
          )
          .execute();
        const knownIds = new Set(known.map((row) => row.id));
        const strangers = forcedEntries.filter(([id]) => !knownIds.has(id)).map(([id]) => id);
        if (strangers.length > 0) {
          return reply.code(400).send({
            error: 'unknown_outcomes',
            message: `not outcomes of event ${eventId}: ${strangers.slice(0, 20).join(', ')}`,
          });
        }
        const resulted = await db
          .selectFrom('outcome_results')
          .select('outcome_id')
          .where('event_id', '=', eventId)
          .limit(1)
          .executeTakeFirst();
        if (resulted !== undefined) {
          return reply.code(409).send({
            error: 'already_resulted',
            message: `event ${eventId} is already resulted: its results cannot be forced any more`,
          });
        }
      }

      const run = await finishAndSettle(context, [eventId], Object.fromEntries(forcedEntries));
      const resulted = run.results.resulted.find((entry) => entry.eventId === eventId);
      const outcomes =
        resulted?.outcomes ??
        (await db
          .selectFrom('outcome_results')
          .select(['outcome_id as outcomeId', 'market_id as marketId', 'result'])
          .where('event_id', '=', eventId)
          .orderBy('market_id')
          .orderBy('outcome_id')
          .execute());
      return {
        eventId,
        resulted: resulted !== undefined,
        alreadyResulted: run.results.alreadyResulted.includes(eventId),
        outcomes,
        settled: settledJson(run.settled),
      };
    });

    admin.post('/settle', async () => {
      const run = await settleEverything(context);
      return {
        resulted: run.results.resulted.map((event) => event.eventId),
        settled: settledJson(run.settled),
      };
    });
  });
}
