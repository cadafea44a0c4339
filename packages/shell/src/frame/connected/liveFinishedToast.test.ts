import {
  liveChangesReceived,
  liveSnapshotReceived,
  liveSubscribed,
  type LiveChange,
  type SportEvent,
} from '@clem/core';
import { stubbedStore } from '@clem/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toasts from '../../toasts/notify';
import { watchLiveFinished } from './liveFinishedToast';

const event = (id: number): SportEvent => ({
  id,
  name: `Home ${id} v Away ${id}`,
  slug: `${id}-home-v-away`,
  sportCode: 'FOOT',
  eventPaths: [{ id: 1, description: 'Football', slug: 'football' }],
  liveStreaming: false,
  opponents: [],
  isFinished: false,
  eventDate: '2026-11-28T10:00:00Z',
  clock: { minutes: 88, status: 'RUNNING' },
  currentPeriod: { abbreviation: 'HALF', number: 2 },
  markets: [],
});

const ended = (eventId: number, version: number): LiveChange => ({
  type: 'c',
  version,
  at: '2026-11-28T11:50:00Z',
  eventId,
  clock: { minutes: 94, status: 'END_OF_EVENT' },
  currentPeriod: { abbreviation: 'HALF', number: 2 },
  isFinished: true,
});

function setUp(watched: 'event' | 'list') {
  const { store } = stubbedStore(() => ({ body: {} }));
  const spy = vi.spyOn(toasts, 'notify').mockImplementation(() => undefined);
  watchLiveFinished(store);
  watchLiveFinished(store); // once per store, however often it is asked
  store.dispatch(
    liveSubscribed(watched === 'event' ? { kind: 'event', eventId: 7 } : { kind: 'list' }),
  );
  store.dispatch(liveSnapshotReceived({ version: 10, events: [event(7), event(8)] }));
  return { store, spy };
}

afterEach(() => vi.restoreAllMocks());

describe('the "event finished" toast', () => {
  it('comes once when the event whose page is open finishes', () => {
    const { store, spy } = setUp('event');
    store.dispatch(liveChangesReceived({ changes: [ended(7, 11)], nowMs: 1 }));
    store.dispatch(liveChangesReceived({ changes: [ended(7, 11)], nowMs: 2 }));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith('event-finished');
  });

  it('does not come for another event, or for an event that ends in a list', () => {
    const onPage = setUp('event');
    onPage.store.dispatch(liveChangesReceived({ changes: [ended(8, 11)], nowMs: 1 }));
    expect(onPage.spy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    const inList = setUp('list');
    inList.store.dispatch(liveChangesReceived({ changes: [ended(7, 11)], nowMs: 1 }));
    expect(inList.spy).not.toHaveBeenCalled();
  });
});
