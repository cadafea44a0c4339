import { describe, expect, it } from 'vitest';
import { stubbedStore } from '../test/platformStub';
import { withLiveBatch, withSnapshot } from './liveRules';
import { emptyLiveEntities } from './liveState';
import { isLiveEventFinished } from '../domain/live/scoreboard';
import { firstDisplayedMarkets } from './liveRetention';
import {
  liveChangesReceived,
  liveOutcomesPinned,
  liveSnapshotReceived,
  liveSubscribed,
  liveUnsubscribed,
} from './liveSlice';
import {
  liveScopeKey,
  selectIsLiveEventFinished,
  selectLiveQuoteState,
  type LiveScope,
} from './liveState';
import { change, idsOf, liveEvent, liveStateOf } from './test/fixtures';

/** Event 1 with a second market (id 15: outcomes 151–153) after its match result (10). */
function eventWithTwoMarkets(id = 1) {
  const event = liveEvent(id);
  const [main] = event.markets;
  if (!main) throw new Error('fixture without a market');
  const second = {
    ...main,
    id: id * 10 + 5,
    description: 'Next Goal',
    outcomes: main.outcomes.map((outcome, index) => ({
      ...outcome,
      id: (id * 10 + 5) * 10 + index + 1,
    })),
  };
  return { ...event, markets: [main, second] };
}

const listScope: LiveScope = { kind: 'list', eventsPerPage: 50, marketsPerEvent: 1 };

function storeWith(...events: ReturnType<typeof liveEvent>[]) {
  const { store } = stubbedStore(() => ({ status: 404, body: {} }));
  store.dispatch(liveSnapshotReceived({ version: 10, events }));
  return store;
}

