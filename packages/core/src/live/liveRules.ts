import { createNextState } from '@reduxjs/toolkit';
import { isMarketBettable, isMarketDisplayed } from '../domain/events/markets';
import type { MarketStatus, SportEvent } from '../platform/schemas/events';
import type { LiveChange } from '../platform/schemas/live';
import { entitiesOf, getEntity, isEmptyTable, setEntity, type EntityTable } from './entityTable';
import { isLiveEventFinished } from '../domain/live/finished';
import { releaseClosedMarketOutcomes, releaseFinishedEventMarkets } from './liveRetention';

/**
 * The live data rules (betting spec §4 "Market status" and "Live event change types"): live
 * events, markets and outcomes as normalised entities, how each change type moves them, how
 * changes are sequenced (never twice, a gap reloads) and how a snapshot (`livepage`) merges.
 *
 * Pure: every function here works on a plain state object or on an immer draft of it (the live
 * slice calls them inside its reducers); nothing here loads data or reads the clock.
 *
 * Versions. Every change carries a version one above the previous one. `state.version` is the
 * cursor of the change feed: the last version applied (the stream and the poll go on from it).
 * Each event and market also keeps `asOf`, the version its values reflect (its snapshot's or the
 * last change applied to it), so a change at or below it is never applied to it again: a replay,
 * or a snapshot newer than the feed, never moves a price or a score back.
 */

export type LiveScores = NonNullable<SportEvent['scores']>;
export type LiveSets = NonNullable<SportEvent['sets']>;
export type LivePeriodScores = NonNullable<SportEvent['scoresPerPeriod']>;
export type LiveClock = NonNullable<SportEvent['clock']>;
export type LiveCurrentPeriod = NonNullable<SportEvent['currentPeriod']>;
export type LiveCricketOutcomes = Extract<LiveChange, { type: 'co' }>['cricketOutcomes'];

export interface LiveEventEntity {
  id: number;
  clock?: LiveClock;
  currentPeriod?: LiveCurrentPeriod;
  scores?: LiveScores;
  sets?: LiveSets;
  scoresPerPeriod?: LivePeriodScores;
  cricketOutcomes?: LiveCricketOutcomes;
  liveOpenMarketCount?: number;
  isFinished: boolean;
  /** ISO date-time of the start (rewritten when a prematch event goes live early). */
  eventDate: string;
  /** The event's sport (from its snapshot): a live list of one sport counts its own events. */
  sportCode?: string;
  /** The version these values reflect. */
  asOf: number;
}

export interface LiveMarketEntity {
  id: number;
  eventId: number;
  status: MarketStatus;
  feedId?: string;
  outcomeIds: number[];
  /** The version this status and these prices reflect. */
  asOf: number;
}

export type PriceMovement = 'up' | 'down' | null;

export interface LiveOutcomeEntity {
  id: number;
  marketId: number;
  eventId: number;
  decimal: number;
  priceId: number;
  hidden: boolean;
  /** The direction of the last price change (null: none seen since the snapshot). */
  movement: PriceMovement;
  /** Client time (ms) when the last price change was applied; the button shows it for ~2 s. */
  changedAt: number | null;
}

/**
 * How many applied changes the state keeps, so that a snapshot older than the feed (asked for
 * while the stream went on) can catch up on the changes that arrived before its entities did.
 * 1,000 changes cover well over the few seconds a snapshot call takes.
 */
export const LIVE_RECENT_CHANGES = 1000;

