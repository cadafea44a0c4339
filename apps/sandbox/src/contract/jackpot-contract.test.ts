import {
  JACKPOT_RULE_MESSAGES,
  activeJackpotsResponseSchema,
  jackpotCostResponseSchema,
  jackpotPlacementResponseSchema,
  jackpotRefusalSchema,
  jackpotRetailCodeResponseSchema,
  jackpotRetailCodeSchema,
  jackpotSelectionsResponseSchema,
  type Jackpot,
} from '@clem/core/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findPlayer } from '../accounts/login-service';
import { sportsbookWallet } from '../accounts/wallet-service';
import type { SandboxDb } from '../db/schema';
import { jackpotSettlementIdle, settleJackpot } from '../jackpots/jackpot-settlement';
import { buildServer } from '../server';
import type { BrandId } from '../settings/brands';
import { openSeededTestDatabase, TEST_SEED } from '../test-support/test-database';
import { callPlatform, parseExact, type PlatformCallOptions } from '../test-support/contract';
import { adminOf, createTestServer, type TestServer } from '../test-support/test-server';
import { WorldBus } from '../world/world-bus';

const ACTIVE = '/xapi/rest/jackpotbetweb/active';
const SELECTIONS = '/xapi/rest/jackpotbetslips/selections';
const COST = '/xapi/rest/jackpotbetslips/cost';
const RETAIL = '/xapi/rest/jackpotbetslips/retailcodes';
const placeUrl = (accountId: number, uuid: string) =>
  `/xapi/rest/accounts/${accountId}/jackpotbetslips?uuid=${uuid}`;

function caller(app: () => FastifyInstance) {
  return (method: 'GET' | 'POST', url: string, options: PlatformCallOptions = {}) =>
    callPlatform(app(), method, url, options);
}

const exact = parseExact;

/** Outcome `index` of every event of ordinals 1..numberOfEvents. */
const firstPicks = (jackpot: Jackpot, index = 0) =>
  jackpot.events
    .filter((event) => !event.reserve)
    .map((event) => ({ outcomeId: event.market.outcomes[index]?.id ?? 0, ordinal: event.ordinal }));

const outcomeOf = (jackpot: Jackpot, ordinal: number, index: number) => {
  const id = jackpot.events.find((event) => event.ordinal === ordinal)?.market.outcomes[index]?.id;
  if (id === undefined) throw new Error(`no outcome ${index} on ordinal ${ordinal}`);
  return id;
};

async function login(db: SandboxDb, brand: BrandId, username: string) {
  const player = await findPlayer(db, brand, username);
  if (player === undefined) throw new Error(`no player ${username}`);
  const { token } = await createSession(db, player.id, 'access');
  return { id: player.id, token };
}

async function balanceOf(db: SandboxDb, playerId: number): Promise<number> {
  return Number((await sportsbookWallet(db, playerId))?.balance ?? -1);
}

