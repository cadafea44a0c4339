import {
  betCountResponseSchema,
  dailySettledBetsResponseSchema,
  openBetResponseSchema,
  openBetsResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/login-service';
import { toMinor } from '../accounts/money';
import { sportsbookWallet } from '../accounts/wallet-service';
import { footballMatchResults, insertTestBet, type TestMarket } from '../settlement/test-fixtures';
import { callPlatform, parseExact, type PlatformCallOptions } from '../test-support/contract';
import { createTestServer, type TestServer } from '../test-support/test-server';

const HOUR = 60 * 60 * 1000;

/**
 * My Bets calls (openbets, openbet, betcount, dailySettledBets), parsed with the front end's
 * schemas from @clem/core, and settlement driven through the admin calls.
 */
describe('my bets contract (@clem/core/schemas)', () => {
  let server: TestServer;
  let playerId: number;
  let token: string;
  let otherId: number;
  let otherToken: string;
  let markets: TestMarket[];

  beforeAll(async () => {
    server = await createTestServer();
    const players = await server.db
      .selectFrom('players')
      .select(['id', 'username'])
      .where('brand', '=', 'zedbet')
      .where('username', 'in', ['demo', 'demo_kes'])
      .execute();
    playerId = players.find((player) => player.username === 'demo')?.id ?? 0;
    otherId = players.find((player) => player.username === 'demo_kes')?.id ?? 0;
    token = (await createSession(server.db, playerId, 'jwe')).token;
    otherToken = (await createSession(server.db, otherId, 'jwe')).token;
    markets = await footballMatchResults(server.db, 12, 0);
  });

  afterAll(async () => {
    await server.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: PlatformCallOptions = {},
  ) => callPlatform(server.app, method, url, options);
  const admin = (method: 'POST', url: string, options: PlatformCallOptions = {}) =>
    callPlatform(server.admin, method, url, options);
  const exact = parseExact;
  const market = (index: number): TestMarket => {
    const found = markets[index];
    if (found === undefined) throw new Error(`no test market ${index}`);
    return found;
  };
  const outcome = (index: number, ordinal: number) => market(index).outcomeIds[ordinal] ?? 0;
  const price = (index: number, ordinal: number) => market(index).prices[ordinal] ?? 0;
  const balance = async () => toMinor((await sportsbookWallet(server.db, playerId))?.balance ?? 0);
  const openbets = async () =>
    exact(
      openBetsResponseSchema,
      (await call('GET', `/xapi/bet/account/${playerId}/openbets`, { token })).body,
    );
  const betcount = async () =>
    exact(
      betCountResponseSchema,
      (await call('GET', `/xapi/bet/account/${playerId}/betcount`, { token })).body,
    );
  const settledBets = async (query = '') =>
    exact(
      dailySettledBetsResponseSchema,
      (await call('GET', `/xapi/rest/acchistory/dailySettledBets${query}`, { token })).body,
    );
  const result = async (eventIndex: number, results?: Record<number, string>) => {
    const response = await admin('POST', `/__admin/events/${market(eventIndex).eventId}/result`, {
      payload: results ? { results } : {},
    });
    expect(response.status).toBe(200);
    return response.body as {
      resulted: boolean;
      alreadyResulted: boolean;
      outcomes: { outcomeId: number; result: string }[];
      settled: { betId: number; status: string; payout: number }[];
    };
  };

  describe('errors', () => {
    const urls = (account: number | string) => [
      `/xapi/bet/account/${account}/openbets`,
      `/xapi/bet/account/${account}/openbet/1`,
      `/xapi/bet/account/${account}/betcount`,
    ];

    it('answers 401 without a valid token', async () => {
      for (const url of [...urls(1), '/xapi/rest/acchistory/dailySettledBets?numberOfBets=50']) {
        expect((await call('GET', url)).status).toBe(401);
        expect((await call('GET', url, { token: 'not-a-token' })).status).toBe(401);
      }
    });

    it("answers 403 for another player's account", async () => {
      for (const url of urls(otherId)) {
        const response = await call('GET', url, { token });
        expect(response.status).toBe(403);
      }
    });

    it('answers 400 for a malformed account id, bet id or numberOfBets', async () => {
      for (const url of [...urls('abc'), ...urls('12345678901'), ...urls('-1')]) {
        const response = await call('GET', url, { token });
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ error: 'invalid_request' });
      }
      for (const betId of ['x', '1.5', '99999999999']) {
        const response = await call('GET', `/xapi/bet/account/${playerId}/openbet/${betId}`, {
          token,
        });
        expect(response.status).toBe(400);
      }
      for (const query of ['0', '51', 'abc', '1.5', '-3', '', '50&numberOfBets=2']) {
        const response = await call(
          'GET',
          `/xapi/rest/acchistory/dailySettledBets?numberOfBets=${query}`,
          { token },
        );
        expect(response.status, query).toBe(400);
        expect(response.body).toMatchObject({ error: 'invalid_request' });
      }
    });

    it("answers 404 for an unknown bet and another player's bet", async () => {
      const theirs = await insertTestBet(server.db, {
        playerId: otherId,
        kind: 'single',
        outcomeIds: [outcome(11, 0)],
        unitStake: 10_000,
      });
      for (const betId of [999_999_999, theirs.betId]) {
        const response = await call('GET', `/xapi/bet/account/${playerId}/openbet/${betId}`, {
          token,
        });
        expect(response.status).toBe(404);
        expect(response.body).toMatchObject({ error: 'bet_not_found' });
      }
      const own = await call('GET', `/xapi/bet/account/${otherId}/openbet/${theirs.betId}`, {
        token: otherToken,
      });
      expect(exact(openBetResponseSchema, own.body).betId).toBe(theirs.betId);
    });

    it('admin: 400 bad id or body, 404 unknown event, 409 forcing a resulted event', async () => {
      expect((await admin('POST', '/__admin/events/abc/result')).status).toBe(400);
      expect((await admin('POST', '/__admin/events/999999999/result')).status).toBe(404);
      const url = `/__admin/events/${market(10).eventId}/result`;
      for (const payload of [
        { results: { [outcome(10, 0)]: 'maybe' } },
        { results: { abc: 'won' } },
        { results: [] },
        { other: true },
      ]) {
        expect((await admin('POST', url, { payload })).status).toBe(400);
      }
      const stranger = await admin('POST', url, {
        payload: { results: { [outcome(11, 0)]: 'won' } },
      });
      expect(stranger.status).toBe(400);
      expect(stranger.body).toMatchObject({ error: 'unknown_outcomes' });

      expect((await result(10)).resulted).toBe(true);
      const forced = await admin('POST', url, {
        payload: { results: { [outcome(10, 0)]: 'won' } },
      });
      expect(forced.status).toBe(409);
      const again = await result(10);
      expect(again).toMatchObject({ resulted: false, alreadyResulted: true, settled: [] });
      expect(again.outcomes.length).toBeGreaterThan(0);
    });
  });

  describe('open bets, settlement and settled bets', () => {
    it('lists open and pending bets newest first with their legs, and counts them', async () => {
      const start = await betcount();
      const startBalance = await balance();
      expect(start.balance).toBe(startBalance);
      const older = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(0, 0)],
        unitStake: 1000,
        placedAt: new Date(Date.now() - 2 * HOUR),
      });
      const multiple = await insertTestBet(server.db, {
        playerId,
        kind: 'multiple',
        outcomeIds: [outcome(0, 0), outcome(1, 0), outcome(2, 2)],
        unitStake: 2000,
        placedAt: new Date(Date.now() - HOUR),
      });
      const pending = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(1, 1)],
        unitStake: 500,
        status: 'pending_approval',
      });

      const list = await openbets();
      expect(list.accountId).toBe(playerId);
      expect(list.bets.map((bet) => bet.betId)).toEqual([
        pending.betId,
        multiple.betId,
        older.betId,
      ]);
      expect(list.count).toBe(3);
      const multipleJson = list.bets[1];
      expect(multipleJson).toMatchObject({
        reference: multiple.reference,
        kind: 'multiple',
        status: 'open',
        unitStake: 2000,
        totalStake: 2000,
        numberOfBets: 1,
        payout: 0,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
        settledAt: null,
      });
      expect(multipleJson?.legs.map((leg) => leg.outcomeId)).toEqual([
        outcome(0, 0),
        outcome(1, 0),
        outcome(2, 2),
      ]);
      expect(multipleJson?.legs[0]).toMatchObject({
        legIndex: 0,
        eventId: market(0).eventId,
        marketId: market(0).marketId,
        marketDescription: 'Match Result',
        periodDescription: 'Full Time',
        decimal: price(0, 0) / 1000,
        result: 'open',
      });

      const count = await betcount();
      expect(count.count).toBe(start.count + 3);
      expect(count.balance).toBe(startBalance - 1000 - 2000 - 500);

      const one = await call('GET', `/xapi/bet/account/${playerId}/openbet/${pending.betId}`, {
        token,
      });
      expect(one.status).toBe(200);
      expect(exact(openBetResponseSchema, one.body)).toMatchObject({
        betId: pending.betId,
        status: 'pending_approval',
      });
    });

    it('settles a won and a lost single, a multiple with a void leg and a system', async () => {
      const won = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(3, 0)],
        unitStake: 1234,
      });
      const lost = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(3, 1)],
        unitStake: 1000,
      });
      const voided = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(4, 2)],
        unitStake: 800,
      });
      const multiple = await insertTestBet(server.db, {
        playerId,
        kind: 'multiple',
        outcomeIds: [outcome(3, 0), outcome(4, 2), outcome(5, 1)],
        unitStake: 1500,
      });
      const yankee = await insertTestBet(server.db, {
        playerId,
        kind: 'system',
        outcomeIds: [outcome(3, 0), outcome(5, 1), outcome(6, 0), outcome(7, 0)],
        unitStake: 100,
        betTypeId: 200_021,
      });
      expect(yankee.numBets).toBe(11);
      const countBefore = (await betcount()).count;
      const before = await balance();

      const first = await result(3, { [outcome(3, 0)]: 'won' });
      expect(first.resulted).toBe(true);
      expect(first.outcomes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ outcomeId: outcome(3, 0), result: 'won' }),
          expect.objectContaining({ outcomeId: outcome(3, 1), result: 'lost' }),
          expect.objectContaining({ outcomeId: outcome(3, 2), result: 'lost' }),
        ]),
      );
      const wonPayout = Math.floor((1234 * price(3, 0)) / 1000);
      expect(first.settled).toEqual(
        expect.arrayContaining([
          { betId: won.betId, reference: won.reference, status: 'won', payout: wonPayout },
          { betId: lost.betId, reference: lost.reference, status: 'lost', payout: 0 },
        ]),
      );
      expect(first.settled).toHaveLength(2);
      expect(await balance()).toBe(before + wonPayout);

      const second = await result(4, { [outcome(4, 2)]: 'void' });
      expect(second.settled).toEqual([
        { betId: voided.betId, reference: voided.reference, status: 'void', payout: 800 },
      ]);
      await result(6, { [outcome(6, 0)]: 'won' });
      await result(7, { [outcome(7, 0)]: 'lost' });
      const third = await result(5, { [outcome(5, 1)]: 'won' });
      const multiplePayout = Number(
        (1500n * BigInt(price(3, 0)) * BigInt(price(5, 1))) / 1_000_000n,
      );
      // Yankee over a, b, c, d (d lost): doubles ab, ac, bc and the treble abc win; their exact
      // returns are added up and rounded down once (as the betslip quotes a system).
      const [pa, pb, pc] = [price(3, 0), price(5, 1), price(6, 0)].map(BigInt) as [
        bigint,
        bigint,
        bigint,
      ];
      const yankeePayout = Number(
        (100n * pa * pb * 1000n +
          100n * pa * pc * 1000n +
          100n * pb * pc * 1000n +
          100n * pa * pb * pc) /
          1_000_000_000n,
      );
      expect(third.settled).toEqual(
        expect.arrayContaining([
          {
            betId: multiple.betId,
            reference: multiple.reference,
            status: 'won',
            payout: multiplePayout,
          },
          { betId: yankee.betId, reference: yankee.reference, status: 'won', payout: yankeePayout },
        ]),
      );
      expect(await balance()).toBe(before + wonPayout + 800 + multiplePayout + yankeePayout);

      // Settled bets leave openbets, the count drops, and they appear in dailySettledBets.
      const open = (await openbets()).bets.map((bet) => bet.betId);
      for (const bet of [won, lost, voided, multiple, yankee])
        expect(open).not.toContain(bet.betId);
      expect((await betcount()).count).toBe(countBefore - 5);
      const settled = await settledBets('?numberOfBets=50');
      expect(settled.numberOfBets).toBe(50);
      const ids = settled.bets.map((bet) => bet.betId);
      for (const bet of [won, lost, voided, multiple, yankee]) expect(ids).toContain(bet.betId);
      const multipleJson = settled.bets.find((bet) => bet.betId === multiple.betId);
      expect(multipleJson).toMatchObject({ status: 'won', payout: multiplePayout });
      expect(multipleJson?.settledAt).not.toBeNull();
      expect(multipleJson?.legs.map((leg) => leg.result)).toEqual(['won', 'void', 'won']);
      const settledAt = settled.bets.map((bet) => Date.parse(bet.settledAt ?? ''));
      expect([...settledAt].sort((x, y) => y - x)).toEqual(settledAt);

      const single = await call('GET', `/xapi/bet/account/${playerId}/openbet/${won.betId}`, {
        token,
      });
      expect(exact(openBetResponseSchema, single.body)).toMatchObject({
        status: 'won',
        payout: wonPayout,
      });
    });

    it('pays once however often and however concurrently settlement runs', async () => {
      const bet = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(8, 2)],
        unitStake: 2500,
      });
      const before = await balance();
      const runs = await Promise.all([
        result(8, { [outcome(8, 2)]: 'won' }),
        admin('POST', '/__admin/settle'),
        result(8),
        admin('POST', '/__admin/settle'),
      ]);
      const payout = Math.floor((2500 * price(8, 2)) / 1000);
      expect(await balance()).toBe(before + payout);
      const mentions = JSON.stringify(runs).split(`"betId":${bet.betId},`).length - 1;
      expect(mentions).toBe(1);
      const settleAll = await admin('POST', '/__admin/settle');
      expect(settleAll.body).toMatchObject({ settled: [] });
      expect(await balance()).toBe(before + payout);
    });

    it('keeps pending-approval bets out of settlement until they are decided', async () => {
      const pending = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(9, 0)],
        unitStake: 600,
        status: 'pending_approval',
      });
      const run = await result(9, { [outcome(9, 0)]: 'won' });
      expect(run.settled).toEqual([]);
      // The attendant accepts it later: the next settlement run pays it.
      await server.db
        .updateTable('bets')
        .set({ status: 'open' })
        .where('id', '=', pending.betId)
        .execute();
      const before = await balance();
      const settleAll = await admin('POST', '/__admin/settle');
      const payout = Math.floor((600 * price(9, 0)) / 1000);
      expect(settleAll.body).toMatchObject({
        settled: [{ betId: pending.betId, reference: pending.reference, status: 'won', payout }],
      });
      expect(await balance()).toBe(before + payout);
    });

    it('answers only the last 24 hours of settled bets, newest first, at most numberOfBets', async () => {
      const now = Date.now();
      const old = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(0, 1)],
        unitStake: 100,
        status: 'lost',
        settledAt: new Date(now - 25 * HOUR),
        debit: false,
      });
      const recent = await insertTestBet(server.db, {
        playerId,
        kind: 'single',
        outcomeIds: [outcome(0, 1)],
        unitStake: 100,
        status: 'lost',
        settledAt: new Date(now + 1000),
        debit: false,
      });
      const all = await settledBets();
      expect(all.numberOfBets).toBe(50);
      expect(all.bets.map((bet) => bet.betId)).not.toContain(old.betId);
      expect(all.bets[0]?.betId).toBe(recent.betId);
      const two = await settledBets('?numberOfBets=2');
      expect(two.bets).toHaveLength(2);
      expect(two.count).toBe(2);
      expect(two.bets.map((bet) => bet.betId)).toEqual(
        all.bets.slice(0, 2).map((bet) => bet.betId),
      );
      // Another player sees none of them.
      const theirs = await call('GET', '/xapi/rest/acchistory/dailySettledBets', {
        token: otherToken,
      });
      expect(exact(dailySettledBetsResponseSchema, theirs.body).bets).toEqual([]);
    });
  });
});
