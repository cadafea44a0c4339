import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WORLD_READS, cachedJson } from '../cache/read-cache';
import type { SandboxDb } from '../db/schema';
import {
  DEFAULT_MARKETS_PER_EVENT,
  DEFAULT_MARKETS_PER_TYPE,
  DISPLAYED_STATUSES,
  findEvent,
  findEvents,
  findMarket,
  type EventFilter,
  type MarketFilter,
} from '../events/event-repository';
import {
  boolParam,
  dateParam,
  firstMessage,
  idList,
  intParam,
  normaliseParams,
  periodTypeParam,
  statusList,
} from '../events/query-params';
import type { EventType } from '../events/world-tables';
import type { SandboxContext } from '../server';
import { UNKNOWN_BRAND, brandOf } from './brand';

export const DEFAULT_EVENTS_PER_PAGE = 20;
export const DEFAULT_LIVE_LIGHTWEIGHT_PER_PAGE = 50;
export const MAX_EVENTS_PER_PAGE = 200;
/** includeAboutToStart adds prematch events starting within this many minutes. */
export const ABOUT_TO_START_MINUTES = 15;

const eventTypeParam = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (value) => ['GAME_EVENT', 'OUTRIGHT', 'ALL'].includes(value),
    'eventType must be GAME_EVENT, OUTRIGHT or ALL',
  )
  .transform((value): EventType[] =>
    value === 'ALL' ? ['GAME_EVENT', 'OUTRIGHT'] : [value as EventType],
  );

const marketParams = {
  marketStatus: statusList('marketStatus').optional(),
  marketTypeIds: idList('marketTypeIds').optional(),
  periodTypeIds: idList('periodTypeIds').optional(),
  marketsPerType: intParam('marketsPerType', 1, 50).optional(),
  marketsPerEvent: intParam('marketsPerEvent', 1, 200).optional(),
};

const pagingParams = {
  eventsPerPage: intParam('eventsPerPage', 1, MAX_EVENTS_PER_PAGE).optional(),
  page: intParam('page', 1, 100_000).optional(),
};

const eventsQuerySchema = z
  .object({
    eventPathIds: idList('eventPathIds').optional(),
    ids: idList('ids').optional(),
    periodType: periodTypeParam.optional(),
    dateFrom: dateParam('dateFrom').optional(),
    dateTo: dateParam('dateTo').optional(),
    sortByEventpath: boolParam('sortByEventpath').optional(),
    eventType: eventTypeParam.optional(),
    ...pagingParams,
    ...marketParams,
  })
  .refine(
    (query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo,
    'dateFrom must not be after dateTo',
  );

const SPORT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  ESPORTS: ['CSGO', 'DOTA', 'LOLS'],
  VIRTUALS: ['EFOT', 'EBSK', 'VICR'],
  REGULAR: ['FOOT', 'BASK', 'TENN', 'PADL', 'ICEH', 'VOLL', 'CRIC', 'BOXI'],
};

const liveQuerySchema = z.object({
  allBettableEvents: boolParam('allBettableEvents').optional(),
  excludeLongTermSuspended: boolParam('excludeLongTermSuspended').optional(),
  includeAboutToStart: boolParam('includeAboutToStart').optional(),
  lightWeightResponse: boolParam('lightWeightResponse').optional(),
  marketStatuses: statusList('marketStatuses').optional(),
  sportGroups: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => value.split(',').map((group) => group.trim()))
    .refine(
      (groups) => groups.every((group) => group in SPORT_GROUPS),
      `sportGroups must list ${Object.keys(SPORT_GROUPS).join(', ')}`,
    )
    .optional(),
  onlySports: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]+(\s*,\s*[A-Z0-9]+)*$/, 'onlySports must list sport codes or ids')
    .transform((value) => value.split(',').map((sport) => sport.trim()))
    .optional(),
  ...pagingParams,
  marketTypeIds: marketParams.marketTypeIds,
  periodTypeIds: marketParams.periodTypeIds,
});

const idParamsSchema = z.object({ id: intParam('id', 1, 999_999_999) });