describe('live retention', () => {
  it('a market that leaves the page lets go of its outcomes, and keeps its status', () => {
    const start = withSnapshot(emptyLiveEntities(), { version: 10, events: [liveEvent(1)] });
    const { state } = withLiveBatch(start, [change.m(11, 1, 10, 'closed')], 0);
    expect(idsOf(state.outcomes)).toEqual([]);
    expect(idsOf(state.markets)).toEqual([10]);
  });

  it('a suspended market keeps its outcomes (it comes back)', () => {
    const start = withSnapshot(emptyLiveEntities(), { version: 10, events: [liveEvent(1)] });
    const { state } = withLiveBatch(start, [change.m(11, 1, 10, 'suspended')], 0);
    expect(idsOf(state.outcomes)).toEqual([11, 12, 13]);
  });

  it('an event that finishes lets go of its markets and outcomes, and keeps itself', () => {
    const start = withSnapshot(emptyLiveEntities(), {
      version: 10,
      events: [eventWithTwoMarkets(1), liveEvent(2)],
    });
    const { state } = withLiveBatch(start, [change.c(11, 1, 'END_OF_EVENT')], 0);
    expect(idsOf(state.events)).toEqual([1, 2]);
    expect(idsOf(state.markets)).toEqual([20]);
    expect(idsOf(state.outcomes)).toEqual([21, 22, 23]);
  });

  it('a snapshot brings nothing of a finished event or a closed market', () => {
    const closed = liveEvent(2);
    const [market] = closed.markets;
    if (!market) throw new Error('fixture without a market');
    const state = withSnapshot(emptyLiveEntities(), {
      version: 10,
      events: [
        liveEvent(1, { isFinished: true }),
        { ...closed, markets: [{ ...market, status: 'closed' }] },
      ],
    });
    expect(idsOf(state.events)).toEqual([1, 2]);
    expect(idsOf(state.markets)).toEqual([20]);
    expect(idsOf(state.outcomes)).toEqual([]);
  });

  it('a snapshot keeps what the betslip pins of a finished event or a closed market', () => {
    const store = storeWith(liveEvent(1), liveEvent(2));
    store.dispatch(liveOutcomesPinned([11, 21]));
    const closed = liveEvent(2);
    const [market] = closed.markets;
    if (!market) throw new Error('fixture without a market');
    store.dispatch(
      liveSnapshotReceived({
        version: 12,
        events: [
          liveEvent(1, { isFinished: true }),
          { ...closed, markets: [{ ...market, status: 'closed' }] },
        ],
      }),
    );
    const live = liveStateOf(store);
    expect(idsOf(live.outcomes)).toEqual([11, 21]);
    expect(idsOf(live.markets)).toEqual([10, 20]);
    expect(selectLiveQuoteState(store.getState(), 11, 10)).toBe('unavailable');
    expect(selectLiveQuoteState(store.getState(), 21, 20)).toBe('unavailable');
  });

  it('pinned outcomes stay with their market and event, and go once unpinned', () => {
    const store = storeWith(liveEvent(1), liveEvent(2));
    store.dispatch(liveOutcomesPinned([11, 21]));
    store.dispatch(
      liveChangesReceived({
        changes: [change.c(11, 1, 'END_OF_EVENT'), change.m(12, 2, 20, 'closed')],
        nowMs: 0,
      }),
    );
    let live = liveStateOf(store);
    expect(idsOf(live.outcomes)).toEqual([11, 21]);
    expect(idsOf(live.markets)).toEqual([10, 20]);
    // The slip still learns that its selections are gone.
    expect(selectLiveQuoteState(store.getState(), 11, 10)).toBe('unavailable');
    expect(selectLiveQuoteState(store.getState(), 21, 20)).toBe('unavailable');
    store.dispatch(liveOutcomesPinned([21]));
    live = liveStateOf(store);
    expect(idsOf(live.outcomes)).toEqual([21]);
    expect(idsOf(live.markets)).toEqual([20]);
    store.dispatch(liveOutcomesPinned([]));
    expect(idsOf(liveStateOf(store).outcomes)).toEqual([]);
  });

  it('with no list on screen, only the events that pages claim (and the pins) stay', () => {
    const store = storeWith(liveEvent(1), liveEvent(2), liveEvent(3));
    store.dispatch(liveSubscribed(listScope));
    store.dispatch(liveSubscribed({ kind: 'event', eventId: 2 }));
    store.dispatch(liveOutcomesPinned([31]));
    // An event page is left while the list stays: everything stays (the list shows them).
    store.dispatch(liveUnsubscribed(liveScopeKey({ kind: 'event', eventId: 2 })));
    expect(idsOf(liveStateOf(store).events)).toEqual([1, 2, 3]);
    store.dispatch(liveSubscribed({ kind: 'event', eventId: 2 }));
    store.dispatch(liveUnsubscribed(liveScopeKey(listScope)));
    const live = liveStateOf(store);
    expect(idsOf(live.events)).toEqual([2, 3]);
    expect(idsOf(live.markets)).toEqual([20, 30]);
    expect(idsOf(live.outcomes)).toEqual([21, 22, 23, 31]);
    store.dispatch(liveUnsubscribed(liveScopeKey({ kind: 'event', eventId: 2 })));
    expect(idsOf(liveStateOf(store).events)).toEqual([3]);
    expect(idsOf(liveStateOf(store).outcomes)).toEqual([31]);
  });

  it('a scope claimed twice lets go only with its last claim', () => {
    const store = storeWith(liveEvent(1));
    store.dispatch(liveSubscribed(listScope));
    store.dispatch(liveSubscribed(listScope));
    store.dispatch(liveUnsubscribed(liveScopeKey(listScope)));
    expect(idsOf(liveStateOf(store).events)).toEqual([1]);
    store.dispatch(liveUnsubscribed(liveScopeKey(listScope)));
    expect(idsOf(liveStateOf(store).events)).toEqual([]);
  });

  it('a finished event makes its known prices unavailable', () => {
    const store = storeWith(liveEvent(1));
    expect(selectLiveQuoteState(store.getState(), 11, 10)).toBe('bettable');
    store.dispatch(liveOutcomesPinned([11]));
    store.dispatch(liveChangesReceived({ changes: [change.c(11, 1, 'END_OF_EVENT')], nowMs: 0 }));
    expect(selectLiveQuoteState(store.getState(), 11, 10)).toBe('unavailable');
    expect(selectIsLiveEventFinished(store.getState(), 1)).toBe(true);
    expect(selectIsLiveEventFinished(store.getState(), 99)).toBe(false);
  });

  it('firstDisplayedMarkets keeps the first displayed markets in order', () => {
    const event = eventWithTwoMarkets(1);
    expect(firstDisplayedMarkets(event, 5)).toBe(event);
    expect(firstDisplayedMarkets(event, 1).markets.map((m) => m.id)).toEqual([10]);
    const [main, second] = event.markets;
    if (!main || !second) throw new Error('fixture without markets');
    const closedFirst = { ...event, markets: [{ ...main, status: 'closed' as const }, second] };
    expect(firstDisplayedMarkets(closedFirst, 1).markets.map((m) => m.id)).toEqual([15]);
    const hiddenFirst = {
      ...event,
      markets: [{ ...main, outcomes: main.outcomes.map((o) => ({ ...o, hidden: true })) }, second],
    };
    expect(firstDisplayedMarkets(hiddenFirst, 1).markets.map((m) => m.id)).toEqual([15]);
    expect(firstDisplayedMarkets(event, 0).markets).toEqual([]);
  });

  it('isLiveEventFinished reads the flag or END_OF_EVENT', () => {
    expect(isLiveEventFinished({ isFinished: false })).toBe(false);
    expect(isLiveEventFinished({ isFinished: true })).toBe(true);
    expect(isLiveEventFinished({ isFinished: false, clock: { status: 'END_OF_EVENT' } })).toBe(
      true,
    );
  });
});
