import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_STATUSES } from '../platform/schemas/events';
import type { LiveChange } from '../platform/schemas/live';
import {
  isLiveMarketBettable,
  LIVE_RECENT_CHANGES,
  isMarketShown,
  normaliseSnapshot,
  planChanges,
  recentChanges,
  withLiveBatch,
  withSnapshot,
  type LiveEntitiesState,
} from './liveRules';
import { emptyLiveEntities } from './liveState';
import { getEntity } from './entityTable';
import { change, idsOf, liveEvent } from './test/fixtures';

const NOW = 1_000_000;

function loaded(version = 10, events = [liveEvent(1), liveEvent(2)]): LiveEntitiesState {
  return withSnapshot(emptyLiveEntities(), { version, events });
}

function apply(state: LiveEntitiesState, changes: LiveChange[], nowMs = NOW) {
  return withLiveBatch(state, changes, nowMs).state;
}

describe('normaliseSnapshot', () => {
  it('splits events into event, market and outcome entities', () => {
    const result = normaliseSnapshot([liveEvent(1)], 7);
    expect(result.events).toEqual([
      expect.objectContaining({ id: 1, isFinished: false, asOf: 7, clock: expect.any(Object) }),
    ]);
    expect(result.markets).toEqual([
      { id: 10, eventId: 1, status: 'open', feedId: 'feed-a', outcomeIds: [11, 12, 13], asOf: 7 },
    ]);
    expect(result.outcomes[0]).toEqual({
      id: 11,
      marketId: 10,
      eventId: 1,
      decimal: 2.1,
      priceId: 101,
      hidden: false,
      movement: null,
      changedAt: null,
    });
  });
});

