import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findEvent, findMarket } from '../events/event-repository';
import { firstMessage, idList, intParam, normaliseParams } from '../events/query-params';
import { MARKET_STATUSES } from '../events/world-tables';
import { DEFAULT_CHANGES_LIMIT, type EventSelection } from '../live/change-log';
import type { FaultRegistry } from '../faults/fault-registry';
import { isStreamFault } from '../faults/fault-spec';
import {
  DEFAULT_HEARTBEAT_MS,
  MAX_HEARTBEAT_MS,
  MIN_HEARTBEAT_MS,
  StreamHub,
  resetFrame,
  type OpenStream,
} from '../live/stream-hub';
import { LiveEngine } from '../live/live-engine';
import {
  DEFAULT_LIVE_PAGE_MARKETS,
  DEFAULT_LIVE_PAGE_SIZE,
  MAX_LIVE_PAGE_MARKETS,
  MAX_LIVE_PAGE_SIZE,
  liveEventJson,
  liveMarketJson,
  livePage,
} from '../live/live-page';
import type { SandboxContext } from '../server';
import { UNKNOWN_BRAND, BRAND_HEADER, brandOf } from './brand';

export const LIVE_PREFIX = '/xapi/marketdata/v1';
export const MAX_CHANGES_LIMIT = 10_000;
export const MAX_EVENT_IDS = 1000;

export interface LiveRoutesOptions {
  /** The stream faults (stream-drop, -stall, -reset) come from here. */
  faults?: FaultRegistry;
  /** The heartbeat period (real ms) of a stream that asks for none. */
  heartbeatMs?: number;
  /** How many changes the ring keeps (default DEFAULT_CHANGE_CAPACITY). */
  capacity?: number;
}

/** `?heartbeatMs=` of the stream: a whole number of ms within the allowed range. */
function readHeartbeat(text: string | undefined, fallback: number): number | string {
  if (text === undefined || text.trim() === '') return fallback;
  const value = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(value >= MIN_HEARTBEAT_MS && value <= MAX_HEARTBEAT_MS)) {
    return `heartbeatMs must be a whole number from ${MIN_HEARTBEAT_MS} to ${MAX_HEARTBEAT_MS}`;
  }
  return value;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const livePageSchema = z.object({
  sportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z0-9]{2,8}(\s*,\s*[A-Z0-9]{2,8})*$/,
      'sportCode must list sport codes, e.g. FOOT,TENN',
    )
    .transform((value) => value.split(',').map((code) => code.trim()))
    .optional(),
  eventPathIds: idList('eventPathIds').optional(),
  page: intParam('page', 1, 100_000).optional(),
  eventsPerPage: intParam('eventsPerPage', 1, MAX_LIVE_PAGE_SIZE).optional(),
  marketsPerEvent: intParam('marketsPerEvent', 0, MAX_LIVE_PAGE_MARKETS).optional(),
});

const idParamsSchema = z.object({ id: intParam('id', 1, 999_999_999) });

const VERSION = /^\d{1,15}$/;
const ID_LIST = /^\d{1,9}(\s*,\s*\d{1,9})*$/;

/** The changes and stream parameters, checked by hand (the changes call is the hot path). */
function readChangeParams(
  query: Record<string, string>,
  lastEventId: string | undefined,
): { since?: number; selection: EventSelection; limit: number } | string {
  const known = new Set(['since', 'eventIds', 'limit']);
  for (const key of Object.keys(query)) {
    if (!known.has(key)) return `unknown parameter ${key}: use since, eventIds and limit`;
  }
  const result: { since?: number; selection: EventSelection; limit: number } = {
    selection: undefined,
    limit: DEFAULT_CHANGES_LIMIT,
  };
  const sinceText = lastEventId?.trim() || query.since?.trim();
  if (sinceText !== undefined && sinceText !== '') {
    if (!VERSION.test(sinceText))
      return 'since (or Last-Event-ID) must be a version: a whole number';
    result.since = Number(sinceText);
  }
  const ids = query.eventIds?.trim();
  if (ids !== undefined && ids !== '') {
    if (!ID_LIST.test(ids)) return 'eventIds must be a comma-separated list of numeric event ids';
    const list = ids.split(',').map((id) => Number(id.trim()));
    if (list.length > MAX_EVENT_IDS) return `eventIds may list at most ${MAX_EVENT_IDS} ids`;
    result.selection = new Set(list);
  }
  const limit = query.limit?.trim();
  if (limit !== undefined && limit !== '') {
    const value = /^\d{1,6}$/.test(limit) ? Number(limit) : Number.NaN;
    if (!(value >= 1 && value <= MAX_CHANGES_LIMIT)) {
      return `limit must be a whole number from 1 to ${MAX_CHANGES_LIMIT}`;
    }
    result.limit = value;
  }
  return result;
}

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'invalid_query', message });
}

/** X-SB-Brand is optional on the changes and stream calls; when sent it must be known. */
function badOptionalBrand(request: FastifyRequest): boolean {
  return request.headers[BRAND_HEADER] !== undefined && brandOf(request) === undefined;
}

/**
 * The live engine (started when the server is ready, stopped when it closes), the live page
 * calls, the changes call and its Server-Sent Events stream. Returns the engine (the time admin,
 * /__admin/time, drives it from the admin server).
 */
