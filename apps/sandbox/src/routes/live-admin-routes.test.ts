import {
  liveChangesPageSchema,
  livePageEventResponseSchema,
  type LiveChange,
} from '@clem/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { createTestServer, type TestServer } from '../test-support/test-server';

const MINUTE = 60_000;

interface LiveEventBody {
  id: number;
  sportCode: string;
  opponents: { id: number }[];
  markets: { id: number; status: string; outcomes: { id: number }[] }[];
  currentPeriod?: { number: number };
}

describe('live admin controls (/__admin/live/…)', () => {
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
    server.admin.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
    });

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

  /** A live event of this sport with at least two open markets, frozen for the test. */
  async function frozenLive(
    sportCode: string,
    skip = 0,
    accept: (event: LiveEventBody) => boolean = () => true,
  ): Promise<LiveEventBody> {
    const page = await get<{ sports: { events: { id: number }[] }[] }>(
      `/xapi/marketdata/v1/livepage?sportCode=${sportCode}&eventsPerPage=200&marketsPerEvent=50`,
    );
    const candidates = page.sports.flatMap((sport) => sport.events);
    let seen = 0;
    for (const candidate of candidates) {
      const event = await liveEvent(candidate.id);
      if (event.markets.filter((market) => market.status === 'open').length < 2) continue;
      if (!accept(event)) continue;
      if (seen < skip) {
        seen += 1;
        continue;
      }
      const frozen = await post(`/__admin/live/events/${event.id}/freeze`, { frozen: true });
      expect(frozen.statusCode).toBe(200);
      expect(frozen.json()).toMatchObject({ eventId: event.id, frozen: true });
      return event;
    }
    throw new Error(`no live ${sportCode} event with open markets`);
  }

  const step = (ms: number) => post('/__admin/time', { step_ms: ms });

  /** The ids of the event's live-only market instances (rest of match, game winner). */
  async function liveInstanceIds(eventId: number): Promise<Set<number>> {
    const rows = await server.db
      .selectFrom('markets')
      .select('id')
      .where('event_id', '=', eventId)
      .where('live_basis', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  it('scores a goal: score up, markets suspended for 30 s, match prices toward the scorer', async () => {
    const event = await frozenLive('FOOT');
    const scorer = event.opponents[1]?.id ?? 0;
    const suspendedBefore = event.markets.filter((market) => market.status === 'suspended').length;
    const since = await version();
    const response = await post(`/__admin/live/events/${event.id}/goal`, { opponentId: scorer });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ version: number }>().version).toBeGreaterThan(since);
    const changes = await changesOf(event.id, since);
    const score = changes.find((change) => change.type === 's');
    expect(score).toBeDefined();
    const entry = (score as { scores: { opponentId: number; points: number }[] }).scores.find(
      (item) => item.opponentId === scorer,
    );
    expect(entry?.points).toBeGreaterThanOrEqual(1);
    const suspended = changes.filter(
      (change) => change.type === 'm' && (change as { status?: string }).status === 'suspended',
    );
    expect(suspended.length).toBeGreaterThanOrEqual(2);
    expect(changes.some((change) => change.type === 'p')).toBe(true);
    // Clock and score changes come first, the open count last, versions in order.
    expect(changes[0]?.type).toBe('s');
    expect(changes.at(-1)?.type).toBe('em');
    const versions = changes.map((change) => change.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    // In the database too, in the same run.
    const row = await server.db
      .selectFrom('markets')
      .select(['status'])
      .where('event_id', '=', event.id)
      .where('status', '=', 'suspended')
      .execute();
    expect(row.length).toBe(suspendedBefore + suspended.length);

    // A frozen event does not play, but the goal's suspension runs out after 30 s.
    const before = await version();
    await step(20_000);
    expect((await changesOf(event.id, before)).filter((c) => c.type === 'm')).toEqual([]);
    await step(20_000);
    const reopened = (await changesOf(event.id, before)).filter((c) => c.type === 'm');
    expect(reopened.length).toBe(suspended.length);
    expect(reopened.every((change) => (change as { status?: string }).status === 'open')).toBe(
      true,
    );
  });

  it('advances the clock, moves to the next period, and counts cards and corners', async () => {
    const event = await frozenLive('FOOT', 0, (candidate) => candidate.currentPeriod?.number === 1);
    const home = event.opponents[0]?.id ?? 0;
    let since = await version();
    expect((await post(`/__admin/live/events/${event.id}/clock`, { minutes: 3 })).statusCode).toBe(
      200,
    );
    // Only the clock moves; the rest of match instance may be repriced for the time left.
    const instances = await liveInstanceIds(event.id);
    expect(
      (await changesOf(event.id, since))
        .filter((change) => !(change.type === 'p' && instances.has(change.marketId)))
        .map((change) => change.type),
    ).toEqual(['ce']);

    since = await version();
    const period = await post(`/__admin/live/events/${event.id}/clock`, { period: 2 });
    expect(period.statusCode, period.body).toBe(200);
    const clockChange = (await changesOf(event.id, since)).find((change) => change.type === 'c');
    expect(clockChange).toMatchObject({
      clock: { status: 'RUNNING' },
      currentPeriod: { number: 2 },
      isFinished: false,
    });
    const again = await post(`/__admin/live/events/${event.id}/clock`, { period: 2 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_period' });

    since = await version();
    await post(`/__admin/live/events/${event.id}/card`, { opponentId: home, colour: 'red' });
    await post(`/__admin/live/events/${event.id}/card`, { opponentId: home, colour: 'yellow' });
    await post(`/__admin/live/events/${event.id}/corner`, { opponentId: home });
    const scores = (await changesOf(event.id, since)).filter((change) => change.type === 's');
    expect(scores).toHaveLength(3);
    const last = scores.at(-1) as { scores: { opponentId: number }[] };
    expect(last.scores.find((item) => item.opponentId === home)).toMatchObject({
      redCards: expect.any(Number),
      yellowCards: expect.any(Number),
      corners: expect.any(Number),
    });

    since = await version();
    await post(`/__admin/live/events/${event.id}/clock`, { status: 'INTERMISSION' });
    expect((await changesOf(event.id, since))[0]).toMatchObject({
      type: 'c',
      clock: { status: 'INTERMISSION' },
    });
  });

  it('answers 400 for bad bodies and other sports, 404 for events not in play', async () => {
    const tennis = await frozenLive('TENN');
    const player = tennis.opponents[0]?.id ?? 0;
    const cases: [string, Record<string, unknown> | undefined, number, string][] = [
      [`/__admin/live/events/${tennis.id}/goal`, { opponentId: player }, 400, 'not_a_goal_sport'],
      [`/__admin/live/events/${tennis.id}/card`, { opponentId: player, colour: 'red' }, 400, ''],
      [`/__admin/live/events/${tennis.id}/score`, { opponentId: 1 }, 400, 'unknown_opponent'],
      [`/__admin/live/events/${tennis.id}/score`, { opponentId: player, x: 1 }, 400, ''],
      [`/__admin/live/events/${tennis.id}/clock`, {}, 400, 'invalid_body'],
      [`/__admin/live/events/${tennis.id}/card`, { opponentId: player, colour: 'blue' }, 400, ''],
      [`/__admin/live/events/abc/end`, undefined, 400, 'invalid_id'],
      [`/__admin/live/events/999999999/end`, undefined, 404, 'not_live'],
      [`/__admin/live/markets/999999999/status`, { status: 'open' }, 404, 'not_live'],
      [`/__admin/live/markets/${tennis.markets[0]?.id}/status`, { status: 'x' }, 400, ''],
      [`/__admin/live/events/999999999/start`, undefined, 404, 'not_prematch'],
      [`/__admin/live/events/${tennis.id}/start`, undefined, 409, 'already_live'],
    ];
    for (const [url, payload, status, error] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      if (error !== '') expect(response.json()).toMatchObject({ error });
    }
    // A point in tennis is a point of the current game.
    const since = await version();
    expect(
      (await post(`/__admin/live/events/${tennis.id}/score`, { opponentId: player })).statusCode,
    ).toBe(200);
    const point = (await changesOf(tennis.id, since)).find((change) => change.type === 's');
    expect(point).toHaveProperty('sets');
  });

  it('sets a market status (m and em changes) and keeps a closed market closed', async () => {
    const event = await frozenLive('BASK');
    const market = event.markets.find((candidate) => candidate.status === 'open');
    if (market === undefined) throw new Error('no open market');
    let since = await version();
    const url = `/__admin/live/markets/${market.id}/status`;
    const suspended = await post(url, { status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ marketId: market.id, eventId: event.id });
    expect((await changesOf(event.id, since)).map((change) => change.type)).toEqual(['m', 'em']);
    since = await version();
    await post(url, { status: 'open' });
    expect(await changesOf(event.id, since)).toMatchObject([
      { type: 'm', marketId: market.id, status: 'open' },
      { type: 'em' },
    ]);
    await post(url, { status: 'closed' });
    const reopen = await post(url, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    const stored = await server.db
      .selectFrom('markets')
      .select('status')
      .where('id', '=', market.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('closed');
  });

  it('ends an event now: c with isFinished, markets closed, eventsFinished so it is resulted', async () => {
    const event = await frozenLive('FOOT', 2);
    const since = await version();
    const response = await post(`/__admin/live/events/${event.id}/end`);
    expect(response.statusCode).toBe(200);
    const changes = await changesOf(event.id, since);
    expect(changes.find((change) => change.type === 'c')).toMatchObject({
      clock: { status: 'END_OF_EVENT' },
      isFinished: true,
    });
    expect(
      changes.filter((change) => change.type === 'm').every((change) => 'status' in change),
    ).toBe(true);
    const row = await server.db
      .selectFrom('events')
      .select(['is_finished', 'clock_status'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.is_finished).toBe(true);
    // Settlement hears eventsFinished and results the event (its markets become resulted).
    await expect
      .poll(
        async () =>
          (
            await server.db
              .selectFrom('outcome_results')
              .select('outcome_id')
              .innerJoin('outcomes', 'outcomes.id', 'outcome_results.outcome_id')
              .innerJoin('markets', 'markets.id', 'outcomes.market_id')
              .where('markets.event_id', '=', event.id)
              .execute()
          ).length,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    expect((await post(`/__admin/live/events/${event.id}/end`)).statusCode).toBe(404);
  });

  it('starts a chosen prematch event now, and keeps a frozen one out of play until then', async () => {
    const prematch = await server.db
      .selectFrom('events')
      .select(['id'])
      .where('is_live', '=', false)
      .where('is_finished', '=', false)
      .where('event_type', '=', 'GAME_EVENT')
      .where('sport_code', '=', 'FOOT')
      .orderBy('event_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(
      (await post(`/__admin/live/events/${prematch.id}/freeze`, { frozen: true })).statusCode,
    ).toBe(200);
    const since = await version();
    const response = await post(`/__admin/live/events/${prematch.id}/start`);
    expect(response.statusCode, response.body).toBe(200);
    const changes = await changesOf(prematch.id, since);
    // Its rest of match instance opens as it goes live (`m` open), counted in its `em`.
    expect(changes.map((change) => change.type)).toEqual(['l', 'm', 'em']);
    expect(changes[1]).toMatchObject({ status: 'open' });
    expect(changes[0]).toMatchObject({ clock: { status: 'NOT_STARTED' } });
    const event = await liveEvent(prematch.id);
    expect(event.id).toBe(prematch.id);
    // Frozen: ten minutes pass and it has not even kicked off.
    const before = await version();
    await step(10 * MINUTE);
    expect(await changesOf(prematch.id, before)).toEqual([]);
    expect(await version()).toBeGreaterThan(before);
    // Thawed, it plays.
    await post(`/__admin/live/events/${prematch.id}/freeze`, { frozen: false });
    await step(MINUTE);
    expect((await changesOf(prematch.id, before)).length).toBeGreaterThan(0);
  });
});
