import { describe, expect, it } from 'vitest';
import { makeStore } from '../store/makeStore';
import {
  emptyLiveState,
  liveOf,
  selectIsLiveEventFinished,
  selectLiveConnection,
  selectLiveOutcome,
  selectLivePricesStale,
  selectLiveQuoteState,
  selectLiveScopes,
  selectLiveVersion,
} from './liveState';

describe('the live state before its slice is injected', () => {
  const bare = {};

  it('reads as the empty live data, the same object every time', () => {
    expect(liveOf(bare)).toBe(emptyLiveState);
    expect(liveOf({ live: undefined })).toBe(emptyLiveState);
    expect(selectLiveConnection(bare)).toBe(emptyLiveState.connection);
  });

  it('knows no event, outcome or scope, and no price is stale or live', () => {
    expect(selectLiveOutcome(bare, 1)).toBeUndefined();
    expect(selectIsLiveEventFinished(bare, 1)).toBe(false);
    expect(selectLiveScopes(bare)).toEqual({});
    expect(selectLiveVersion(bare)).toBe(0);
    expect(selectLivePricesStale(bare)).toBe(false);
    expect(selectLiveQuoteState(bare, 1, 2)).toBe('untracked');
  });

  it('is what a fresh store holds once the slice module has loaded', async () => {
    const { liveSubscribed } = await import('./liveSlice');
    const store = makeStore({ extra: {} as never });
    store.dispatch(liveSubscribed({ kind: 'event', eventId: 7 }));
    const live = store.getState().live;
    expect(live?.version).toBe(0);
    expect(Object.keys(live?.scopes ?? {})).toEqual(['event:7']);
  });
});
