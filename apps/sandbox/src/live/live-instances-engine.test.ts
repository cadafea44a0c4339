import {
  liveChangesPageSchema,
  livePageEventResponseSchema,
  type LiveChange,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { createTestServer, type TestServer } from '../test-support/test-server';
import { LIVE_MARKET_ID_BASE, parseLiveBasis, type LiveBasis } from '../world/live-market-basis';

interface LiveMarketBody {
  id: number;
  description: string;
  marketTypeId: number;
  status: string;
  outcomes: { id: number; opponentId?: number | null; decimal?: number; price?: number }[];
}

interface LiveEventBody {
  id: number;
  opponents: { id: number }[];
  markets: LiveMarketBody[];
  liveOpenMarketCount?: number;
}

interface InstanceRow {
  id: number;
  status: string;
  description: string;
  basis: LiveBasis | undefined;
}

/**
 * Live-only market instances on a running engine (frozen events driven by the live admin): the
 * rest of match after each goal, the tennis game winner after each game, what a streaming client
 * is told, and how settlement results them when the event ends.
 */
describe('live-only market instances', () => {
  const clock = createClock();
  let server: TestServer;

  beforeAll(async () => {
    clock.freeze();
    server = await createTestServer(undefined, { clock });
  });

  afterAll(async () => {
    await server.close();
  });

  const post = (url: string, payload?: Record<string, unknown>) =>
    server.admin.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });

  async function get<T>(url: string): Promise<T> {
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'X-SB-Brand': 'zedbet' },
    });
    expect(response.statusCode, url).toBe(200);
    return response.json<T>();
  }

  async function version(): Promise<number> {
    return liveChangesPageSchema.parse(await get('/xapi/marketdata/v1/livepage/changes')).version;
  }

  async function changesOf(eventId: number, since: number): Promise<LiveChange[]> {
    return liveChangesPageSchema
      .parse(
        await get(
          `/xapi/marketdata/v1/livepage/changes?since=${since}&eventIds=${eventId}&limit=10000`,
        ),
      )
      .changes.filter((change) => change.eventId === eventId);
  }

  async function liveEvent(id: number): Promise<LiveEventBody> {
    const body = livePageEventResponseSchema.parse(await get(`/xapi/marketdata/v1/livepage/${id}`));
    return body.event as unknown as LiveEventBody;
  }

  async function instances(eventId: number): Promise<InstanceRow[]> {
    const rows = await server.db
      .selectFrom('markets')
      .select(['id', 'status', 'description', 'live_basis'])
      .where('event_id', '=', eventId)
      .where('live_basis', 'is not', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      description: row.description,
      basis: parseLiveBasis(row.live_basis),
    }));
  }

  async function frozenLive(sportCode: string): Promise<LiveEventBody> {
    const page = await get<{ sports: { events: { id: number }[] }[] }>(
      `/xapi/marketdata/v1/livepage?sportCode=${sportCode}&eventsPerPage=200&marketsPerEvent=1`,
    );
    const id = page.sports.flatMap((sport) => sport.events)[0]?.id;
    if (id === undefined) throw new Error(`no live ${sportCode} event`);
    expect((await post(`/__admin/live/events/${id}/freeze`, { frozen: true })).statusCode).toBe(
      200,
    );
    return liveEvent(id);
  }

  async function results(eventId: number): Promise<Map<number, string>> {
    // Settlement runs on the bus after the end: wait for it.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const rows = await server.db
        .selectFrom('outcome_results')
        .select(['outcome_id', 'result'])
        .where('event_id', '=', eventId)
        .execute();
      if (rows.length > 0) return new Map(rows.map((row) => [row.outcome_id, row.result]));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`event ${eventId} was never resulted`);
  }

  async function outcomesOf(marketId: number) {
    return server.db
      .selectFrom('outcomes')
      .select(['id', 'opponent_id', 'price_milli'])
      .where('market_id', '=', marketId)
      .orderBy('ordinal_position')
      .execute();
  }

  it('football: a new rest of match after each goal, told to clients, settled from its basis', async () => {
    const event = await frozenLive('FOOT');
    const [home, away] = event.opponents.map((opponent) => opponent.id);
    if (home === undefined || away === undefined) throw new Error('no opponents');

    // The first goal: whatever instance there was closes, one opens at the new score.
    let since = await version();
    await post(`/__admin/live/events/${event.id}/goal`, { opponentId: home, suspendMs: 0 });
    let rows = await instances(event.id);
    const first = rows.at(-1);
    if (first?.basis?.kind !== 'restOfMatch') throw new Error('no rest of match instance');
    expect(first.status).toBe('open');
    expect(first.description).toBe(`Rest of Match (${first.basis.home}-${first.basis.away})`);
    expect(rows.slice(0, -1).every((row) => row.status === 'closed')).toBe(true);
    // A client that streams learns of it: the new market's `m` (open), then `em` last.
    let changes = await changesOf(event.id, since);
    expect(changes).toContainEqual(
      expect.objectContaining({ type: 'm', marketId: first.id, status: 'open' }),
    );
    expect(changes.at(-1)?.type).toBe('em');
    // The live page shows it, with prices that keep the match market's margin.
    let page = await liveEvent(event.id);
    const shown = page.markets.filter((market) => market.marketTypeId === 2723);
    expect(shown.map((market) => market.id)).toEqual([first.id]);
    expect(shown[0]?.outcomes).toHaveLength(3);

    // Two more for home, one for away: each goal replaces the instance.
    since = await version();
    for (const scorer of [home, home, away]) {
      await post(`/__admin/live/events/${event.id}/goal`, { opponentId: scorer, suspendMs: 0 });
    }
    rows = await instances(event.id);
    const opened = rows.filter((row) => row.id >= first.id);
    expect(opened.map((row) => row.basis)).toEqual([
      first.basis,
      { kind: 'restOfMatch', home: first.basis.home + 1, away: first.basis.away },
      { kind: 'restOfMatch', home: first.basis.home + 2, away: first.basis.away },
      { kind: 'restOfMatch', home: first.basis.home + 2, away: first.basis.away + 1 },
    ]);
    expect(opened.map((row) => row.status)).toEqual(['closed', 'closed', 'closed', 'open']);
    changes = await changesOf(event.id, since);
    expect(changes.filter((change) => change.type === 'em')).toHaveLength(3);
    page = await liveEvent(event.id);
    expect(page.markets.filter((market) => market.marketTypeId === 2723)).toHaveLength(1);

    // The end: the first instance saw 2-1 (home), the second 1-1 (draw), the last 0-0 (draw).
    expect((await post(`/__admin/live/events/${event.id}/end`)).statusCode).toBe(200);
    const resulted = await results(event.id);
    const winnerOf = async (marketId: number) => {
      const outcomes = await outcomesOf(marketId);
      const won = outcomes.filter((outcome) => resulted.get(outcome.id) === 'won');
      expect(won).toHaveLength(1);
      return won[0]?.opponent_id;
    };
    expect(await winnerOf(first.id)).toBe(home);
    expect(await winnerOf(opened[1]?.id ?? 0)).toBeNull();
    expect(await winnerOf(opened[3]?.id ?? 0)).toBeNull();
    expect(await winnerOf(opened[2]?.id ?? 0)).toBe(away);
  });

  it('tennis: one game winner at a time, the server favoured, the winner recorded and settled', async () => {
    const event = await frozenLive('TENN');
    const [home] = event.opponents.map((opponent) => opponent.id);
    if (home === undefined) throw new Error('no opponents');

    // Home wins points until the game being played is over.
    const since = await version();
    await post(`/__admin/live/events/${event.id}/score`, { opponentId: home, suspendMs: 0 });
    const [start] = (await instances(event.id)).slice(-1);
    if (start?.basis?.kind !== 'gameWinner') throw new Error('no game winner instance');
    expect(start.description).toBe(`Set ${start.basis.set} Game ${start.basis.game} Winner`);
    let rows = await instances(event.id);
    for (let point = 0; point < 8 && rows.length < 2; point += 1) {
      await post(`/__admin/live/events/${event.id}/score`, { opponentId: home, suspendMs: 0 });
      rows = await instances(event.id);
    }
    const [played, next] = rows.slice(-2);
    expect(played?.id).toBe(start.id);
    expect(played?.status).toBe('closed');
    expect(played?.basis).toMatchObject({
      set: start.basis.set,
      game: start.basis.game,
      winner: home,
    });
    if (next?.basis?.kind !== 'gameWinner') throw new Error('no next game');
    expect(next.status).toBe('open');
    expect(
      next.basis.set === start.basis.set
        ? next.basis.game === start.basis.game + 1
        : next.basis.set === start.basis.set + 1 && next.basis.game === 1,
    ).toBe(true);
    const changes = await changesOf(event.id, since);
    expect(changes).toContainEqual(
      expect.objectContaining({ type: 'm', marketId: next.id, status: 'open' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ type: 'm', marketId: start.id, status: 'closed' }),
    );

    // The server of the next game is its favourite.
    const page = await liveEvent(event.id);
    const scores = (page as unknown as { scores: { opponentId: number; serving?: boolean }[] })
      .scores;
    const server = scores.find((entry) => entry.serving)?.opponentId;
    const outcomes = await outcomesOf(next.id);
    const serverPrice = outcomes.find((outcome) => outcome.opponent_id === server)?.price_milli;
    const receiverPrice = outcomes.find((outcome) => outcome.opponent_id !== server)?.price_milli;
    expect(serverPrice).toBeLessThan(receiverPrice ?? 0);

    // Ended now: the finished game is settled by its winner, the unfinished one is void.
    expect((await post(`/__admin/live/events/${event.id}/end`)).statusCode).toBe(200);
    const resulted = await results(event.id);
    for (const outcome of await outcomesOf(start.id)) {
      expect(resulted.get(outcome.id)).toBe(outcome.opponent_id === home ? 'won' : 'lost');
    }
    for (const outcome of outcomes) expect(resulted.get(outcome.id)).toBe('void');
  });

  it('opens the instance as a prematch event goes live, and for events in play at start', async () => {
    const prematch = await server.db
      .selectFrom('events')
      .select(['id'])
      .where('is_live', '=', false)
      .where('is_finished', '=', false)
      .where('event_type', '=', 'GAME_EVENT')
      .where('sport_code', '=', 'TENN')
      .orderBy('event_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await post(`/__admin/live/events/${prematch.id}/freeze`, { frozen: true });
    expect((await post(`/__admin/live/events/${prematch.id}/start`)).statusCode).toBe(200);
    const rows = await instances(prematch.id);
    expect(rows.map((row) => [row.basis, row.status])).toEqual([
      [{ kind: 'gameWinner', set: 1, game: 1, home: 0, away: 0 }, 'open'],
    ]);

    // Every football and tennis event in play has its one open instance after a step.
    await post('/__admin/time', { step_ms: 10_000 });
    const page = await get<{ sports: { sportCode: string; events: { id: number }[] }[] }>(
      `/xapi/marketdata/v1/livepage?sportCode=FOOT,TENN&eventsPerPage=200&marketsPerEvent=0`,
    );
    const ids = page.sports.flatMap((sport) => sport.events.map((item) => item.id));
    expect(ids.length).toBeGreaterThan(0);
    const open = await server.db
      .selectFrom('markets')
      .select(['event_id'])
      .where('event_id', 'in', ids)
      .where('live_basis', 'is not', null)
      .where('status', 'in', ['open', 'suspended'])
      .execute();
    expect(new Set(open.map((row) => row.event_id)).size).toBe(ids.length);
    expect(open).toHaveLength(ids.length);
  });

  it('keeps the league fill’s ids below the instances’ own range', async () => {
    const league = await server.db
      .selectFrom('event_paths')
      .select('id')
      .where('kind', '=', 'league')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const lastEvent = await server.db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const response = await post(`/__admin/leagues/${league.id}/events`, { count: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const markets = await server.db
      .selectFrom('markets')
      .select('id')
      .where('event_id', '>', Number(lastEvent.id))
      .execute();
    expect(markets.length).toBeGreaterThan(0);
    for (const market of markets) expect(market.id).toBeLessThan(LIVE_MARKET_ID_BASE);
    // And the engine goes on numbering its own instances after the stored ones.
    const before = await server.db
      .selectFrom('markets')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const event = await frozenLive('FOOT');
    const home = event.opponents[0]?.id ?? 0;
    await post(`/__admin/live/events/${event.id}/goal`, { opponentId: home, suspendMs: 0 });
    const latest = (await instances(event.id)).at(-1);
    expect(latest?.id).toBeGreaterThan(Number(before.id));
  });
});
