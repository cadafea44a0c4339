import { createNextState } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { stubbedStore } from '../test/platformStub';
import {
  liveChangesReceived,
  liveConnectionChanged,
  liveSnapshotReceived,
  liveSubscribed,
  liveUnsubscribed,
  liveWentLiveHandled,
} from './liveSlice';
import {
  liveScopeKey,
  selectIsFeedAlerted,
  selectLiveEvent,
  selectLiveMarket,
  selectLiveOutcome,
  selectLivePricesStale,
  selectLiveQuoteState,
  selectLiveVersion,
  type LiveScope,
} from './liveState';
import { change, liveEvent, liveStateOf } from './test/fixtures';
import { liveSeedOf, mergeLiveSeed } from './liveRules';
import { emptyLiveState } from './liveState';

function store() {
  const { store: s } = stubbedStore(() => ({ status: 404, body: {} }));
  s.dispatch(liveSnapshotReceived({ version: 10, events: [liveEvent(1), liveEvent(2)] }));
  return s;
}

describe('live slice', () => {
  it('is part of the root state', () => {
    expect(selectLiveVersion(store().getState())).toBe(10);
  });

  it('one price change gives a new object to that outcome only (one button re-renders)', () => {
    const s = store();
    const before = s.getState();
    s.dispatch(liveChangesReceived({ changes: [change.p(11, 1, 10, [[11, 2.9]])], nowMs: 5 }));
    const after = s.getState();
    expect(selectLiveOutcome(after, 11)).not.toBe(selectLiveOutcome(before, 11));
    expect(selectLiveOutcome(after, 11)).toMatchObject({ decimal: 2.9, movement: 'up' });
    expect(selectLiveOutcome(after, 12)).toBe(selectLiveOutcome(before, 12));
    expect(selectLiveOutcome(after, 21)).toBe(selectLiveOutcome(before, 21));
    expect(selectLiveEvent(after, 1)).toBe(selectLiveEvent(before, 1));
    expect(selectLiveMarket(after, 20)).toBe(selectLiveMarket(before, 20));
    // Only the outcomes' shard of that id is a new object; the other shards stay as they were.
    const shards = (state: typeof before) => state.live?.outcomes.shards ?? [];
    const changed = shards(after).filter(
      (shard: object, index: number) => shard !== shards(before)[index],
    );
    expect(changed).toHaveLength(1);
    expect(after.live?.events).toBe(before.live?.events);
  });

  it('a gap asks for a snapshot', () => {
    const s = store();
    s.dispatch(liveChangesReceived({ changes: [change.ce(13, 1, 3)], nowMs: 5 }));
    expect(liveStateOf(s).needsSnapshot).toBe(true);
    s.dispatch(liveSnapshotReceived({ version: 20, events: [liveEvent(1)], restart: true }));
    expect(liveStateOf(s)).toMatchObject({ needsSnapshot: false, version: 20 });
  });

  it('counts claims on a scope; the last release removes it', () => {
    const s = store();
    const scope: LiveScope = { kind: 'list', eventPathIds: [3, 1], sportCode: 'FOOT' };
    const key = liveScopeKey(scope);
    expect(key).toBe(liveScopeKey({ kind: 'list', sportCode: 'FOOT', eventPathIds: [1, 3] }));
    s.dispatch(liveSubscribed(scope));
    s.dispatch(liveSubscribed(scope));
    expect(liveStateOf(s).scopes[key]?.refs).toBe(2);
    s.dispatch(liveUnsubscribed(key));
    expect(liveStateOf(s).scopes[key]?.refs).toBe(1);
    s.dispatch(liveUnsubscribed(key));
    expect(liveStateOf(s).scopes).toEqual({});
  });

  it('feed alerts and went-live ids', () => {
    const s = store();
    s.dispatch(
      liveChangesReceived({ changes: [change.fa(11, 'feed-a', true), change.l(12, 5)], nowMs: 0 }),
    );
    expect(selectIsFeedAlerted(s.getState(), 'feed-a')).toBe(true);
    expect(selectIsFeedAlerted(s.getState(), 'feed-b')).toBe(false);
    expect(liveStateOf(s).wentLive).toEqual([5]);
    s.dispatch(liveWentLiveHandled([5]));
    expect(liveStateOf(s).wentLive).toEqual([]);
  });

  it('prices are stale while stale or reconnecting after having been open', () => {
    const s = store();
    s.dispatch(liveConnectionChanged({ status: 'connecting' }));
    expect(selectLivePricesStale(s.getState())).toBe(false);
    s.dispatch(liveConnectionChanged({ status: 'open', transport: 'sse' }));
    expect(selectLivePricesStale(s.getState())).toBe(false);
    s.dispatch(liveConnectionChanged({ status: 'stale' }));
    expect(selectLivePricesStale(s.getState())).toBe(true);
    s.dispatch(liveConnectionChanged({ status: 'reconnecting' }));
    expect(selectLivePricesStale(s.getState())).toBe(true);
    s.dispatch(liveConnectionChanged({ status: 'open' }));
    expect(selectLivePricesStale(s.getState())).toBe(false);
  });
});

