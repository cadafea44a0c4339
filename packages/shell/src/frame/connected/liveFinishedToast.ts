import {
  selectLiveEvent,
  selectLiveScopes,
  type AppStartListening,
  type RootState,
} from '@clem/core';
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

const registered = new WeakSet<AppStartListening>();

export function registerLiveFinishedToast(startListening: AppStartListening): void {
  if (registered.has(startListening)) return;
  registered.add(startListening);
  startListening({
    predicate: (_action, current, previous) =>
      current.live !== previous.live && finishedWatchedEvents(previous, current).length > 0,
    effect: () => notify('event-finished'),
  });
}
