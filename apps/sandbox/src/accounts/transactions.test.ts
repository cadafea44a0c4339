import { accountTransactionsResponseSchema } from '@clem/core/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../bets/betslip-test-fixtures';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { classifyLedgerRow } from './transactions-service';
import { creditWallet, debitWallet, sportsbookWallet } from './wallet-service';

describe('classifyLedgerRow', () => {
  it.each([
    [{ kind: 'credit', reference: 'seed' }, 'credit', null],
    [{ kind: 'credit', reference: 'admin-credit' }, 'credit', null],
    [{ kind: 'debit', reference: 'admin-debit' }, 'debit', null],
    [{ kind: 'credit', reference: 'goodwill 42' }, 'credit', 'goodwill 42'],
    [{ kind: 'debit', reference: 'betslip:BS00000007' }, 'bet_stake', 'BS00000007'],
    [{ kind: 'debit', reference: 'jackpot:JP3-9' }, 'bet_stake', 'JP3-9'],
    [{ kind: 'debit', reference: 'bet:T1' }, 'bet_stake', 'T1'],
    [{ kind: 'credit', reference: 'betslip:BS00000007:refund' }, 'bet_refund', 'BS00000007'],
    [{ kind: 'credit', reference: 'bet-settlement:BS00000007-1' }, 'bet_payout', 'BS00000007-1'],
    [{ kind: 'credit', reference: 'jackpot-win:JP3-9' }, 'bet_payout', 'JP3-9'],
  ] as const)('%o is %s', (row, kind, reference) => {
    expect(classifyLedgerRow(row)).toEqual({ kind, reference });
  });

  it('never answers a bet kind against the direction of the money', () => {
    fc.assert(
      fc.property(fc.constantFrom('credit', 'debit'), fc.string(), (kind, reference) => {
        const classified = classifyLedgerRow({ kind, reference });
        const paysIn = ['credit', 'bet_refund', 'bet_payout'].includes(classified.kind);
        expect(paysIn).toBe(kind === 'credit');
      }),
    );
  });
});

describe('GET /xapi/rest/accounts/{accountId}/transactions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer();
  });

  afterAll(async () => {
    await server.close();
  });

  const list = (accountId: number | string, token: string | undefined, query = '') =>
    server.app.inject({
      method: 'GET',
      url: `/xapi/rest/accounts/${accountId}/transactions${query}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('lists the ledger newest first, signed minor units, with the balance after each line', async () => {
    const { token, playerId } = await login(server.app, server.db, 'demo_jpy');
    await debitWallet(server.db, playerId, 1500, 'betslip:BS00000042');
    await creditWallet(server.db, playerId, 1500, 'betslip:BS00000042:refund');
    await debitWallet(server.db, playerId, 700, 'betslip:BS00000043');
    await creditWallet(server.db, playerId, 2100, 'bet-settlement:BS00000043-1');
    await debitWallet(server.db, playerId, 100, 'admin-debit');

    const response = await list(playerId, token);
    expect(response.statusCode).toBe(200);
    const body = accountTransactionsResponseSchema.parse(response.json());
    expect(body).toEqual(response.json());
    expect(body).toMatchObject({ accountId: playerId, page: 1, pageSize: 20, total: 6 });
    const seed = 100_000; // JPY good balance, precision 0
    expect(
      body.transactions.map(({ kind, amount, balanceAfter, reference }) => ({
        kind,
        amount,
        balanceAfter,
        reference,
      })),
    ).toEqual([
      { kind: 'debit', amount: -100, balanceAfter: seed + 1300, reference: null },
      { kind: 'bet_payout', amount: 2100, balanceAfter: seed + 1400, reference: 'BS00000043-1' },
      { kind: 'bet_stake', amount: -700, balanceAfter: seed - 700, reference: 'BS00000043' },
      { kind: 'bet_refund', amount: 1500, balanceAfter: seed, reference: 'BS00000042' },
      { kind: 'bet_stake', amount: -1500, balanceAfter: seed - 1500, reference: 'BS00000042' },
      { kind: 'credit', amount: seed, balanceAfter: seed, reference: null },
    ]);
    for (const line of body.transactions) {
      expect(line).toMatchObject({ currency: 'JPY', precision: 0, displayScale: 1 });
      expect(new Date(line.createdAt).toISOString()).toBe(line.createdAt);
    }
    const ids = body.transactions.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const wallet = await sportsbookWallet(server.db, playerId);
    expect(body.transactions[0]?.balanceAfter).toBe(Number(wallet?.balance));
  });

  it('pages: each line once, a page past the end is empty', async () => {
    const { token, playerId } = await login(server.app, server.db, 'demo_zero');
    for (let index = 1; index <= 5; index += 1) {
      await creditWallet(server.db, playerId, index * 100, `note-${index}`);
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = await list(playerId, token, `?page=${page}&pageSize=2`);
      expect(response.statusCode).toBe(200);
      pages.push(accountTransactionsResponseSchema.parse(response.json()));
    }
    expect(pages.map((page) => page.transactions.map((line) => line.reference))).toEqual([
      ['note-5', 'note-4'],
      ['note-3', 'note-2'],
      ['note-1'],
    ]);
    expect(pages.every((page) => page.total === 5)).toBe(true);
    const past = accountTransactionsResponseSchema.parse(
      (await list(playerId, token, '?page=9&pageSize=2')).json(),
    );
    expect(past).toMatchObject({ page: 9, pageSize: 2, total: 5, transactions: [] });
    // demo_zero has no opening line: the oldest line's balance is its own amount.
    expect(pages[2]?.transactions[0]?.balanceAfter).toBe(100);
  });

  it('answers VND lines with displayScale 1000', async () => {
    const { token, playerId } = await login(server.app, server.db, 'demo_vnd');
    const body = (await list(playerId, token)).json();
    expect(body.transactions[0]).toMatchObject({
      currency: 'VND',
      precision: 0,
      displayScale: 1000,
    });
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=1.5',
    '?page=x',
    '?pageSize=0',
    '?pageSize=101',
    '?page=1&page=2',
  ])('answers 400 invalid_request for %s', async (query) => {
    const { token, playerId } = await login(server.app, server.db, 'demo_bronze');
    const response = await list(playerId, token, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      status: 400,
      error: 'invalid_request',
    });
  });

  it('is withAuth and only for the own account', async () => {
    const { token, playerId } = await login(server.app, server.db, 'demo_silver');
    expect((await list(playerId, undefined)).statusCode).toBe(401);
    expect((await list(playerId, 'bad-token')).statusCode).toBe(401);
    const other = await login(server.app, server.db, 'demo_gold');
    const forbidden = await list(other.playerId, token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, status: 403, message: 'forbidden' });
    expect((await list('abc', token)).statusCode).toBe(400);
  });
});
