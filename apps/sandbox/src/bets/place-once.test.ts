import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlayer } from '../accounts/login-service';
import { debitWallet, sportsbookWallet } from '../accounts/wallet-service';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { payloadHash, placeOnce, type Placement } from './place-once';

describe('placeOnce', () => {
  let server: TestServer;
  let playerId: number;

  beforeAll(async () => {
    server = await createTestServer();
    const player = await findPlayer(server.db, 'zedbet', 'demo');
    if (player === undefined) throw new Error('no demo player');
    playerId = player.id;
  });

  afterAll(async () => {
    await server.close();
  });

  const stakeOf = (payload: { stake: number }) => async (): Promise<Placement> => ({
    status: 'accepted',
    httpStatus: 201,
    response: { stake: payload.stake },
    totalStake: payload.stake,
    currency: 'EUR',
  });

  it('hashes payloads canonically: key order does not matter, values do', () => {
    expect(payloadHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      payloadHash({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(payloadHash({ a: 1 })).not.toBe(payloadHash({ a: 2 }));
    expect(payloadHash({ a: 1, b: undefined })).toBe(payloadHash({ a: 1 }));
  });

  it('runs the placement once for 20 concurrent requests with one uuid and debits once', async () => {
    const before = (await sportsbookWallet(server.db, playerId))?.balance ?? 0;
    let runs = 0;
    const payload = { stake: 100 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOnce(
          server.db,
          { playerId, uuid: 'same-uuid', kind: 'sports', payload },
          async (trx) => {
            runs += 1;
            const debit = await debitWallet(trx, playerId, payload.stake, 'test');
            if (!debit.ok) throw new Error(debit.reason);
            return stakeOf(payload)();
          },
        ),
      ),
    );
    expect(runs).toBe(1);
    expect(results.filter((result) => result.kind === 'placed')).toHaveLength(1);
    expect(results.filter((result) => result.kind === 'replayed')).toHaveLength(19);
    expect(
      new Set(
        results.map((result) =>
          JSON.stringify(result.kind === 'uuid_reused' ? null : result.response),
        ),
      ).size,
    ).toBe(1);
    expect((await sportsbookWallet(server.db, playerId))?.balance).toBe(before - 100);
  });

  it('refuses the same uuid with a different payload', async () => {
    const first = await placeOnce(
      server.db,
      { playerId, uuid: 'reused', kind: 'sports', payload: { stake: 1 } },
      stakeOf({ stake: 1 }),
    );
    const second = await placeOnce(
      server.db,
      { playerId, uuid: 'reused', kind: 'sports', payload: { stake: 2 } },
      stakeOf({ stake: 2 }),
    );
    expect(first.kind).toBe('placed');
    expect(second.kind).toBe('uuid_reused');
  });

  it('records nothing when the placement throws, so a retry places', async () => {
    await expect(
      placeOnce(
        server.db,
        { playerId, uuid: 'fails-once', kind: 'sports', payload: { stake: 1 } },
        () => Promise.reject(new Error('crash mid-way')),
      ),
    ).rejects.toThrow('crash mid-way');
    const retry = await placeOnce(
      server.db,
      { playerId, uuid: 'fails-once', kind: 'sports', payload: { stake: 1 } },
      stakeOf({ stake: 1 }),
    );
    expect(retry.kind).toBe('placed');
  });
});