describe('applyLiveChange, each type', () => {
  it('ce moves the clock minutes only', () => {
    const state = apply(loaded(), [change.ce(11, 1, 12)]);
    expect(getEntity(state.events, 1)?.clock).toEqual({ minutes: 12, status: 'RUNNING' });
    expect(state.version).toBe(11);
  });

  it('c sets clock and period; END_OF_EVENT marks the event finished', () => {
    const state = apply(loaded(), [
      change.c(11, 1, 'INTERMISSION', 1),
      change.c(12, 2, 'END_OF_EVENT', 2),
    ]);
    expect(getEntity(state.events, 1)).toMatchObject({
      clock: { status: 'INTERMISSION' },
      isFinished: false,
    });
    expect(getEntity(state.events, 2)).toMatchObject({
      clock: { status: 'END_OF_EVENT' },
      currentPeriod: { number: 2 },
      isFinished: true,
    });
  });

  it('s merges scores and game sets by opponent, period scores by opponent, instance and key', () => {
    const start = apply(loaded(), [
      change.s(11, 1, 1, 0, {
        sets: { maxSets: 3, gameSet: [{ opponentId: 1, formattedPoints: '15', serving: true }] },
        scoresPerPeriod: [
          { opponentId: 1, periodKey: 'SET', periodInstance: 1, score: 3 },
          { opponentId: 2, periodKey: 'SET', periodInstance: 1, score: 2 },
        ],
      }),
    ]);
    const state = apply(start, [
      change.s(12, 1, 1, 1, {
        sets: { gameSet: [{ opponentId: 2, formattedPoints: '30' }] },
        scoresPerPeriod: [{ opponentId: 2, periodKey: 'SET', periodInstance: 1, score: 3 }],
      }),
    ]);
    const event = getEntity(state.events, 1);
    expect(event?.scores?.map((s) => s.points)).toEqual([1, 1]);
    expect(event?.sets).toEqual({
      maxSets: 3,
      gameSet: [
        { opponentId: 1, formattedPoints: '15', serving: true },
        { opponentId: 2, formattedPoints: '30' },
      ],
    });
    expect(event?.scoresPerPeriod).toEqual([
      { opponentId: 1, periodKey: 'SET', periodInstance: 1, score: 3 },
      { opponentId: 2, periodKey: 'SET', periodInstance: 1, score: 3 },
    ]);
  });

  it('co replaces the cricket innings; em sets the open market count', () => {
    const innings = [
      { opponentId: 1, innings: 1, runs: 50, wickets: 2, overs: '6.1', balls: 37, batting: true },
    ];
    const state = apply(loaded(), [
      { version: 11, at: '2026-11-24T10:15:00Z', type: 'co', eventId: 1, cricketOutcomes: innings },
      change.em(12, 1, 7),
    ]);
    expect(getEntity(state.events, 1)).toMatchObject({
      cricketOutcomes: innings,
      liveOpenMarketCount: 7,
    });
  });

  it('m changes a market status', () => {
    const state = apply(loaded(), [change.m(11, 1, 10, 'suspended')]);
    expect(getEntity(state.markets, 10)?.status).toBe('suspended');
  });

  it('p moves prices with their direction and the time it was applied', () => {
    const state = apply(
      loaded(),
      [
        change.p(11, 1, 10, [
          [11, 2.5],
          [12, 1.9],
        ]),
      ],
      42,
    );
    expect(getEntity(state.outcomes, 11)).toMatchObject({
      decimal: 2.5,
      priceId: 911,
      movement: 'up',
      changedAt: 42,
    });
    expect(getEntity(state.outcomes, 12)).toMatchObject({ decimal: 1.9, movement: 'down' });
    expect(getEntity(state.outcomes, 13)).toMatchObject({ decimal: 2.3, movement: null });
    // The same price again (a new price id) keeps the last movement and its time.
    const again = apply(state, [change.p(12, 1, 10, [[11, 2.5]])], 99);
    expect(getEntity(again.outcomes, 11)).toMatchObject({ movement: 'up', changedAt: 42 });
  });

  it('fa raises and clears a feed alert', () => {
    const raised = apply(loaded(), [change.fa(11, 'feed-a', true), change.fa(12, 'feed-b', true)]);
    expect(raised.alertedFeeds).toEqual(['feed-a', 'feed-b']);
    expect(apply(raised, [change.fa(13, 'feed-a', false)]).alertedFeeds).toEqual(['feed-b']);
  });

  it('l updates a held event and records every event that went live', () => {
    const state = apply(loaded(), [change.l(11, 1), change.l(12, 99)]);
    expect(getEntity(state.events, 1)).toMatchObject({
      eventDate: '2026-11-24T10:14:00Z',
      clock: { status: 'NOT_STARTED' },
    });
    expect(state.wentLive).toEqual([1, 99]);
    expect(getEntity(state.events, 99)).toBeUndefined();
  });

  it('ignores changes for events, markets and outcomes it does not hold', () => {
    const before = loaded();
    const after = apply(before, [
      change.ce(11, 77, 3),
      change.m(12, 77, 770, 'closed'),
      change.p(13, 1, 10, [[999, 3]]),
      change.p(14, 77, 770, [[771, 3]]),
    ]);
    expect(after.events).toBe(before.events);
    expect(idsOf(after.markets)).toEqual(idsOf(before.markets));
    expect(getEntity(after.markets, 10)?.status).toBe('open');
    expect(after.outcomes).toEqual(before.outcomes);
    expect(after.version).toBe(14);
  });
});

describe('planChanges', () => {
  it('drops changes at or below the version and repeats in the batch', () => {
    const plan = planChanges(10, [
      change.ce(9, 1, 1),
      change.ce(10, 1, 2),
      change.ce(11, 1, 3),
      change.ce(11, 1, 3),
    ]);
    expect(plan).toEqual({ apply: [change.ce(11, 1, 3)], gap: false });
  });

  it('a first new change above version + 1 is a gap', () => {
    expect(planChanges(10, [change.ce(12, 1, 1)])).toEqual({ apply: [], gap: true });
  });

  it('a hole inside the batch is a gap; what came before it is applied', () => {
    const plan = planChanges(10, [change.ce(11, 1, 1), change.ce(13, 1, 2)]);
    expect(plan.gap).toBe(true);
    expect(plan.apply.map((c) => c.version)).toEqual([11]);
  });

  it('takes a batch in version order', () => {
    const plan = planChanges(10, [change.ce(12, 1, 2), change.ce(11, 1, 1)]);
    expect(plan.apply.map((c) => c.version)).toEqual([11, 12]);
  });

  it('on a filtered feed holes are not gaps', () => {
    expect(
      planChanges(10, [change.ce(15, 1, 1), change.ce(20, 1, 2)], { contiguous: false }),
    ).toEqual({
      apply: [change.ce(15, 1, 1), change.ce(20, 1, 2)],
      gap: false,
    });
  });
});