/** The live entities and the feed's sequencing state. */
export interface LiveEntitiesState {
  /** Normalised entities in sharded tables (`entityTable.ts`: why not one object each). */
  events: EntityTable<LiveEventEntity>;
  markets: EntityTable<LiveMarketEntity>;
  outcomes: EntityTable<LiveOutcomeEntity>;
  /** The last change version applied (0: nothing loaded yet). */
  version: number;
  /** Feeds under a feed alert: their open markets are not bettable. */
  alertedFeeds: string[];
  /** Events that went live (change `l`) and wait to be loaded with `livepage/{id}`. */
  wentLive: number[];
  /**
   * The last applied changes, oldest first (see LIVE_RECENT_CHANGES), one array per applied
   * batch: a batch adds one item, so immer copies a few dozen items a batch, not a thousand.
   */
  recent: (readonly LiveChange[])[];
  /**
   * Outcome ids the betslip holds, ascending: the retention rules (`liveRetention.ts`) never let
   * them go, nor their markets and events.
   */
  pinned: number[];
}

export interface NormalisedLiveSnapshot {
  events: LiveEventEntity[];
  markets: LiveMarketEntity[];
  outcomes: LiveOutcomeEntity[];
}

/** The snapshot's events as entities, each at `version` (0 when the caller does not know it). */
export function normaliseSnapshot(
  events: readonly SportEvent[],
  version = 0,
): NormalisedLiveSnapshot {
  const result: NormalisedLiveSnapshot = { events: [], markets: [], outcomes: [] };
  for (const event of events) {
    result.events.push({
      id: event.id,
      ...(event.clock ? { clock: event.clock } : {}),
      ...(event.currentPeriod ? { currentPeriod: event.currentPeriod } : {}),
      ...(event.scores ? { scores: event.scores } : {}),
      ...(event.sets ? { sets: event.sets } : {}),
      ...(event.scoresPerPeriod ? { scoresPerPeriod: event.scoresPerPeriod } : {}),
      ...(isCricketOutcomes(event['cricketOutcomes'])
        ? { cricketOutcomes: event['cricketOutcomes'] }
        : {}),
      ...(event.liveOpenMarketCount !== undefined
        ? { liveOpenMarketCount: event.liveOpenMarketCount }
        : {}),
      isFinished: isLiveEventFinished(event),
      eventDate: event.eventDate,
      ...(event.sportCode ? { sportCode: event.sportCode } : {}),
      asOf: version,
    });
    for (const market of event.markets) {
      result.markets.push({
        id: market.id,
        eventId: event.id,
        status: market.status,
        ...(market.feedId !== undefined ? { feedId: market.feedId } : {}),
        outcomeIds: market.outcomes.map((outcome) => outcome.id),
        asOf: version,
      });
      for (const outcome of market.outcomes) {
        result.outcomes.push({
          id: outcome.id,
          marketId: market.id,
          eventId: event.id,
          decimal: outcome.currentPrice.decimal,
          priceId: outcome.currentPrice.id,
          hidden: outcome.hidden,
          movement: null,
          changedAt: null,
        });
      }
    }
  }
  return result;
}

/** A loose check of cricket innings as a snapshot or an `l` change may carry them. */
function isCricketOutcomes(value: unknown): value is LiveCricketOutcomes {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { opponentId?: unknown }).opponentId === 'number' &&
        typeof (item as { runs?: unknown }).runs === 'number',
    )
  );
}

function isSets(value: unknown): value is LiveSets {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { gameSet?: unknown }).gameSet)
  );
}

function isPeriodScores(value: unknown): value is LivePeriodScores {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { periodKey?: unknown }).periodKey === 'string',
    )
  );
}

/** Entries of `base` replaced by those of `update` with the same key, new keys appended. */
function mergeBy<T>(
  base: readonly T[] | undefined,
  update: readonly T[],
  key: (item: T) => string,
) {
  const merged = [...(base ?? [])];
  for (const item of update) {
    const index = merged.findIndex((existing) => key(existing) === key(item));
    if (index === -1) merged.push(item);
    else merged[index] = item;
  }
  return merged;
}

const byOpponent = (item: { opponentId: number }) => String(item.opponentId);
const byPeriod = (item: { opponentId: number; periodInstance: number; periodKey: string }) =>
  `${item.opponentId}|${item.periodInstance}|${item.periodKey}`;

