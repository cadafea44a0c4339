import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SportEvent } from '../platform/schemas/events';
import type { LiveChange } from '../platform/schemas/live';
import { isMarketBettable } from '../domain/events/markets';
import { entitiesOf, getEntity } from './entityTable';
import {
  applyLiveBatch,
  emptyLiveEntities,
  mergeLiveSeed,
  mergeSnapshot,
  type LiveEntitiesState,
  type LiveEventEntity,
  type LiveMarketEntity,
  type LiveOutcomeEntity,
  type LiveSeed,
} from './liveRules';
import { isLiveEventFinished } from '../domain/live/scoreboard';
import { pinLiveOutcomes, retainLiveEvents } from './liveRetention';

/**
 * The live data of the tab (betting §4): normalised live events, markets and outcomes kept
 * current by the one live connection (`liveConnection.ts`), the scopes the pages on screen ask
 * for, and the connection's state. Components read one entity each through the selectors below,
 * so a price change re-renders the one button that shows it.
 */

/** What a page needs live: one event (its page) or a live list (In-Play, one sport live). */
export type LiveScope =
  | { kind: 'event'; eventId: number }
  | {
      kind: 'list';
      sportCode?: string;
      eventPathIds?: number[];
      eventsPerPage?: number;
      marketsPerEvent?: number;
    };

/** A stable key of a scope: the same scope asked for by two parts of a page is one claim. */
export function liveScopeKey(scope: LiveScope): string {
  if (scope.kind === 'event') return `event:${scope.eventId}`;
  const paths = [...(scope.eventPathIds ?? [])].sort((a, b) => a - b).join(',');
  return [
    'list',
    scope.sportCode ?? '',
    paths,
    scope.eventsPerPage ?? '',
    scope.marketsPerEvent ?? '',
  ].join(':');
}

export type LiveConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'stale';

export interface LiveConnectionState {
  status: LiveConnectionStatus;
  transport: 'sse' | 'poll' | null;
  /** Client ms of the last change, heartbeat or answer. */
  lastDataAt: number | null;
  /** Reconnection attempts since the connection was last open. */
  attempt: number;
  /** The connection was open at least once (stale prices are only possible after that). */
  wasOpen: boolean;
}

export interface LiveScopeClaim {
  scope: LiveScope;
  /** How many mounted parts claim this scope. */
  refs: number;
}

export interface LiveState extends LiveEntitiesState {
  /** A change is missing (or the feed said reset): the connection reloads the snapshots. */
  needsSnapshot: boolean;
  connection: LiveConnectionState;
  scopes: Record<string, LiveScopeClaim>;
}

const initialState: LiveState = {
  ...emptyLiveEntities(),
  needsSnapshot: false,
  connection: { status: 'idle', transport: null, lastDataAt: null, attempt: 0, wasOpen: false },
  scopes: {},
};

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
  initialState,
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
        const claim = state.scopes[key];
        if (claim) claim.refs += 1;
        else state.scopes[key] = { scope, refs: 1 };
        if (seed && !state.needsSnapshot) mergeLiveSeed(state, seed, nowMs ?? 0);
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

/** Any state that holds the live slice (the root state does). */
export interface WithLive {
  live: LiveState;
}

/**
 * One outcome's live price and movement. The entity object changes only when its own price does,
 * so a component selecting it re-renders for its own price alone.
 */
export function selectLiveOutcome(
  state: WithLive,
  outcomeId: number,
): LiveOutcomeEntity | undefined {
  return getEntity(state.live.outcomes, outcomeId);
}

/** One market's live status (and feed). Same stability as `selectLiveOutcome`. */
export function selectLiveMarket(state: WithLive, marketId: number): LiveMarketEntity | undefined {
  return getEntity(state.live.markets, marketId);
}

/** One event's live clock, period and scores. Same stability as `selectLiveOutcome`. */
export function selectLiveEvent(state: WithLive, eventId: number): LiveEventEntity | undefined {
  return getEntity(state.live.events, eventId);
}

/** Whether the live data says an event has finished (false while it does not know the event). */
export function selectIsLiveEventFinished(state: WithLive, eventId: number): boolean {
  const event = getEntity(state.live.events, eventId);
  return event !== undefined && isLiveEventFinished(event);
}

/** Whether a feed is under a feed alert (its markets are not bettable). */
export function selectIsFeedAlerted(state: WithLive, feedId: string): boolean {
  return state.live.alertedFeeds.includes(feedId);
}

export function selectLiveConnection(state: WithLive): LiveConnectionState {
  return state.live.connection;
}

export function selectLiveVersion(state: WithLive): number {
  return state.live.version;
}

/** The scopes claimed now, by key. */
export function selectLiveScopes(state: WithLive): Record<string, LiveScopeClaim> {
  return state.live.scopes;
}

/** Events that went live and wait to be loaded. */
export function selectLiveWentLive(state: WithLive): readonly number[] {
  return state.live.wentLive;
}

export function selectLiveNeedsSnapshot(state: WithLive): boolean {
  return state.live.needsSnapshot;
}

/**
 * Whether the live prices on screen cannot be trusted now: the connection went quiet ('stale') or
 * is coming back ('reconnecting') after it had been open. Pages say "Reconnecting…" and odds
 * buttons refuse picks meanwhile. Before the first open, the server's render stands.
 */
export const selectLivePricesStale = createSelector(
  [selectLiveConnection],
  (connection) =>
    connection.wasOpen && (connection.status === 'stale' || connection.status === 'reconnecting'),
);

/**
 * What the live data says of one odds button's price, as one value (a button subscribes once,
 * not to its outcome, market, feed alert and the connection apart):
 * - `untracked`: the live data knows neither the outcome nor its market (the page's props stand);
 * - `asPage`: it knows the outcome but not its market, and nothing stops a pick (the page's own
 *   bettable flag stands);
 * - `bettable` / `unavailable`: its market is known, and open, or not (suspended, a feed alert
 *   on its feed, its event finished, or stale prices while the connection is down).
 */
export type LiveQuoteState = 'untracked' | 'asPage' | 'bettable' | 'unavailable';

export function selectLiveQuoteState(
  state: WithLive,
  outcomeId: number,
  marketId: number,
): LiveQuoteState {
  const outcome = getEntity(state.live.outcomes, outcomeId);
  const market = getEntity(state.live.markets, marketId);
  if (!outcome && !market) return 'untracked';
  if (selectLivePricesStale(state)) return 'unavailable';
  const event = getEntity(state.live.events, (outcome ?? market)?.eventId ?? -1);
  if (event && isLiveEventFinished(event)) return 'unavailable';
  if (market?.feedId !== undefined && selectIsFeedAlerted(state, market.feedId)) {
    return 'unavailable';
  }
  if (!market) return 'asPage';
  return isMarketBettable(market.status) ? 'bettable' : 'unavailable';
}

/**
 * The live events the data holds that are not finished, of one sport or all: a live list compares
 * them with the rows it shows to tell the player about events that went live since
 * (a new array on every call: select it inside a selector that returns a primitive).
 */
export function liveEventsInPlay(state: WithLive, sportCode?: string): LiveEventEntity[] {
  return entitiesOf(state.live.events).filter(
    (event) =>
      !isLiveEventFinished(event) && (sportCode === undefined || event.sportCode === sportCode),
  );
}
