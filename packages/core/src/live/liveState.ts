import { isMarketBettable } from '../domain/events/markets';
import { isLiveEventFinished } from '../domain/live/finished';
import { emptyEntityTable, entitiesOf, getEntity } from './entityTable';
import type {
  LiveEntitiesState,
  LiveEventEntity,
  LiveMarketEntity,
  LiveOutcomeEntity,
} from './liveRules';

/**
 * The live data of the tab (betting §4): normalised live events, markets and outcomes kept
 * current by the one live connection (`liveConnection.ts`), the scopes the pages on screen ask
 * for, and the connection's state. Components read one entity each through the selectors below,
 * so a price change re-renders the one button that shows it.
 *
 * This module holds the state's shape and its selectors, which every page may use (an odds
 * button asks whether its price is live); the reducers and their rules are in `liveSlice.ts`.
 */

/** The live entities before anything was loaded. */
export function emptyLiveEntities(): LiveEntitiesState {
  return {
    events: emptyEntityTable(),
    markets: emptyEntityTable(),
    outcomes: emptyEntityTable(),
    version: 0,
    alertedFeeds: [],
    wentLive: [],
    recent: [],
    pinned: [],
  };
}

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

/** The live data before anything was loaded; also what the selectors read before it is. */
export const emptyLiveState: LiveState = {
  ...emptyLiveEntities(),
  needsSnapshot: false,
  connection: { status: 'idle', transport: null, lastDataAt: null, attempt: 0, wasOpen: false },
  scopes: {},
};

/**
 * Any root state: the live slice is injected by the first module that changes the live data
 * (`liveSlice.ts`, loaded with a live page's islands, the live connection or the betslip's
 * listeners), so a page without live data carries none of its rules.
 */
export interface WithLive {
  live?: LiveState | undefined;
}

/** The live data of a state: the empty state until the slice is injected. */
export function liveOf(state: WithLive): LiveState {
  return state.live ?? emptyLiveState;
}

/**
 * One outcome's live price and movement. The entity object changes only when its own price does,
 * so a component selecting it re-renders for its own price alone.
 */
export function selectLiveOutcome(
  state: WithLive,
  outcomeId: number,
): LiveOutcomeEntity | undefined {
  return getEntity(liveOf(state).outcomes, outcomeId);
}

/** One market's live status (and feed). Same stability as `selectLiveOutcome`. */
export function selectLiveMarket(state: WithLive, marketId: number): LiveMarketEntity | undefined {
  return getEntity(liveOf(state).markets, marketId);
}

/** One event's live clock, period and scores. Same stability as `selectLiveOutcome`. */
export function selectLiveEvent(state: WithLive, eventId: number): LiveEventEntity | undefined {
  return getEntity(liveOf(state).events, eventId);
}

/** Whether the live data says an event has finished (false while it does not know the event). */
export function selectIsLiveEventFinished(state: WithLive, eventId: number): boolean {
  const event = getEntity(liveOf(state).events, eventId);
  return event !== undefined && isLiveEventFinished(event);
}

/** Whether a feed is under a feed alert (its markets are not bettable). */
export function selectIsFeedAlerted(state: WithLive, feedId: string): boolean {
  return liveOf(state).alertedFeeds.includes(feedId);
}

export function selectLiveConnection(state: WithLive): LiveConnectionState {
  return liveOf(state).connection;
}

export function selectLiveVersion(state: WithLive): number {
  return liveOf(state).version;
}

/** The scopes claimed now, by key. */
export function selectLiveScopes(state: WithLive): Record<string, LiveScopeClaim> {
  return liveOf(state).scopes;
}

/** Events that went live and wait to be loaded. */
export function selectLiveWentLive(state: WithLive): readonly number[] {
  return liveOf(state).wentLive;
}

export function selectLiveNeedsSnapshot(state: WithLive): boolean {
  return liveOf(state).needsSnapshot;
}

/**
 * Whether the live prices on screen cannot be trusted now: the connection went quiet ('stale') or
 * is coming back ('reconnecting') after it had been open. Pages say "Reconnecting…" and odds
 * buttons refuse picks meanwhile. Before the first open, the server's render stands.
 */
export function selectLivePricesStale(state: WithLive): boolean {
  const connection = liveOf(state).connection;
  return (
    connection.wasOpen && (connection.status === 'stale' || connection.status === 'reconnecting')
  );
}

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
  const live = liveOf(state);
  const outcome = getEntity(live.outcomes, outcomeId);
  const market = getEntity(live.markets, marketId);
  if (!outcome && !market) return 'untracked';
  if (selectLivePricesStale(state)) return 'unavailable';
  const event = getEntity(live.events, (outcome ?? market)?.eventId ?? -1);
  if (event && isLiveEventFinished(event)) return 'unavailable';
  if (market?.feedId !== undefined && live.alertedFeeds.includes(market.feedId)) {
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
  return entitiesOf(liveOf(state).events).filter(
    (event) =>
      !isLiveEventFinished(event) && (sportCode === undefined || event.sportCode === sportCode),
  );
}