/** `s` (§4): scores and gameSet merged by opponent, period scores by opponent, instance and key. */
export function mergeScores(
  event: Pick<LiveEventEntity, 'scores' | 'sets' | 'scoresPerPeriod'>,
  change: { scores: LiveScores; sets?: LiveSets | undefined; scoresPerPeriod?: LivePeriodScores },
): Pick<LiveEventEntity, 'scores' | 'sets' | 'scoresPerPeriod'> {
  const merged: Pick<LiveEventEntity, 'scores' | 'sets' | 'scoresPerPeriod'> = {
    scores: mergeBy(event.scores, change.scores, byOpponent),
  };
  if (change.sets) {
    const maxSets = change.sets.maxSets ?? event.sets?.maxSets;
    merged.sets = {
      ...event.sets,
      ...change.sets,
      ...(maxSets !== undefined ? { maxSets } : {}),
      gameSet: mergeBy(event.sets?.gameSet, change.sets.gameSet, byOpponent),
    };
  } else if (event.sets) {
    merged.sets = event.sets;
  }
  if (change.scoresPerPeriod) {
    merged.scoresPerPeriod = mergeBy(event.scoresPerPeriod, change.scoresPerPeriod, byPeriod);
  } else if (event.scoresPerPeriod) {
    merged.scoresPerPeriod = event.scoresPerPeriod;
  }
  return merged;
}

/** An event-bound change's event, when it is known and the change is newer than its values. */
function eventFor(state: LiveEntitiesState, eventId: number, version: number) {
  const event = getEntity(state.events, eventId);
  return event && version > event.asOf ? event : undefined;
}

/**
 * Applies one change to the state (mutating it: call it on an immer draft or a copy). A change
 * for an event, market or outcome the state does not hold is ignored (an event not on screen);
 * a change at or below an entity's `asOf` leaves that entity as it is. The cursor moves to the
 * change's version when it is above it.
 *
 * Decisions (spec silent): `ce` on an event without a clock starts one as RUNNING; `p` with the
 * same decimal (a new price id only) keeps the last movement; an `l` change is recorded in
 * `wentLive` even for an event the state does not hold yet, so the app can load it.
 */
export function applyLiveChange(state: LiveEntitiesState, change: LiveChange, nowMs: number) {
  switch (change.type) {
    case 'ce': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        event.clock = {
          ...event.clock,
          minutes: change.minutes,
          status: event.clock?.status ?? 'RUNNING',
        };
        event.asOf = change.version;
      }
      break;
    }
    case 'c': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        const wasFinished = event.isFinished;
        event.clock = change.clock;
        event.currentPeriod = change.currentPeriod;
        event.isFinished = change.isFinished || change.clock.status === 'END_OF_EVENT';
        event.asOf = change.version;
        if (event.isFinished && !wasFinished)
          releaseFinishedEventMarkets(state, new Set([event.id]));
      }
      break;
    }
    case 's': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        Object.assign(
          event,
          mergeScores(event, {
            scores: change.scores,
            sets: change.sets,
            ...(change.scoresPerPeriod ? { scoresPerPeriod: change.scoresPerPeriod } : {}),
          }),
        );
        event.asOf = change.version;
      }
      break;
    }
    case 'co': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        event.cricketOutcomes = change.cricketOutcomes;
        event.asOf = change.version;
      }
      break;
    }
    case 'em': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        event.liveOpenMarketCount = change.liveOpenMarketCount;
        event.asOf = change.version;
      }
      break;
    }
    case 'm': {
      const market = getEntity(state.markets, change.marketId);
      if (market && change.version > market.asOf) {
        market.status = change.status;
        market.feedId = change.feedId;
        market.asOf = change.version;
        releaseClosedMarketOutcomes(state, market.id);
      }
      break;
    }
    case 'p': {
      const market = getEntity(state.markets, change.marketId);
      if (market && change.version > market.asOf) {
        for (const price of change.outcomes) {
          const outcome = getEntity(state.outcomes, price.id);
          if (!outcome) continue;
          if (price.decimal !== outcome.decimal) {
            outcome.movement = price.decimal > outcome.decimal ? 'up' : 'down';
            outcome.changedAt = nowMs;
            outcome.decimal = price.decimal;
          }
          outcome.priceId = price.priceId;
        }
        market.asOf = change.version;
      }
      break;
    }
    case 'fa': {
      // Idempotent either way: a replay of an alert changes nothing.
      const has = state.alertedFeeds.includes(change.feedId);
      if (change.active && !has) state.alertedFeeds.push(change.feedId);
      if (!change.active && has) {
        state.alertedFeeds = state.alertedFeeds.filter((feed) => feed !== change.feedId);
      }
      break;
    }
    case 'l': {
      const event = eventFor(state, change.eventId, change.version);
      if (event) {
        event.eventDate = change.eventDate;
        event.clock = change.clock;
        event.currentPeriod = change.currentPeriod;
        event.scores = change.scores;
        const { sets, scoresPerPeriod, cricketOutcomes } = change;
        if (isSets(sets)) event.sets = sets;
        if (isPeriodScores(scoresPerPeriod)) event.scoresPerPeriod = scoresPerPeriod;
        if (isCricketOutcomes(cricketOutcomes)) event.cricketOutcomes = cricketOutcomes;
        const wasFinished = event.isFinished;
        event.isFinished = change.clock.status === 'END_OF_EVENT';
        event.asOf = change.version;
        if (event.isFinished && !wasFinished)
          releaseFinishedEventMarkets(state, new Set([event.id]));
      }
      if (change.version > state.version && !state.wentLive.includes(change.eventId)) {
        state.wentLive.push(change.eventId);
      }
      break;
    }
  }
  if (change.version > state.version) state.version = change.version;
}

