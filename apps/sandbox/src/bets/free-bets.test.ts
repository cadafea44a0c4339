import { randomUUID } from 'node:crypto';
import {
  betslipErrorResponseSchema,
  betslipPlacementResponseSchema,
  betslipSelectionsResponseSchema,
  betslipStatusResponseSchema,
  openBetsResponseSchema,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlayer } from '../accounts/login-service';
import { createClock } from '../clock/clock';
import type { BrandId } from '../settings/brands';
import { resultEvents } from '../settlement/result-event';
import { settleEvents } from '../settlement/settle';
import { createTestServer, type TestServer } from '../test-support/test-server';
import {
  balanceOf,
  bettablePicks,
  freeBetBalanceOf,
  login,
  type Login,
  type Pick,
} from './betslip-test-fixtures';

/** The seeded amounts of demo_freebet on zedbet (EUR): 1,000.00 cash and 5.00 of free bets. */
const CASH = 100_000;
const FREE = 500;

describe('free bets', () => {
  const clock = createClock();
  let server: TestServer;
  let picks: Pick[];
  let next = 0;
  const take = (count: number): Pick[] => {
    const taken = picks.slice(next, next + count);
    next += count;
    if (taken.length < count) throw new Error('out of picks');
    return taken;
  };

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
    picks = await bettablePicks(server.db, 30, clock.now());
  });

  afterAll(async () => {
    await server.close();
  });

  const admin = (url: string, payload: object) =>
    server.admin.inject({ method: 'POST', url, remoteAddress: '127.0.0.1', payload });
  /** demo_freebet as seeded (a player reset), logged in. */
  const fresh = async (): Promise<Login> => {
    const reset = await admin('/__admin/players/demo_freebet/reset', { brand: 'zedbet' });
    expect(reset.statusCode).toBe(200);
    return login(server.app, server.db, 'demo_freebet');
  };
  const place = (who: Login, payload: object, uuid: string = randomUUID()) =>
    server.app.inject({
      method: 'POST',
      url: `/xapi/rest/accounts/${who.playerId}/betslips?uuid=${uuid}`,
      headers: { authorization: `Bearer ${who.token}`, 'X-SB-Brand': 'zedbet' },
      payload,
    });
  const refresh = async (payload: object, token?: string) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/xapi/rest/betslips/selections',
      headers: {
        'X-SB-Brand': 'zedbet',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    return betslipSelectionsResponseSchema.parse(response.json()).model;
  };
  const refusal = async (who: Login, payload: object) => {
    const response = await place(who, payload);
    expect(response.statusCode).toBe(400);
    return betslipErrorResponseSchema.parse(response.json());
  };
  const balances = async (who: Login) => ({
    cash: await balanceOf(server.db, who.playerId),
    free: await freeBetBalanceOf(server.db, who.playerId),
  });
  const freeSingle = (pick: Pick, freeMoneyUnitStake: number | string) => ({
    outcomeId: pick.outcomeId,
    freeMoneyUnitStake,
  });

  it('seeds 5.00 of free bets for demo_freebet on every brand, none for anyone else', async () => {
    const expected: [BrandId, string, number][] = [
      ['zedbet', 'demo_freebet', FREE],
      ['dafakenya', 'demo_freebet', 500], // KES 5.00
      ['777baby', 'demo_freebet', 5], // JPY 5 (precision 0)
      ['zedbet', 'demo', 0],
      ['dafakenya', 'demo_kes', 0],
    ];
    for (const [brand, username, free] of expected) {
      const player = await findPlayer(server.db, brand, username);
      if (player === undefined) throw new Error(`no ${brand}/${username}`);
      expect(await freeBetBalanceOf(server.db, player.id), `${brand}/${username}`).toBe(free);
    }
    const freebet = await fresh();
    expect(await balances(freebet)).toEqual({ cash: CASH, free: FREE });
    const wallet = await server.app.inject({
      method: 'GET',
      url: '/accounts/me/balance',
      headers: { authorization: `Bearer ${freebet.token}` },
    });
    expect(wallet.json()).toMatchObject({ balance: CASH, promoCash: 0, freeBetBalance: FREE });
  });

  it('answers maxFreeMoneyStake: the free-bet balance per line; 0 for others', async () => {
    const freebet = await fresh();
    const demo = await login(server.app, server.db, 'demo');
    const outcomeIds = take(3).map((pick) => pick.outcomeId);

    const model = await refresh({ outcomeIds }, freebet.token);
    expect(model.freeBetBalance).toBe(FREE);
    expect(model.singles.map((single) => single.maxFreeMoneyStake)).toEqual([FREE, FREE, FREE]);
    // The Treble is one bet; the Doubles three: floor(500 / 3) per bet.
    expect(
      model.multiples.map((multiple) => [multiple.noOfBets, multiple.maxFreeMoneyStake]),
    ).toEqual([
      [1, FREE],
      [3, Math.floor(FREE / 3)],
    ]);
    // Trixie 4 lines, Patent 7: floor(500 / lines) per unit.
    expect(model.systems.map((system) => [system.noOfBets, system.maxFreeMoneyStake])).toEqual([
      [4, 125],
      [7, 71],
    ]);

    for (const token of [demo.token, undefined]) {
      const other = await refresh({ outcomeIds }, token);
      expect(other.freeBetBalance).toBe(token === undefined ? null : 0);
      const maxima = [...other.singles, ...other.multiples, ...other.systems].map(
        (bet) => bet.maxFreeMoneyStake,
      );
      expect(maxima.every((max) => max === 0)).toBe(true);
    }
  });

  it('places a free single from the free-bet balance, once per uuid, winnings only', async () => {
    const freebet = await fresh();
    const [a] = take(1);
    if (!a) throw new Error('picks');
    const payload = { singles: [freeSingle(a, '2.00')] };
    const winnings = Math.floor((200 * a.priceMilli) / 1000) - 200;

    const quoted = await refresh(payload, freebet.token);
    expect(quoted.errors).toEqual([]);
    expect(quoted.singles[0]).toMatchObject({
      unitStake: 0,
      freeMoneyUnitStake: 200,
      maxFreeMoneyStake: FREE,
      potentialReturns: winnings,
    });
    expect(quoted).toMatchObject({ totalCost: 0, totalFreeStake: 200, potentialReturns: winnings });

    const uuid = randomUUID();
    const placed = await place(freebet, payload, uuid);
    expect(placed.statusCode).toBe(201);
    const { model } = betslipPlacementResponseSchema.parse(placed.json());
    expect(model).toMatchObject({ availableBalance: CASH, freeBetBalance: 300, totalCost: 0 });
    expect(model.bets[0]).toMatchObject({
      unitStake: 200,
      totalStake: 200,
      freeStake: 200,
      potentialReturns: winnings,
    });
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 300 });

    // The retry replays the answer and takes nothing more.
    const replay = await place(freebet, payload, uuid);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(placed.json());
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 300 });

    // The cash ledger never saw it: only the opening credit.
    const ledger = await server.db
      .selectFrom('wallet_transactions')
      .innerJoin('wallets', 'wallets.id', 'wallet_transactions.wallet_id')
      .select('wallet_transactions.reference')
      .where('wallets.player_id', '=', freebet.playerId)
      .execute();
    expect(ledger.map((row) => row.reference)).toEqual(['seed']);

    const open = await server.app.inject({
      method: 'GET',
      url: `/xapi/bet/account/${freebet.playerId}/openbets`,
      headers: { authorization: `Bearer ${freebet.token}` },
    });
    const { bets } = openBetsResponseSchema.parse(open.json());
    expect(bets.map((bet) => [bet.totalStake, bet.freeStake])).toEqual([[200, 200]]);
  });

  it('RES-00241: above the balance, above it together, cash and free on one bet', async () => {
    const freebet = await fresh();
    const [a, b, c] = take(3);
    if (!a || !b || !c) throw new Error('picks');
    const code = async (payload: object) =>
      (await refusal(freebet, payload)).reasonJson.responseCode;

    expect(await code({ singles: [freeSingle(a, '5.01')] })).toBe('RES-00241');
    expect(await code({ singles: [freeSingle(a, 3), freeSingle(b, 3)] })).toBe('RES-00241');
    expect(await code({ singles: [{ ...freeSingle(a, 1), unitStake: 1 }] })).toBe('RES-00241');
    const outcomeIds = [a, b, c].map((pick) => pick.outcomeId);
    // Trixie: 4 lines, at most 1.25 each.
    expect(
      await code({ outcomeIds, systems: [{ betTypeId: 200_019, freeMoneyUnitStake: '1.26' }] }),
    ).toBe('RES-00241');
    expect(await balances(freebet)).toEqual({ cash: CASH, free: FREE });

    const refreshed = await refresh({ singles: [freeSingle(a, '5.01')] }, freebet.token);
    expect(refreshed.errors.map((error) => error.code)).toEqual(['RES-00241']);
    const anonymous = await refresh({ singles: [freeSingle(a, 1)] });
    expect(anonymous.errors).toEqual([
      expect.objectContaining({ code: 'RES-00241', outcomeId: a.outcomeId }),
    ]);
    const demo = await login(server.app, server.db, 'demo');
    expect((await refusal(demo, { singles: [freeSingle(a, 1)] })).reasonJson.responseCode).toBe(
      'RES-00241',
    );
  });

  it('a free system takes unit × lines, a free multiple its stake', async () => {
    const freebet = await fresh();
    const three = take(3);
    const outcomeIds = three.map((pick) => pick.outcomeId);
    const system = await place(freebet, {
      outcomeIds,
      systems: [{ betTypeId: 200_019, freeMoneyUnitStake: '1.00' }],
    });
    expect(system.statusCode).toBe(201);
    const placed = betslipPlacementResponseSchema.parse(system.json()).model;
    expect(placed.bets[0]).toMatchObject({ kind: 'system', totalStake: 400, freeStake: 400 });
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 100 });

    const multiple = await place(freebet, {
      outcomeIds,
      multiples: [{ betTypeId: 200_003, freeMoneyUnitStake: '1.00' }],
    });
    expect(multiple.statusCode).toBe(201);
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 0 });
  });

  it('settles a won free bet as winnings in cash and gives a void one back as free bets', async () => {
    const freebet = await fresh();
    const [a, b] = take(2);
    if (!a || !b) throw new Error('picks');
    const placed = await place(freebet, { singles: [freeSingle(a, 2), freeSingle(b, 1)] });
    expect(placed.statusCode).toBe(201);
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 200 });

    await resultEvents(server.db, [a.eventId, b.eventId], {
      results: { [a.outcomeId]: 'won', [b.outcomeId]: 'void' },
    });
    const settled = await settleEvents(server.db, [a.eventId, b.eventId]);
    const winnings = Math.floor((200 * a.priceMilli) / 1000) - 200;
    expect(settled.map((bet) => [bet.status, bet.payout]).sort()).toEqual([
      ['void', 0],
      ['won', winnings],
    ]);
    expect(await balances(freebet)).toEqual({ cash: CASH + winnings, free: 300 });
  });

  it('a rejected betslip gives cash back to the wallet and free stakes to the free bets', async () => {
    const freebet = await fresh();
    const [a, b] = take(2);
    if (!a || !b) throw new Error('picks');
    const held = await place(freebet, {
      singles: [{ outcomeId: a.outcomeId, unitStake: 800 }, freeSingle(b, 2)],
    });
    expect(held.statusCode).toBe(202);
    const { model } = betslipPlacementResponseSchema.parse(held.json());
    expect(model).toMatchObject({ totalCost: 80_000, totalFreeStake: 200 });
    expect(await balances(freebet)).toEqual({ cash: CASH - 80_000, free: 300 });

    clock.step(6_000);
    const decided = await server.app.inject({
      method: 'PUT',
      url: `/xapi/rest/betslips/${model.betSlipId}/status`,
      headers: { authorization: `Bearer ${freebet.token}`, 'X-SB-Brand': 'zedbet' },
    });
    const status = betslipStatusResponseSchema.parse(decided.json()).model;
    expect(status).toMatchObject({
      status: 'rejected',
      availableBalance: CASH,
      freeBetBalance: FREE,
    });
    expect(await balances(freebet)).toEqual({ cash: CASH, free: FREE });
  });

  it('a player reset restores the free-bet balance', async () => {
    const freebet = await fresh();
    const [a] = take(1);
    if (!a) throw new Error('picks');
    expect((await place(freebet, { singles: [freeSingle(a, 5)] })).statusCode).toBe(201);
    expect(await balances(freebet)).toEqual({ cash: CASH, free: 0 });
    const again = await fresh();
    expect(await balances(again)).toEqual({ cash: CASH, free: FREE });
  });

  it('the CHECK constraint refuses a negative free-bet balance', async () => {
    const freebet = await fresh();
    await expect(
      server.db
        .updateTable('wallets')
        .set({ free_bet_balance: -1 })
        .where('player_id', '=', freebet.playerId)
        .execute(),
    ).rejects.toThrow(/wallets_free_bet_balance_check|violates check constraint/);
  });
});
