import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlayer } from '../accounts/login-service';
import type { PlayerRow } from '../accounts/account-tables';
import { createClock } from '../clock/clock';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { SandboxDb } from '../db/schema';
import { buildServer } from '../server';
import { openSeededTestDatabase } from '../test-support/test-database';
import { seedDatabase } from '../world/seed-database';
import { placeBetslip } from './betslip-placement';
import { balanceOf, bettablePicks, login } from './betslip-test-fixtures';
import { betslipBodySchema } from './selections-input';

const clock = createClock();

async function counts(db: SandboxDb, playerId: number) {
  const bets = await db.selectFrom('bets').select('id').where('player_id', '=', playerId).execute();
  const ledger = await db
    .selectFrom('wallet_transactions')
    .innerJoin('wallets', 'wallets.id', 'wallet_transactions.wallet_id')
    .select('wallet_transactions.id')
    .where('wallets.player_id', '=', playerId)
    .execute();
  const slips = await db
    .selectFrom('betslips')
    .select('id')
    .where('player_id', '=', playerId)
    .execute();
  return { bets: bets.length, ledger: ledger.length, slips: slips.length };
}

describe('a placement that fails half-way', () => {
  let db: SandboxDb;
  let player: PlayerRow;

  beforeAll(async () => {
    clock.freeze();
    db = await openSeededTestDatabase();
    const found = await findPlayer(db, 'zedbet', 'demo');
    if (found === undefined) throw new Error('no demo player');
    player = found;
  });

  afterAll(async () => {
    await db.destroy();
  });

  it.each([
    ['an error thrown after the debit', 'throw'],
    ['a constraint violation after the debit', 'constraint'],
  ] as const)('%s moves no money, writes no bet, and leaves the uuid free', async (_name, how) => {
    const [pick] = await bettablePicks(db, 1, clock.now());
    if (!pick) throw new Error('no pick');
    const body = betslipBodySchema.parse({
      singles: [{ outcomeId: pick.outcomeId, unitStake: 7 }],
    });
    const before = await balanceOf(db, player.id);
    const countsBefore = await counts(db, player.id);
    const uuid = randomUUID();
    await expect(
      placeBetslip(db, player, uuid, body, {
        clock,
        afterDebit: async (trx) => {
          expect(await balanceOf(trx, player.id)).toBe(before - 700);
          if (how === 'throw') throw new Error('crash mid-way');
          // No betslip 0, and num_bets must be at least 1: the insert fails in the transaction.
          await trx
            .insertInto('bets')
            .values({
              betslip_id: 0,
              player_id: player.id,
              reference: 'broken',
              kind: 'single',
              bet_type_id: 200_001,
              description: 'broken',
              unit_stake: 1,
              total_stake: 1,
              num_bets: 0,
              price_milli: 1500,
              potential_returns: 1,
              currency: 'EUR',
              status: 'open',
            })
            .execute();
        },
      }),
    ).rejects.toThrow();
    expect(await balanceOf(db, player.id)).toBe(before);
    expect(await counts(db, player.id)).toEqual(countsBefore);

    const retry = await placeBetslip(db, player, uuid, body, { clock });
    expect(retry.kind).toBe('placed');
    expect(await balanceOf(db, player.id)).toBe(before - 700);
  });
});

describe('committed bets survive a restart (file-backed PGlite)', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clem-betslip-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every committed bet and balance, and nothing of the failed one', async () => {
    const dir = join(dataDir, 'pglite');
    const first = await openDatabase({ dataDir: dir });
    const state = { playerId: 0, startBalance: 0 };
    let expected: { balance: number; bets: number; slips: number; ledger: number };
    try {
      await migrateToLatest(first);
      await seedDatabase(first, 42);
      const app = buildServer({ db: first, clock });
      await app.ready();
      try {
        const demo = await login(app, first);
        state.playerId = demo.playerId;
        state.startBalance = await balanceOf(first, demo.playerId);
        const picks = await bettablePicks(first, 4, clock.now());
        for (const pick of picks.slice(0, 3)) {
          const response = await app.inject({
            method: 'POST',
            url: `/xapi/rest/accounts/${demo.playerId}/betslips?uuid=${randomUUID()}`,
            headers: { authorization: `Bearer ${demo.token}` },
            payload: { singles: [{ outcomeId: pick.outcomeId, unitStake: '2.25' }] },
          });
          expect(response.statusCode).toBe(201);
        }
        const player = await findPlayer(first, 'zedbet', 'demo');
        if (player === undefined || picks[3] === undefined) throw new Error('fixtures');
        const body = betslipBodySchema.parse({
          singles: [{ outcomeId: picks[3].outcomeId, unitStake: 9 }],
        });
        await expect(
          placeBetslip(first, player, randomUUID(), body, {
            clock,
            afterDebit: () => Promise.reject(new Error('power cut')),
          }),
        ).rejects.toThrow('power cut');
      } finally {
        await app.close();
      }
      expected = {
        balance: await balanceOf(first, state.playerId),
        ...(await counts(first, state.playerId)),
      };
      expect(expected.bets).toBe(3);
      expect(expected.balance).toBe(state.startBalance - 3 * 225);
      expect(expected.slips).toBe(3);
    } finally {
      await first.destroy();
    }

    const reopened = await openDatabase({ dataDir: dir });
    try {
      expect({
        balance: await balanceOf(reopened, state.playerId),
        ...(await counts(reopened, state.playerId)),
      }).toEqual(expected);
      const stakes = await reopened
        .selectFrom('bets')
        .select(['total_stake', 'status'])
        .where('player_id', '=', state.playerId)
        .execute();
      expect(stakes.map((bet) => [Number(bet.total_stake), bet.status])).toEqual([
        [225, 'open'],
        [225, 'open'],
        [225, 'open'],
      ]);
    } finally {
      await reopened.destroy();
    }
  }, 180_000);
});