/** The changes in version order (a new array). */
export function inVersionOrder(changes: readonly LiveChange[]): LiveChange[] {
  return [...changes].sort((a, b) => a.version - b.version);
}

export interface ChangePlan {
  /** The changes to apply, in version order. */
  apply: LiveChange[];
  /** A change is missing: reload a snapshot (the changes in `apply` may still be applied). */
  gap: boolean;
}

/**
 * Which of `changes` to apply after `currentVersion`: those at or below it (and repeats within
 * the batch) are dropped, never applied twice; the rest are taken in version order.
 *
 * `contiguous` (the default) is for an unfiltered feed, where versions follow one another: the
 * first new change above `currentVersion + 1`, or a hole inside the batch, is a gap, and nothing
 * after the gap is applied. A feed filtered to some events (`eventIds`) skips the versions of the
 * others by design, so there a hole is not a gap; the platform's replay from `since` (or its
 * `reset`) is what keeps that feed whole.
 */
export function planChanges(
  currentVersion: number,
  changes: readonly LiveChange[],
  { contiguous = true }: { contiguous?: boolean } = {},
): ChangePlan {
  const ordered = inVersionOrder(changes);
  const apply: LiveChange[] = [];
  let last = currentVersion;
  for (const change of ordered) {
    if (change.version <= last) continue;
    if (contiguous && change.version !== last + 1) return { apply, gap: true };
    apply.push(change);
    last = change.version;
  }
  return { apply, gap: false };
}

/** Keeps the last LIVE_RECENT_CHANGES applied changes. */
function remember(state: LiveEntitiesState, applied: readonly LiveChange[]) {
  if (applied.length === 0) return;
  state.recent.push(applied);
  let total = state.recent.reduce((sum, batch) => sum + batch.length, 0);
  let drop = 0;
  // Whole batches go, oldest first, while the rest still holds LIVE_RECENT_CHANGES.
  for (const batch of state.recent.slice(0, -1)) {
    if (total - batch.length < LIVE_RECENT_CHANGES) break;
    total -= batch.length;
    drop += 1;
  }
  if (drop > 0) state.recent.splice(0, drop);
}

/** The remembered changes, oldest first. */
export function recentChanges(state: Pick<LiveEntitiesState, 'recent'>): LiveChange[] {
  return state.recent.flat();
}

