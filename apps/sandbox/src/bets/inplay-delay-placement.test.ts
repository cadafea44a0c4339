import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { balanceOf, login, type Login } from './betslip-test-fixtures';

interface LiveOutcome {
  eventId: number;
  marketId: number;
  outcomeId: number;
  decimal: number;
}

interface PlacedModel {
  betSlipId: number;
  status: string;
  delay: number;
  decideAt: string | null;
  bets: { betId: number; status: string }[];
}

describe('the in-play bet delay', () => {
  const clock = createClock();
  let server: TestServer;
  let demo: Login;
  const outcomes: LiveOutcome[] = [];

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    demo = await login(server.app, server.db);
    // Open main-market outcomes of live football events, each event frozen so only the test
    // moves its prices and statuses.
    const page = await server.app.inject({
      method: 'GET',
      url: '/xapi/marketdata/v1/livepage?sportCode=FOOT&eventsPerPage=200&marketsPerEvent=1',
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    const body = page.json<{
      sports: {
        events: {
          id: number;
          markets: {
            id: number;
            status: string;
            outcomes: { id: number; hidden?: boolean; currentPrice?: { decimal: number } }[];
          }[];
        }[];
      }[];
    }>();
    for (const event of body.sports.flatMap((sport) => sport.events)) {
      const market = event.markets[0];
      const outcome = market?.outcomes.find(
        (candidate) => candidate.hidden !== true && (candidate.currentPrice?.decimal ?? 0) >= 1.2,
      );
      if (market?.status !== 'open' || outcome?.currentPrice === undefined) continue;
      await server.admin.inject({
        method: 'POST',
        url: `/__admin/live/events/${event.id}/freeze`,
        payload: { frozen: true },
      });
      outcomes.push({
        eventId: event.id,
        marketId: market.id,
        outcomeId: outcome.id,
        decimal: outcome.currentPrice.decimal,
      });
      if (outcomes.length === 6) break;
    }
    expect(outcomes.length).toBe(6);
  });

  afterAll(async () => {
    await server.close();
  });

  const take = (): LiveOutcome => {
    const next = outcomes.shift();
    if (next === undefined) throw new Error('out of live outcomes');
    return next;
  };

  const place = (payload: object, uuid: string = randomUUID()) =>
    server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${demo.playerId}/betslips?uuid=${uuid}`,
      headers: { authorization: `Bearer ${demo.token}`, 'X-SB-Brand': 'zedbet' },
      payload,
    });

  const status = (betSlipId: number) =>
    server.app.inject({
      method: 'PUT',
      url: `/xapi/rest/betslips/${betSlipId}/status`,
      headers: { authorization: `Bearer ${demo.token}`, 'X-SB-Brand': 'zedbet' },
    });

  const step = (ms: number) =>
    server.admin.inject({ method: 'POST', url: '/__admin/time', payload: { step_ms: ms } });

  const single = (pick: LiveOutcome, userAcceptOdds: 'A' | 'D' = 'D') => ({
    singles: [{ outcomeId: pick.outcomeId, unitStake: '2.00', decimal: pick.decimal }],
    userAcceptOdds,
  });

  it('holds a live single for the football delay, then accepts it: one bet, whatever the retries', async () => {
    const pick = take();
    const uuid = randomUUID();
    const before = await balanceOf(server.db, demo.playerId);
    const first = await place(single(pick), uuid);
    expect(first.statusCode, first.body).toBe(202);
    const model = first.json<{ model: PlacedModel }>().model;
    expect(model).toMatchObject({ status: 'waiting_approval', delay: 5 });
    expect(Date.parse(model.decideAt ?? '') - clock.now()).toBe(5000);
    expect(await balanceOf(server.db, demo.playerId)).toBe(before - 200);

    // A retry during the delay replays the answer: no second bet, no second debit.
    const retry = await place(single(pick), uuid);
    expect(retry.statusCode).toBe(202);
    expect(retry.json<{ model: PlacedModel }>().model.betSlipId).toBe(model.betSlipId);
    expect((await status(model.betSlipId)).json()).toMatchObject({
      model: { status: 'waiting_approval' },
    });

    await step(5000);
    const decided = await status(model.betSlipId);
    expect(decided.json()).toMatchObject({
      model: { status: 'accepted', errors: [], bets: [{ status: 'open' }] },
    });
    const after = await place(single(pick), uuid);
    expect(after.json<{ model: PlacedModel }>().model.betSlipId).toBe(model.betSlipId);
    const bets = await server.db
      .selectFrom('bets')
      .select('id')
      .where('betslip_id', '=', model.betSlipId)
      .execute();
    expect(bets).toHaveLength(1);
    expect(await balanceOf(server.db, demo.playerId)).toBe(before - 200);
  });

  it('refuses with RES-00152 and the new price when it drops during the delay (D), refunding', async () => {
    const pick = take();
    const before = await balanceOf(server.db, demo.playerId);
    const placed = await place(single(pick));
    expect(placed.statusCode).toBe(202);
    const { betSlipId } = placed.json<{ model: PlacedModel }>().model;
    const lower = Math.round((pick.decimal - 0.1) * 1000) / 1000;
    await server.admin.inject({
      method: 'POST',
      url: `/__admin/outcomes/${pick.outcomeId}/price`,
      payload: { decimal: lower },
    });
    await step(5000);
    const decided = (await status(betSlipId)).json<{
      model: { status: string; errors: { code: string; decimal?: number }[] };
    }>();
    expect(decided.model.status).toBe('rejected');
    expect(decided.model.errors[0]).toMatchObject({
      code: 'RES-00152',
      outcomeId: pick.outcomeId,
      decimal: lower,
    });
    expect(await balanceOf(server.db, demo.playerId)).toBe(before);
  });

  it('takes a higher price under D but refuses any move under A', async () => {
    const pick = take();
    const placed = await place(single(pick, 'D'));
    const { betSlipId } = placed.json<{ model: PlacedModel }>().model;
    const higher = Math.round((pick.decimal + 0.2) * 1000) / 1000;
    await server.admin.inject({
      method: 'POST',
      url: `/__admin/outcomes/${pick.outcomeId}/price`,
      payload: { decimal: higher },
    });
    await step(5000);
    expect((await status(betSlipId)).json()).toMatchObject({ model: { status: 'accepted' } });

    const strict = take();
    const held = await place(single(strict, 'A'));
    const slip = held.json<{ model: PlacedModel }>().model.betSlipId;
    await server.admin.inject({
      method: 'POST',
      url: `/__admin/outcomes/${strict.outcomeId}/price`,
      payload: { decimal: Math.round((strict.decimal + 0.2) * 1000) / 1000 },
    });
    await step(5000);
    expect((await status(slip)).json()).toMatchObject({
      model: { status: 'rejected', errors: [{ code: 'RES-00152' }] },
    });
  });

  it('refuses with RES-00108 when the market is suspended during the delay', async () => {
    const pick = take();
    const placed = await place(single(pick));
    const { betSlipId } = placed.json<{ model: PlacedModel }>().model;
    const suspended = await server.admin.inject({
      method: 'POST',
      url: `/__admin/live/markets/${pick.marketId}/status`,
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode).toBe(200);
    await step(5000);
    expect((await status(betSlipId)).json()).toMatchObject({
      model: { status: 'rejected', errors: [{ code: 'RES-00108' }] },
    });
  });

  it('a brand setting of 0 turns the delay off', async () => {
    const pick = take();
    const patch = await server.admin.inject({
      method: 'PATCH',
      url: '/__admin/brands/zedbet/settings',
      payload: { inplay_bet_delay_seconds: 0 },
    });
    expect(patch.statusCode).toBe(200);
    const placed = await place(single(pick));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ model: { status: 'accepted', delay: 0 } });
    await server.admin.inject({
      method: 'PATCH',
      url: '/__admin/brands/zedbet/settings',
      payload: { inplay_bet_delay_seconds: null },
    });
  });
});
