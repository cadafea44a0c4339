import { createSlice, current, type PayloadAction } from '@reduxjs/toolkit';
import type { SportEvent } from '../platform/schemas/events';
import type { LiveChange } from '../platform/schemas/live';
import { rootReducer } from '../store/makeStore';
import { applyLiveBatch, mergeLiveSeed, mergeSnapshot, type LiveSeed } from './liveRules';
import { pinLiveOutcomes, retainLiveEvents } from './liveRetention';
import { isEmptyTable } from './entityTable';
import {
  emptyLiveEntities,
  emptyLiveState,
  liveScopeKey,
  type LiveState,
  type LiveConnectionState,
  type LiveScope,
} from './liveState';

/**
 * The live data's reducers (betting §4): the one live connection (`liveConnection.ts`) applies
 * snapshots and changes, page parts claim scopes, the betslip pins its outcomes. The state's
 * shape and its selectors are in `liveState.ts`; this module, with the live rules, loads only
 * with what changes the live data, and injects the slice into the root reducer when it does.
 */

export interface LiveSnapshotPayload {
  version: number;
  events: SportEvent[];
  /** The scope this snapshot was loaded for. */
  scopeKey?: string;
  /** The first snapshot of a reload after a gap or a reset: the feed restarts from it. */
  restart?: boolean;
  nowMs?: number;
}

export interface LiveChangesPayload {
  changes: LiveChange[];
  nowMs: number;
  /** False for a feed filtered to some events (versions of the others are skipped). */
  contiguous?: boolean;
  /** A poll's answer version: every asked-for change up to it was given. */
  upTo?: number;
}

export const liveSlice = createSlice({
  name: 'live',
  initialState: emptyLiveState,
  reducers: {
    liveSnapshotReceived(state, action: PayloadAction<LiveSnapshotPayload>) {
      const { version, events, restart, nowMs } = action.payload;
      mergeSnapshot(state, { version, events }, nowMs ?? 0, { restart: restart === true });
      if (restart) state.needsSnapshot = false;
    },
    liveChangesReceived(state, action: PayloadAction<LiveChangesPayload>) {
      const { changes, nowMs, contiguous, upTo } = action.payload;
      const { gap } = applyLiveBatch(state, changes, nowMs, {
        ...(contiguous !== undefined ? { contiguous } : {}),
        ...(upTo !== undefined ? { upTo } : {}),
      });
      if (gap) state.needsSnapshot = true;
    },
    /** The feed cannot go on from the state's version (a reset, a malformed change). */
    liveSnapshotNeeded(state) {
      state.needsSnapshot = true;
    },
    /**
     * A page part claims a scope. With a `seed` (the snapshot the server rendered the page from)
     * the data starts from it, merged like a snapshot; the connection then asks the platform only
     * for the changes after its version (`liveConnection.ts`).
     */
    liveSubscribed: {
      reducer(
        state,
        action: PayloadAction<{ key: string; scope: LiveScope; seed?: LiveSeed; nowMs?: number }>,
      ) {
        const { key, scope, seed, nowMs } = action.payload;
        if (seed && !state.needsSnapshot && state.version === 0 && isEmptyTable(state.events)) {
          // The first seed of the tab (a live page just hydrated): its tables are built on plain
          // objects, not through immer's drafts, which cost a phone most of a frame for a long
          // list. The rest of the state (the betslip's pins, the connection) is kept.
          const base = current(state);
          const held = base.scopes[key];
          const tables = emptyLiveEntities();
          const built: LiveState = {
            ...base,
            scopes: {
              ...base.scopes,
              [key]: held ? { ...held, refs: held.refs + 1 } : { scope, refs: 1 },
            },
            events: tables.events,
            markets: tables.markets,
            outcomes: tables.outcomes,
          };
          mergeLiveSeed(built, seed, nowMs ?? 0);
          return built;
        }
        const claim = state.scopes[key];
        if (claim) claim.refs += 1;
        else state.scopes[key] = { scope, refs: 1 };
        if (seed && !state.needsSnapshot) mergeLiveSeed(state, seed, nowMs ?? 0);
        return undefined;
      },
      prepare(scope: LiveScope, seed?: LiveSeed, nowMs?: number) {
        return {
          payload: {
            key: liveScopeKey(scope),
            scope,
            ...(seed ? { seed } : {}),
            ...(nowMs !== undefined ? { nowMs } : {}),
          },
        };
      },
    },
    liveUnsubscribed(state, action: PayloadAction<string>) {
      const claim = state.scopes[action.payload];
      if (!claim) return;
      claim.refs -= 1;
      if (claim.refs > 0) return;
      state.scopes = Object.fromEntries(
        Object.entries(state.scopes).filter(([key]) => key !== action.payload),
      );
      // With no live list on screen, only the events that event pages claim (and the betslip's
      // pins) stay: a page that claims the others again loads a fresh snapshot.
      const scopes = Object.values(state.scopes).map((other) => other.scope);
      if (scopes.some((scope) => scope.kind === 'list')) return;
      retainLiveEvents(
        state,
        new Set(scopes.flatMap((scope) => (scope.kind === 'event' ? [scope.eventId] : []))),
      );
    },
    /** The outcomes the betslip holds now: the live data keeps them (`liveRetention.ts`). */
    liveOutcomesPinned(state, action: PayloadAction<number[]>) {
      pinLiveOutcomes(state, action.payload);
    },
    liveConnectionChanged(state, action: PayloadAction<Partial<LiveConnectionState>>) {
      Object.assign(state.connection, action.payload);
      if (state.connection.status === 'open') state.connection.wasOpen = true;
    },
    liveWentLiveHandled(state, action: PayloadAction<number[]>) {
      const handled = new Set(action.payload);
      state.wentLive = state.wentLive.filter((id) => !handled.has(id));
    },
  },
});

export const {
  liveSnapshotReceived,
  liveChangesReceived,
  liveSnapshotNeeded,
  liveSubscribed,
  liveUnsubscribed,
  liveConnectionChanged,
  liveWentLiveHandled,
  liveOutcomesPinned,
} = liveSlice.actions;

/** Injected once, when the first module that changes the live data loads. */
liveSlice.injectInto(rootReducer);
