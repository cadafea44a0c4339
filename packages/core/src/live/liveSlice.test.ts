import { describe, expect, it } from 'vitest';
import { stubbedStore } from '../test/platformStub';
import {
  liveChangesReceived,
  liveConnectionChanged,
  liveScopeKey,
  liveSnapshotReceived,
  liveSubscribed,
  liveUnsubscribed,
  liveWentLiveHandled,
  selectIsFeedAlerted,
  selectLiveEvent,
  selectLiveEventIds,
  selectLiveMarket,
  selectLiveOutcome,
  selectLivePricesStale,
  selectLiveVersion,
  type LiveScope,
} from './liveSlice';
import { change, liveEvent } from './test/fixtures';

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
    expect(selectLiveEventIds(after)).toBe(selectLiveEventIds(before));
  });

  it('a gap asks for a snapshot', () => {
    const s = store();
    s.dispatch(liveChangesReceived({ changes: [change.ce(13, 1, 3)], nowMs: 5 }));
    expect(s.getState().live.needsSnapshot).toBe(true);
    s.dispatch(liveSnapshotReceived({ version: 20, events: [liveEvent(1)], restart: true }));
    expect(s.getState().live).toMatchObject({ needsSnapshot: false, version: 20 });
  });

  it('counts claims on a scope; the last release removes it', () => {
    const s = store();
    const scope: LiveScope = { kind: 'list', eventPathIds: [3, 1], sportCode: 'FOOT' };
    const key = liveScopeKey(scope);
    expect(key).toBe(liveScopeKey({ kind: 'list', sportCode: 'FOOT', eventPathIds: [1, 3] }));
    s.dispatch(liveSubscribed(scope));
    s.dispatch(liveSubscribed(scope));
    expect(s.getState().live.scopes[key]?.refs).toBe(2);
    s.dispatch(liveUnsubscribed(key));
    expect(s.getState().live.scopes[key]?.refs).toBe(1);
    s.dispatch(liveUnsubscribed(key));
    expect(s.getState().live.scopes).toEqual({});
  });

  it('feed alerts and went-live ids', () => {
    const s = store();
    s.dispatch(
      liveChangesReceived({ changes: [change.fa(11, 'feed-a', true), change.l(12, 5)], nowMs: 0 }),
    );
    expect(selectIsFeedAlerted(s.getState(), 'feed-a')).toBe(true);
    expect(selectIsFeedAlerted(s.getState(), 'feed-b')).toBe(false);
    expect(s.getState().live.wentLive).toEqual([5]);
    s.dispatch(liveWentLiveHandled([5]));
    expect(s.getState().live.wentLive).toEqual([]);
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
