import { liveOutcomesPinned, type AppStore, listenersOf } from '@clem/core';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectPicks } from '../../picks/betslipState';

function pickedOutcomes(state: object): number[] {
  return selectPicks(state).map((pick) => pick.outcomeId);
}

/**
 * Pins the slip's outcomes in the live data, so that what the slip shows of them (price, market
 * closed, event finished) stays when the live data lets go of the rest (`liveRetention.ts` in
 * core). Runs with the betslip's listeners; returns a function that stops it.
 */
export function startLivePins(
  store: Pick<AppStore, 'getState' | 'extra' | 'addListenerMiddleware'> & {
    dispatch: (action: UnknownAction) => unknown;
  },
): () => void {
  store.dispatch(liveOutcomesPinned(pickedOutcomes(store.getState())));
  return listenersOf(store)({
    predicate: (_action, current, previous) => selectPicks(current) !== selectPicks(previous),
    effect: (_action, api) => {
      api.dispatch(liveOutcomesPinned(pickedOutcomes(api.getState())));
    },
  });
}