describe('jackpot contract (@clem/core/schemas)', () => {
  let server: TestServer;
  let jackpots: Jackpot[];
  const call = caller(() => server.app);
  const jackpot = (id: number) => {
    const found = jackpots.find((item) => item.jackpotId === id);
    if (found === undefined) throw new Error(`no jackpot ${id}`);
    return found;
  };

  beforeAll(async () => {
    server = await createTestServer();
    const active = await call('GET', ACTIVE);
    jackpots = exact(activeJackpotsResponseSchema, active.body).jackpots;
  });

  afterAll(async () => {
    await server.close();
  });

  describe('GET /xapi/rest/jackpotbetweb/active', () => {
    it('lists the seeded jackpots: 13, 10 and 8 football events plus reserves', () => {
      expect(jackpots.map((item) => [item.numberOfEvents, item.reserveSelectionCount])).toEqual([
        [13, 2],
        [10, 2],
        [8, 1],
      ]);
      const seen = new Set<number>();
      for (const item of jackpots) {
        expect(item.currency).toBe('EUR');
        expect(item.events.map((event) => event.ordinal)).toEqual(
          Array.from({ length: item.numberOfEvents + item.reserveSelectionCount }, (_, i) => i + 1),
        );
        expect(item.events.map((event) => event.reserve)).toEqual(
          item.events.map((event) => event.ordinal > item.numberOfEvents),
        );
        const dates = item.events.map((event) => Date.parse(event.eventDate));
        expect(Date.parse(item.closesAt)).toBe(Math.min(...dates));
        expect(Date.parse(item.closesAt)).toBeGreaterThan(Date.now());
        for (const event of item.events) {
          expect(event.sportCode).toBe('FOOT');
          expect(event.market).toMatchObject({
            marketTypeId: 1,
            periodId: 100,
            marketGroup: 'WIN_DRAW_WIN',
            status: 'open',
          });
          expect(event.market.outcomes.map((outcome) => outcome.ordinalPosition)).toEqual([
            1, 2, 3,
          ]);
          expect(seen.has(event.eventId)).toBe(false);
          seen.add(event.eventId);
        }
      }
      expect(jackpot(1)).toMatchObject({ jackpotPrize: 25_000_000, globalStake: 50 });
    });

    it('answers in the player currency with a token, else in the brand currency', async () => {
      const jpy = exact(
        activeJackpotsResponseSchema,
        (await call('GET', ACTIVE, { brand: '777baby' })).body,
      );
      expect(jpy.jackpots[0]).toMatchObject({ currency: 'JPY', precision: 0, globalStake: 50 });
      const kes = await login(server.db, 'zedbet', 'demo_kes');
      const body = exact(
        activeJackpotsResponseSchema,
        (await call('GET', ACTIVE, { token: kes.token })).body,
      );
      expect(body.jackpots[0]).toMatchObject({ currency: 'KES', globalStake: 5000 });
      const vnd = await login(server.db, 'zedbet', 'demo_vnd');
      const inVnd = exact(
        activeJackpotsResponseSchema,
        (await call('GET', ACTIVE, { token: vnd.token })).body,
      );
      expect(inVnd.jackpots[0]).toMatchObject({
        currency: 'VND',
        displayScale: 1000,
        globalStake: 10_000,
      });
    });

    it('needs X-SB-Brand', async () => {
      expect(await call('GET', ACTIVE, { brand: null })).toEqual({
        status: 400,
        body: { error: 'unknown_brand' },
      });
    });

    it('gives the same jackpot events for the same seed', async () => {
      const twin = await openSeededTestDatabase(TEST_SEED, { seedAfresh: true });
      try {
        const rows = (db: SandboxDb) =>
          db
            .selectFrom('jackpot_events')
            .selectAll()
            .orderBy('jackpot_id')
            .orderBy('ordinal')
            .execute();
        expect(await rows(twin)).toEqual(await rows(server.db));
      } finally {
        await twin.destroy();
      }
    });
  });

  describe('POST /xapi/rest/jackpotbetslips/selections', () => {
    it('answers an incomplete slip with noOfBets 0', async () => {
      const item = jackpot(3);
      const picks = firstPicks(item).slice(0, 3);
      const { status, body } = await call('POST', SELECTIONS, {
        payload: { data: { jackpotId: 3, singles: picks } },
      });
      expect(status).toBe(200);
      const { model } = exact(jackpotSelectionsResponseSchema, body);
      expect(model).toMatchObject({
        noOfBets: 0,
        complete: false,
        jackpotTotalStake: 0,
        missingOrdinals: [4, 5, 6, 7, 8],
        errors: [],
        open: true,
      });
      expect(model.singles.map((single) => [single.ordinal, single.enabled, single.ref])).toEqual([
        [1, true, 'sel1'],
        [2, true, 'sel2'],
        [3, true, 'sel3'],
      ]);
    });

    it('multiplies the picks per ordinal once complete; reserve picks add no lines', async () => {
      const item = jackpot(3);
      const singles = [
        ...firstPicks(item),
        { outcomeId: outcomeOf(item, 1, 1), ordinal: 1 },
        { outcomeId: outcomeOf(item, 2, 2) },
        { outcomeId: outcomeOf(item, 3, 1), ordinal: 3 },
        { outcomeId: outcomeOf(item, 9, 0), ordinal: 9 },
      ];
      const { model } = exact(
        jackpotSelectionsResponseSchema,
        (
          await call('POST', SELECTIONS, {
            payload: { data: { jackpotId: 3, singles, globalStake: '2.00' } },
          })
        ).body,
      );
      expect(model).toMatchObject({ noOfBets: 8, complete: true, jackpotTotalStake: 8 * 200 });
      const reserve = model.singles.find((single) => single.ordinal === 9);
      expect(reserve).toMatchObject({ reserve: true, enabled: true, marketTypeId: 1 });
    });

    it('refuses two picks on a reserve market and all picks on a market (§5)', async () => {
      const item = jackpot(3);
      const singles = [
        ...firstPicks(item),
        { outcomeId: outcomeOf(item, 2, 1) },
        { outcomeId: outcomeOf(item, 2, 2) },
        { outcomeId: outcomeOf(item, 9, 0) },
        { outcomeId: outcomeOf(item, 9, 1) },
      ];
      const { model } = exact(
        jackpotSelectionsResponseSchema,
        (await call('POST', SELECTIONS, { payload: { data: { jackpotId: 3, singles } } })).body,
      );
      expect(model.complete).toBe(false);
      expect(model.errors.map((error) => [error.ordinal, error.message])).toEqual([
        [2, JACKPOT_RULE_MESSAGES.ALL_SELECTIONS_ON_MARKET],
        [9, JACKPOT_RULE_MESSAGES.RESERVE_MARKET_LIMIT],
      ]);
      expect(model.errors[0]?.message).toBe('Cannot book all selections on a market');
      expect(model.errors[1]?.message).toBe(
        'Cannot book more than 1 selection on a reserve market',
      );
      expect(
        model.singles.filter((single) => !single.enabled).map((single) => single.ordinal),
      ).toEqual([2, 2, 2, 9, 9]);
    });

    it('answers 4xx with a message for unknown ids and bad bodies', async () => {
      const item = jackpot(3);
      const cases: [unknown, number, RegExp][] = [
        [{ data: { jackpotId: 999, singles: [] } }, 404, /jackpot 999 not found/],
        [
          { data: { jackpotId: 3, singles: [{ outcomeId: 1 }] } },
          400,
          /outcome 1 is not in jackpot 3/,
        ],
        [
          { data: { jackpotId: 3, singles: [{ outcomeId: outcomeOf(item, 1, 0), ordinal: 2 }] } },
          400,
          /is on ordinal 1, not 2/,
        ],
        [
          {
            data: {
              jackpotId: 3,
              singles: [{ outcomeId: outcomeOf(item, 1, 0) }, { outcomeId: outcomeOf(item, 1, 0) }],
            },
          },
          400,
          /picked twice/,
        ],
        [{ data: { jackpotId: 'x', singles: [] } }, 400, /jackpotId/],
        [{ data: { jackpotId: 3, singles: 'all' } }, 400, /singles/],
        [{ data: { jackpotId: 3, singles: [], globalStake: '5' } }, 400, /line stake, 2\.00 EUR/],
        [{ data: { jackpotId: 3, singles: [], globalStake: '2.001' } }, 400, /globalStake/],
        [[], 400, /body: .*expected object/],
      ];
      for (const [payload, status, message] of cases) {
        const answer = await call('POST', SELECTIONS, { payload });
        expect(answer.status, JSON.stringify(payload)).toBe(status);
        expect(JSON.stringify(answer.body)).toMatch(message);
      }
      const malformed = await call('POST', SELECTIONS, { payload: '{"data":' });
      expect(malformed.status).toBe(400);
      const huge = await call('POST', SELECTIONS, {
        payload: { data: { jackpotId: 3, singles: [], pad: 'x'.repeat(200_000) } },
      });
      expect(huge.status).toBe(413);
      expect((await call('POST', SELECTIONS, { brand: 'nope', payload: {} })).status).toBe(400);
    });
  });

  describe('POST /xapi/rest/jackpotbetslips/cost', () => {
    it('answers model.totalCost for outcomeIds as a comma list', async () => {
      const item = jackpot(2);
      const ids = [...firstPicks(item).map((pick) => pick.outcomeId), outcomeOf(item, 4, 1)];
      const { status, body } = await call('POST', COST, {
        payload: {
          model: { globalStake: 1, jackpotId: 2, originId: 11 },
          outcomeIds: ids.join(','),
        },
      });
      expect(status).toBe(200);
      const { model } = exact(jackpotCostResponseSchema, body);
      expect(model).toMatchObject({ noOfBets: 2, totalCost: 200, complete: true, originId: 11 });
      const inModel = exact(
        jackpotCostResponseSchema,
        (await call('POST', COST, { payload: { model: { jackpotId: 2, outcomeIds: ids } } })).body,
      );
      expect(inModel.model.totalCost).toBe(200);
      const inQuery = exact(
        jackpotCostResponseSchema,
        (
          await call('POST', `${COST}?outcomeIds=${ids.slice(0, 3).join(',')}`, {
            payload: { jackpotId: 2 },
          })
        ).body,
      );
      expect(inQuery.model).toMatchObject({ totalCost: 0, noOfBets: 0, complete: false });
    });

    it('answers 4xx for a missing list, an unknown jackpot or a bad list', async () => {
      expect((await call('POST', COST, { payload: { model: { jackpotId: 2 } } })).status).toBe(400);
      expect(
        (await call('POST', COST, { payload: { model: { jackpotId: 77 }, outcomeIds: '1' } }))
          .status,
      ).toBe(404);
      expect(
        (await call('POST', COST, { payload: { model: { jackpotId: 2 }, outcomeIds: '1,,x' } }))
          .status,
      ).toBe(400);
      expect((await call('POST', COST, { payload: { model: 'x' } })).status).toBe(400);
    });
  });

  describe('POST /xapi/rest/accounts/{accountId}/jackpotbetslips', () => {
    it('places a jackpot bet once: debit, bet row and legs', async () => {
      const player = await login(server.db, 'zedbet', 'demo');
      const item = jackpot(3);
      const singles = [
        ...firstPicks(item),
        { outcomeId: outcomeOf(item, 5, 2), ordinal: 5 },
        { outcomeId: outcomeOf(item, 9, 1), ordinal: 9 },
      ];
      const before = await balanceOf(server.db, player.id);
      const first = await call('POST', placeUrl(player.id, 'jp-once'), {
        token: player.token,
        payload: { data: { jackpotId: 3, singles, globalStake: 2 } },
      });
      expect(first.status).toBe(201);
      const placed = exact(jackpotPlacementResponseSchema, first.body);
      expect(placed.result).toMatchObject({
        jackpotId: 3,
        noOfBets: 2,
        jackpotTotalStake: 400,
        globalStake: 200,
        currency: 'EUR',
        availableBalance: before - 400,
      });
      expect(await balanceOf(server.db, player.id)).toBe(before - 400);
      const bet = await server.db
        .selectFrom('bets')
        .selectAll()
        .where('id', '=', placed.result.betId)
        .executeTakeFirstOrThrow();
      expect(bet).toMatchObject({
        kind: 'jackpot',
        jackpot_id: 3,
        num_bets: 2,
        unit_stake: 200,
        total_stake: 400,
        status: 'open',
      });
      const legs = await server.db
        .selectFrom('bet_legs')
        .select(['ordinal', 'reserve', 'outcome_id', 'market_description'])
        .where('bet_id', '=', bet.id)
        .orderBy('leg_index')
        .execute();
      expect(legs.map((leg) => [leg.ordinal, leg.reserve])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [4, false],
        [5, false],
        [5, false],
        [6, false],
        [7, false],
        [8, false],
        [9, true],
      ]);

      const replay = await call('POST', placeUrl(player.id, 'jp-once'), {
        token: player.token,
        payload: { data: { jackpotId: 3, singles: [...singles].reverse(), globalStake: '2.00' } },
      });
      expect(replay).toEqual(first);
      expect(await balanceOf(server.db, player.id)).toBe(before - 400);

      const reused = await call('POST', placeUrl(player.id, 'jp-once'), {
        token: player.token,
        payload: { data: { jackpotId: 3, singles: firstPicks(item) } },
      });
      expect(reused.status).toBe(409);
      expect(reused.body).toMatchObject({ error: 'uuid_reused' });
    });

    it('places one bet and debits once for 20 concurrent requests with one uuid', async () => {
      const player = await login(server.db, 'nextbet', 'demo');
      const before = await balanceOf(server.db, player.id);
      const singles = firstPicks(jackpot(1));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          call('POST', placeUrl(player.id, 'jp-concurrent'), {
            token: player.token,
            payload: { data: { jackpotId: 1, singles } },
          }),
        ),
      );
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
      // Replays come from jsonb (keys reordered): compare as values.
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
      const bets = await server.db
        .selectFrom('bets')
        .select('id')
        .where('player_id', '=', player.id)
        .where('kind', '=', 'jackpot')
        .execute();
      expect(bets).toHaveLength(1);
      expect(await balanceOf(server.db, player.id)).toBe(before - 50);
      const debits = await server.db
        .selectFrom('wallet_transactions')
        .innerJoin('wallets', 'wallets.id', 'wallet_transactions.wallet_id')
        .select('wallet_transactions.amount')
        .where('wallets.player_id', '=', player.id)
        .where('wallet_transactions.kind', '=', 'debit')
        .execute();
      expect(debits.map((row) => Number(row.amount))).toEqual([-50]);
    });

    it('refuses a stake above the balance with RES-00056', async () => {
      const player = await login(server.db, 'zedbet', 'demo_zero');
      const answer = await call('POST', placeUrl(player.id, 'jp-broke'), {
        token: player.token,
        payload: { data: { jackpotId: 2, singles: firstPicks(jackpot(2)) } },
      });
      expect(answer.status).toBe(400);
      const body = exact(jackpotRefusalSchema, answer.body);
      expect(body.reasonJson.responseCode).toBe('RES-00056');
      expect(body.message).toBe('Stake greater than balance');
    });

    it('refuses incomplete slips and broken rules; answers 4xx for auth, ids and shapes', async () => {
      const player = await login(server.db, 'zedbet', 'demo_usd');
      const other = await login(server.db, 'zedbet', 'demo_kes');
      const item = jackpot(2);
      const incomplete = await call('POST', placeUrl(player.id, 'jp-x1'), {
        token: player.token,
        payload: { data: { jackpotId: 2, singles: firstPicks(item).slice(1) } },
      });
      expect(incomplete.status).toBe(400);
      expect(exact(jackpotRefusalSchema, incomplete.body).message).toMatch(
        /not complete.*ordinal 1$/,
      );
      const broken = await call('POST', placeUrl(player.id, 'jp-x2'), {
        token: player.token,
        payload: {
          data: {
            jackpotId: 2,
            singles: [
              ...firstPicks(item),
              { outcomeId: outcomeOf(item, 11, 0) },
              { outcomeId: outcomeOf(item, 11, 2) },
            ],
          },
        },
      });
      const refusal = exact(jackpotRefusalSchema, broken.body);
      expect(refusal.reasonJson).toEqual({
        responseCode: 'RES-00218',
        message: JACKPOT_RULE_MESSAGES.RESERVE_MARKET_LIMIT,
      });
      const body = { data: { jackpotId: 2, singles: firstPicks(item) } };
      expect((await call('POST', placeUrl(player.id, 'jp-x3'), { payload: body })).status).toBe(
        401,
      );
      expect(
        (await call('POST', placeUrl(other.id, 'jp-x3'), { token: player.token, payload: body }))
          .status,
      ).toBe(403);
      expect(
        (
          await call('POST', `/xapi/rest/accounts/${player.id}/jackpotbetslips`, {
            token: player.token,
            payload: body,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('POST', placeUrl(player.id, 'bad%20uuid'), {
            token: player.token,
            payload: body,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('POST', placeUrl(player.id, 'jp-x4'), {
            token: player.token,
            payload: { data: { jackpotId: 404, singles: [] } },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call('POST', placeUrl(player.id, 'jp-x5'), {
            token: player.token,
            payload: { data: 7 },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await call('POST', placeUrl(player.id, 'jp-x6'), {
            token: player.token,
            brand: null,
            payload: body,
          })
        ).status,
      ).toBe(400);
      const bets = await server.db
        .selectFrom('bets')
        .select('id')
        .where('player_id', '=', player.id)
        .execute();
      expect(bets).toEqual([]);
    });

    it('refuses a jackpot that has closed by the sandbox clock with RES-00047', async () => {
      const player = await login(server.db, 'zedbet', 'demo_gold');
      const closesAt = jackpot(2).closesAt;
      await server.db
        .updateTable('jackpots')
        .set({ closes_at: new Date(Date.now() - 60_000) })
        .where('id', '=', 2)
        .execute();
      try {
        const before = await balanceOf(server.db, player.id);
        const answer = await call('POST', placeUrl(player.id, 'jp-late'), {
          token: player.token,
          payload: { data: { jackpotId: 2, singles: firstPicks(jackpot(2)) } },
        });
        expect(exact(jackpotRefusalSchema, answer.body).reasonJson.responseCode).toBe('RES-00047');
        expect(await balanceOf(server.db, player.id)).toBe(before);
        const active = exact(activeJackpotsResponseSchema, (await call('GET', ACTIVE)).body);
        expect(active.jackpots.map((item) => item.jackpotId)).toEqual([1, 3]);
      } finally {
        await server.db
          .updateTable('jackpots')
          .set({ closes_at: closesAt })
          .where('id', '=', 2)
          .execute();
      }
    });
  });

  describe('POST /xapi/rest/jackpotbetslips/retailcodes', () => {
    it('stores the picks under a short code, readable again', async () => {
      const singles = firstPicks(jackpot(3));
      const answer = await call('POST', RETAIL, { payload: { data: { jackpotId: 3, singles } } });
      expect(answer.status).toBe(201);
      const created = exact(jackpotRetailCodeResponseSchema, answer.body);
      expect(created).toMatchObject({
        jackpotId: 3,
        noOfBets: 1,
        complete: true,
        jackpotTotalStake: 200,
      });
      expect(created.code).toMatch(/^J[A-Z0-9]{7}$/);
      const read = await call('GET', `${RETAIL}/${created.code}`);
      expect(read.status).toBe(200);
      const stored = exact(jackpotRetailCodeSchema, read.body);
      expect(stored.singles).toEqual(singles);
      expect((await call('GET', `${RETAIL}/${created.code}`, { brand: 'dafabet' })).status).toBe(
        404,
      );
      const row = await server.db
        .selectFrom('retail_codes')
        .select('kind')
        .where('code', '=', created.code)
        .executeTakeFirstOrThrow();
      expect(row.kind).toBe('jackpot');
    });

    it('answers 4xx for broken rules, unknown ids and empty slips', async () => {
      const item = jackpot(3);
      const broken = await call('POST', RETAIL, {
        payload: {
          data: {
            jackpotId: 3,
            singles: [0, 1, 2].map((index) => ({ outcomeId: outcomeOf(item, 1, index) })),
          },
        },
      });
      expect(broken.status).toBe(400);
      expect(exact(jackpotRefusalSchema, broken.body).message).toBe(
        JACKPOT_RULE_MESSAGES.ALL_SELECTIONS_ON_MARKET,
      );
      expect(
        (
          await call('POST', RETAIL, {
            payload: { data: { jackpotId: 9, singles: [{ outcomeId: 1 }] } },
          })
        ).status,
      ).toBe(404);
      expect(
        (await call('POST', RETAIL, { payload: { data: { jackpotId: 3, singles: [] } } })).status,
      ).toBe(400);
      expect((await call('GET', `${RETAIL}/NOPE`)).status).toBe(404);
      expect((await call('GET', `${RETAIL}/${'%2E'.repeat(3)}`)).status).toBe(404);
    });
  });
});

describe('jackpot settlement (eventsResulted)', () => {
  let db: SandboxDb;
  let app: FastifyInstance;
  const bus = new WorldBus();
  const call = caller(() => app);
  let jackpots: Jackpot[];
  const jackpot = (id: number) => {
    const found = jackpots.find((item) => item.jackpotId === id);
    if (found === undefined) throw new Error(`no jackpot ${id}`);
    return found;
  };

  beforeAll(async () => {
    db = await openSeededTestDatabase();
    app = buildServer({ db, bus });
    await app.ready();
    jackpots = exact(activeJackpotsResponseSchema, (await call('GET', ACTIVE)).body).jackpots;
  });

  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  /** Results an event's market: outcome `winner` won (or every outcome void for 'void'). */
  const result = async (item: Jackpot, ordinal: number, winner: number | 'void') => {
    const event = item.events.find((candidate) => candidate.ordinal === ordinal);
    if (event === undefined) throw new Error(`no ordinal ${ordinal}`);
    await db
      .insertInto('outcome_results')
      .values(
        event.market.outcomes.map((outcome, index) => ({
          outcome_id: outcome.id,
          market_id: event.market.id,
          event_id: event.eventId,
          result:
            winner === 'void'
              ? ('void' as const)
              : index === winner
                ? ('won' as const)
                : ('lost' as const),
        })),
      )
      .execute();
    return event.eventId;
  };

  const place = async (brand: BrandId, username: string, jackpotId: number, singles: object[]) => {
    const player = await login(db, brand, username);
    const answer = await call('POST', placeUrl(player.id, `settle-${username}-${brand}`), {
      token: player.token,
      payload: { data: { jackpotId, singles } },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { ...player, betId: exact(jackpotPlacementResponseSchema, answer.body).result.betId };
  };

  const betOf = (id: number) =>
    db
      .selectFrom('bets')
      .select(['status', 'payout'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('shares the prize between winning lines when every event is resulted, once', async () => {
    const item = jackpot(1);
    const all = firstPicks(item);
    // a: one line, all first outcomes. b: two lines on ordinal 1 (one wins). c: loses ordinal 1.
    const a = await place('zedbet', 'demo', 1, all);
    const b = await place('nextbet', 'demo', 1, [...all, { outcomeId: outcomeOf(item, 1, 1) }]);
    const c = await place('kasino', 'demo', 1, [
      { outcomeId: outcomeOf(item, 1, 2) },
      ...all.slice(1),
    ]);
    const yen = await place('777baby', 'demo_jpy', 1, all);
    const before = { a: await balanceOf(db, a.id), b: await balanceOf(db, b.id) };

    const eventIds: number[] = [];
    for (let ordinal = 1; ordinal <= 12; ordinal += 1)
      eventIds.push(await result(item, ordinal, 0));
    bus.emit('eventsResulted', eventIds);
    await jackpotSettlementIdle(db);
    expect(await betOf(a.betId)).toEqual({ status: 'open', payout: 0 });
    expect(await settleJackpot(db, 1, new Date())).toMatchObject({
      settled: false,
      reason: 'ordinals 13 have no results yet',
    });

    const last = await result(item, 13, 0);
    bus.emit('eventsResulted', [last]);
    await jackpotSettlementIdle(db);
    // EUR: a and b have one winning line each: 250,000.00 EUR shared in two.
    expect(await betOf(a.betId)).toEqual({ status: 'won', payout: 12_500_000 });
    expect(await betOf(b.betId)).toEqual({ status: 'won', payout: 12_500_000 });
    expect(await betOf(c.betId)).toEqual({ status: 'lost', payout: 0 });
    // JPY has its own pool: the only winning line takes it whole.
    expect(await betOf(yen.betId)).toEqual({ status: 'won', payout: 25_000_000 });
    expect(await balanceOf(db, a.id)).toBe(before.a + 12_500_000);
    expect(await balanceOf(db, b.id)).toBe(before.b + 12_500_000);
    const row = await db
      .selectFrom('jackpots')
      .select('status')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    const legs = await db
      .selectFrom('bet_legs')
      .select(['ordinal', 'result'])
      .where('bet_id', '=', b.betId)
      .where('ordinal', '=', 1)
      .orderBy('leg_index')
      .execute();
    expect(legs.map((leg) => leg.result)).toEqual(['won', 'lost']);

    // Never twice: more results or a direct call change nothing.
    bus.emit('eventsResulted', eventIds);
    await jackpotSettlementIdle(db);
    expect(await settleJackpot(db, 1, new Date())).toMatchObject({
      settled: false,
      reason: 'already settled',
    });
    expect(await balanceOf(db, a.id)).toBe(before.a + 12_500_000);
    const active = exact(activeJackpotsResponseSchema, (await call('GET', ACTIVE)).body);
    expect(active.jackpots.map((jp) => jp.jackpotId)).toEqual([2, 3]);
  });

  it('replaces a void event by each bet\u2019s reserve picks, in order', async () => {
    const item = jackpot(2);
    const all = firstPicks(item);
    // d: reserve 11 picks the winner. e: reserve 11 picks a loser. f: no reserve pick.
    const d = await place('zedbet', 'demo_silver', 2, [
      ...all,
      { outcomeId: outcomeOf(item, 11, 0) },
    ]);
    const e = await place('zedbet', 'demo_bronze', 2, [
      ...all,
      { outcomeId: outcomeOf(item, 11, 1) },
    ]);
    const f = await place('zedbet', 'demo_platinum', 2, [
      ...all,
      { outcomeId: outcomeOf(item, 3, 1) },
    ]);
    const eventIds = [await result(item, 1, 'void')];
    for (let ordinal = 2; ordinal <= 10; ordinal += 1)
      eventIds.push(await result(item, ordinal, 0));
    bus.emit('eventsResulted', eventIds);
    await jackpotSettlementIdle(db);
    expect(await settleJackpot(db, 2, new Date())).toMatchObject({
      settled: false,
      reason: expect.stringMatching(/reserve ordinals 11, 12/),
    });
    const reserves = [await result(item, 11, 0), await result(item, 12, 0)];
    bus.emit('eventsResulted', reserves);
    await jackpotSettlementIdle(db);
    // d: 1 winning line; f: ordinal 1 void, no reserve: its one line wins (ordinal 3: 1 of 2).
    expect(await betOf(d.betId)).toEqual({ status: 'won', payout: 2_500_000 });
    expect(await betOf(e.betId)).toEqual({ status: 'lost', payout: 0 });
    expect(await betOf(f.betId)).toEqual({ status: 'won', payout: 2_500_000 });
  });
  it('settles end to end when the settlement admin results the events', async () => {
    const item = jackpot(3);
    const winner = await place('zedbet', 'demo_affiliate', 3, firstPicks(item));
    const before = await balanceOf(db, winner.id);
    for (const event of item.events.filter((candidate) => !candidate.reserve)) {
      const first = event.market.outcomes[0]?.id ?? 0;
      const response = await adminOf(app).inject({
        method: 'POST',
        url: `/__admin/events/${event.eventId}/result`,
        payload: { results: { [first]: 'won' } },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    await jackpotSettlementIdle(db);
    expect(await betOf(winner.betId)).toEqual({ status: 'won', payout: 1_000_000 });
    expect(await balanceOf(db, winner.id)).toBe(before + 1_000_000);
  });
});
