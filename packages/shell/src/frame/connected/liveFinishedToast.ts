import { selectLiveEvent, selectLiveScopes, type RootState } from '@clem/core';
import { notify } from '../../toasts/notify';

/**
 * Betting §8 toasts: "event finished". When the live data says an event has finished while its
 * page is on screen (the page claims that event's live scope), the player gets the toast once;
 * the page itself also says so. Events that finish in a list just leave it, without a toast.
 */
export function finishedWatchedEvents(previous: RootState, current: RootState): number[] {
  const finished: number[] = [];
  for (const claim of Object.values(selectLiveScopes(current))) {
    if (claim.scope.kind !== 'event') continue;
    const id = claim.scope.eventId;
    const now = selectLiveEvent(current, id);
    const before = selectLiveEvent(previous, id);
    if (now?.isFinished === true && before !== undefined && before.isFinished !== true) {
      finished.push(id);
    }
  }
  return finished;
}

const watched = new WeakSet<object>();

/** What the toast needs of a store: it follows the state, without the listener middleware. */
export interface WatchableStore {
  getState(): RootState;
  subscribe(listener: () => void): () => void;
}

/**
 * Toasts "event finished" on this store from now on (once per store, however often it is
 * asked). A plain store subscription, so the frame registers it at start without loading Redux
 * Toolkit's listener middleware into the page's first JavaScript.
 */
export function watchLiveFinished(store: WatchableStore): () => void {
  if (watched.has(store)) return () => undefined;
  watched.add(store);
  let previous = store.getState();
  const unsubscribe = store.subscribe(() => {
    const current = store.getState();
    const before = previous;
    previous = current;
    if (current.live !== before.live && finishedWatchedEvents(before, current).length > 0) {
      notify('event-finished');
    }
  });
  return () => {
    unsubscribe();
    watched.delete(store);
  };
}
