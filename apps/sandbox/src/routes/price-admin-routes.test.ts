import { randomUUID } from 'node:crypto';
import {
  betslipErrorResponseSchema,
  betslipPlacementResponseSchema,
  betslipSelectionsResponseSchema,
  eventSchema,
  eventsResponseSchema,
  liveChangesPageSchema,
  marketSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettablePicks, login, type Login, type Pick } from '../bets/betslip-test-fixtures';
import { createClock } from '../clock/clock';
import { adminAppOf, buildServer, routesOf } from '../server';
import { createTestServer, type TestServer } from '../test-support/test-server';

interface OutcomeBody {
  id: number;
  currentPrice: { id: number; decimal: number; spread: number | null };
}
interface MarketBody {
  id: number;
  outcomes: OutcomeBody[];
}
interface EventBody {
  id: number;
  markets: MarketBody[];
}

const PRICE_ROUTE = '/__admin/outcomes/:outcomeId/price';

/** A price as the RES-00152 message writes it. */
const fmt = (milli: number) => (milli / 1000).toFixed(milli % 10 === 0 ? 2 : 3);

describe('POST /__admin/outcomes/{outcomeId}/price', () => {
  const clock = createClock();
  let server: TestServer;
  let demo: Login;
  let picks: Pick[];
  let next = 0;
  /** Fresh picks for each test, so one test's prices never reach another. */
  const take = (): Pick => {
    const pick = picks[next];
    next += 1;
    if (pick === undefined) throw new Error('out of picks');
    return pick;
  };

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    demo = await login(server.app, server.db);
    picks = await bettablePicks(server.db, 20, clock.now());
  });

  afterAll(async () => {
    await server.close();
  });

  const setPrice = (outcomeId: number | string, payload: unknown, remoteAddress?: string) =>
    server.admin.inject({
      method: 'POST',
      url: `/__admin/outcomes/${outcomeId}/price`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });

  async function get(url: string): Promise<unknown> {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(response.statusCode, url).toBe(200);
    return response.json<unknown>();
  }

  const outcomeIn = (markets: readonly MarketBody[], outcomeId: number) =>
    markets.flatMap((market) => market.outcomes).find((outcome) => outcome.id === outcomeId);

  /** The outcome's currentPrice as the events page, the event call and the market call show it. */
  async function shownPrices(pick: Pick) {
    const page = await get(`/xapi/rest/events?ids=${pick.eventId}`);
    expect(eventsResponseSchema.safeParse(page).success).toBe(true);
    const listed = (page as { events: EventBody[] }).events.find((e) => e.id === pick.eventId);
    const event = await get(`/xapi/rest/events/${pick.eventId}`);
    expect(eventSchema.safeParse(event).success).toBe(true);
    const market = await get(`/xapi/rest/markets/${pick.marketId}`);
    expect(marketSchema.safeParse(market).success).toBe(true);
    return [
      outcomeIn(listed?.markets ?? [], pick.outcomeId)?.currentPrice,
      outcomeIn((event as EventBody).markets, pick.outcomeId)?.currentPrice,
      outcomeIn([market as MarketBody], pick.outcomeId)?.currentPrice,
    ];
  }

  const storedPrice = async (outcomeId: number) =>
    (
      await server.db
        .selectFrom('outcomes')
        .select(['price_milli', 'spread_milli'])
        .where('id', '=', outcomeId)
        .executeTakeFirstOrThrow()
    ).price_milli;

  const refresh = (singles: object[]) =>
    server.app.inject({
      method: 'PUT',
      url: '/xapi/rest/betslips/selections',
      headers: { 'X-SB-Brand': 'zedbet' },
      payload: { singles },
    });

  const place = (payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${demo.playerId}/betslips?uuid=${randomUUID()}`,
      headers: { authorization: `Bearer ${demo.token}`, 'X-SB-Brand': 'zedbet' },
      payload,
    });

  it('sets the price that the events, event and market calls show at once (cached or not)', async () => {
    const pick = take();
    const old = pick.priceMilli / 1000;
    // Read first, so the answers are in the read cache.
    const before = await shownPrices(pick);
    expect(before.map((price) => price?.decimal)).toEqual([old, old, old]);

    const decimal = (pick.priceMilli + 1234) / 1000;
    const response = await setPrice(pick.outcomeId, { decimal });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcomeId: pick.outcomeId,
      decimal,
      spread: pick.spreadMilli === null ? null : pick.spreadMilli / 1000,
      previousDecimal: old,
    });
    expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli + 1234);

    const after = await shownPrices(pick);
    expect(after.map((price) => price?.decimal)).toEqual([decimal, decimal, decimal]);
    // The price id stays (as the live engine keeps it).
    expect(after.map((price) => price?.id)).toEqual(before.map((price) => price?.id));

    // A second change answers the first as previous.
    const again = await setPrice(pick.outcomeId, { decimal: 1.001 });
    expect(again.json()).toMatchObject({ decimal: 1.001, previousDecimal: decimal });
    expect((await shownPrices(pick)).map((price) => price?.decimal)).toEqual([1.001, 1.001, 1.001]);
  });

  it('the selections refresh answers the new decimal (and RES-00152 for the old one seen)', async () => {
    const pick = take();
    const old = pick.priceMilli / 1000;
    const unseen = betslipSelectionsResponseSchema.parse(
      (await refresh([{ outcomeId: pick.outcomeId }])).json(),
    );
    expect(unseen.model.singles[0]?.decimal).toBe(old);

    const lower = (pick.priceMilli - 100) / 1000;
    expect((await setPrice(pick.outcomeId, { decimal: lower })).statusCode).toBe(200);
    const fresh = betslipSelectionsResponseSchema.parse(
      (await refresh([{ outcomeId: pick.outcomeId }])).json(),
    );
    expect(fresh.model.singles[0]?.decimal).toBe(lower);
    expect(fresh.model.errors).toEqual([]);
    const seenOld = betslipSelectionsResponseSchema.parse(
      (await refresh([{ outcomeId: pick.outcomeId, decimal: old }])).json(),
    );
    expect(seenOld.model.singles[0]?.decimal).toBe(lower);
    expect(seenOld.model.errors.map((error) => error.code)).toEqual(['RES-00152']);
  });

  it('placement refuses the old higher decimal with RES-00152 (D) and takes the new one', async () => {
    const pick = take();
    const old = pick.priceMilli / 1000;
    const lower = (pick.priceMilli - 150) / 1000;
    expect((await setPrice(pick.outcomeId, { decimal: lower })).statusCode).toBe(200);

    const refused = await place({
      singles: [{ outcomeId: pick.outcomeId, unitStake: 1, decimal: old }],
      userAcceptOdds: 'D',
    });
    expect(refused.statusCode).toBe(400);
    const body = betslipErrorResponseSchema.parse(refused.json());
    expect(body.reasonJson.responseCode).toBe('RES-00152');
    expect(body.message).toBe(
      `Price changed from ${fmt(pick.priceMilli)} to ${fmt(pick.priceMilli - 150)}`,
    );

    const taken = await place({
      singles: [{ outcomeId: pick.outcomeId, unitStake: 1, decimal: lower }],
      userAcceptOdds: 'D',
    });
    expect(taken.statusCode).toBe(201);
    const { model } = betslipPlacementResponseSchema.parse(taken.json());
    expect(model.bets[0]?.decimal).toBe(lower);
    const leg = await server.db
      .selectFrom('bet_legs')
      .innerJoin('bets', 'bets.id', 'bet_legs.bet_id')
      .select('bet_legs.price_milli')
      .where('bets.id', '=', model.bets[0]?.betId ?? 0)
      .executeTakeFirstOrThrow();
    expect(leg.price_milli).toBe(pick.priceMilli - 150);

    // A price raised above what the player saw is taken under D, at the current price.
    const higher = (pick.priceMilli + 500) / 1000;
    await setPrice(pick.outcomeId, { decimal: higher });
    const raised = await place({
      singles: [{ outcomeId: pick.outcomeId, unitStake: 1, decimal: lower }],
      userAcceptOdds: 'D',
    });
    expect(raised.statusCode).toBe(201);
    expect(betslipPlacementResponseSchema.parse(raised.json()).model.bets[0]?.decimal).toBe(higher);
  });

  it('sets the spread when given (null clears it) and keeps it when not', async () => {
    const pick = take();
    const set = await setPrice(pick.outcomeId, { decimal: 2.5, spread: -1.5 });
    expect(set.json()).toMatchObject({ outcomeId: pick.outcomeId, decimal: 2.5, spread: -1.5 });
    expect((await shownPrices(pick)).map((price) => price?.spread)).toEqual([-1.5, -1.5, -1.5]);
    // The player saw no spread: RES-00153.
    const changed = await place({
      singles: [{ outcomeId: pick.outcomeId, unitStake: 1, spread: 0 }],
    });
    expect(betslipErrorResponseSchema.parse(changed.json()).reasonJson.responseCode).toBe(
      'RES-00153',
    );

    const kept = await setPrice(pick.outcomeId, { decimal: 2.6 });
    expect(kept.json()).toMatchObject({ decimal: 2.6, spread: -1.5, previousDecimal: 2.5 });
    const cleared = await setPrice(pick.outcomeId, { decimal: 2.6, spread: null });
    expect(cleared.json()).toMatchObject({ spread: null });
    expect((await shownPrices(pick)).map((price) => price?.spread)).toEqual([null, null, null]);
  });

  it('takes the bounds: 1.001 and 1000', async () => {
    const pick = take();
    expect((await setPrice(pick.outcomeId, { decimal: 1000 })).json()).toMatchObject({
      decimal: 1000,
    });
    expect(await storedPrice(pick.outcomeId)).toBe(1_000_000);
    expect((await setPrice(pick.outcomeId, { decimal: 1.001 })).json()).toMatchObject({
      decimal: 1.001,
    });
    expect(await storedPrice(pick.outcomeId)).toBe(1001);
  });

  it('answers 400 invalid_body with a message for a bad body, and changes nothing', async () => {
    const pick = take();
    const body = 'the body must be a JSON object { "decimal": number, "spread"?: number | null }';
    const notNumber = 'decimal must be a number (decimal odds, e.g. 2.5)';
    const cases: [unknown, string][] = [
      [undefined, body],
      [[2.5], body],
      [{}, notNumber],
      [{ decimal: '2.5' }, notNumber],
      [{ decimal: null }, notNumber],
      [{ decimal: 1 }, 'decimal must be above 1'],
      [{ decimal: 0.5 }, 'decimal must be above 1'],
      [{ decimal: -2 }, 'decimal must be above 1'],
      [{ decimal: 1000.001 }, 'decimal must be at most 1000'],
      [{ decimal: 1001 }, 'decimal must be at most 1000'],
      [{ decimal: 1.2345 }, 'decimal has at most 3 decimals'],
      [{ decimal: 1.0001 }, 'decimal has at most 3 decimals'],
      [{ decimal: 2.5, odds: 2 }, 'unknown field(s) odds: use decimal and spread'],
      [{ decimal: 2.5, spread: '1.5' }, 'spread must be a number or null'],
      [{ decimal: 2.5, spread: 1.2345 }, 'spread has at most 3 decimals'],
      [{ decimal: 2.5, spread: 1000.5 }, 'spread must be at most 1000'],
    ];
    for (const [payload, message] of cases) {
      const response = await setPrice(pick.outcomeId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_body', message });
    }
    expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli);
  });

  it('answers 404 unknown_outcome for an id that is not an outcome', async () => {
    for (const id of ['999999999', '0', 'abc', '-1', '1.5', '1234567890']) {
      const response = await setPrice(id, { decimal: 2 });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: 'unknown_outcome' });
    }
  });

  it('answers loopback callers only', async () => {
    const pick = take();
    const response = await setPrice(pick.outcomeId, { decimal: 2 }, '10.0.0.8');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'admin_loopback_only' });
    expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli);
  });

  it('does not exist in production mode, even for loopback callers', async () => {
    const frozen = createClock();
    frozen.freeze();
    const production = buildServer({ db: server.db, mode: 'production', clock: frozen });
    await production.ready();
    try {
      const pick = take();
      const response = await production.inject({
        method: 'POST',
        url: `/__admin/outcomes/${pick.outcomeId}/price`,
        remoteAddress: '127.0.0.1',
        payload: { decimal: 2 },
      });
      expect(response.statusCode).toBe(404);
      const priceRoute = (route: { method: string; url: string }) =>
        route.method === 'POST' && route.url === PRICE_ROUTE;
      expect(routesOf(server.admin).some(priceRoute)).toBe(true);
      expect(routesOf(server.app).some(priceRoute)).toBe(false);
      expect(routesOf(production).some(priceRoute)).toBe(false);
      expect(adminAppOf(production)).toBeUndefined();
      expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli);
    } finally {
      await production.close();
    }
  });

  describe('and the live engine', () => {
    const step = async (ms: number) => {
      const response = await server.admin.inject({
        method: 'POST',
        url: '/__admin/time',
        payload: { step_ms: ms },
      });
      expect(response.statusCode).toBe(200);
    };

    it('leaves a prematch price alone while it plays', async () => {
      const pick = take();
      const decimal = (pick.priceMilli + 777) / 1000;
      await setPrice(pick.outcomeId, { decimal });
      await step(10 * 60_000);
      expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli + 777);
      expect((await shownPrices(pick)).map((price) => price?.decimal)).toEqual([
        decimal,
        decimal,
        decimal,
      ]);
    });

    it('an outcome in play takes the price in memory too, and the walk goes on from it', async () => {
      const candidates = await server.db
        .selectFrom('outcomes')
        .innerJoin('markets', 'markets.id', 'outcomes.market_id')
        .innerJoin('events', 'events.id', 'markets.event_id')
        .select([
          'outcomes.id as outcomeId',
          'markets.id as marketId',
          'events.id as eventId',
          'outcomes.price_milli as priceMilli',
        ])
        .where('events.is_live', '=', true)
        .where('events.is_finished', '=', false)
        .where('events.event_type', '=', 'GAME_EVENT')
        .where('markets.status', '=', 'open')
        .where('markets.market_type_id', '=', 1)
        .where('outcomes.hidden', '=', false)
        .where('outcomes.price_milli', '>=', 1200)
        .where('outcomes.price_milli', '<=', 6000)
        .orderBy('outcomes.id')
        .limit(50)
        .execute();
      let live: (typeof candidates)[number] | undefined;
      for (const candidate of candidates) {
        const response = await server.app.inject({
          method: 'GET',
          url: `/xapi/marketdata/v1/livepage/${candidate.eventId}`,
          headers: { 'X-SB-Brand': 'zedbet' },
        });
        if (response.statusCode === 200) {
          live = candidate;
          break;
        }
      }
      if (live === undefined) throw new Error('no outcome of an event in play');
      const { outcomeId, marketId, eventId } = live;
      const start = liveChangesPageSchema.parse(await get('/xapi/marketdata/v1/livepage/changes'));

      const setMilli = live.priceMilli * 2;
      expect((await setPrice(outcomeId, { decimal: setMilli / 1000 })).json()).toMatchObject({
        outcomeId,
        decimal: setMilli / 1000,
        previousDecimal: live.priceMilli / 1000,
      });

      // The live page (served from the engine's memory) shows it, and a `p` change says so.
      const shown = (await get(`/xapi/marketdata/v1/livepage/markets/${marketId}`)) as {
        market: MarketBody;
      };
      expect(outcomeIn([shown.market], outcomeId)?.currentPrice.decimal).toBe(setMilli / 1000);
      const changes = liveChangesPageSchema.parse(
        await get(
          `/xapi/marketdata/v1/livepage/changes?since=${start.version}&eventIds=${eventId}`,
        ),
      );
      expect(changes.changes).toEqual([
        expect.objectContaining({
          type: 'p',
          eventId,
          marketId,
          outcomes: [expect.objectContaining({ id: outcomeId, decimal: setMilli / 1000 })],
        }),
      ]);
      const fromEventCall = await get(`/xapi/rest/events/${eventId}?marketTypeIds=1`);
      expect(outcomeIn((fromEventCall as EventBody).markets, outcomeId)?.currentPrice.decimal).toBe(
        setMilli / 1000,
      );

      // Play 10 minutes: the engine's writes start from the price set, never from the old one.
      await step(10 * 60_000);
      const stored = await storedPrice(outcomeId);
      const after = (await get(`/xapi/marketdata/v1/livepage/markets/${marketId}`)) as {
        market: MarketBody;
      };
      expect(outcomeIn([after.market], outcomeId)?.currentPrice.decimal).toBe(stored / 1000);
      const moves = liveChangesPageSchema.parse(
        await get(
          `/xapi/marketdata/v1/livepage/changes?since=${start.version}&eventIds=${eventId}&limit=10000`,
        ),
      );
      const prices = moves.changes.flatMap((change) =>
        change.type === 'p'
          ? change.outcomes.filter((outcome) => outcome.id === outcomeId).map((o) => o.decimal)
          : [],
      );
      expect(prices[0]).toBe(setMilli / 1000);
      // One move (a random step, or a goal) shifts a price by a few per cent to about a quarter.
      const firstMove = prices[1];
      if (firstMove !== undefined) {
        expect(firstMove).toBeGreaterThan((setMilli / 1000) * 0.7);
        expect(firstMove).toBeLessThan((setMilli / 1000) * 1.3);
      }
      expect(prices.at(-1)).toBe(stored / 1000);
    });
  });

  it('a reset brings back the seeded prices', async () => {
    const [pick] = picks;
    if (pick === undefined) throw new Error('picks');
    expect(await storedPrice(pick.outcomeId)).not.toBe(pick.priceMilli);
    expect((await server.admin.inject({ method: 'POST', url: '/__admin/reset' })).statusCode).toBe(
      200,
    );
    expect(await storedPrice(pick.outcomeId)).toBe(pick.priceMilli);
    expect((await shownPrices(pick)).map((price) => price?.decimal)).toEqual([
      pick.priceMilli / 1000,
      pick.priceMilli / 1000,
      pick.priceMilli / 1000,
    ]);
  });
});
