import {
  esportsScheduleResponseSchema,
  livestreamConfigSchema,
  streamCandidateSchema,
  type StreamCandidate,
} from '@clem/core/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { streamForBetradarId, streamForEvent } from '../content/content-catalogue';
import { listContent, readContent } from '../content/content-repository';
import type { SandboxDb } from '../db/schema';
import type { BrandId } from '../settings/brands';
import { clientError, requireBrand } from './content-routes';

/** `1,2, 3` → [1, 2, 3]; undefined when any item is not a positive integer. */
export function parseIdList(value: string): number[] | undefined {
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => !/^\d{1,12}$/.test(item))) return undefined;
  return items.map(Number);
}

const idList = z
  .string()
  .max(2000)
  .transform((value, context) => {
    const ids = parseIdList(value);
    if (ids === undefined) {
      context.addIssue({ code: 'custom', message: 'a comma-separated list of numeric ids' });
      return z.NEVER;
    }
    return ids;
  });

const streamsQuerySchema = z.object({
  event_ids: idList.optional(),
  betradar_ids: idList.optional(),
});

/**
 * One candidate per requested event id and per requested Betradar id, in request order without
 * duplicates: the stored candidate when there is one, else one made on demand.
 */
export function selectStreams(
  stored: readonly StreamCandidate[],
  eventIds: readonly number[],
  betradarIds: readonly number[],
): StreamCandidate[] {
  const chosen = new Map<string, StreamCandidate>();
  for (const eventId of eventIds) {
    const stream = stored.find((candidate) => candidate.event_id === eventId);
    const pick = stream ?? streamForEvent(eventId);
    chosen.set(String(pick.stream_id), pick);
  }
  for (const betradarId of betradarIds) {
    const stream = stored.find((candidate) => candidate.betradar_id === betradarId);
    const pick = stream ?? streamForBetradarId(betradarId);
    chosen.set(String(pick.stream_id), pick);
  }
  return [...chosen.values()];
}

/** The esports schedule changes rarely: the front end caches it for 6600 s (spec §7). */
export const ESPORTS_SCHEDULE_CACHE_CONTROL = 'public, max-age=6600';

export function registerVideoStreamRoutes(app: FastifyInstance, db: SandboxDb): void {
  const readConfig = async (brand: BrandId) =>
    livestreamConfigSchema.parse(await readContent(db, brand, 'livestream_config', 'default'));
  const readStreams = async (brand: BrandId) =>
    z.array(streamCandidateSchema).parse(await listContent(db, brand, 'video_stream'));

  app.get('/api/video_streams', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const query = streamsQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send(
          clientError(
            'invalid_query',
            'event_ids and betradar_ids are comma-separated lists of numeric ids',
          ),
        );
    }
    const { event_ids: eventIds, betradar_ids: betradarIds } = query.data;
    const stored = await readStreams(brand);
    const streams =
      eventIds === undefined && betradarIds === undefined
        ? stored
        : selectStreams(stored, eventIds ?? [], betradarIds ?? []);
    return reply.send({ video_streams: streams, livestream_config: await readConfig(brand) });
  });

  app.get('/api/video_streams/betradar_esports_schedule', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    const schedule = esportsScheduleResponseSchema.parse(
      await readContent(db, brand, 'esports_schedule', 'default'),
    );
    return reply.header('cache-control', ESPORTS_SCHEDULE_CACHE_CONTROL).send(schedule);
  });

  app.get<{ Params: { id: string } }>('/api/video_streams/:id', async (request, reply) => {
    const brand = requireBrand(request, reply);
    if (brand === undefined) return reply;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(request.params.id)) {
      return reply
        .code(400)
        .send(clientError('invalid_id', 'A stream id is letters, digits, - or _'));
    }
    const stored = await readContent(db, brand, 'video_stream', request.params.id);
    const eventId = /^stream-(\d{1,12})$/.exec(request.params.id)?.[1];
    const stream =
      stored !== undefined
        ? streamCandidateSchema.parse(stored)
        : eventId === undefined
          ? undefined
          : streamForEvent(Number(eventId));
    if (stream === undefined) {
      return reply.code(404).send(clientError('not_found', 'No such video stream for this brand'));
    }
    return reply.send({ video_stream: stream, livestream_config: await readConfig(brand) });
  });
}