describe('selectLiveQuoteState', () => {
  it('says untracked, as the page, bettable or unavailable', () => {
    const s = store();
    expect(selectLiveQuoteState(s.getState(), 999, 998)).toBe('untracked');
    expect(selectLiveQuoteState(s.getState(), 11, 10)).toBe('bettable');
    // An outcome the live data knows, shown under a market id it does not know.
    expect(selectLiveQuoteState(s.getState(), 11, 998)).toBe('asPage');
    s.dispatch(liveChangesReceived({ changes: [change.m(11, 1, 10, 'suspended')], nowMs: 5 }));
    expect(selectLiveQuoteState(s.getState(), 11, 10)).toBe('unavailable');
    expect(selectLiveQuoteState(s.getState(), 21, 20)).toBe('bettable');
    s.dispatch(liveChangesReceived({ changes: [change.fa(12, 'feed-a', true)], nowMs: 6 }));
    expect(selectLiveQuoteState(s.getState(), 21, 20)).toBe('unavailable');
    s.dispatch(liveChangesReceived({ changes: [change.fa(13, 'feed-a', false)], nowMs: 7 }));
    expect(selectLiveQuoteState(s.getState(), 21, 20)).toBe('bettable');
    s.dispatch(liveConnectionChanged({ status: 'open' }));
    s.dispatch(liveConnectionChanged({ status: 'stale' }));
    expect(selectLiveQuoteState(s.getState(), 21, 20)).toBe('unavailable');
    expect(selectLiveQuoteState(s.getState(), 999, 998)).toBe('untracked');
  });

  it("takes a tab's first seed on plain objects, to the same state as through immer's drafts", () => {
    const { store: s } = stubbedStore(() => ({ status: 404, body: {} }));
    const scope: LiveScope = { kind: 'list' };
    const seed = liveSeedOf({ version: 12, events: [liveEvent(1), liveEvent(2), liveEvent(3)] });
    s.dispatch(liveSubscribed(scope, seed, 1_000));
    const expected = createNextState(emptyLiveState, (draft) => {
      draft.scopes[liveScopeKey(scope)] = { scope, refs: 1 };
      mergeLiveSeed(draft, seed, 1_000);
    });
    expect(liveStateOf(s)).toEqual(expected);
    expect(selectLiveVersion(s.getState())).toBe(12);
    // A second claim of the same scope with its seed counts the claim and keeps the data.
    const before = liveStateOf(s);
    s.dispatch(liveSubscribed(scope, seed, 2_000));
    expect(liveStateOf(s).scopes[liveScopeKey(scope)]?.refs).toBe(2);
    expect(liveStateOf(s).outcomes).toBe(before.outcomes);
  });
});