/**
 * Plans and applies a batch (mutating `state`): what `planChanges` keeps is applied in order and
 * remembered; `gap` says whether a snapshot must be reloaded. With `upTo` (a poll's answer: the
 * platform gave every change of the asked events up to that version) the cursor moves there.
 */
export function applyLiveBatch(
  state: LiveEntitiesState,
  changes: readonly LiveChange[],
  nowMs: number,
  options: { contiguous?: boolean; upTo?: number } = {},
): { gap: boolean } {
  const plan = planChanges(state.version, changes, options);
  for (const change of plan.apply) applyLiveChange(state, change, nowMs);
  remember(state, plan.apply);
  if (!plan.gap && options.upTo !== undefined && options.upTo > state.version) {
    state.version = options.upTo;
  }
  return { gap: plan.gap };
}

/** `applyLiveBatch` without mutation: the next state (unchanged parts shared) and the gap flag. */
export function withLiveBatch(
  state: LiveEntitiesState,
  changes: readonly LiveChange[],
  nowMs: number,
  options: { contiguous?: boolean; upTo?: number } = {},
): { state: LiveEntitiesState; gap: boolean } {
  let gap = false;
  const next = createNextState(state, (draft) => {
    gap = applyLiveBatch(draft, changes, nowMs, options).gap;
  });
  return { state: next, gap };
}

export interface LiveSnapshot {
  version: number;
  events: readonly SportEvent[];
}

/**
 * Merges a snapshot (`livepage` or `livepage/{id}`) into the state (mutating it).
 *
 * - An empty state (nothing loaded, or everything dropped before a reload) takes the snapshot as
 *   it is and its version as the cursor.
 * - Otherwise each event, market and outcome of the snapshot replaces the one held when the
 *   snapshot is newer than it (`version > asOf`) or adds one not held yet; an entity held at the
 *   snapshot's version or newer is kept (a snapshot never moves a price back). Markets the
 *   snapshot does not carry stay: a list carries one market per event, the event page all.
 * - A snapshot newer than the cursor keeps the cursor: the feed goes on where it was, so the
 *   entities the snapshot does not carry miss nothing, and those it carries skip the changes
 *   they already reflect (`asOf`).
 * - A snapshot older than the cursor keeps the cursor too; the remembered changes after the
 *   snapshot's version are applied again, which changes only the entities it just added (the
 *   others are past those versions already), so they catch up on what came while it loaded.
 * - `restart` (the feed said reset, or a gap): the cursor takes the snapshot's version. Reload
 *   every scope and merge the oldest snapshot first with `restart`, then the others without.
 *
 * - Outcomes of closed markets and markets of finished events in the snapshot go again at once
 *   (`liveRetention.ts`).
 *
 * Decision (spec silent): a price replaced by a newer snapshot shows no movement arrow; only a
 * pushed change does, so a reload never flashes every button on the page.
 */
export function mergeSnapshot(
  state: LiveEntitiesState,
  snapshot: LiveSnapshot,
  nowMs = 0,
  options: { restart?: boolean } = {},
) {
  mergeLiveSeed(state, liveSeedOf(snapshot), nowMs, options);
}

/**
 * A snapshot as the live data holds it: its version and its events, markets and outcomes as
 * entities. The server renders a live page from a snapshot and hands this to the browser
 * (`liveSubscribed`), so the page's live data starts from what the page shows, without asking
 * the platform for the same snapshot again.
 */
export interface LiveSeed extends NormalisedLiveSnapshot {
  version: number;
}

export function liveSeedOf(snapshot: LiveSnapshot): LiveSeed {
  return { version: snapshot.version, ...normaliseSnapshot(snapshot.events, snapshot.version) };
}

