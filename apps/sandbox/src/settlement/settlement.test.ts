import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../accounts/money';
import { sportsbookWallet } from '../accounts/wallet-service';
import { createClock } from '../clock/clock';
import type { SandboxDb } from '../db/schema';
import type { SandboxContext } from '../server';
import { openSeededTestDatabase } from '../test-support/test-database';
import { WorldBus } from '../world/world-bus';
import { finalScoresOf, opponentIdsOf } from './decide-results';
import { finishAndSettle, registerSettlement, settleEverything } from './register-settlement';
import { dailySettledBets } from './my-bets';
import { END_OF_EVENT, resultEvents } from './result-event';
import { settleEvents, settleOpenBets } from './settle';
import { footballMatchResults, insertTestBet } from './test-fixtures';

/** Resulting and settlement against a seeded database, without HTTP. */
describe('resulting and settlement', () => {
  let db: SandboxDb;
  let playerId: number;

  beforeAll(async () => {
    db = await openSeededTestDatabase();
    const player = await db
      .selectFrom('players')
      .select('id')
      .where('brand', '=', 'zedbet')
      .where('username', '=', 'demo')
      .executeTakeFirstOrThrow();
    playerId = player.id;
  });

  afterAll(async () => {
    await db.destroy();
  });

  const balance = async () => toMinor((await sportsbookWallet(db, playerId))?.balance ?? 0);

  it('results every outcome of an event once, finishes it and closes its markets', async () => {
    const [target] = await footballMatchResults(db, 1, 0);
    if (target === undefined) throw new Error('no football event');
    const first = await resultEvents(db, [target.eventId, 999_999_999]);
    expect(first.unknown).toEqual([999_999_999]);
    expect(first.resulted).toHaveLength(1);

    const outcomes = await db
      .selectFrom('outcomes')
      .innerJoin('markets', 'markets.id', 'outcomes.market_id')
      .select(['outcomes.id', 'markets.id as marketId', 'markets.market_group as marketGroup'])
      .where('markets.event_id', '=', target.eventId)
      .execute();
    const results = await db
      .selectFrom('outcome_results')
      .selectAll()
      .where('event_id', '=', target.eventId)
      .execute();
    expect(results).toHaveLength(outcomes.length);

    // Win markets: exactly one winner, or all void.
    for (const marketId of new Set(outcomes.map((row) => row.marketId))) {
      const own = results.filter((row) => row.market_id === marketId);
      const group = outcomes.find((row) => row.marketId === marketId)?.marketGroup;
      if (group !== 'WIN_DRAW_WIN' && group !== 'HEAD_TO_HEAD') continue;
      const won = own.filter((row) => row.result === 'won').length;
      const voided = own.filter((row) => row.result === 'void').length;
      expect(won === 1 || voided === own.length).toBe(true);
    }

    const event = await db
      .selectFrom('events')
      .select(['is_finished', 'is_live', 'clock_status'])
      .where('id', '=', target.eventId)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ is_finished: true, is_live: false, clock_status: END_OF_EVENT });
    const statuses = await db
      .selectFrom('markets')
      .select('status')
      .distinct()
      .where('event_id', '=', target.eventId)
      .execute();
    expect(statuses).toEqual([{ status: 'resulted' }]);

    const again = await resultEvents(db, [target.eventId], {
      results: { [target.outcomeIds[0] ?? 0]: 'void' },
    });
    expect(again.alreadyResulted).toEqual([target.eventId]);
    const unchanged = await db
      .selectFrom('outcome_results')
      .selectAll()
      .where('event_id', '=', target.eventId)
      .execute();
    expect(unchanged).toEqual(results);
  });

  it('results a live football event from its score', async () => {
    const live = await db
      .selectFrom('events')
      .select(['id', 'opponents', 'scores'])
      .where('sport_code', '=', 'FOOT')
      .where('is_live', '=', true)
      .where('is_finished', '=', false)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const scores = finalScoresOf(live.scores);
    const [homeId, awayId] = opponentIdsOf(live.opponents);
    if (scores === undefined || homeId === undefined || awayId === undefined) {
      throw new Error('expected a scored live event');
    }
    const home = scores.points.get(homeId) ?? 0;
    const away = scores.points.get(awayId) ?? 0;
    await resultEvents(db, [live.id]);
    const matchResult = await db
      .selectFrom('outcome_results')
      .innerJoin('outcomes', 'outcomes.id', 'outcome_results.outcome_id')
      .innerJoin('markets', 'markets.id', 'outcome_results.market_id')
      .select(['outcomes.opponent_id as opponentId', 'outcome_results.result'])
      .where('outcome_results.event_id', '=', live.id)
      .where('markets.market_type_id', '=', 1)
      .execute();
    const winner = matchResult.find((row) => row.result === 'won');
    expect(winner?.opponentId).toBe(home > away ? homeId : away > home ? awayId : null);
  });

  it('settles singles, multiples and systems, paying each once into the wallet', async () => {
    const markets = await footballMatchResults(db, 4, 10);
    const [a, b, c, d] = markets;
    if (a === undefined || b === undefined || c === undefined || d === undefined) {
      throw new Error('not enough events');
    }
    const pick = (market: typeof a, index: number) => market.outcomeIds[index] ?? 0;
    const price = (market: typeof a, index: number) => market.prices[index] ?? 0;

    const won = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [pick(a, 0)],
      unitStake: 1000,
    });
    const lost = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [pick(a, 1)],
      unitStake: 700,
    });
    const voided = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [pick(b, 0)],
      unitStake: 500,
    });
    const multiple = await insertTestBet(db, {
      playerId,
      kind: 'multiple',
      outcomeIds: [pick(a, 0), pick(b, 0), pick(c, 2)],
      unitStake: 1000,
    });
    const trixie = await insertTestBet(db, {
      playerId,
      kind: 'system',
      outcomeIds: [pick(a, 0), pick(c, 2), pick(d, 1)],
      unitStake: 100,
      betTypeId: 200_019,
    });
    const pending = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [pick(a, 0)],
      unitStake: 300,
      status: 'pending_approval',
    });
    expect(trixie.numBets).toBe(4);

    const before = await balance();
    await resultEvents(db, [a.eventId, b.eventId, c.eventId, d.eventId], {
      results: {
        [pick(a, 0)]: 'won',
        [pick(b, 0)]: 'void',
        [pick(c, 2)]: 'won',
        [pick(d, 1)]: 'lost',
      },
    });
    const settled = await settleEvents(db, [a.eventId, b.eventId, c.eventId, d.eventId]);
    const byId = new Map(settled.map((bet) => [bet.betId, bet]));

    const wonPayout = Math.floor((1000 * price(a, 0)) / 1000);
    expect(byId.get(won.betId)).toMatchObject({ status: 'won', payout: wonPayout });
    expect(byId.get(lost.betId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(byId.get(voided.betId)).toMatchObject({ status: 'void', payout: 500 });
    const multiplePayout = Number((1000n * BigInt(price(a, 0)) * BigInt(price(c, 2))) / 1_000_000n);
    expect(byId.get(multiple.betId)).toMatchObject({ status: 'won', payout: multiplePayout });
    // Trixie: only the double a×c wins.
    const trixiePayout = Number((100n * BigInt(price(a, 0)) * BigInt(price(c, 2))) / 1_000_000n);
    expect(byId.get(trixie.betId)).toMatchObject({ status: 'won', payout: trixiePayout });
    expect(byId.has(pending.betId)).toBe(false);

    const paid = wonPayout + 500 + multiplePayout + trixiePayout;
    expect(await balance()).toBe(before + paid);

    const legs = await db
      .selectFrom('bet_legs')
      .select(['result'])
      .where('bet_id', '=', multiple.betId)
      .orderBy('leg_index')
      .execute();
    expect(legs.map((leg) => leg.result)).toEqual(['won', 'void', 'won']);
    const stillPending = await db
      .selectFrom('bets')
      .select(['status', 'payout', 'settled_at'])
      .where('id', '=', pending.betId)
      .executeTakeFirstOrThrow();
    expect(stillPending).toEqual({ status: 'pending_approval', payout: 0, settled_at: null });

    // Settling again, by events or everything, pays nothing more.
    expect(await settleEvents(db, [a.eventId, b.eventId])).toEqual([]);
    expect(await settleOpenBets(db)).toEqual([]);
    expect(await balance()).toBe(before + paid);
  });

  it('pays a bet once when settlements run concurrently', async () => {
    const [market] = await footballMatchResults(db, 1, 20);
    if (market === undefined) throw new Error('no event');
    const outcomeId = market.outcomeIds[0] ?? 0;
    const bets = await Promise.all(
      [1000, 2000, 3000].map((unitStake) =>
        insertTestBet(db, { playerId, kind: 'single', outcomeIds: [outcomeId], unitStake }),
      ),
    );
    await resultEvents(db, [market.eventId], { results: { [outcomeId]: 'won' } });
    const before = await balance();
    const runs = await Promise.all([
      settleEvents(db, [market.eventId]),
      settleEvents(db, [market.eventId]),
      settleOpenBets(db),
      settleEvents(db, [market.eventId]),
    ]);
    const settled = runs.flat();
    expect(settled.map((bet) => bet.betId).sort()).toEqual(bets.map((bet) => bet.betId).sort());
    const expected = bets.reduce(
      (sum, bet) => sum + Math.floor((bet.totalStake * (market.prices[0] ?? 0)) / 1000),
      0,
    );
    expect(await balance()).toBe(before + expected);
    const credits = await db
      .selectFrom('wallet_transactions')
      .select('reference')
      .where(
        'reference',
        'in',
        bets.map((bet) => `bet-settlement:${bet.reference}`),
      )
      .execute();
    expect(credits).toHaveLength(3);
  });

  it('results and settles when the bus says events finished, and never throws into it', async () => {
    const [market] = await footballMatchResults(db, 1, 30);
    if (market === undefined) throw new Error('no event');
    const bet = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [market.outcomeIds[1] ?? 0],
      unitStake: 400,
    });
    const errors: unknown[] = [];
    const bus = new WorldBus((error) => errors.push(error));
    const context: SandboxContext = { db, clock: createClock(), bus, mode: 'test' };
    const logged: string[] = [];
    const stop = registerSettlement(context, (message) => logged.push(message));
    const resulted = new Promise<readonly number[]>((resolve) => {
      bus.on('eventsResulted', (ids) => resolve(ids));
    });
    const changed: number[][] = [];
    bus.on('eventsChanged', (ids) => changed.push([...ids]));

    bus.emit('eventsFinished', [market.eventId, 888_888_888]);
    expect(await resulted).toEqual([market.eventId]);
    expect(changed).toEqual([[market.eventId]]);
    const row = await db
      .selectFrom('bets')
      .select(['status', 'settled_at'])
      .where('id', '=', bet.betId)
      .executeTakeFirstOrThrow();
    expect(['won', 'lost', 'void']).toContain(row.status);
    expect(row.settled_at).not.toBeNull();
    expect(errors).toEqual([]);
    stop();
  });

  it("reads the settled bets' 24 hours from the sandbox clock it is given", async () => {
    const [market] = await footballMatchResults(db, 1, 50);
    if (market === undefined) throw new Error('no event');
    const settledAt = new Date('2030-01-01T12:00:00Z');
    const bet = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [market.outcomeIds[0] ?? 0],
      unitStake: 100,
      status: 'won',
      payout: 150,
      settledAt,
      debit: false,
    });
    const ids = async (hoursAfter: number) =>
      (await dailySettledBets(db, playerId, settledAt.getTime() + hoursAfter * 3_600_000)).map(
        (entry) => entry.betId,
      );
    expect(await ids(1)).toContain(bet.betId);
    expect(await ids(23.9)).toContain(bet.betId);
    expect(await ids(24)).not.toContain(bet.betId);
    expect(await dailySettledBets(db, playerId, settledAt.getTime(), 1)).toHaveLength(1);
  });

  it('logs a failed run, keeps going, and catches up on finished events later', async () => {
    const [market] = await footballMatchResults(db, 1, 40);
    if (market === undefined) throw new Error('no event');
    const bet = await insertTestBet(db, {
      playerId,
      kind: 'single',
      outcomeIds: [market.outcomeIds[0] ?? 0],
      unitStake: 900,
    });
    // A database that fails every transaction: the run fails, the bus and the queue survive.
    const broken = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction') {
          return () => {
            throw new Error('database down');
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const bus = new WorldBus();
    const logged: string[] = [];
    const brokenContext: SandboxContext = { db: broken, clock: createClock(), bus, mode: 'test' };
    registerSettlement(brokenContext, (message) => logged.push(message));
    expect(() => bus.emit('eventsFinished', [market.eventId])).not.toThrow();
    await finishAndSettle(brokenContext, []);
    expect(logged.some((message) => message.includes('failed'))).toBe(true);

    // The event is marked finished (as the live engine does) but never got its results.
    await db
      .updateTable('events')
      .set({ is_finished: true })
      .where('id', '=', market.eventId)
      .execute();
    const context: SandboxContext = { db, clock: createClock(), bus: new WorldBus(), mode: 'test' };
    const before = await balance();
    const run = await settleEverything(context);
    expect(run.results.resulted.map((event) => event.eventId)).toContain(market.eventId);
    const settled = run.settled.find((entry) => entry.betId === bet.betId);
    expect(settled).toBeDefined();
    expect(await balance()).toBe(before + (settled?.payout ?? 0));
  });
});