type EventsQuery = z.infer<typeof eventsQuerySchema>;

function marketFilterOf(query: {
  marketStatus?: MarketFilter['statuses'] | undefined;
  marketTypeIds?: number[] | undefined;
  periodTypeIds?: number[] | undefined;
  marketsPerType?: number | undefined;
  marketsPerEvent?: number | undefined;
}): MarketFilter {
  return {
    statuses: query.marketStatus ?? DISPLAYED_STATUSES,
    marketTypeIds: query.marketTypeIds,
    periodTypeIds: query.periodTypeIds,
    perType: query.marketsPerType ?? DEFAULT_MARKETS_PER_TYPE,
    perEvent: query.marketsPerEvent ?? DEFAULT_MARKETS_PER_EVENT,
  };
}

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'invalid_query', message });
}

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ error: 'not_found', message });
}

/** The hash of the POST form: SHA-256 of the raw request body, lower-case hex. */
export function eventsBodyHash(rawBody: string): string {
  return createHash('sha256').update(rawBody, 'utf8').digest('hex');
}

interface RawJsonBody {
  raw: string;
  json: unknown;
}

function isRawJsonBody(body: unknown): body is RawJsonBody {
  return typeof body === 'object' && body !== null && 'raw' in body && 'json' in body;
}

/** A cache key for validated parameters: the same meaning gives the same key. */
function queryKey(route: string, query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${WORLD_READS}${route}:${JSON.stringify(entries)}`;
}

/** Sends an answer serialised by the read cache. */
function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The world's read calls. Answers come from the read cache (keyed by the validated parameters),
 * which the live engine's changes invalidate softly (see read-cache.ts).
 */
export function registerEventRoutes(app: FastifyInstance, context: SandboxContext): void {
  const { db, clock } = context;
  const answerEvents = async (reply: FastifyReply, params: Record<string, string>) => {
    const query = eventsQuerySchema.safeParse(params);
    if (!query.success) return badRequest(reply, firstMessage(query.error));
    const key = queryKey('events', query.data);
    return sendJson(reply, await cachedJson(db, key, () => eventsPage(db, query.data)));
  };

  for (const prefix of ['/xapi', '/nextapi']) {
    app.get(`${prefix}/rest/events`, async (request, reply) => {
      if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      return answerEvents(reply, normaliseParams(request.query));
    });
  }

  // The POST form for long query strings: the body is kept raw so its hash can be checked.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => {
        const raw = typeof body === 'string' ? body : body.toString('utf8');
        try {
          done(null, { raw, json: raw.trim() === '' ? {} : (JSON.parse(raw) as unknown) });
        } catch {
          done(
            Object.assign(new Error('the body is not valid JSON'), { statusCode: 400 }),
            undefined,
          );
        }
      },
    );
    const postEvents = async (request: FastifyRequest, reply: FastifyReply) => {
      if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const body = request.body;
      if (!isRawJsonBody(body))
        return badRequest(reply, 'the body must be a JSON object of parameters');
      if (typeof body.json !== 'object' || body.json === null || Array.isArray(body.json)) {
        return badRequest(reply, 'the body must be a JSON object of parameters');
      }
      const { hash } = normaliseParams(request.query);
      if (hash === undefined || hash === '') {
        return badRequest(reply, 'hash is required: the SHA-256 hex of the raw body');
      }
      if (hash.toLowerCase() !== eventsBodyHash(body.raw)) {
        return badRequest(reply, 'hash does not match the body (SHA-256 hex of the raw body)');
      }
      return answerEvents(reply, normaliseParams(body.json));
    };
    scope.post('/xapi/rest/events', postEvents);
    scope.post('/nextapi/rest/events', postEvents);
  });

  app.get('/xapi/rest/events/:id', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, firstMessage(params.error));
    const query = z.object(marketParams).safeParse(normaliseParams(request.query));
    if (!query.success) return badRequest(reply, firstMessage(query.error));
    const key = queryKey(`event:${params.data.id}`, query.data);
    const body = await cachedJson(db, key, () =>
      findEvent(db, params.data.id, marketFilterOf(query.data)).then((event) => event ?? null),
    );
    if (body === 'null') return notFound(reply, `no event with id ${params.data.id}`);
    return sendJson(reply, body);
  });

  app.get('/xapi/rest/markets/:id', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, firstMessage(params.error));
    const body = await cachedJson(db, `${WORLD_READS}market:${params.data.id}`, () =>
      findMarket(db, params.data.id).then((market) => market ?? null),
    );
    if (body === 'null') return notFound(reply, `no market with id ${params.data.id}`);
    return sendJson(reply, body);
  });

  app.get('/xapi/rest/live/events', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const parsed = liveQuerySchema.safeParse(normaliseParams(request.query));
    if (!parsed.success) return badRequest(reply, firstMessage(parsed.error));
    // "About to start" moves with the sandbox clock: such answers are kept for a minute at most.
    const minute = parsed.data.includeAboutToStart ? Math.floor(clock.now() / 60_000) : 0;
    const key = queryKey('live', { ...parsed.data, minute });
    return sendJson(
      reply,
      await cachedJson(db, key, () => liveEvents(db, parsed.data, clock.now())),
    );
  });
}

async function liveEvents(db: SandboxDb, query: z.infer<typeof liveQuerySchema>, now: number) {
  const sports = await db
    .selectFrom('event_paths')
    .select(['id', 'sport_code'])
    .where('kind', '=', 'sport')
    .execute();
  let sportIds: number[] | undefined;
  if (query.onlySports !== undefined || query.sportGroups !== undefined) {
    const groupCodes = query.sportGroups?.flatMap((group) => SPORT_GROUPS[group] ?? []);
    sportIds = sports
      .filter((sport) => {
        const code = sport.sport_code ?? '';
        const inOnly =
          query.onlySports === undefined ||
          query.onlySports.includes(code) ||
          query.onlySports.includes(String(sport.id));
        return inOnly && (groupCodes === undefined || groupCodes.includes(code));
      })
      .map((sport) => sport.id);
  }
  let statuses = query.marketStatuses ?? DISPLAYED_STATUSES;
  if (query.excludeLongTermSuspended) statuses = statuses.filter((status) => status !== 'lts');
  const lightweight = query.lightWeightResponse ?? false;
  const eventsPerPage =
    query.eventsPerPage ??
    (lightweight ? DEFAULT_LIVE_LIGHTWEIGHT_PER_PAGE : DEFAULT_EVENTS_PER_PAGE);
  const page = query.page ?? 1;
  const filter: EventFilter = {
    sportIds,
    live: true,
    eventTypes: ['GAME_EVENT'],
    sortByEventpath: true,
    page,
    eventsPerPage,
    requireOpenMarket: !(query.allBettableEvents ?? false),
    aboutToStartUntil: query.includeAboutToStart
      ? new Date(now + ABOUT_TO_START_MINUTES * 60_000)
      : undefined,
  };
  const result =
    sportIds !== undefined && sportIds.length === 0
      ? { events: [], total: 0 }
      : await findEvents(db, filter, {
          ...marketFilterOf({
            marketStatus: statuses,
            marketTypeIds: query.marketTypeIds,
            periodTypeIds: query.periodTypeIds,
          }),
          mainOnly: lightweight,
        });
  return { events: result.events, paging: { page, eventsPerPage, total: result.total } };
}

async function eventsPage(db: SandboxDb, query: EventsQuery) {
  const page = query.page ?? 1;
  const eventsPerPage = query.eventsPerPage ?? DEFAULT_EVENTS_PER_PAGE;
  const result = await findEvents(
    db,
    {
      eventPathIds: query.eventPathIds,
      ids: query.ids,
      live: query.periodType,
      // Asked for by id, outrights come too; otherwise game events unless eventType says so.
      eventTypes: query.eventType ?? (query.ids ? ['GAME_EVENT', 'OUTRIGHT'] : ['GAME_EVENT']),
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      sortByEventpath: query.sortByEventpath ?? false,
      page,
      eventsPerPage,
    },
    marketFilterOf(query),
  );
  return { events: result.events, paging: { page, eventsPerPage, total: result.total } };
}