export function registerLiveRoutes(
  app: FastifyInstance,
  context: SandboxContext,
  options: LiveRoutesOptions = {},
): { engine: LiveEngine; streams: StreamHub } {
  const { faults, heartbeatMs = DEFAULT_HEARTBEAT_MS } = options;
  const engine = new LiveEngine({
    db: context.db,
    clock: context.clock,
    bus: context.bus,
    capacity: options.capacity,
    onError: (error) => app.log.error({ err: error }, 'live engine failed'),
  });

  app.addHook('onReady', async () => {
    // A server without a usable database still starts; the engine retries the load.
    await engine.load().catch((error: unknown) => {
      app.log.error({ err: error }, 'live engine could not load the world');
    });
    engine.start();
  });
  const hub = new StreamHub(engine.log);
  // The stream faults that act on the streams open now (`open: true`) are done at once.
  const offFaults = faults?.onAdd((fault) => {
    if (!isStreamFault(fault) || !fault.open) return false;
    if (fault.kind === 'stream-drop') hub.drop(fault.match);
    else if (fault.kind === 'stream-stall') hub.stall(fault.match);
    else hub.reset(fault.match);
    return true;
  });
  // Streams never end by themselves: close them before the server waits for its connections.
  app.addHook('preClose', async () => {
    offFaults?.();
    hub.close();
  });
  app.addHook('onClose', async () => {
    engine.stop();
    await engine.idle();
  });

  app.get(`${LIVE_PREFIX}/livepage`, async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const query = livePageSchema.safeParse(normaliseParams(request.query));
    if (!query.success) return badRequest(reply, firstMessage(query.error));
    const { sportCode, eventPathIds, page, eventsPerPage, marketsPerEvent } = query.data;
    return reply.header('cache-control', 'no-store').send(
      livePage(engine, {
        sportCodes: sportCode,
        eventPathIds,
        page: page ?? 1,
        eventsPerPage: eventsPerPage ?? DEFAULT_LIVE_PAGE_SIZE,
        marketsPerEvent: marketsPerEvent ?? DEFAULT_LIVE_PAGE_MARKETS,
      }),
    );
  });

  app.get(`${LIVE_PREFIX}/livepage/changes`, async (request, reply) => {
    if (badOptionalBrand(request)) return reply.code(400).send(UNKNOWN_BRAND);
    const params = readChangeParams(normaliseParams(request.query), undefined);
    if (typeof params === 'string') return badRequest(reply, params);
    const since = params.since ?? engine.log.version;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(engine.log.answer(since, params.selection, params.limit));
  });

  app.get(`${LIVE_PREFIX}/livepage/markets/:id`, async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, firstMessage(params.error));
    const live = engine.liveMarket(params.data.id);
    if (live !== undefined) {
      return reply.send({ version: engine.log.version, market: liveMarketJson(live.market) });
    }
    const market = await findMarket(context.db, params.data.id);
    if (market === undefined) {
      return reply
        .code(404)
        .send({ error: 'not_found', message: `no market with id ${params.data.id}` });
    }
    return reply.send({ version: engine.log.version, market });
  });

  app.get(`${LIVE_PREFIX}/livepage/:id`, async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return badRequest(reply, firstMessage(params.error));
    const { id } = params.data;
    const live = engine.liveEvent(id);
    if (live !== undefined) {
      return reply.send({ version: engine.log.version, event: liveEventJson(engine, live, 1000) });
    }
    // Finished events stay readable (final score); prematch and unknown ids are not live.
    const event = await findEvent(context.db, id, {
      statuses: [...MARKET_STATUSES],
      perType: 1000,
      perEvent: 1000,
    });
    if (event === undefined || (event.isLive !== true && event.isFinished !== true)) {
      return reply.code(404).send({ error: 'not_found', message: `no live event with id ${id}` });
    }
    return reply.send({ version: engine.log.version, event });
  });

  // The push service: browsers open the stream here themselves, from the brand's pages on another
  // origin (no brand server holds it open). Market data, no credentials: any origin may read it.
  app.get(`${LIVE_PREFIX}/stream`, (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    if (badOptionalBrand(request)) return reply.code(400).send(UNKNOWN_BRAND);
    const lastEventId = request.headers['last-event-id'];
    const query = normaliseParams(request.query);
    const heartbeat = readHeartbeat(query.heartbeatMs, heartbeatMs);
    if (typeof heartbeat === 'string') return badRequest(reply, heartbeat);
    delete query.heartbeatMs;
    const params = readChangeParams(
      query,
      typeof lastEventId === 'string' ? lastEventId : undefined,
    );
    if (typeof params === 'string') return badRequest(reply, params);
    const path = pathOf(request.url);
    const fault = faults?.match(path, isStreamFault);
    if (fault !== undefined) faults?.use(fault.id);
    if (fault !== undefined) request.log.info({ fault }, 'sandbox: applying stream fault');
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'access-control-allow-origin': '*',
    });
    const stream: OpenStream = {
      raw,
      path,
      selection: params.selection,
      heartbeatMs: heartbeat,
      stalled: false,
      dropAfter: fault?.kind === 'stream-drop' ? fault.after : undefined,
    };
    const log = engine.log;
    hub.write(stream, `retry: 2000\n: version ${log.version}\n\n`);
    // A stalled stream: its headers and retry line, then silence until the client gives up.
    if (fault?.kind === 'stream-stall') stream.stalled = true;
    if (fault?.kind === 'stream-reset') {
      hub.write(stream, resetFrame(log.version));
    } else if (params.since !== undefined) {
      // Replay what the client missed, then follow: both synchronous, so nothing falls between.
      let since = params.since;
      for (;;) {
        const read = log.read(since, params.selection, MAX_CHANGES_LIMIT);
        if (read.reset) {
          hub.write(stream, resetFrame(read.version));
          break;
        }
        hub.send(stream, read.changes);
        if (!read.more) break;
        since = read.version;
      }
    } else if (stream.dropAfter === 0) {
      hub.send(stream, []);
    }
    if (raw.destroyed || raw.socket?.writableEnded === true) return;
    hub.add(stream);
    request.raw.on('close', () => {
      if (!raw.writableEnded) raw.end();
    });
  });

  return { engine, streams: hub };
}
