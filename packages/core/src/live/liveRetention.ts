import { current, isDraft } from '@reduxjs/toolkit';
import { isMarketDisplayed } from '../domain/events/markets';
import type { SportEvent } from '../platform/schemas/events';
import { entitiesOf, getEntity, removeEntity, type EntityTable } from './entityTable';
import { isLiveEventFinished } from '../domain/live/finished';
import type { LiveEntitiesState } from './liveRules';

/**
 * What the live data keeps, and when it lets go. A tab left on In-Play for an evening sees
 * hundreds of events start and end and thousands of markets open and close; kept forever, their
 * entities grew the heap by ~1.8 MB a minute in the 10-minute soak (`npm run bench`). The rules:
 *
 * - A market that leaves the page (settled, resulted, closed, lts: not displayed) keeps its own
 *   entity (its status is what hides it and disables its buttons) but lets go of its outcomes.
 * - An event that finishes keeps its own entity (rows and pages read "finished" from it) but lets
 *   go of its markets and outcomes: nothing of a finished event is bettable or shown.
 * - When a scope is released and no live list is claimed any more, only the events that event
 *   scopes claim stay; every other event, market and outcome goes (a page that claims them again
 *   loads a fresh snapshot).
 * - An event that goes live while a list is on screen is kept with the list's markets, not all
 *   of them (`firstDisplayedMarkets`).
 * - Whatever the betslip holds (its pinned outcomes, with their markets and events) always stays,
 *   so the slip can say a selection closed or its event finished.
 *
 * Pure: each function mutates the state it is given (an immer draft inside the live slice).
 */

/** A table's entities as they are now, without making a draft of each one. */
function plainEntities<T>(table: EntityTable<T>): T[] {
  if (!isDraft(table)) return entitiesOf(table);
  const now: unknown = current(table as object);
  return entitiesOf(now as EntityTable<T>);
}

/** The outcomes of a market that left the page go, except the pinned ones. */
export function releaseClosedMarketOutcomes(state: LiveEntitiesState, marketId: number): void {
  const market = getEntity(state.markets, marketId);
  if (!market || isMarketDisplayed(market.status)) return;
  const pinned = new Set(state.pinned);
  for (const id of market.outcomeIds) {
    if (!pinned.has(id)) removeEntity(state.outcomes, id);
  }
}

/**
 * The markets and outcomes of finished events go, except pinned outcomes and their markets (the
 * events themselves stay).
 */
export function releaseFinishedEventMarkets(
  state: LiveEntitiesState,
  eventIds: ReadonlySet<number>,
): void {
  if (eventIds.size === 0) return;
  const pinned = new Set(state.pinned);
  for (const market of plainEntities(state.markets)) {
    if (!eventIds.has(market.eventId)) continue;
    const keep = market.outcomeIds.filter((id) => pinned.has(id));
    for (const id of market.outcomeIds) {
      if (!pinned.has(id)) removeEntity(state.outcomes, id);
    }
    if (keep.length === 0) removeEntity(state.markets, market.id);
  }
}

/**
 * Keeps only the events in `eventIds` (with their markets and outcomes) and what the betslip
 * pins; everything else goes.
 */
export function retainLiveEvents(state: LiveEntitiesState, eventIds: ReadonlySet<number>): void {
  const pinned = new Set(state.pinned);
  const pinnedMarkets = new Set<number>();
  const pinnedEvents = new Set<number>();
  for (const id of pinned) {
    const outcome = getEntity(state.outcomes, id);
    if (outcome) {
      pinnedMarkets.add(outcome.marketId);
      pinnedEvents.add(outcome.eventId);
    }
  }
  for (const outcome of plainEntities(state.outcomes)) {
    if (!eventIds.has(outcome.eventId) && !pinned.has(outcome.id)) {
      removeEntity(state.outcomes, outcome.id);
    }
  }
  for (const market of plainEntities(state.markets)) {
    if (!eventIds.has(market.eventId) && !pinnedMarkets.has(market.id)) {
      removeEntity(state.markets, market.id);
    }
  }
  for (const event of plainEntities(state.events)) {
    if (!eventIds.has(event.id) && !pinnedEvents.has(event.id)) {
      removeEntity(state.events, event.id);
    }
  }
}

/**
 * The betslip's outcomes now (`ids`): they stay whatever happens. An outcome no longer pinned
 * goes at once when nothing else would have kept it (its market left the page, or its event
 * finished).
 */
export function pinLiveOutcomes(state: LiveEntitiesState, ids: readonly number[]): void {
  const next = new Set(ids);
  const unpinned = state.pinned.filter((id) => !next.has(id));
  state.pinned = [...next].sort((a, b) => a - b);
  for (const id of unpinned) {
    const outcome = getEntity(state.outcomes, id);
    if (!outcome) continue;
    const market = getEntity(state.markets, outcome.marketId);
    const event = getEntity(state.events, outcome.eventId);
    if (event && isLiveEventFinished(event)) {
      removeEntity(state.outcomes, id);
      const marketPinned = market?.outcomeIds.some((other) => next.has(other)) === true;
      if (market && !marketPinned) removeEntity(state.markets, market.id);
    } else if (market && !isMarketDisplayed(market.status)) {
      removeEntity(state.outcomes, id);
    }
  }
}

/**
 * An event with the first `count` displayed markets (open or suspended, with a visible outcome)
 * in the platform's order: what `livepage` gives a list with `marketsPerEvent`, so an event that
 * goes live while a list is on screen is kept as the list would show it.
 */
export function firstDisplayedMarkets(event: SportEvent, count: number): SportEvent {
  const markets: SportEvent['markets'] = [];
  for (const market of event.markets) {
    if (markets.length >= count) break;
    if (isMarketDisplayed(market.status) && market.outcomes.some((outcome) => !outcome.hidden)) {
      markets.push(market);
    }
  }
  return markets.length === event.markets.length ? event : { ...event, markets };
}
