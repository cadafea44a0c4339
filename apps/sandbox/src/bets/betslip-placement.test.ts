import { randomUUID } from 'node:crypto';
import {
  betslipErrorResponseSchema,
  betslipPlacementResponseSchema,
  openBetsResponseSchema,
  betslipSelectionsResponseSchema,
  betslipStatusResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { updateBrandSettings } from '../settings/settings-repository';
import { createTestServer, type TestServer } from '../test-support/test-server';
import {
  balanceOf,
  bettablePicks,
  login,
  sameEventOtherMarket,
  type Login,
  type Pick,
} from './betslip-test-fixtures';

describe('betslip calls', () => {
  const clock = createClock();
  let server: TestServer;
  let demo: Login;
  let picks: Pick[];
  let next = 0;
  /** Fresh picks for each test, so world changes in one test never reach another. */
  const take = (count: number): Pick[] => {
    const taken = picks.slice(next, next + count);
    next += count;
    if (taken.length < count) throw new Error('out of picks');
    return taken;
  };

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    demo = await login(server.app, server.db);
    picks = await bettablePicks(server.db, 80, clock.now());
  });

  afterAll(async () => {
    await server.close();
  });

  const place = (who: Login, payload: object, uuid: string = randomUUID()) =>
    server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${who.playerId}/betslips?uuid=${uuid}`,
      headers: { authorization: `Bearer ${who.token}`, 'X-SB-Brand': 'zedbet' },
      payload,
    });
  const refresh = (payload: object, token?: string, method: 'PUT' | 'POST' = 'PUT') =>
    server.app.inject({
      method,
      url: '/xapi/rest/betslips/selections',
      headers: {
        'X-SB-Brand': 'zedbet',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      payload,
    });
  const status = (who: Login, betSlipId: number) =>
    server.app.inject({
      method: 'PUT',
      url: `/xapi/rest/betslips/${betSlipId}/status`,
      headers: { authorization: `Bearer ${who.token}`, 'X-SB-Brand': 'zedbet' },
      payload: { betSlipId },
    });
  const refusal = async (payload: object, who: Login = demo) => {
    const response = await place(who, payload);
    expect(response.statusCode).toBe(400);
    return betslipErrorResponseSchema.parse(response.json());
  };
  const single = (pick: Pick, unitStake?: number | string) => ({
    outcomeId: pick.outcomeId,
    ...(unitStake === undefined ? {} : { unitStake }),
  });

  describe('selections refresh', () => {
    it('prices three selections anonymously: singles, the treble, the doubles, Trixie and Patent', async () => {
      const three = take(3);
      const response = await refresh({ outcomeIds: three.map((pick) => pick.outcomeId).join(',') });
      expect(response.statusCode).toBe(200);
      const { model } = betslipSelectionsResponseSchema.parse(response.json());
      expect(model.availableBalance).toBeNull();
      expect(model.errors).toEqual([]);
      expect(model.singles.map((s) => [s.outcomeId, s.outcomeState, s.ref])).toEqual(
        three.map((pick, index) => [pick.outcomeId, 'O', `sel${index + 1}`]),
      );
      expect(model.singles[0]?.decimal).toBe((three[0]?.priceMilli ?? 0) / 1000);
      expect(model.singles[0]?.marketDescription).toBe('Match Result');
      expect(model.multiples).toHaveLength(2);
      expect(model.multiples[0]).toMatchObject({
        betTypeId: 200_003,
        description: 'Treble',
        ref: 'mul1',
        noOfBets: 1,
        minBetStake: 125_000,
      });
      // Every double of the three, one line of three bets with no single price.
      expect(model.multiples[1]).toMatchObject({
        betTypeId: 200_002,
        description: 'Doubles',
        ref: 'mul2',
        noOfBets: 3,
        price: null,
        decimal: null,
      });
      expect(model.systems.map((s) => [s.description, s.betTypeId, s.noOfBets])).toEqual([
        ['Trixie', 200_019, 4],
        ['Patent', 200_020, 7],
      ]);
    });

    it('answers POST like PUT, with the balance and stakes for a logged-in player', async () => {
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      const response = await refresh(
        {
          singles: [single(a, '2.50'), single(b, 1)],
          multiples: [{ betTypeId: 200_002, unitStake: 2 }],
        },
        demo.token,
        'POST',
      );
      const { model } = betslipSelectionsResponseSchema.parse(response.json());
      expect(model.availableBalance).toBe(await balanceOf(server.db, demo.playerId));
      expect(model.singles[0]?.unitStake).toBe(250);
      expect(model.singles[0]?.potentialReturns).toBe(Math.floor((250 * a.priceMilli) / 1000));
      expect(model.multiples[0]?.potentialReturns).toBe(
        Math.floor((200 * a.priceMilli * b.priceMilli) / 1_000_000),
      );
      expect(model.totalCost).toBe(550);
      expect(model.systems).toEqual([]);
    });

    it('closes unknown outcomes (C) and offers no multiple for one event', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const other = await sameEventOtherMarket(server.db, a);
      const response = await refresh({ outcomeIds: [a.outcomeId, other.outcomeId, 999_999_999] });
      const { model } = betslipSelectionsResponseSchema.parse(response.json());
      expect(model.singles.map((s) => s.outcomeState)).toEqual(['O', 'O', 'C']);
      expect(model.singles[2]?.message).toBe('Your selection is not available anymore');
      expect(model.multiples).toEqual([]);
      expect(model.errors.map((e) => e.code)).toEqual(['RES-00108']);
    });

    it('offers no systems on the African betslip', async () => {
      await updateBrandSettings(server.db, 'kasino', { african_betslip: true });
      const response = await server.app.inject({
        method: 'PUT',
        url: '/xapi/rest/betslips/selections',
        headers: { 'X-SB-Brand': 'kasino' },
        payload: { outcomeIds: picks.slice(0, 4).map((pick) => pick.outcomeId) },
      });
      const { model } = betslipSelectionsResponseSchema.parse(response.json());
      expect(model.singles).toHaveLength(4);
      // The accumulator alone: lines of several bets are not offered on the African betslip.
      expect(model.multiples.map((multiple) => multiple.description)).toEqual(['4-Fold']);
      expect(model.systems).toEqual([]);
    });

    it('refuses bad bodies, brands and tokens with a 4xx', async () => {
      expect((await refresh({ singles: 'x' })).statusCode).toBe(400);
      expect((await refresh({ singles: [{ outcomeId: -1 }] })).statusCode).toBe(400);
      expect((await refresh({ singles: [{ outcomeId: 1, unitStake: '1.234' }] })).statusCode).toBe(
        400,
      );
      expect((await refresh({ singles: [{ outcomeId: 1, unitStake: -5 }] })).statusCode).toBe(400);
      expect((await refresh({ outcomeIds: 'a,b' })).statusCode).toBe(400);
      expect((await refresh({ outcomeIds: [1] }, 'not-a-token')).statusCode).toBe(401);
      expect(
        (await refresh({ outcomeIds: [1], accountId: demo.playerId + 1 }, demo.token)).statusCode,
      ).toBe(403);
      const noBrand = await server.app.inject({
        method: 'PUT',
        url: '/xapi/rest/betslips/selections',
        payload: {},
      });
      expect(noBrand.statusCode).toBe(400);
      const huge = await refresh({ outcomeIds: 'x'.repeat(300_000) });
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('placement', () => {
    it('places singles and a double, debits once and writes bets and legs', async () => {
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      const before = await balanceOf(server.db, demo.playerId);
      const response = await place(demo, {
        singles: [single(a, '1.50'), single(b, 1)],
        multiples: [{ betTypeId: 200_002, unitStake: 2 }],
        userAcceptOdds: 'D',
        originId: 11,
      });
      expect(response.statusCode).toBe(201);
      const { model } = betslipPlacementResponseSchema.parse(response.json());
      expect(model.status).toBe('accepted');
      expect(model.totalCost).toBe(450);
      expect(model.availableBalance).toBe(before - 450);
      expect(model.bets.map((bet) => [bet.kind, bet.betTypeId, bet.totalStake])).toEqual([
        ['single', 200_001, 150],
        ['single', 200_001, 100],
        ['multiple', 200_002, 200],
      ]);
      expect(model.bets[0]?.reference).toBe(`${model.reference}-1`);
      expect(await balanceOf(server.db, demo.playerId)).toBe(before - 450);
      const legs = await server.db
        .selectFrom('bet_legs')
        .innerJoin('bets', 'bets.id', 'bet_legs.bet_id')
        .select(['bets.kind', 'bet_legs.outcome_id', 'bet_legs.price_milli'])
        .where('bets.betslip_id', '=', model.betSlipId)
        .orderBy('bet_legs.id')
        .execute();
      expect(legs.map((leg) => leg.outcome_id)).toEqual([
        a.outcomeId,
        b.outcomeId,
        a.outcomeId,
        b.outcomeId,
      ]);
    });

    it('places a Patent: seven lines of one unit stake', async () => {
      const three = take(3);
      const response = await place(demo, {
        singles: three.map((pick) => single(pick)),
        systems: [{ betTypeId: 200_020, unitStake: '0.10' }],
      });
      expect(response.statusCode).toBe(201);
      const { model } = betslipPlacementResponseSchema.parse(response.json());
      expect(model.bets).toHaveLength(1);
      expect(model.bets[0]).toMatchObject({ kind: 'system', noOfBets: 7, totalStake: 70 });
    });

    it('refuses a missing or invalid uuid and a reused one', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const payload = { singles: [single(a, 1)] };
      const missing = await server.app.inject({
        method: 'POST',
        url: `/xapi/rest/accounts/${demo.playerId}/betslips`,
        headers: { authorization: `Bearer ${demo.token}` },
        payload,
      });
      expect(missing.statusCode).toBe(400);
      expect((await place(demo, payload, 'bad uuid!')).statusCode).toBe(400);
      const uuid = randomUUID();
      expect((await place(demo, payload, uuid)).statusCode).toBe(201);
      const reused = await place(demo, { singles: [single(a, 2)] }, uuid);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toMatchObject({ error: 'uuid_reused' });
    });

    it('needs the own account and a live bearer', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const payload = { singles: [single(a, 1)] };
      expect((await place({ ...demo, token: 'nope' }, payload)).statusCode).toBe(401);
      expect((await place({ ...demo, playerId: demo.playerId + 1 }, payload)).statusCode).toBe(403);
      expect((await place(demo, { singles: [] })).statusCode).toBe(400);
      expect((await place(demo, { singles: [{ outcomeId: 'x' }] })).statusCode).toBe(400);
    });

    it('replays one answer for 20 concurrent requests with one uuid: one bet, one debit', async () => {
      const player = await login(server.app, server.db, 'demo_gold');
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const before = await balanceOf(server.db, player.playerId);
      const uuid = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => place(player, { singles: [single(a, 5)] }, uuid)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      const bodies = responses.map((response) => response.json<unknown>());
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      const bets = await server.db
        .selectFrom('bets')
        .select('id')
        .where('player_id', '=', player.playerId)
        .execute();
      expect(bets).toHaveLength(1);
      const debits = await server.db
        .selectFrom('wallet_transactions')
        .innerJoin('wallets', 'wallets.id', 'wallet_transactions.wallet_id')
        .select('wallet_transactions.amount')
        .where('wallets.player_id', '=', player.playerId)
        .where('wallet_transactions.kind', '=', 'debit')
        .execute();
      expect(debits.map((debit) => Number(debit.amount))).toEqual([-500]);
      expect(await balanceOf(server.db, player.playerId)).toBe(before - 500);
    });

    it('50 concurrent placements on a wallet that covers 33: the rest get RES-00056', async () => {
      const player = await login(server.app, server.db, 'demo_silver');
      await server.db
        .updateTable('wallets')
        .set({ balance: 10_000, withdrawable: 10_000 })
        .where('player_id', '=', player.playerId)
        .execute();
      const pool = take(10);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          place(player, { singles: [single(pool[index % pool.length] as Pick, 3)] }),
        ),
      );
      const accepted = responses.filter((response) => response.statusCode === 201);
      const refused = responses.filter((response) => response.statusCode !== 201);
      expect(accepted).toHaveLength(33);
      for (const response of refused) {
        expect(response.statusCode).toBe(400);
        expect(betslipErrorResponseSchema.parse(response.json()).reasonJson.responseCode).toBe(
          'RES-00056',
        );
      }
      const balance = await balanceOf(server.db, player.playerId);
      expect(balance).toBe(10_000 - 33 * 300);
      expect(balance).toBeGreaterThanOrEqual(0);
      const ledger = await server.db
        .selectFrom('wallet_transactions')
        .innerJoin('wallets', 'wallets.id', 'wallet_transactions.wallet_id')
        .select('wallet_transactions.amount')
        .where('wallets.player_id', '=', player.playerId)
        .where('wallet_transactions.reference', 'like', 'betslip:%')
        .execute();
      expect(ledger).toHaveLength(33);
      expect(ledger.reduce((sum, row) => sum + Number(row.amount), 0)).toBe(-33 * 300);
    });
  });

  describe('RES codes', () => {
    it('RES-00034 above the max stake, RES-00140 below the min or no stake', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      expect((await refusal({ singles: [single(a, '10000.01')] })).reasonJson.responseCode).toBe(
        'RES-00034',
      );
      expect((await refusal({ singles: [single(a)] })).reasonJson.responseCode).toBe('RES-00140');
      await updateBrandSettings(server.db, 'zedbet', { bet_stake_min_amount: 1 });
      try {
        expect((await refusal({ singles: [single(a, '0.50')] })).reasonJson.responseCode).toBe(
          'RES-00140',
        );
      } finally {
        await updateBrandSettings(server.db, 'zedbet', { bet_stake_min_amount: 0 });
      }
    });

    it('RES-00056 above the balance', async () => {
      const player = await login(server.app, server.db, 'demo_platinum');
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const balance = await balanceOf(server.db, player.playerId);
      const body = await refusal({ singles: [single(a, String((balance + 100) / 100))] }, player);
      expect(body.reasonJson.responseCode).toBe('RES-00056');
      expect(await balanceOf(server.db, player.playerId)).toBe(balance);
    });

    it('RES-00108 for a suspended single, RES-00048 for a suspended multiple leg', async () => {
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      await server.db
        .updateTable('markets')
        .set({ status: 'suspended' })
        .where('id', '=', a.marketId)
        .execute();
      expect((await refusal({ singles: [single(a, 1)] })).reasonJson.responseCode).toBe(
        'RES-00108',
      );
      const leg = await refusal({
        singles: [single(a), single(b)],
        multiples: [{ betTypeId: 200_002, unitStake: 1 }],
      });
      expect(leg.errors[0]).toMatchObject({ code: 'RES-00048', outcomeId: a.outcomeId });
    });

    it('RES-00249 when the whole feed of the market is suspended (feed alert)', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const market = await server.db
        .selectFrom('markets')
        .select('feed_id')
        .where('id', '=', a.marketId)
        .executeTakeFirstOrThrow();
      const opened = await server.db
        .updateTable('markets')
        .set({ status: 'suspended' })
        .where('feed_id', '=', market.feed_id)
        .where('status', '=', 'open')
        .returning('id')
        .execute();
      try {
        expect((await refusal({ singles: [single(a, 1)] })).reasonJson.responseCode).toBe(
          'RES-00249',
        );
      } finally {
        await server.db
          .updateTable('markets')
          .set({ status: 'open' })
          .where(
            'id',
            'in',
            opened.map((row) => row.id),
          )
          .execute();
      }
    });

    it('RES-00152 on a price change: A refuses any, D takes a higher price', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const current = a.priceMilli / 1000;
      const higherSeen = { outcomeId: a.outcomeId, unitStake: 1, decimal: current + 0.05 };
      expect((await refusal({ singles: [higherSeen] })).reasonJson.responseCode).toBe('RES-00152');
      const lowerSeen = { outcomeId: a.outcomeId, unitStake: 1, decimal: current - 0.05 };
      expect(
        (await refusal({ singles: [lowerSeen], userAcceptOdds: 'A' })).reasonJson.responseCode,
      ).toBe('RES-00152');
      const taken = await place(demo, { singles: [lowerSeen], userAcceptOdds: 'D' });
      expect(taken.statusCode).toBe(201);
      const { model } = betslipPlacementResponseSchema.parse(taken.json());
      expect(model.bets[0]?.decimal).toBe(current);
    });

    it('RES-00153 on a spread change', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const body = await refusal({
        singles: [{ outcomeId: a.outcomeId, unitStake: 1, spread: 2.5 }],
      });
      expect(body.reasonJson.responseCode).toBe('RES-00153');
    });

    it('RES-00100 for a starting price, RES-00098 for an outcome without a price', async () => {
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      const sp = await refusal({
        singles: [{ outcomeId: a.outcomeId, unitStake: 1, priceType: 'SP' }],
      });
      expect(sp.reasonJson.responseCode).toBe('RES-00100');
      await server.db
        .updateTable('outcomes')
        .set({ hidden: true })
        .where('id', '=', b.outcomeId)
        .execute();
      expect((await refusal({ singles: [single(b, 1)] })).reasonJson.responseCode).toBe(
        'RES-00098',
      );
    });

    it('RES-00218 for a multiple on one event, RES-00247 above max_bets_on_betslip', async () => {
      const [a, b, c] = take(3);
      if (!a || !b || !c) throw new Error('picks');
      const other = await sameEventOtherMarket(server.db, a);
      const combo = await refusal({
        singles: [single(a), { outcomeId: other.outcomeId }],
        multiples: [{ betTypeId: 200_002, unitStake: 1 }],
      });
      expect(combo.reasonJson.responseCode).toBe('RES-00218');
      await updateBrandSettings(server.db, 'zedbet', { max_bets_on_betslip: 2 });
      try {
        const many = await refusal({ singles: [single(a, 1), single(b, 1), single(c, 1)] });
        expect(many.reasonJson.responseCode).toBe('RES-00247');
      } finally {
        await updateBrandSettings(server.db, 'zedbet', { max_bets_on_betslip: 15 });
      }
    });

    it('RES-00241 for a free stake without a free-bet balance (demo has none)', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const body = await refusal({ singles: [{ outcomeId: a.outcomeId, freeMoneyUnitStake: 1 }] });
      expect(body.reasonJson.responseCode).toBe('RES-00241');
    });

    it('RES-00047 once a prematch event has started (sandbox clock)', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const event = await server.db
        .selectFrom('events')
        .select('event_date')
        .where('id', '=', a.eventId)
        .executeTakeFirstOrThrow();
      const saved = clock.now();
      clock.set(new Date(event.event_date).getTime() + 60_000);
      try {
        expect((await refusal({ singles: [single(a, 1)] })).reasonJson.responseCode).toBe(
          'RES-00047',
        );
      } finally {
        clock.set(saved);
      }
      // Jumping the clock to kick-off makes the sandbox refresh its world (about 7 s here, and
      // four times that on a loaded machine); a timeout would leave the clock in the future and
      // fail the tests after it, so this one gets room.
    }, 120_000);

    it('RES-00103 for a self-excluded player', async () => {
      const player = await login(server.app, server.db, 'demo_nopromo');
      const [a] = take(1);
      if (!a) throw new Error('picks');
      await server.db
        .updateTable('players')
        .set({ self_excluded: true })
        .where('id', '=', player.playerId)
        .execute();
      const body = await refusal({ singles: [single(a, 1)] }, player);
      expect(body.reasonJson.responseCode).toBe('RES-00103');
    });

    it('replays a refusal for a retry of its uuid', async () => {
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const uuid = randomUUID();
      const first = await place(demo, { singles: [single(a, '20000')] }, uuid);
      const again = await place(demo, { singles: [single(a, '20000')] }, uuid);
      expect(first.statusCode).toBe(400);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(first.json());
    });
  });

  describe('approval', () => {
    it('holds a big stake, answers waiting, then accepts it after the delay', async () => {
      const player = await login(server.app, server.db, 'demo_bronze');
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      const before = await balanceOf(server.db, player.playerId);
      const response = await place(player, { singles: [single(a, 600)] });
      expect(response.statusCode).toBe(202);
      const { model } = betslipPlacementResponseSchema.parse(response.json());
      expect(model.status).toBe('waiting_approval');
      expect(model.delay).toBe(5);
      expect(await balanceOf(server.db, player.playerId)).toBe(before - 60_000);

      const busy = await refusal({ singles: [single(b, 1)] }, player);
      expect(busy.reasonJson.responseCode).toBe('RES-00246');

      const waiting = betslipStatusResponseSchema.parse(
        (await status(player, model.betSlipId)).json(),
      );
      expect(waiting.model.status).toBe('waiting_approval');
      clock.step(5_001);
      const decided = betslipStatusResponseSchema.parse(
        (await status(player, model.betSlipId)).json(),
      );
      expect(decided.model.status).toBe('accepted');
      const bet = await server.db
        .selectFrom('bets')
        .select('status')
        .where('betslip_id', '=', model.betSlipId)
        .executeTakeFirstOrThrow();
      expect(bet.status).toBe('open');
      expect(await balanceOf(server.db, player.playerId)).toBe(before - 60_000);
      expect((await place(player, { singles: [single(b, 1)] })).statusCode).toBe(201);
    });

    it('shows the decision time in open bets, and decides a due approval when they are read', async () => {
      const player = await login(server.app, server.db, 'demo_new');
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const response = await place(player, { singles: [single(a, 600)] });
      expect(response.statusCode).toBe(202);
      const { model } = betslipPlacementResponseSchema.parse(response.json());
      const read = async () => {
        const answer = await server.app.inject({
          method: 'GET',
          url: `/xapi/bet/account/${player.playerId}/openbets`,
          headers: { authorization: `Bearer ${player.token}`, 'x-sb-brand': 'zedbet' },
        });
        expect(answer.statusCode).toBe(200);
        const body = openBetsResponseSchema.parse(answer.json());
        const bet = body.bets.find((b) => b.reference.startsWith(model.reference));
        if (!bet) throw new Error('the bet is not listed');
        return bet;
      };
      const waiting = await read();
      expect(waiting.status).toBe('pending_approval');
      expect(waiting.decideAt).toBe(model.decideAt);
      expect(Date.parse(waiting.decideAt ?? '')).toBe(clock.now() + 5_000);
      // Nobody asks for the status: reading My Bets after the decision time decides it.
      clock.step(5_001);
      const decided = await read();
      expect(decided.status).toBe('open');
      expect(decided.decideAt).toBeNull();
    });

    it('rejects a stake above the second threshold with RES-00195 and refunds it', async () => {
      const player = await login(server.app, server.db, 'demo_affiliate');
      const [a] = take(1);
      if (!a) throw new Error('picks');
      const before = await balanceOf(server.db, player.playerId);
      const response = await place(player, { singles: [single(a, 800)] });
      expect(response.statusCode).toBe(202);
      const { model } = betslipPlacementResponseSchema.parse(response.json());
      expect(await balanceOf(server.db, player.playerId)).toBe(before - 80_000);
      clock.step(5_001);
      const decided = betslipStatusResponseSchema.parse(
        (await status(player, model.betSlipId)).json(),
      );
      expect(decided.model.status).toBe('rejected');
      expect(decided.model.errors[0]?.code).toBe('RES-00195');
      expect(decided.model.availableBalance).toBe(before);
      expect(await balanceOf(server.db, player.playerId)).toBe(before);
      const again = betslipStatusResponseSchema.parse(
        (await status(player, model.betSlipId)).json(),
      );
      expect(again.model.status).toBe('rejected');
      expect(await balanceOf(server.db, player.playerId)).toBe(before);
      const bets = await server.db
        .selectFrom('bets')
        .select('status')
        .where('betslip_id', '=', model.betSlipId)
        .execute();
      expect(bets.map((bet) => bet.status)).toEqual(['rejected']);
      // Only the own betslip: another player gets a 404.
      expect((await status(demo, model.betSlipId)).statusCode).toBe(404);
      expect((await status(demo, 0)).statusCode).toBe(404);
      expect((await status({ ...demo, token: 'x' }, model.betSlipId)).statusCode).toBe(401);
    });
  });

  describe('retail codes', () => {
    it('stores the selections under an 8-character code', async () => {
      const [a, b] = take(2);
      if (!a || !b) throw new Error('picks');
      const response = await server.app.inject({
        method: 'POST',
        url: '/xapi/rest/betslips/retailcodes',
        headers: { 'X-SB-Brand': 'zedbet' },
        payload: { singles: [single(a, 5), single(b)] },
      });
      expect(response.statusCode).toBe(201);
      const { model } = response.json<{ model: { code: string } }>();
      expect(model.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      const row = await server.db
        .selectFrom('retail_codes')
        .selectAll()
        .where('code', '=', model.code)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ brand: 'zedbet', kind: 'betslip' });
      const unknown = await server.app.inject({
        method: 'POST',
        url: '/xapi/rest/betslips/retailcodes',
        headers: { 'X-SB-Brand': 'zedbet' },
        payload: { outcomeIds: [999_999_999] },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