/** A random but valid run of changes after version 10 over events 1 and 2. */
const changeRun = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constant('ce' as const), fc.constantFrom(1, 2), fc.nat(120)),
      fc.tuple(fc.constant('s' as const), fc.constantFrom(1, 2), fc.nat(9)),
      fc.tuple(fc.constant('em' as const), fc.constantFrom(1, 2), fc.nat(40)),
      fc.tuple(
        fc.constant('p' as const),
        fc.constantFrom(1, 2),
        fc.integer({ min: 101, max: 900 }),
      ),
      fc.tuple(fc.constant('m' as const), fc.constantFrom(1, 2), fc.constantFrom(0, 1, 2)),
      fc.tuple(fc.constant('fa' as const), fc.constantFrom(1, 2), fc.boolean()),
    ),
    { maxLength: 40 },
  )
  .map((specs) =>
    specs.map(([kind, eventId, value], index): LiveChange => {
      const version = 11 + index;
      const marketId = eventId * 10;
      switch (kind) {
        case 'ce':
          return change.ce(version, eventId, value);
        case 's':
          return change.s(version, eventId, value, 9 - value);
        case 'em':
          return change.em(version, eventId, value);
        case 'p':
          return change.p(version, eventId, marketId, [[marketId + 1, value / 100]]);
        case 'm':
          return change.m(
            version,
            eventId,
            marketId,
            (['open', 'suspended', 'closed'] as const)[value] ?? 'open',
          );
        case 'fa':
          return change.fa(version, eventId === 1 ? 'feed-a' : 'feed-b', value);
      }
    }),
  );

describe('sequencing properties', () => {
  it('applying a run split anywhere gives the same state as applying it at once', () => {
    fc.assert(
      fc.property(changeRun, fc.array(fc.nat(40)), (changes, cuts) => {
        const whole = apply(loaded(), changes);
        const points = [...new Set(cuts.map((cut) => cut % (changes.length + 1)))].sort(
          (a, b) => a - b,
        );
        let state = loaded();
        let from = 0;
        for (const point of [...points, changes.length]) {
          state = apply(state, changes.slice(from, point));
          from = point;
        }
        // The remembered changes are kept batch by batch: the same changes, split differently.
        const flat = (held: LiveEntitiesState) => ({ ...held, recent: recentChanges(held) });
        expect(flat(state)).toEqual(flat(whole));
      }),
    );
  });

  it('replays are idempotent: a change seen again is never applied twice', () => {
    fc.assert(
      fc.property(changeRun, fc.nat(), (changes, seed) => {
        const once = apply(loaded(), changes);
        const start = changes.length === 0 ? 0 : seed % changes.length;
        const replayed = withLiveBatch(once, changes.slice(start), NOW + 5);
        expect(replayed.gap).toBe(false);
        expect(replayed.state).toBe(once);
      }),
    );
  });

  it('a batch with a hole never applies what follows the hole', () => {
    fc.assert(
      fc.property(
        changeRun.filter((c) => c.length >= 3),
        fc.nat(),
        (changes, seed) => {
          const hole = 1 + (seed % (changes.length - 2));
          const result = withLiveBatch(
            loaded(),
            [...changes.slice(0, hole), ...changes.slice(hole + 1)],
            NOW,
          );
          expect(result.gap).toBe(true);
          expect(result.state.version).toBe(10 + hole);
        },
      ),
    );
  });
});

