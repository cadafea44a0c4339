import type { Reducer, UnknownAction } from 'redux';
import { defineAction } from './slice';

/*
 * The store's side of persistence, kept apart from `persistence.ts` (which validates stored
 * values with zod): makeStore needs only this, so zod stays out of every page's first JavaScript;
 * the reading and validating code loads after mount.
 */

/** Restores partial slice states: `{ [sliceName]: partial }`, shallow-merged into each slice. */
export const persistedStateRestored = defineAction<Record<string, object>>('persistence/restored');

/** Wraps the root reducer so `persistedStateRestored` can fill any persisted slice. */
export function withPersistedRestore<S, P>(
  reducer: Reducer<S, UnknownAction, P>,
): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    const next = reducer(state, action);
    if (!persistedStateRestored.match(action)) return next;
    const merged: Record<string, unknown> = { ...(next as Record<string, unknown>) };
    for (const [slice, partial] of Object.entries(action.payload)) {
      const current = merged[slice];
      if (current && typeof current === 'object') merged[slice] = { ...current, ...partial };
    }
    return merged as S;
  };
}
