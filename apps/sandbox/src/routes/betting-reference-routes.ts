import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxDb } from '../db/schema';
import { countEventsByPath, findEvents, readPaths } from '../events/event-repository';
import { boolParam, firstMessage, intParam, normaliseParams } from '../events/query-params';
import { BRAND_IDS, isBrandId, type BrandId } from '../settings/brands';
import {
  COUPONS,
  COUPON_GROUPS,
  EPW_CONFIG,
  ODDS_LADDER_VERSION,
  TOP_FOOTBALL_LEAGUES,
  TOP_SPORT_IDS,
  couponWindow,
  currencies,
  oddsLadderMilli,
} from '../world/betting-reference';
import { UNKNOWN_BRAND, brandOf } from './brand';

/** The caller's country for /api/geo_data; ISO 3166 alpha-2, default GB. */
export const COUNTRY_HEADER = 'x-sandbox-country';
const DEFAULT_COUNTRY = 'GB';
/** Main market types (1X2, money line, match winner…) the margins and coupons use. */
const MAIN_MARKET_TYPES = [1, 2001, 3001, 4001, 5001, 6001, 7001, 8001, 9001];
const COUPON_EVENT_LIMIT = 50;

function badRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'invalid_query', message });
}

function notFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send({ error: 'not_found', message });
}

/** The PPB margin of a brand: 2% plus half a point per position in the brand list. */
function brandMargin(brand: BrandId): number {
  return (20 + 5 * BRAND_IDS.indexOf(brand)) / 1000;
}

const ladderQuerySchema = z.object({
  overrideBrand: z
    .string()
    .refine(isBrandId, `overrideBrand must be one of ${BRAND_IDS.join(', ')}`)
    .optional(),
  type: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === 'PPB' || value === 'POWER_ODDS', 'type must be PPB or POWER_ODDS')
    .optional(),
  eventId: intParam('eventId', 1, 999_999_999).optional(),
});

const couponQuerySchema = z.object({ coupon_info: boolParam('coupon_info').optional() });

