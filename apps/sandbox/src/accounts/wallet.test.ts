import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { findPlayer } from './login-service';
import { debitWallet, sportsbookWallet } from './wallet-service';

describe('wallets', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const admin = (url: string, payload?: object, remoteAddress = '127.0.0.1') =>
    server.admin.inject({
      method: 'POST',
      url,
      remoteAddress,
      ...(payload === undefined ? {} : { payload }),
    });
  const playerId = async (username: string, brand: 'zedbet' | 'dafabet' = 'zedbet') => {
    const player = await findPlayer(server.db, brand, username);
    if (player === undefined) throw new Error(`no ${username}`);
    return player.id;
  };
  const balanceOf = async (username: string) =>
    (await sportsbookWallet(server.db, await playerId(username)))?.balance;

  it('seeds balances as integer minor units at each currency precision', async () => {
    const expected: Record<string, number> = {
      demo: 100_000, // EUR 1,000.00
      demo_krw: 1_000_000, // KRW, precision 0
      demo_vnd: 10_000_000, // VND, precision 0
      demo_idr: 10_000_000, // IDR, precision 0
      demo_jpy: 100_000,
      demo_usd: 100_000,
      demo_mbtc: 100_000,
      demo_zero: 0,
      demo_nodeposit: 0,
    };
    for (const [username, minor] of Object.entries(expected)) {
      const balance = await balanceOf(username);
      expect(balance, username).toBe(minor);
      expect(Number.isSafeInteger(balance), username).toBe(true);
    }
  });

  it('answers precision and the ×1000 display scale with every wallet', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/accounts/sessions',
      headers: { 'X-SB-Brand': 'zedbet' },
      payload: { username: 'demo_vnd', password: 'demo1234' },
    });
    const balance = await server.app.inject({
      method: 'GET',
      url: '/accounts/me/balance',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(balance.json()).toMatchObject({
      currency: 'VND',
      precision: 0,
      displayScale: 1000,
      balance: 10_000_000,
    });
  });

  it('credits and debits through the admin surface, never below zero', async () => {
    const credit = await admin('/__admin/wallets/demo_zero/credit', {
      brand: 'zedbet',
      amount_minor: 1234,
    });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().wallet).toMatchObject({ balance: 1234, withdrawableAmount: 1234 });
    const debit = await admin('/__admin/wallets/demo_zero/debit', {
      brand: 'zedbet',
      amount_minor: 234,
    });
    expect(debit.json().wallet).toMatchObject({ balance: 1000 });
    const overdraw = await admin('/__admin/wallets/demo_zero/debit', {
      brand: 'zedbet',
      amount_minor: 1001,
    });
    expect(overdraw.statusCode).toBe(409);
    expect(await balanceOf('demo_zero')).toBe(1000);

    for (const payload of [
      { brand: 'zedbet', amount_minor: 1.5 },
      { brand: 'zedbet', amount_minor: -5 },
      { brand: 'zedbet', amount_minor: '10' },
      { brand: 'acme', amount_minor: 10 },
      { amount_minor: 10 },
      { brand: 'zedbet', amount_minor: 10, reference: 'a\u0000b' },
    ]) {
      expect((await admin('/__admin/wallets/demo_zero/credit', payload)).statusCode).toBe(400);
    }
    // A NUL never reaches the database (which would refuse it with a 500).
    const nul = await admin('/__admin/wallets/demo%00/credit', {
      brand: 'zedbet',
      amount_minor: 1,
    });
    expect(nul.statusCode).toBe(400);
    const unknown = await admin('/__admin/wallets/nobody/credit', {
      brand: 'zedbet',
      amount_minor: 10,
    });
    expect(unknown.statusCode).toBe(404);
    const remote = await admin(
      '/__admin/wallets/demo_zero/credit',
      { brand: 'zedbet', amount_minor: 10 },
      '10.1.2.3',
    );
    expect(remote.statusCode).toBe(403);
  });

  it('writes every move to the ledger, which sums to the balance', async () => {
    const id = await playerId('demo_zero');
    const wallet = await sportsbookWallet(server.db, id);
    const ledger = await server.db
      .selectFrom('wallet_transactions')
      .select('amount')
      .where('wallet_id', '=', wallet?.id ?? -1)
      .execute();
    const sum = ledger.reduce((total, row) => total + Number(row.amount), 0);
    expect(sum).toBe(wallet?.balance);
  });

  it('50 concurrent debits never overdraw the wallet', async () => {
    const id = await playerId('demo_nodeposit');
    await admin('/__admin/wallets/demo_nodeposit/credit', { brand: 'zedbet', amount_minor: 1000 });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => debitWallet(server.db, id, 30, `bet-${index}`)),
    );
    const succeeded = results.filter((result) => result.ok).length;
    expect(succeeded).toBe(33); // 33 × 30 = 990 ≤ 1000 < 34 × 30
    expect(await balanceOf('demo_nodeposit')).toBe(10);
    const failed = results.filter((result) => !result.ok);
    expect(failed.every((result) => !result.ok && result.reason === 'insufficient_funds')).toBe(
      true,
    );
  });

  it('50 concurrent debits over HTTP never overdraw either', async () => {
    await admin('/__admin/wallets/demo_zero/debit', { brand: 'zedbet', amount_minor: 1000 });
    await admin('/__admin/wallets/demo_zero/credit', { brand: 'zedbet', amount_minor: 500 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        admin('/__admin/wallets/demo_zero/debit', { brand: 'zedbet', amount_minor: 20 }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(25);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(25);
    expect(await balanceOf('demo_zero')).toBe(0);
  });

  it('the CHECK constraint refuses a negative balance even outside the service', async () => {
    const id = await playerId('demo_zero');
    await expect(
      server.db
        .updateTable('wallets')
        .set({ balance: -1, withdrawable: 0 })
        .where('player_id', '=', id)
        .execute(),
    ).rejects.toThrow(/wallets_balance_check|violates check constraint/);
  });

  it('resets a demo player to its seeded state', async () => {
    await admin('/__admin/wallets/demo/debit', { brand: 'dafabet', amount_minor: 500 });
    const reset = await admin('/__admin/players/demo/reset', { brand: 'dafabet' });
    expect(reset.json()).toEqual({ ok: true, username: 'demo', brands: ['dafabet'] });
    const player = await findPlayer(server.db, 'dafabet', 'demo');
    expect((await sportsbookWallet(server.db, player?.id ?? -1))?.balance).toBe(100_000);
    expect((await admin('/__admin/players/someone/reset', {})).statusCode).toBe(404);
    expect((await admin('/__admin/players/demo/reset', { brand: 'acme' })).statusCode).toBe(400);
  });

  it('a full reset brings every player back', async () => {
    await admin('/__admin/wallets/demo/debit', { brand: 'zedbet', amount_minor: 99_999 });
    await admin('/__admin/reset');
    expect(await balanceOf('demo')).toBe(100_000);
  });
});
