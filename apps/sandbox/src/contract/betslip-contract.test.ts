import { randomUUID } from 'node:crypto';
import {
  accountErrorResponseSchema,
  betslipErrorResponseSchema,
  betslipPlacementResponseSchema,
  betslipRequestErrorResponseSchema,
  betslipRetailCodeResponseSchema,
  betslipSelectionsResponseSchema,
  betslipStatusResponseSchema,
  openBetsResponseSchema,
  walletSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  bettablePicks,
  freeBetBalanceOf,
  login,
  sameEventOtherMarket,
  type Login,
  type Pick,
} from '../bets/betslip-test-fixtures';
import { createClock } from '../clock/clock';
import { callPlatform, parseExact, type PlatformCallOptions } from '../test-support/contract';
import { createTestServer, type TestServer } from '../test-support/test-server';

/**
 * Every betslip answer, happy path and refusal, parsed with the front end's schemas from
 * @clem/core. The parse must not change anything the sandbox sent.
 */
describe('betslip contract (@clem/core/schemas)', () => {
  const clock = createClock();
  let server: TestServer;
  let demo: Login;
  let picks: Pick[];

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    demo = await login(server.app, server.db);
    picks = await bettablePicks(server.db, 14, clock.now());
  });

  afterAll(async () => {
    await server.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    options: PlatformCallOptions = {},
  ) => callPlatform(server.app, method, url, options);
  const exact = parseExact;
  const pick = (index: number): Pick => {
    const found = picks[index];
    if (found === undefined) throw new Error('no pick');
    return found;
  };
  const placeUrl = (uuid: string = randomUUID()) =>
    `/xapi/rest/accounts/${demo.playerId}/betslips?uuid=${uuid}`;

  it('selections refresh, anonymous and logged in, PUT and POST', async () => {
    const outcomeIds = [pick(0), pick(1), pick(2), pick(3)].map((p) => p.outcomeId);
    for (const method of ['PUT', 'POST'] as const) {
      const anonymous = await call(method, '/xapi/rest/betslips/selections', {
        payload: { outcomeIds },
      });
      expect(anonymous.status).toBe(200);
      const { model } = exact(betslipSelectionsResponseSchema, anonymous.body);
      expect(model.systems.map((system) => system.description)).toEqual(['Yankee', 'Lucky 15']);
      const loggedIn = await call(method, '/xapi/rest/betslips/selections', {
        token: demo.token,
        payload: {
          singles: outcomeIds.map((outcomeId) => ({ outcomeId, unitStake: 1 })),
          multiples: [{ betTypeId: 200_004, unitStake: 1 }],
          systems: [{ betTypeId: 200_021, unitStake: '0.5' }],
          userAcceptOdds: 'A',
          accountId: demo.playerId,
        },
      });
      expect(exact(betslipSelectionsResponseSchema, loggedIn.body).model.totalCost).toBe(
        400 + 100 + 11 * 50,
      );
    }
  });

  it('selections refresh with problems: closed, suspended, one-event combination', async () => {
    const other = await sameEventOtherMarket(server.db, pick(4));
    await server.db
      .updateTable('markets')
      .set({ status: 'suspended' })
      .where('id', '=', pick(5).marketId)
      .execute();
    const response = await call('PUT', '/xapi/rest/betslips/selections', {
      payload: {
        singles: [
          { outcomeId: pick(4).outcomeId },
          { outcomeId: other.outcomeId },
          { outcomeId: pick(5).outcomeId, unitStake: 1 },
          { outcomeId: 2_000_000_000 },
        ],
        multiples: [{ betTypeId: 200_003, unitStake: 1 }],
      },
    });
    const { model } = exact(betslipSelectionsResponseSchema, response.body);
    expect(model.errors.map((error) => error.code).sort()).toEqual([
      'RES-00108',
      'RES-00108',
      'RES-00218',
    ]);
  });

  it('placement: accepted, waiting approval, status and a replay', async () => {
    const uuid = randomUUID();
    const payload = {
      singles: [{ outcomeId: pick(6).outcomeId, unitStake: 1 }, { outcomeId: pick(7).outcomeId }],
      multiples: [{ betTypeId: 200_002, unitStake: '1.00' }],
    };
    const accepted = await call('POST', placeUrl(uuid), { token: demo.token, payload });
    expect(accepted.status).toBe(201);
    const placed = exact(betslipPlacementResponseSchema, accepted.body);
    const replay = await call('POST', placeUrl(uuid), { token: demo.token, payload });
    expect(replay.body).toEqual(accepted.body);
    const status = await call('PUT', `/xapi/rest/betslips/${placed.model.betSlipId}/status`, {
      token: demo.token,
      payload: { betSlipId: placed.model.betSlipId },
    });
    expect(exact(betslipStatusResponseSchema, status.body).model.status).toBe('accepted');

    const waiting = await call('POST', placeUrl(), {
      token: demo.token,
      payload: { singles: [{ outcomeId: pick(8).outcomeId, unitStake: 501 }] },
    });
    expect(waiting.status).toBe(202);
    const held = exact(betslipPlacementResponseSchema, waiting.body);
    expect(held.model.status).toBe('waiting_approval');
    const pending = await call('PUT', `/xapi/rest/betslips/${held.model.betSlipId}/status`, {
      token: demo.token,
    });
    expect(exact(betslipStatusResponseSchema, pending.body).model.status).toBe('waiting_approval');
    const busy = await call('POST', placeUrl(), {
      token: demo.token,
      payload: { singles: [{ outcomeId: pick(9).outcomeId, unitStake: 1 }] },
    });
    expect(busy.status).toBe(400);
    exact(betslipErrorResponseSchema, busy.body);
    clock.step(6_000);
    const decided = await call('PUT', `/xapi/rest/betslips/${held.model.betSlipId}/status`, {
      token: demo.token,
    });
    expect(exact(betslipStatusResponseSchema, decided.body).model.status).toBe('accepted');
  });

  it('placement refusals and request errors', async () => {
    const refused = await call('POST', placeUrl(), {
      token: demo.token,
      payload: { singles: [{ outcomeId: pick(10).outcomeId, unitStake: 20_000 }] },
    });
    expect(refused.status).toBe(400);
    expect(exact(betslipErrorResponseSchema, refused.body).reasonJson.responseCode).toBe(
      'RES-00034',
    );
    const uuid = randomUUID();
    const first = { singles: [{ outcomeId: pick(11).outcomeId, unitStake: 1 }] };
    expect((await call('POST', placeUrl(uuid), { token: demo.token, payload: first })).status).toBe(
      201,
    );
    const reused = await call('POST', placeUrl(uuid), {
      token: demo.token,
      payload: { ...first, userAcceptOdds: 'A' },
    });
    expect(reused.status).toBe(409);
    exact(betslipRequestErrorResponseSchema, reused.body);
    const noUuid = await call('POST', `/xapi/rest/accounts/${demo.playerId}/betslips`, {
      token: demo.token,
      payload: first,
    });
    expect(noUuid.status).toBe(400);
    exact(betslipRequestErrorResponseSchema, noUuid.body);
    const badBody = await call('PUT', '/xapi/rest/betslips/selections', {
      payload: { singles: [{ outcomeId: 'one' }] },
    });
    expect(badBody.status).toBe(400);
    exact(betslipRequestErrorResponseSchema, badBody.body);
    const anonymous = await call('POST', placeUrl(), { payload: first });
    expect(anonymous.status).toBe(401);
    exact(accountErrorResponseSchema, anonymous.body);
    const missing = await call('PUT', '/xapi/rest/betslips/999999/status', { token: demo.token });
    expect(missing.status).toBe(404);
    exact(betslipRequestErrorResponseSchema, missing.body);
  });

  it('free bets: demo_freebet only; the free-bet balance pays, once per uuid; reset', async () => {
    const admin = (url: string) =>
      server.admin.inject({
        method: 'POST',
        url,
        remoteAddress: '127.0.0.1',
        payload: { brand: 'zedbet' },
      });
    const freebet = await login(server.app, server.db, 'demo_freebet');
    const freeSingle = (freeMoneyUnitStake: string) => ({
      singles: [{ outcomeId: pick(12).outcomeId, freeMoneyUnitStake }],
    });
    const outcomeIds = [pick(12), pick(13), pick(0)].map((p) => p.outcomeId);

    // The refresh: maxFreeMoneyStake is the free-bet balance (per bet for the Doubles' three and
    // per line for systems) for demo_freebet, 0 for demo and for an anonymous caller.
    const maxima = async (token?: string) => {
      const response = await call('PUT', '/xapi/rest/betslips/selections', {
        ...(token === undefined ? {} : { token }),
        payload: { outcomeIds },
      });
      const { model } = exact(betslipSelectionsResponseSchema, response.body);
      return [...model.singles, ...model.multiples, ...model.systems].map(
        (bet) => bet.maxFreeMoneyStake,
      );
    };
    expect(await maxima(freebet.token)).toEqual([500, 500, 500, 500, 166, 125, 71]);
    expect(await maxima(demo.token)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(await maxima()).toEqual([0, 0, 0, 0, 0, 0, 0]);

    // A free single: the free-bet balance pays, not the cash one; a retry takes nothing more.
    const url = (uuid: string) => `/xapi/rest/accounts/${freebet.playerId}/betslips?uuid=${uuid}`;
    const uuid = randomUUID();
    const placed = await call('POST', url(uuid), {
      token: freebet.token,
      payload: freeSingle('1.50'),
    });
    expect(placed.status).toBe(201);
    const { model } = exact(betslipPlacementResponseSchema, placed.body);
    expect(model.bets[0]).toMatchObject({ totalStake: 150, freeStake: 150 });
    const replay = await call('POST', url(uuid), {
      token: freebet.token,
      payload: freeSingle('1.50'),
    });
    expect(replay.body).toEqual(placed.body);
    const wallet = await call('GET', '/accounts/me/balance', { token: freebet.token });
    expect(exact(walletSchema, wallet.body)).toMatchObject({
      balance: 100_000,
      freeBetBalance: 350,
    });
    const open = await call('GET', `/xapi/bet/account/${freebet.playerId}/openbets`, {
      token: freebet.token,
    });
    expect(exact(openBetsResponseSchema, open.body).bets.map((bet) => bet.freeStake)).toEqual([
      150,
    ]);

    // Above what is left: RES-00241, nothing moves.
    const above = await call('POST', url(randomUUID()), {
      token: freebet.token,
      payload: freeSingle('3.51'),
    });
    expect(above.status).toBe(400);
    expect(exact(betslipErrorResponseSchema, above.body).reasonJson.responseCode).toBe('RES-00241');
    expect(await freeBetBalanceOf(server.db, freebet.playerId)).toBe(350);
    expect(await balanceOf(server.db, freebet.playerId)).toBe(100_000);

    // The player reset restores the free-bet balance.
    expect((await admin('/__admin/players/demo_freebet/reset')).statusCode).toBe(200);
    const again = await login(server.app, server.db, 'demo_freebet');
    expect(await freeBetBalanceOf(server.db, again.playerId)).toBe(500);
  });

  it('retail codes', async () => {
    const created = await call('POST', '/xapi/rest/betslips/retailcodes', {
      payload: { outcomeIds: `${pick(0).outcomeId},${pick(1).outcomeId}` },
    });
    expect(created.status).toBe(201);
    exact(betslipRetailCodeResponseSchema, created.body);
    // Read back (sandbox extra): the slip as saved, on its brand only.
    const code = (created.body as { model: { code: string } }).model.code;
    const read = await call('GET', `/xapi/rest/betslips/retailcodes/${code}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      code,
      singles: [{ outcomeId: pick(0).outcomeId }, { outcomeId: pick(1).outcomeId }],
    });
    const elsewhere = await call('GET', `/xapi/rest/betslips/retailcodes/${code}`, {
      brand: 'dafabet',
    });
    expect(elsewhere.status).toBe(404);
    expect((await call('GET', '/xapi/rest/betslips/retailcodes/nope')).status).toBe(404);
    const unknown = await call('POST', '/xapi/rest/betslips/retailcodes', {
      payload: { outcomeIds: [2_000_000_000] },
    });
    expect(unknown.status).toBe(404);
    exact(betslipRequestErrorResponseSchema, unknown.body);
    const empty = await call('POST', '/xapi/rest/betslips/retailcodes', { payload: {} });
    expect(empty.status).toBe(400);
    exact(betslipRequestErrorResponseSchema, empty.body);
  });
});