describe('mergeSnapshot', () => {
  it('an empty state takes the snapshot and its version', () => {
    const state = loaded(10);
    expect(state.version).toBe(10);
    expect(idsOf(state.events)).toEqual([1, 2]);
    expect(getEntity(state.outcomes, 11)?.decimal).toBe(2.1);
  });

  it('a newer snapshot replaces the entities it carries; the feed goes on from where it was', () => {
    const state = apply(loaded(10), [change.ce(11, 1, 30)]);
    const newer = liveEvent(1, { clock: { minutes: 33, status: 'RUNNING' } });
    const firstMarket = newer.markets[0];
    if (!firstMarket?.outcomes[0]) throw new Error('fixture');
    firstMarket.outcomes[0].currentPrice = { id: 555, decimal: 4 };
    const merged = withSnapshot(state, { version: 15, events: [newer] });
    expect(getEntity(merged.events, 1)).toMatchObject({ clock: { minutes: 33 }, asOf: 15 });
    expect(getEntity(merged.outcomes, 11)).toMatchObject({
      decimal: 4,
      priceId: 555,
      movement: null,
    });
    expect(getEntity(merged.events, 2)).toBe(getEntity(state.events, 2));
    expect(merged.version).toBe(11);
    // The changes up to 15 still reach event 2, and never move event 1 back.
    const after = apply(
      merged,
      [change.ce(12, 1, 31), change.ce(13, 2, 31), change.ce(16, 1, 34)].slice(0, 2),
    );
    expect(getEntity(after.events, 1)?.clock?.minutes).toBe(33);
    expect(getEntity(after.events, 2)?.clock?.minutes).toBe(31);
  });

  it('an older snapshot adds only what is not held and never moves a price back', () => {
    const state = apply(loaded(10, [liveEvent(1)]), [
      change.p(11, 1, 10, [[11, 3]]),
      change.p(12, 2, 20, [[21, 5]]),
    ]);
    // Event 2 was not held when its price moved at 12; its snapshot is from 10.
    const merged = withSnapshot(state, { version: 10, events: [liveEvent(1), liveEvent(2)] }, 77);
    expect(getEntity(merged.outcomes, 11)?.decimal).toBe(3);
    expect(idsOf(merged.events)).toEqual([1, 2]);
    // It caught up on the change it missed while it loaded.
    expect(getEntity(merged.outcomes, 21)).toMatchObject({
      decimal: 5,
      movement: 'up',
      changedAt: 77,
    });
    expect(merged.version).toBe(12);
  });

  it('a restart takes the snapshot as it is and its version as the cursor, even a lower one', () => {
    const state = apply(loaded(500), [change.p(501, 1, 10, [[11, 3]])]);
    const merged = withSnapshot(state, { version: 4, events: [liveEvent(1)] }, 0, {
      restart: true,
    });
    expect(merged.version).toBe(4);
    expect(getEntity(merged.outcomes, 11)?.decimal).toBe(2.1);
    expect(recentChanges(merged)).toEqual([]);
    // Event 2 (not in the snapshot) takes the changes of the restarted feed.
    expect(getEntity(apply(merged, [change.ce(5, 2, 50)]).events, 2)?.clock?.minutes).toBe(50);
  });
});

describe('market status (§4)', () => {
  it('only an open market without a feed alert is bettable', () => {
    for (const status of MARKET_STATUSES) {
      expect(isLiveMarketBettable(status, false)).toBe(status === 'open');
      expect(isLiveMarketBettable(status, true)).toBe(false);
    }
  });

  it('settled, resulted, closed and lts are removed, and so is a market with every outcome hidden', () => {
    const shown = MARKET_STATUSES.filter((status) => isMarketShown(status, [{ hidden: false }]));
    expect(shown).toEqual(['open', 'suspended']);
    expect(isMarketShown('open', [{ hidden: true }, { hidden: true }])).toBe(false);
    expect(isMarketShown('open', [{ hidden: true }, { hidden: false }])).toBe(true);
    expect(isMarketShown('open', [])).toBe(false);
  });
});

describe('remembered changes', () => {
  it('keeps at least the last LIVE_RECENT_CHANGES, dropping whole batches, oldest first', () => {
    let state = loaded(0, [liveEvent(1)]);
    let version = 0;
    for (let batch = 0; batch < 70; batch += 1) {
      const changes = Array.from({ length: 17 }, () => {
        version += 1;
        return change.ce(version, 1, version % 90);
      });
      state = apply(state, changes);
      const held = recentChanges(state);
      expect(held.at(-1)?.version).toBe(version);
      expect(held.length).toBeGreaterThanOrEqual(Math.min(version, LIVE_RECENT_CHANGES));
      expect(held.length).toBeLessThan(LIVE_RECENT_CHANGES + 17);
      expect(held.map((c) => c.version)).toEqual(
        Array.from({ length: held.length }, (_, i) => version - held.length + 1 + i),
      );
    }
  });
});