/** `mergeSnapshot` of a snapshot already normalised (a seed); the same rules. */
export function mergeLiveSeed(
  state: LiveEntitiesState,
  seed: LiveSeed,
  nowMs = 0,
  { restart = false }: { restart?: boolean } = {},
) {
  const { version } = seed;
  const fresh = state.version === 0 && isEmptyTable(state.events);
  if (restart) {
    // The versions held may belong to a feed that restarted lower: none of them can stop this
    // snapshot, the other scopes' snapshots or the changes after them from applying.
    for (const event of entitiesOf(state.events)) {
      event.asOf = Math.min(event.asOf, version - 1);
    }
    for (const market of entitiesOf(state.markets)) {
      market.asOf = Math.min(market.asOf, version - 1);
    }
    state.recent = [];
  }
  const finished = new Set<number>();
  for (const event of seed.events) {
    const held = getEntity(state.events, event.id);
    if (!held || restart || version > held.asOf) {
      setEntity(state.events, event);
      if (event.isFinished) finished.add(event.id);
    }
  }
  // What no screen needs is not taken (`liveRetention.ts`): the markets of a finished event and
  // the outcomes of a closed market, unless the betslip pins them. What was held of them goes below.
  const pinned = new Set(state.pinned);
  const replacedMarkets = new Set<number>();
  const closedMarkets = new Set<number>();
  for (const market of seed.markets) {
    if (finished.has(market.eventId) && !market.outcomeIds.some((id) => pinned.has(id))) continue;
    const held = getEntity(state.markets, market.id);
    if (!held || restart || version > held.asOf) {
      setEntity(state.markets, market);
      replacedMarkets.add(market.id);
      if (!isMarketDisplayed(market.status)) closedMarkets.add(market.id);
    }
  }
  for (const outcome of seed.outcomes) {
    if (!replacedMarkets.has(outcome.marketId)) continue;
    if (closedMarkets.has(outcome.marketId) && !pinned.has(outcome.id)) continue;
    const held = getEntity(state.outcomes, outcome.id);
    // A newer snapshot's price replaces the held one; the arrow of a recent change stays only
    // when the price is the same.
    if (held && held.decimal === outcome.decimal) {
      setEntity(state.outcomes, {
        ...outcome,
        movement: held.movement,
        changedAt: held.changedAt,
      });
    } else {
      setEntity(state.outcomes, outcome);
    }
  }
  // Outcomes held before of markets that closed since, and markets held of events that finished.
  for (const marketId of closedMarkets) releaseClosedMarketOutcomes(state, marketId);
  releaseFinishedEventMarkets(state, finished);
  if (fresh || restart) {
    state.version = version;
    return;
  }
  if (version >= state.version) return;
  // Only this snapshot's events can be behind: every other entity is past these versions already.
  const own = new Set(seed.events.map((event) => event.id));
  for (const change of recentChanges(state)) {
    if (change.version > version && change.eventId !== null && own.has(change.eventId)) {
      applyLiveChange(state, change, nowMs);
    }
  }
}

/** `mergeSnapshot` without mutation. */
export function withSnapshot(
  state: LiveEntitiesState,
  snapshot: LiveSnapshot,
  nowMs = 0,
  options: { restart?: boolean } = {},
): LiveEntitiesState {
  return createNextState(state, (draft) => {
    mergeSnapshot(draft, snapshot, nowMs, options);
  });
}

/**
 * Whether a live market takes bets (§4): only an open market (`isMarketBettable`), and not while
 * its feed is under a feed alert ("a feed alert toggles all markets of a feed between suspended
 * and open").
 */
export function isLiveMarketBettable(status: MarketStatus, feedAlerted: boolean): boolean {
  return isMarketBettable(status) && !feedAlerted;
}

/**
 * Whether a market is shown (§4): settled, resulted, closed and lts markets are removed
 * (`isMarketDisplayed`), and so is a market whose outcomes are all hidden (or that has none).
 */
export function isMarketShown(
  status: MarketStatus,
  outcomes: readonly { hidden?: boolean | undefined }[],
): boolean {
  return isMarketDisplayed(status) && outcomes.some((outcome) => outcome.hidden !== true);
}
