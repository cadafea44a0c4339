import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { WORLD_READS, cachedJson } from '../cache/read-cache';
import type { SandboxDb } from '../db/schema';
import { countEventsByPath } from '../events/event-repository';
import { treeCountOptions } from '../events/tree-counts';
import { buildEventPathTree } from '../world/event-path-tree';
import { UNKNOWN_BRAND, brandOf } from './brand';

/**
 * sportCode keeps one sport; periodType and eventTypeFilter choose which events are counted
 * (see treeCountOptions); the other parameters of the spec are accepted.
 */
const querySchema = z.object({
  periodType: z.string().optional(),
  includeUnpricedMarkets: z.string().optional(),
  includeMarketTypes: z.string().optional(),
  lightWeightResponse: z.string().optional(),
  eventTypeFilter: z.string().optional(),
  sportGroups: z.string().optional(),
  sportCode: z.string().optional(),
});

export function registerEventPathTreeRoutes(app: FastifyInstance, db: SandboxDb): void {
  /** The sport tree: sports -> countries -> leagues, in sort order. */
  app.get('/xapi/rest/eventpathtree', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'invalid_query' });

    const options = treeCountOptions(query.data);
    const sportCode = query.data.sportCode?.trim().toUpperCase() || undefined;
    const key = `${WORLD_READS}tree:${JSON.stringify([options, sportCode ?? null])}`;
    const body = await cachedJson(db, key, () => eventPathTree(db, options, sportCode));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json; charset=utf-8')
      .send(body);
  });
}

async function eventPathTree(
  db: SandboxDb,
  options: ReturnType<typeof treeCountOptions>,
  sportCode: string | undefined,
) {
  const rows = await db
    .selectFrom('event_paths')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  // Counts come from the events themselves, so they always match /xapi/rest/events.
  const counts = await countEventsByPath(db, options);
  const counted = rows.map((row) => ({ ...row, event_count: counts.get(row.id) ?? 0 }));
  return { eventPaths: buildEventPathTree(counted, sportCode) };
}
