import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../server';
import { MAX_LEAGUE_FILL, addLeagueEvents } from '../world/add-league-events';
import { adminScope } from './admin-routes';

const fillBodySchema = z.object({ count: z.number().int().min(1).max(MAX_LEAGUE_FILL) }).strict();

type LeagueParams = { Params: { leagueId: string } };

/**
 * Test control (loopback only, dev and test mode): fill a league with more prematch events, e.g.
 * a league page of 200 events for a benchmark or an end-to-end test. A reset drops them.
 */
export function registerLeagueAdminRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, clock, bus } = context;
  adminScope(app, (admin) => {
    admin.post<LeagueParams>('/leagues/:leagueId/events', async (request, reply) => {
      const { leagueId } = request.params;
      const body = fillBodySchema.safeParse(request.body ?? undefined);
      if (!body.success) {
        return reply.code(400).send({ error: 'invalid_body', issues: z.treeifyError(body.error) });
      }
      const result = /^\d{1,9}$/.test(leagueId)
        ? await addLeagueEvents(db, Number(leagueId), body.data.count, new Date(clock.now()))
        : undefined;
      if (result === undefined) {
        return reply
          .code(404)
          .send({ error: 'unknown_league', message: `no league with id ${leagueId}` });
      }
      bus.emit('eventsAdded', result.eventIds);
      return { added: result.added, total: result.total };
    });
  });
}