export function registerBettingReferenceRoutes(app: FastifyInstance, db: SandboxDb): void {
  app.get('/api/top_sports', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const [paths, all, live] = await Promise.all([
      readPaths(db),
      countEventsByPath(db, { eventType: 'GAME_EVENT' }),
      countEventsByPath(db, { eventType: 'GAME_EVENT', live: true }),
    ]);
    const topSports = TOP_SPORT_IDS.flatMap((id, index) => {
      const sport = paths.get(id);
      if (sport === undefined) return [];
      return [
        {
          id,
          name: sport.name,
          slug: sport.slug,
          sport_code: sport.sport_code ?? '',
          event_count: all.get(id) ?? 0,
          live_event_count: live.get(id) ?? 0,
          position: index + 1,
        },
      ];
    });
    return reply.send({ top_sports: topSports });
  });

  app.get<{ Params: { couponId: string } }>('/api/coupons/:couponId', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const id = intParam('couponId', 1, 999_999_999).safeParse(request.params.couponId);
    if (!id.success) return badRequest(reply, firstMessage(id.error));
    const query = couponQuerySchema.safeParse(normaliseParams(request.query));
    if (!query.success) return badRequest(reply, firstMessage(query.error));
    const coupon = COUPONS.find((candidate) => candidate.id === id.data);
    if (coupon === undefined) return notFound(reply, `no coupon with id ${id.data}`);
    const { from, to } = couponWindow(coupon, new Date());
    const { events } = await findEvents(
      db,
      {
        eventPathIds: coupon.eventPathIds,
        live: false,
        eventTypes: ['GAME_EVENT'],
        dateFrom: from,
        dateTo: to,
        sortByEventpath: false,
        page: 1,
        eventsPerPage: COUPON_EVENT_LIMIT,
      },
      {
        statuses: ['open', 'suspended'],
        marketTypeIds: MAIN_MARKET_TYPES,
        perType: 1,
        perEvent: 1,
      },
    );
    const body: Record<string, unknown> = {
      id: coupon.id,
      name: coupon.name,
      sport_id: coupon.sportId,
      events,
    };
    if (query.data.coupon_info) {
      const group = COUPON_GROUPS.find((candidate) => candidate.couponIds.includes(coupon.id));
      body.coupon_info = group
        ? {
            group_id: group.id,
            group_name: group.name,
            coupons: group.couponIds.flatMap((couponId) => {
              const member = COUPONS.find((candidate) => candidate.id === couponId);
              return member ? [{ id: member.id, name: member.name, sport_id: member.sportId }] : [];
            }),
          }
        : null;
    }
    return reply.send(body);
  });

  app.get<{ Params: { id: string } }>('/api/coupon_groups/:id', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    const id = intParam('id', 1, 999_999_999).safeParse(request.params.id);
    if (!id.success) return badRequest(reply, firstMessage(id.error));
    const group = COUPON_GROUPS.find((candidate) => candidate.id === id.data);
    if (group === undefined) return notFound(reply, `no coupon group with id ${id.data}`);
    const coupons = group.couponIds.flatMap((couponId) => {
      const coupon = COUPONS.find((candidate) => candidate.id === couponId);
      return coupon ? [{ id: coupon.id, name: coupon.name, sport_id: coupon.sportId }] : [];
    });
    return reply.send({ coupons });
  });

  app.get<{ Params: { version: string } }>(
    '/xapi/rest/oddsLadderAndMargins/:version',
    async (request, reply) => {
      const headerBrand = brandOf(request);
      if (headerBrand === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const version = intParam('version', 0, 999_999).safeParse(request.params.version);
      if (!version.success) return badRequest(reply, firstMessage(version.error));
      const query = ladderQuerySchema.safeParse(normaliseParams(request.query));
      if (!query.success) return badRequest(reply, firstMessage(query.error));
      const brand = (query.data.overrideBrand as BrandId | undefined) ?? headerBrand;
      const odds = oddsLadderMilli().map((price) => price / 1000);

      if (query.data.type === 'POWER_ODDS') {
        const eventId = query.data.eventId;
        if (eventId === undefined)
          return badRequest(reply, 'eventId is required with type=POWER_ODDS');
        const event = await db
          .selectFrom('events')
          .select(['id', 'league_id'])
          .where('id', '=', eventId)
          .executeTakeFirst();
        if (event === undefined) return notFound(reply, `no event with id ${eventId}`);
        const rows = await mainOutcomes(db, [eventId]);
        const margins = rows.map((row) => ({
          brandMarginType: 'POWER_ODDS',
          leagueId: event.league_id,
          marketTypeId: row.market_type_id,
          outcomeId: row.outcome_id,
          eventId,
          marketId: row.market_id,
          margin: -brandMargin(brand),
        }));
        return reply.send({ margins, odds, version: 0 });
      }

      const events = await db
        .selectFrom('events')
        .select(['id', 'league_id'])
        .where('event_type', '=', 'GAME_EVENT')
        .where('is_live', '=', false)
        .where('league_id', 'in', [...TOP_FOOTBALL_LEAGUES])
        .orderBy('id')
        .limit(25)
        .execute();
      const leagueOf = new Map(events.map((event) => [event.id, event.league_id]));
      const rows = await mainOutcomes(
        db,
        events.map((event) => event.id),
      );
      const margins = rows.map((row) => ({
        brandMarginType: 'PPB',
        leagueId: leagueOf.get(row.event_id) ?? 0,
        marketTypeId: row.market_type_id,
        outcomeId: row.outcome_id,
        eventId: row.event_id,
        marketId: row.market_id,
        margin: brandMargin(brand),
      }));
      return reply.send({ margins, odds, version: ODDS_LADDER_VERSION });
    },
  );

  app.get('/xapi/rest/promotions/epw', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    return reply.send(EPW_CONFIG);
  });

  app.get('/xapi/rest/currencies', async (request, reply) => {
    if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
    return reply.send({ currencies: currencies() });
  });

  for (const path of ['/api/geo_data', '/api/v2/geo_data']) {
    app.get(path, async (request, reply) => {
      if (brandOf(request) === undefined) return reply.code(400).send(UNKNOWN_BRAND);
      const header = request.headers[COUNTRY_HEADER];
      const value =
        typeof header === 'string' && header.trim() !== '' ? header.trim() : DEFAULT_COUNTRY;
      if (!/^[A-Za-z]{2}$/.test(value)) {
        return reply.code(400).send({
          error: 'invalid_country',
          message: 'X-Sandbox-Country must be a two-letter country code',
        });
      }
      return reply.send({ country_code: value.toUpperCase(), ip: request.ip });
    });
  }
}

async function mainOutcomes(db: SandboxDb, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .selectFrom('outcomes')
    .innerJoin('markets', 'markets.id', 'outcomes.market_id')
    .select([
      'markets.event_id as event_id',
      'markets.id as market_id',
      'markets.market_type_id as market_type_id',
      'outcomes.id as outcome_id',
    ])
    .where('markets.event_id', 'in', [...eventIds])
    .where('markets.market_type_id', 'in', MAIN_MARKET_TYPES)
    .orderBy('markets.event_id')
    .orderBy('outcomes.ordinal_position')
    .execute();
}
