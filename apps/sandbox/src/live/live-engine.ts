import { sql } from 'kysely';
import type { SandboxClock } from '../clock/clock';
import type { EventPathRow, JsonValue, SandboxDb } from '../db/schema';
import { readPaths } from '../events/event-repository';
import type { EventRow, MarketRow, MarketStatus, OutcomeRow } from '../events/world-tables';
import { period as periodInfo } from '../world/market-catalogue';
import { mulberry32, randomInt, type Random } from '../world/prng';
import { writeOutcomePrice, type OutcomePriceChange } from '../world/set-outcome-price';
import type { WorldBus } from '../world/world-bus';
import { ChangeLog, DEFAULT_CHANGE_CAPACITY, type ChangeDraft } from './change-log';
import {
  LIVE_MARKET_ID_BASE,
  LIVE_OUTCOME_ID_BASE,
  parseLiveBasis,
  sameInstance,
} from '../world/live-market-basis';
import {
  gameWinnerOf,
  hasLiveInstances,
  instancePrices,
  instanceProbabilities,
  newInstance,
  pricingKey,
  wantedBasis,
} from './live-instances';
import { changedPeriodScores, parseScores, scoresJson, type PeriodScore } from './live-scores';
import {
  SLOT_MS,
  STEP_MS,
  STEP_PHASES,
  STEP_SECONDS,
  stepPhase,
  type ClockStatus,
  type EventState,
  type MarketState,
  type PlayResult,
  type Side,
  type SportModel,
} from './live-state';
import { sportModel } from './sport-models';

/** Below this many live events, the next prematch events have their start brought forward. */
export const MIN_LIVE_EVENTS = 60;
/** The real-time tick of the running engine. */
export const TICK_MS = 500;
/** Real time between attempts to load the world when loading failed. */
const LOAD_RETRY_MS = 10_000;
/** A jump of the clock further than this is not played out: the engine skips to its end. */
export const MAX_CATCH_UP_MS = 24 * 60 * 60 * 1000;
/** Steps a market stays suspended after a goal. */
const GOAL_SUSPENSION_STEPS = 3;
/** How long the admin's goal control suspends the event's markets unless it says otherwise. */
export const DEFAULT_GOAL_SUSPEND_MS = GOAL_SUSPENSION_STEPS * STEP_MS;
/** Chance per step that a feed alert is raised (about every half hour). */
const FEED_ALERT_CHANCE = 1 / 180;
/** Chance per step and open market that its prices move. */
const PRICE_MOVE_CHANCE = 0.06;
/** Chance per step and event that one market is suspended for a moment. */
const FLICKER_CHANCE = 0.004;
const ID_CHUNK = 2000;
const ROW_CHUNK = 500;
const KNOWN_STATUSES: readonly ClockStatus[] = [
  'NOT_STARTED',
  'RUNNING',
  'INTERMISSION',
  'END_OF_EVENT',
];
const GONE_STATUSES: readonly MarketStatus[] = ['closed', 'settled', 'resulted'];

export interface LiveEngineOptions {
  db: SandboxDb;
  clock: SandboxClock;
  bus: WorldBus;
  /** How many changes the ring buffer keeps. */
  capacity?: number;
  onError?: (error: unknown) => void;
}

/** What GET /__admin/time tells about the engine. */
export interface EngineStatus {
  version: number;
  oldestValidVersion: number;
  /** The simulated instant of the last step played. */
  simulatedTo: string;
  liveEvents: number;
  feedAlerts: string[];
}

/** What the admin can make happen to a live event (LiveEngine.control). */
export type LiveControl =
  | {
      kind: 'clock';
      /** Minutes of play to add to the clock (the period may then run out at the next step). */
      minutes?: number;
      status?: 'RUNNING' | 'INTERMISSION';
      /** Move on to this period now (after the current one): the periods between are closed. */
      period?: number;
    }
  | {
      kind: 'score';
      opponentId: number;
      /** Refuse sports without goals (the goal route). */
      goal?: boolean;
      /** How long the event's open markets are suspended (default 30 s; 0: not at all). */
      suspendMs?: number;
    }
  | { kind: 'card'; opponentId: number; colour: 'yellow' | 'red' }
  | { kind: 'corner'; opponentId: number }
  | { kind: 'end' };

/** An admin control's answer: done (the log's version after it), or why not. */
export type ControlOutcome =
  | { ok: true; version: number; event: number }
  | { ok: false; status: 400 | 404 | 409; error: string; message: string };

function refused(status: 400 | 404 | 409, error: string, message: string): ControlOutcome {
  return { ok: false, status, error, message };
}

function isFootball(event: EventState): boolean {
  return event.scores.scores.every((score) => score.yellowCards !== undefined);
}

interface Snapshot {
  minutes: number | null;
  status: string | null;
  abbreviation: string | null;
  number: number | null;
  scoresKey: string;
  periodScores: PeriodScore[];
  cricketKey: string;
}

/**
 * The live world, driven by the sandbox clock in fixed 10-second simulated steps: the same world
 * and the same sequence of clock moves give the same changes, however the real ticks fall. State
 * lives in memory (loaded from the database at start and on reset); every tick's changes are
 * written in one transaction, then logged (versions), then announced on the bus.
 */
export class LiveEngine {
  readonly log: ChangeLog;
  readonly #db: SandboxDb;
  readonly #clock: SandboxClock;
  readonly #bus: WorldBus;
  readonly #onError: (error: unknown) => void;

  #events = new Map<number, EventState>();
  #markets = new Map<number, { event: EventState; market: MarketState }>();
  #upcoming: { id: number; at: number }[] = [];
  #paths = new Map<number, EventPathRow>();
  #feedAlerts = new Map<string, number>();
  /** Events the admin froze: they do not play (see freeze()). */
  #frozen = new Set<number>();
  #salt = 0;
  #origin = 0;
  #lastStep = 0;
  #loaded = false;
  /** Real time of the last load attempt (only to pace retries). */
  #loadTriedAt = 0;

  #queue: Promise<void> = Promise.resolve();
  #pendingRuns = 0;
  #timer: NodeJS.Timeout | undefined;
  #unsubscribe: (() => void) | undefined;

  // What the current tick changed, written and announced at its end.
  #dirtyEvents = new Set<EventState>();
  #dirtyMarkets = new Set<MarketRow>();
  #dirtyOutcomes = new Set<OutcomeRow>();
  /** Live-only instances opened this tick: inserted before the tick's updates. */
  #newMarkets: MarketState[] = [];
  /** Events that got a new instance this tick: their `em` is sent even if the count held. */
  #marketsAdded = new Set<EventState>();
  /** The next ids of live-only instances (see live-market-basis.ts), from the database at load. */
  #nextLiveMarketId = LIVE_MARKET_ID_BASE + 1;
  #nextLiveOutcomeId = LIVE_OUTCOME_ID_BASE + 1;
  #finished: number[] = [];
  #drafts: ChangeDraft[] = [];

  constructor(options: LiveEngineOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#bus = options.bus;
    this.#onError =
      options.onError ?? ((error) => console.error('sandbox: live engine failed', error));
    this.log = new ChangeLog(options.capacity ?? DEFAULT_CHANGE_CAPACITY);
  }

  /** Loads the world and follows resets. */
  async load(): Promise<void> {
    if (this.#unsubscribe === undefined) {
      const offReset = this.#bus.on('reset', () => {
        this.#serial(() => this.#load(true)).catch(this.#onError);
      });
      // Events resulted elsewhere (settlement admin) are over: stop playing them.
      const offResulted = this.#bus.on('eventsResulted', (ids) => this.#drop(ids));
      // Events added later (admin league fill) start like the others when their time comes.
      const offAdded = this.#bus.on('eventsAdded', (ids) => {
        this.#serial(() => this.#addUpcoming(ids)).catch(this.#onError);
      });
      this.#unsubscribe = () => {
        offReset();
        offResulted();
        offAdded();
      };
    }
    await this.#serial(() => this.#load(false));
  }

  /** Ticks every TICK_MS of real time (unref'd) until stop(). */
  start(): void {
    if (this.#timer !== undefined) return;
    this.#timer = setInterval(() => {
      if (this.#pendingRuns > 0) return;
      if (!this.#loaded) {
        // The first load failed (no database yet?): try again now and then.
        if (Date.now() - this.#loadTriedAt < LOAD_RETRY_MS) return;
        this.#serial(() => this.#load(false)).catch(this.#onError);
        return;
      }
      this.advanceTo(this.#clock.now()).catch(this.#onError);
    }, TICK_MS);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** Waits until whatever is running or queued is done. */
  async idle(): Promise<void> {
    await this.#serial(async () => undefined);
  }

  /** Plays every step due up to `simNow` (ms), writes and announces the changes. */
  advanceTo(simNow: number): Promise<void> {
    return this.#serial(() => this.#advance(simNow));
  }

  status(): EngineStatus {
    return {
      version: this.log.version,
      oldestValidVersion: this.log.oldestValid,
      simulatedTo: new Date(this.#lastStep).toISOString(),
      liveEvents: this.#events.size,
      feedAlerts: [...this.#feedAlerts.keys()].sort(),
    };
  }

  /** Live events in play (not finished), in load order. */
  liveEvents(): EventState[] {
    return [...this.#events.values()];
  }

  liveEvent(id: number): EventState | undefined {
    return this.#events.get(id);
  }

  liveMarket(id: number): { event: EventState; market: MarketState } | undefined {
    return this.#markets.get(id);
  }

  paths(): ReadonlyMap<number, EventPathRow> {
    return this.#paths;
  }

  /**
   * The price admin (POST /__admin/outcomes/{id}/price): writes an outcome's price (and its
   * spread when given) to the database, in the engine's queue so that no step runs between the
   * write and the engine's own copy. An outcome of an event in play takes the new price in
   * memory too: the live page shows it, a `p` change is logged, and its market's overround is
   * taken from the new prices, so the random walk goes on from the price set (the next move of
   * that market, a random one or after a goal, moves it like any other). Any other outcome
   * (prematch, finished) lives only in the database, which the engine never rewrites for it and
   * reads when the event goes live. Undefined for an unknown outcome. The caller invalidates the
   * read cache.
   */
  setOutcomePrice(
    outcomeId: number,
    priceMilli: number,
    spreadMilli?: number | null,
  ): Promise<OutcomePriceChange | undefined> {
    return this.#serial(async () => {
      const change = await writeOutcomePrice(this.#db, outcomeId, priceMilli, spreadMilli);
      const live = change === undefined ? undefined : this.#markets.get(change.marketId);
      const outcome = live?.market.outcomes.find((candidate) => candidate.id === outcomeId);
      if (change === undefined || live === undefined || outcome === undefined) return change;
      outcome.price_milli = change.priceMilli;
      outcome.spread_milli = change.spreadMilli;
      live.market.book = bookOf(live.market.outcomes);
      const priced: JsonValue = {
        id: outcome.id,
        priceId: outcome.price_id,
        decimal: change.priceMilli / 1000,
        ...(change.spreadSet
          ? { spread: change.spreadMilli === null ? null : change.spreadMilli / 1000 }
          : {}),
      };
      this.log.append([
        {
          type: 'p',
          eventId: live.event.row.id,
          at: Math.max(this.#clock.now(), this.#lastStep),
          payload: { marketId: live.market.row.id, outcomes: [priced] },
        },
      ]);
      return change;
    });
  }

  /**
   * Load generation (POST /__admin/live/load): moves the prices of these live markets as a
   * step's random walk does and logs one `p` change per market moved (versioned, on the stream,
   * in memory for the live page), in the engine's queue. Nothing is written to the database: it
   * keeps the price a step or the price admin last wrote. Markets not open (or not live) are
   * skipped. Resolves with the number of changes logged.
   */
  movePricesInMemory(marketIds: readonly number[], random: Random): Promise<number> {
    return this.#serial(async () => {
      this.#clearTick();
      const at = this.#controlAt();
      for (const marketId of marketIds) {
        const live = this.#markets.get(marketId);
        if (live === undefined || live.market.row.status !== 'open') continue;
        this.#movePrices(live.event, live.market, at, () => Math.exp((random() - 0.5) * 0.16));
      }
      const drafts = this.#drafts;
      this.#clearTick();
      return this.log.append(drafts).length;
    });
  }

  // -------------------------------------------------------------------------------------------
  // Admin controls (POST /__admin/live/…): each runs in the engine's queue, so it lands between
  // steps, and its changes are written in one transaction and logged like the engine's own.

  /** Drives one live event (clock, score, goal, card, corner, end); see LiveControl. */
  control(eventId: number, control: LiveControl): Promise<ControlOutcome> {
    return this.#serial(async () => {
      const event = this.#events.get(eventId);
      if (event === undefined) return this.#notLive(eventId);
      const model = sportModel(event.row.sport_code);
      const at = this.#controlAt();
      const side = 'opponentId' in control ? this.#sideOf(event, control.opponentId) : undefined;
      if ('opponentId' in control && side === undefined) {
        return refused(
          400,
          'unknown_opponent',
          `${control.opponentId} does not play in ${eventId}`,
        );
      }
      const refusal = this.#refusal(event, model, control);
      if (refusal !== undefined) return refusal;
      this.#clearTick();
      const before = snapshot(event);
      const marketDrafts = this.#drafts.length;
      const row = event.row;
      let reopenAt: number | undefined;
      switch (control.kind) {
        case 'clock':
          this.#controlClock(event, model, control, at);
          break;
        case 'score': {
          const point: 0 | 1 = side ?? 0;
          const result = model.award(event, point);
          if (model.goals || result.scored !== undefined) {
            const suspendMs = control.suspendMs ?? DEFAULT_GOAL_SUSPEND_MS;
            reopenAt = suspendMs > 0 ? this.#indexAfter(event, at, suspendMs) : undefined;
            this.#scored(event, point, at, reopenAt);
          }
          this.#afterPlay(event, model, result, at);
          break;
        }
        case 'card': {
          const score = event.scores.scores[side ?? 0];
          if (score === undefined) break;
          if (control.colour === 'red') score.redCards = (score.redCards ?? 0) + 1;
          else score.yellowCards = (score.yellowCards ?? 0) + 1;
          break;
        }
        case 'corner': {
          const score = event.scores.scores[side ?? 0];
          if (score !== undefined) score.corners = (score.corners ?? 0) + 1;
          break;
        }
        case 'end':
          this.#closePeriod(event, model, row.period_number ?? 1, at);
          this.#finish(event, at);
          break;
      }
      if (!row.is_finished) this.#liveInstances(event, at, reopenAt);
      row.clock_minutes = Math.floor(event.seconds / 60);
      this.#diff(event, before, at, marketDrafts);
      this.#dirtyEvents.add(event);
      if (row.is_finished) {
        this.#events.delete(row.id);
        for (const market of event.markets) this.#markets.delete(market.row.id);
      }
      await this.#commit();
      return { ok: true, version: this.log.version, event: row.id };
    });
  }

  /**
   * Sets a live market's status now (`m` change, and `em` when the open count moves). Whatever
   * timer the engine had on it (a goal's suspension) is dropped: the admin's status holds until
   * the admin (or the event's end, or its period's) changes it. A closed market stays closed.
   */
  setMarketStatus(
    marketId: number,
    status: 'open' | 'suspended' | 'closed',
  ): Promise<ControlOutcome> {
    return this.#serial(async () => {
      const live = this.#markets.get(marketId);
      if (live === undefined) {
        return refused(404, 'not_live', `market ${marketId} is not a market of an event in play`);
      }
      const { event, market } = live;
      if (market.row.status === 'closed' && status !== 'closed') {
        return refused(409, 'market_closed', `market ${marketId} is closed: it never reopens`);
      }
      this.#clearTick();
      const before = snapshot(event);
      const marketDrafts = this.#drafts.length;
      market.reopenAt = undefined;
      market.feedSuspended = false;
      this.#setStatus(event, market, status, this.#controlAt());
      this.#diff(event, before, this.#controlAt(), marketDrafts);
      await this.#commit();
      return { ok: true, version: this.log.version, event: event.row.id };
    });
  }

  /** A prematch event goes live now (its `l` change), whatever its start time. */
  startEvent(eventId: number): Promise<ControlOutcome> {
    return this.#serial(async () => {
      if (this.#events.has(eventId)) {
        return refused(409, 'already_live', `event ${eventId} is already in play`);
      }
      if (!this.#upcoming.some((item) => item.id === eventId)) {
        return refused(404, 'not_prematch', `event ${eventId} is not a prematch game event`);
      }
      this.#clearTick();
      this.#upcoming = this.#upcoming.filter((item) => item.id !== eventId);
      const states = await this.#goLive([eventId], this.#controlAt());
      if (states.length === 0) {
        this.#clearTick();
        return refused(404, 'not_prematch', `event ${eventId} cannot go live (no opponents)`);
      }
      await this.#commit();
      return { ok: true, version: this.log.version, event: eventId };
    });
  }

  /**
   * Freezes (or thaws) one event, live or prematch: a frozen event does not play (no clock, no
   * score, no random price or status move, no feed alert, and a frozen prematch event is not
   * started by the engine), so a test sees only the changes it makes through the admin, while
   * every other event keeps producing traffic (which freezing the sandbox clock would stop).
   * Suspensions already running (a goal's) still run out. A world reset thaws every event.
   */
  freeze(eventId: number, frozen: boolean): Promise<ControlOutcome> {
    return this.#serial(async () => {
      const known = this.#events.has(eventId) || this.#upcoming.some((item) => item.id === eventId);
      if (!known) return this.#notLive(eventId);
      if (frozen) this.#frozen.add(eventId);
      else this.#frozen.delete(eventId);
      return { ok: true, version: this.log.version, event: eventId };
    });
  }

  /** Whether the admin froze this event. */
  isFrozen(eventId: number): boolean {
    return this.#frozen.has(eventId);
  }

  #notLive(eventId: number): ControlOutcome {
    return refused(404, 'not_live', `event ${eventId} is not in play`);
  }

  /** The simulated instant of an admin change: now, never before the last step played. */
  #controlAt(): number {
    return Math.max(this.#clock.now(), this.#lastStep);
  }

  /**
   * The index of the event's first step at or after `at + ms` (when an admin suspension runs
   * out): the event steps in its own slot of each step (`stepPhase`).
   */
  #indexAfter(event: EventState, at: number, ms: number): number {
    const offset = stepPhase(event.row.id) * SLOT_MS;
    return Math.ceil((at + ms - offset) / STEP_MS) - this.#origin;
  }

  #sideOf(event: EventState, opponentId: number): 0 | 1 | undefined {
    if (opponentId === event.home.id) return 0;
    if (opponentId === event.away.id) return 1;
    return undefined;
  }

  #refusal(event: EventState, model: SportModel, control: LiveControl): ControlOutcome | undefined {
    if (control.kind === 'score' && control.goal === true && !model.goals) {
      return refused(400, 'not_a_goal_sport', `${event.row.sport_code} has no goals: POST …/score`);
    }
    if ((control.kind === 'card' || control.kind === 'corner') && !isFootball(event)) {
      return refused(400, 'not_football', `${event.row.sport_code} keeps no cards or corners`);
    }
    if (control.kind === 'clock' && control.period !== undefined) {
      const number = event.row.period_number ?? 1;
      if (control.period <= number || control.period > model.periods) {
        return refused(
          400,
          'invalid_period',
          `period must be after the current one (${number}) and at most ${model.periods}`,
        );
      }
    }
    return undefined;
  }

  #controlClock(
    event: EventState,
    model: SportModel,
    control: Extract<LiveControl, { kind: 'clock' }>,
    at: number,
  ): void {
    const row = event.row;
    const random = mulberry32(mix(this.#salt, row.id, Math.floor(at / STEP_MS)));
    if (control.period !== undefined) {
      for (let number = row.period_number ?? 1; number < control.period; number += 1) {
        this.#closePeriod(event, model, number, at);
      }
      row.period_number = control.period;
      row.period_abbreviation = periodInfo(model.kind, control.period).abbreviation;
      row.clock_status = 'RUNNING';
      model.startPeriod(event, random);
    }
    if (control.status === 'RUNNING' && row.clock_status !== 'RUNNING') {
      const starting = row.clock_status === 'NOT_STARTED';
      row.clock_status = 'RUNNING';
      if (starting) model.startPeriod(event, random);
    } else if (control.status === 'INTERMISSION') {
      row.clock_status = 'INTERMISSION';
      event.breakLeft = model.breakSeconds(event);
    }
    if (control.minutes !== undefined) {
      event.seconds += control.minutes * 60;
      event.periodSeconds += control.minutes * 60;
    }
  }

  #drop(ids: readonly number[]): void {
    for (const id of ids) {
      const event = this.#events.get(id);
      if (event === undefined) continue;
      this.#events.delete(id);
      for (const market of event.markets) this.#markets.delete(market.row.id);
    }
  }

  #serial<T>(task: () => Promise<T>): Promise<T> {
    this.#pendingRuns += 1;
    const run = this.#queue.then(task).finally(() => {
      this.#pendingRuns -= 1;
    });
    this.#queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  // -------------------------------------------------------------------------------------------
  // Loading

  async #load(afterReset: boolean): Promise<void> {
    this.#loadTriedAt = Date.now();
    this.#loaded = false;
    this.#events = new Map();
    this.#markets = new Map();
    this.#feedAlerts = new Map();
    if (afterReset) this.#frozen = new Set();
    this.#clearTick();
    if (afterReset) this.log.markReset();
    const db = this.#db;
    this.#paths = await readPaths(db);
    const first = await db
      .selectFrom('events')
      .select(['name'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    this.#salt = hashString(first?.name ?? '');
    const rows = await db
      .selectFrom('events')
      .selectAll()
      .where('is_live', '=', true)
      .where('is_finished', '=', false)
      .where('event_type', '=', 'GAME_EVENT')
      .orderBy('id')
      .execute();
    await this.#adopt(rows);
    const upcoming = await db
      .selectFrom('events')
      .select(['id', 'event_date'])
      .where('is_live', '=', false)
      .where('is_finished', '=', false)
      .where('event_type', '=', 'GAME_EVENT')
      .orderBy('event_date')
      .orderBy('id')
      .execute();
    this.#upcoming = upcoming.map((row) => ({ id: row.id, at: row.event_date.getTime() }));
    await this.#loadLiveIds();
    // From the slot the clock is in: nothing plays until the clock reaches the next one.
    this.#lastStep = Math.floor(this.#clock.now() / SLOT_MS) * SLOT_MS;
    this.#origin = Math.floor(this.#lastStep / STEP_MS);
    this.#loaded = true;
  }

  /** Puts newly added prematch events among the upcoming ones, in start order. */
  async #addUpcoming(ids: readonly number[]): Promise<void> {
    if (!this.#loaded || ids.length === 0) return;
    const known = new Set(this.#upcoming.map((item) => item.id));
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      const rows = await this.#db
        .selectFrom('events')
        .select(['id', 'event_date'])
        .where('id', 'in', ids.slice(start, start + ID_CHUNK))
        .where('is_live', '=', false)
        .where('is_finished', '=', false)
        .where('event_type', '=', 'GAME_EVENT')
        .execute();
      for (const row of rows) {
        if (!known.has(row.id)) this.#upcoming.push({ id: row.id, at: row.event_date.getTime() });
      }
    }
    this.#upcoming.sort((a, b) => a.at - b.at || a.id - b.id);
  }

  /** Builds the state of these event rows, with their markets and outcomes. */
  async #adopt(rows: readonly EventRow[]): Promise<EventState[]> {
    const ids = rows.map((row) => row.id);
    const marketRows: MarketRow[] = [];
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      marketRows.push(
        ...(await this.#db
          .selectFrom('markets')
          .selectAll()
          .where('event_id', 'in', ids.slice(start, start + ID_CHUNK))
          .orderBy('event_id')
          .orderBy('sort_order')
          .orderBy('id')
          .execute()),
      );
    }
    const outcomesByMarket = new Map<number, OutcomeRow[]>();
    const marketIds = marketRows.map((row) => row.id);
    for (let start = 0; start < marketIds.length; start += ID_CHUNK) {
      const outcomes = await this.#db
        .selectFrom('outcomes')
        .selectAll()
        .where('market_id', 'in', marketIds.slice(start, start + ID_CHUNK))
        .orderBy('market_id')
        .orderBy('ordinal_position')
        .orderBy('id')
        .execute();
      for (const outcome of outcomes) {
        const list = outcomesByMarket.get(outcome.market_id) ?? [];
        list.push(outcome);
        outcomesByMarket.set(outcome.market_id, list);
      }
    }
    const marketsByEvent = new Map<number, MarketState[]>();
    for (const row of marketRows) {
      const outcomes = outcomesByMarket.get(row.id) ?? [];
      const list = marketsByEvent.get(row.event_id) ?? [];
      const basis = parseLiveBasis(row.live_basis);
      list.push({
        row,
        outcomes,
        book: bookOf(outcomes),
        ...(basis === undefined ? {} : { live: { basis, pricedKey: '' } }),
      });
      marketsByEvent.set(row.event_id, list);
    }
    const states: EventState[] = [];
    for (const row of rows) {
      const state = buildState(row, marketsByEvent.get(row.id) ?? []);
      if (state === undefined) continue;
      this.#events.set(row.id, state);
      for (const market of state.markets)
        this.#markets.set(market.row.id, { event: state, market });
      states.push(state);
    }
    return states;
  }

  // -------------------------------------------------------------------------------------------
  // Playing

  async #advance(simNow: number): Promise<void> {
    if (!this.#loaded) return;
    if (simNow - this.#lastStep > MAX_CATCH_UP_MS) {
      this.#lastStep = Math.floor((simNow - MAX_CATCH_UP_MS) / STEP_MS) * STEP_MS;
    }
    if (this.#lastStep + SLOT_MS > simNow) return;
    this.#clearTick();
    try {
      while (this.#lastStep + SLOT_MS <= simNow) {
        const at = this.#lastStep + SLOT_MS;
        await this.#step(at);
        this.#lastStep = at;
      }
    } catch (error) {
      // Memory and database may now disagree: start again from the database.
      this.#clearTick();
      await this.#load(true);
      throw error;
    }
    await this.#commit();
  }

  /**
   * Writes what the current tick (a run of steps, or one admin control) changed in one
   * transaction, then logs its changes (versions) and announces them on the bus.
   */
  async #commit(): Promise<void> {
    try {
      await this.#persist();
    } catch (error) {
      this.#clearTick();
      await this.#load(true);
      throw error;
    }
    const drafts = this.#drafts;
    const changed = [...this.#dirtyEvents].map((event) => event.row.id);
    const finished = this.#finished;
    this.#clearTick();
    this.log.append(drafts);
    if (changed.length > 0) this.#bus.emit('eventsChanged', changed);
    if (finished.length > 0) this.#bus.emit('eventsFinished', finished);
  }

  #clearTick(): void {
    this.#newMarkets = [];
    this.#marketsAdded = new Set();
    this.#dirtyEvents = new Set();
    this.#dirtyMarkets = new Set();
    this.#dirtyOutcomes = new Set();
    this.#finished = [];
    this.#drafts = [];
  }

  async #step(at: number): Promise<void> {
    // `at` is a slot: the step's own events (stepPhase) play; the first slot of a step also
    // starts the events due and moves the feed alerts. A step's index is the same in all its slots.
    const phase = Math.round(at / SLOT_MS) % STEP_PHASES;
    const index = Math.floor(at / STEP_MS) - this.#origin;
    if (phase === 0) {
      await this.#startEvents(at);
      const world = mulberry32(mix(this.#salt, 0, index));
      this.#feedAlertStep(at, index, world);
    }
    const done: EventState[] = [];
    for (const event of this.#events.values()) {
      if (stepPhase(event.row.id) !== phase) continue;
      if (this.#frozen.has(event.row.id)) {
        this.#frozenStep(event, at, index);
        continue;
      }
      const random = mulberry32(mix(this.#salt, event.row.id, index));
      this.#eventStep(event, at, index, random);
      if (event.row.is_finished) done.push(event);
    }
    for (const event of done) {
      this.#events.delete(event.row.id);
      for (const market of event.markets) this.#markets.delete(market.row.id);
    }
  }

  /** Prematch events whose start has come (or brought forward to keep enough in play) go live. */
  async #startEvents(at: number): Promise<void> {
    // Frozen prematch events wait for the admin's start (they stay among the upcoming ones).
    const waiting = this.#upcoming.filter((item) => !this.#frozen.has(item.id));
    let due = 0;
    while (due < waiting.length && (waiting[due]?.at ?? Infinity) <= at) due += 1;
    const short = Math.max(0, MIN_LIVE_EVENTS - (this.#events.size + due));
    const take = Math.min(waiting.length, due + short);
    if (take === 0) return;
    const starting = new Set(waiting.slice(0, take).map((item) => item.id));
    this.#upcoming = this.#upcoming.filter((item) => !starting.has(item.id));
    await this.#goLive([...starting], at);
  }

  /** These prematch events go live at `at`: their `l` and `em` changes are drafted. */
  async #goLive(ids: readonly number[], at: number): Promise<EventState[]> {
    const rows: EventRow[] = [];
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.#db
          .selectFrom('events')
          .selectAll()
          .where('id', 'in', ids.slice(start, start + ID_CHUNK))
          .where('is_finished', '=', false)
          .orderBy('event_date')
          .orderBy('id')
          .execute()),
      );
    }
    for (const row of rows) {
      if (row.event_date.getTime() > at) row.event_date = new Date(at);
      row.is_live = true;
      row.clock_minutes = 0;
      row.clock_status = 'NOT_STARTED';
      row.period_number = 1;
      row.period_abbreviation = periodInfo(sportModel(row.sport_code).kind, 1).abbreviation;
      row.scores = null;
    }
    const states = await this.#adopt(rows);
    for (const state of states) {
      state.row.scores = scoresJson(state.scores);
      this.#dirtyEvents.add(state);
      this.#draft('l', state, at, {
        eventDate: state.row.event_date.toISOString(),
        clock: { minutes: 0, status: 'NOT_STARTED' },
        currentPeriod: {
          abbreviation: state.row.period_abbreviation ?? '',
          number: 1,
        },
        ...scoresJson(state.scores),
      });
      this.#liveInstances(state, at);
      // This `em` counts the instances just opened: no second one at the event's first step.
      this.#marketsAdded.delete(state);
      state.openCount = openMarketCount(state);
      this.#draft('em', state, at, { liveOpenMarketCount: state.openCount });
    }
    return states;
  }

  #feedAlertStep(at: number, index: number, random: Random): void {
    for (const [feedId, clearAt] of [...this.#feedAlerts]) {
      if (clearAt > index) continue;
      this.#feedAlerts.delete(feedId);
      for (const { event, market } of this.#markets.values()) {
        if (market.row.feed_id !== feedId || !market.feedSuspended) continue;
        market.feedSuspended = false;
        if (market.reopenAt === undefined) this.#setStatus(event, market, 'open', at);
      }
      this.#drafts.push({ type: 'fa', eventId: null, at, payload: { feedId, active: false } });
    }
    if (this.#feedAlerts.size > 0 || random() >= FEED_ALERT_CHANCE) return;
    const events = [...this.#events.values()].filter((event) => !this.#frozen.has(event.row.id));
    const event = events[randomInt(random, 0, events.length - 1)];
    const candidates = event?.markets.filter((market) => market.row.status === 'open') ?? [];
    const chosen = candidates[randomInt(random, 0, candidates.length - 1)];
    if (chosen === undefined) return;
    const feedId = chosen.row.feed_id;
    this.#feedAlerts.set(feedId, index + randomInt(random, 3, 9));
    this.#drafts.push({ type: 'fa', eventId: null, at, payload: { feedId, active: true } });
    for (const { event: owner, market } of this.#markets.values()) {
      if (market.row.feed_id !== feedId || market.row.status !== 'open') continue;
      if (this.#frozen.has(owner.row.id)) continue;
      market.feedSuspended = true;
      this.#setStatus(owner, market, 'suspended', at);
    }
  }

  #eventStep(event: EventState, at: number, index: number, random: Random): void {
    const model = sportModel(event.row.sport_code);
    const before = snapshot(event);
    const row = event.row;
    const status = (row.clock_status ?? 'RUNNING') as ClockStatus;
    const marketDrafts = this.#drafts.length;
    let scored: 0 | 1 | undefined;
    if (status === 'NOT_STARTED') {
      row.clock_status = 'RUNNING';
      model.startPeriod(event, random);
    } else if (status === 'INTERMISSION') {
      event.breakLeft -= STEP_SECONDS;
      if (event.breakLeft <= 0) {
        const number = row.period_number ?? 1;
        if (number >= model.periods) this.#finish(event, at);
        else {
          row.period_number = number + 1;
          row.period_abbreviation = periodInfo(model.kind, number + 1).abbreviation;
          row.clock_status = 'RUNNING';
          model.startPeriod(event, random);
        }
      }
    } else {
      event.seconds += STEP_SECONDS;
      event.periodSeconds += STEP_SECONDS;
      const result = model.play(event, random);
      scored = result.scored;
      this.#afterPlay(event, model, result, at);
    }
    if (!row.is_finished) this.#marketStep(event, at, index, random, scored);
    row.clock_minutes = Math.floor(event.seconds / 60);
    this.#diff(event, before, at, marketDrafts);
  }

  /** What a point, goal or set (played or awarded) ended: the period, the match. */
  #afterPlay(event: EventState, model: SportModel, result: PlayResult, at: number): void {
    const row = event.row;
    const number = row.period_number ?? 1;
    if (result.matchOver || result.periodOver) this.#closePeriod(event, model, number, at);
    if (result.matchOver || (result.periodOver && number >= model.periods)) {
      this.#finish(event, at);
    } else if (result.periodOver) {
      row.clock_status = 'INTERMISSION';
      event.breakLeft = model.breakSeconds(event);
    }
  }

  /** Markets suspended for a while (goal, flicker, admin) whose time is up open again. */
  #reopenDue(event: EventState, at: number, index: number): void {
    for (const market of event.markets) {
      if (market.reopenAt !== undefined && market.reopenAt <= index) {
        market.reopenAt = undefined;
        if (market.row.status !== 'suspended') continue;
        if (this.#feedAlerts.has(market.row.feed_id)) market.feedSuspended = true;
        else this.#setStatus(event, market, 'open', at);
      }
    }
  }

  /**
   * A goal (or a set won): the event's open markets are suspended until step `reopenAt` (none
   * when undefined) and its match and next-goal prices move toward the scorer.
   */
  #scored(event: EventState, side: 0 | 1, at: number, reopenAt: number | undefined): void {
    const scorer = side === 0 ? event.home.id : event.away.id;
    for (const market of event.markets) {
      if (market.row.status === 'open' && reopenAt !== undefined) {
        this.#setStatus(event, market, 'suspended', at);
        market.reopenAt = reopenAt;
      }
      const group = market.row.market_group;
      if (market.live !== undefined) continue;
      if (
        group === 'WIN_DRAW_WIN' ||
        group === 'HEAD_TO_HEAD' ||
        market.row.market_type_id === 2722
      ) {
        this.#movePrices(event, market, at, (outcome) =>
          outcome.opponent_id === scorer ? 1.3 : 1,
        );
      }
    }
  }

  /**
   * The event's live-only instance (live-instances.ts): while it is still the one the event
   * needs, its prices follow the match model (a game's every point, a rest of match every five
   * minutes); otherwise it closes (a game's winner recorded in its basis, for settlement) and the
   * one needed now opens: suspended until step `reopenAt` when given (a goal's suspension), or
   * while its feed has an alert. A closed instance that is still the one needed (the admin closed
   * it) stays closed. A new instance's `m` change goes out with an `em` (see #diff), which tells
   * a streaming client that the event's markets changed.
   */
  #liveInstances(event: EventState, at: number, reopenAt?: number): void {
    if (!hasLiveInstances(event.row.sport_code)) return;
    const wanted = wantedBasis(event);
    let current: MarketState | undefined;
    for (const market of event.markets) if (market.live !== undefined) current = market;
    const live = current?.live;
    if (current !== undefined && live !== undefined) {
      if (wanted !== undefined && sameInstance(live.basis, wanted)) {
        if (!GONE_STATUSES.includes(current.row.status)) this.#reprice(event, current, at);
        return;
      }
      if (live.basis.kind === 'gameWinner' && live.basis.winner === undefined) {
        live.basis = { ...live.basis, winner: gameWinnerOf(event, live.basis) };
        current.row.live_basis = { ...live.basis };
        this.#dirtyMarkets.add(current.row);
      }
      if (!GONE_STATUSES.includes(current.row.status)) {
        current.reopenAt = undefined;
        current.feedSuspended = false;
        this.#setStatus(event, current, 'closed', at);
      }
    }
    if (wanted === undefined) return;
    const marketId = this.#nextLiveMarketId;
    const outcomeId = this.#nextLiveOutcomeId;
    const market = newInstance(event, wanted, { marketId, outcomeId }, 'suspended', at);
    this.#nextLiveMarketId += 1;
    this.#nextLiveOutcomeId += market.outcomes.length;
    event.markets.push(market);
    this.#markets.set(marketId, { event, market });
    this.#newMarkets.push(market);
    this.#marketsAdded.add(event);
    this.#dirtyEvents.add(event);
    const feedAlert = this.#feedAlerts.has(market.row.feed_id);
    const status = reopenAt === undefined && !feedAlert ? 'open' : 'suspended';
    market.row.status = status;
    if (reopenAt !== undefined) market.reopenAt = reopenAt;
    else if (feedAlert) market.feedSuspended = true;
    this.#draft('m', event, at, { marketId, status, feedId: market.row.feed_id });
  }

  /** An instance's prices from the match model now, when what they depend on moved. */
  #reprice(event: EventState, market: MarketState, at: number): void {
    const live = market.live;
    if (live === undefined) return;
    const key = pricingKey(event, live.basis);
    if (key === live.pricedKey) return;
    live.pricedKey = key;
    const prices = instancePrices(instanceProbabilities(event, live.basis), market.book);
    const changed: JsonValue[] = [];
    market.outcomes.forEach((outcome, index) => {
      const price = prices[index];
      if (price === undefined || price === outcome.price_milli) return;
      outcome.price_milli = price;
      this.#dirtyOutcomes.add(outcome);
      changed.push({ id: outcome.id, priceId: outcome.price_id, decimal: price / 1000 });
    });
    if (changed.length === 0) return;
    this.#dirtyEvents.add(event);
    this.#draft('p', event, at, { marketId: market.row.id, outcomes: changed });
  }

  /** The next free ids of live-only instances: one past the highest stored in their ranges. */
  async #loadLiveIds(): Promise<void> {
    const market = await this.#db
      .selectFrom('markets')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('id', '>', LIVE_MARKET_ID_BASE)
      .executeTakeFirst();
    const outcome = await this.#db
      .selectFrom('outcomes')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('id', '>', LIVE_OUTCOME_ID_BASE)
      .executeTakeFirst();
    this.#nextLiveMarketId = Math.max(LIVE_MARKET_ID_BASE, Number(market?.id ?? 0)) + 1;
    this.#nextLiveOutcomeId = Math.max(LIVE_OUTCOME_ID_BASE, Number(outcome?.id ?? 0)) + 1;
  }

  /** A frozen event does not play: only suspensions already set run out. */
  #frozenStep(event: EventState, at: number, index: number): void {
    const before = snapshot(event);
    const marketDrafts = this.#drafts.length;
    this.#reopenDue(event, at, index);
    // Instances it lacks (an event in play at start or reset) are opened; nothing plays.
    this.#liveInstances(event, at);
    this.#diff(event, before, at, marketDrafts);
  }

  #marketStep(
    event: EventState,
    at: number,
    index: number,
    random: Random,
    scored: 0 | 1 | undefined,
  ): void {
    this.#reopenDue(event, at, index);
    if (scored !== undefined) this.#scored(event, scored, at, index + GOAL_SUSPENSION_STEPS);
    this.#liveInstances(
      event,
      at,
      scored === undefined ? undefined : index + GOAL_SUSPENSION_STEPS,
    );
    if (random() < FLICKER_CHANCE) {
      const open = event.markets.filter((market) => market.row.status === 'open');
      const market = open[randomInt(random, 0, open.length - 1)];
      if (market !== undefined) {
        this.#setStatus(event, market, 'suspended', at);
        market.reopenAt = index + randomInt(random, 1, 6);
      }
    }
    for (const market of event.markets) {
      if (market.row.status !== 'open' || market.outcomes.length < 2) continue;
      if (random() >= PRICE_MOVE_CHANCE) continue;
      this.#movePrices(event, market, at, () => Math.exp((random() - 0.5) * 0.16));
    }
  }

  /**
   * Scales each outcome's implied probability, then brings the book back to the market's own
   * overround: prices stay valid (above 1.000, at most 1000) and the margin stays the margin.
   */
  #movePrices(
    event: EventState,
    market: MarketState,
    at: number,
    factor: (outcome: OutcomeRow) => number,
  ): void {
    if (market.outcomes.length < 2) return;
    const implied = market.outcomes.map(
      (outcome) => (1000 / outcome.price_milli) * factor(outcome),
    );
    const total = implied.reduce((sum, value) => sum + value, 0);
    const changed: JsonValue[] = [];
    market.outcomes.forEach((outcome, position) => {
      const probability = ((implied[position] ?? 0) / total) * market.book;
      const price = clamp(Math.round(1000 / probability), 1001, 1_000_000);
      if (price === outcome.price_milli) return;
      outcome.price_milli = price;
      this.#dirtyOutcomes.add(outcome);
      changed.push({ id: outcome.id, priceId: outcome.price_id, decimal: price / 1000 });
    });
    if (changed.length === 0) return;
    this.#dirtyEvents.add(event);
    this.#draft('p', event, at, { marketId: market.row.id, outcomes: changed });
  }

  #setStatus(event: EventState, market: MarketState, status: MarketStatus, at: number): void {
    if (market.row.status === status) return;
    market.row.status = status;
    this.#dirtyMarkets.add(market.row);
    this.#dirtyEvents.add(event);
    this.#draft('m', event, at, {
      marketId: market.row.id,
      status,
      feedId: market.row.feed_id,
    });
  }

  /** The markets of a period that is over are closed. */
  #closePeriod(event: EventState, model: SportModel, number: number, at: number): void {
    const periodId = periodInfo(model.kind, number).id;
    for (const market of event.markets) {
      if (market.row.period_id !== periodId || GONE_STATUSES.includes(market.row.status)) continue;
      market.reopenAt = undefined;
      market.feedSuspended = false;
      this.#setStatus(event, market, 'closed', at);
    }
  }

  #finish(event: EventState, at: number): void {
    const row = event.row;
    row.clock_status = 'END_OF_EVENT';
    row.is_finished = true;
    // The last instance closes (a game's winner recorded) before the event's markets do.
    this.#liveInstances(event, at);
    for (const market of event.markets) {
      if (GONE_STATUSES.includes(market.row.status)) continue;
      market.reopenAt = undefined;
      market.feedSuspended = false;
      this.#setStatus(event, market, 'closed', at);
    }
    this.#finished.push(row.id);
  }

  #draft(
    type: ChangeDraft['type'],
    event: EventState,
    at: number,
    payload: ChangeDraft['payload'],
  ): void {
    this.#drafts.push({ type, eventId: event.row.id, at, payload });
  }

  /** The event's clock, score and market-count changes of this step, before its market changes. */
  #diff(event: EventState, before: Snapshot, at: number, marketDrafts: number): void {
    const row = event.row;
    const drafts: ChangeDraft[] = [];
    const push = (type: ChangeDraft['type'], payload: ChangeDraft['payload']) =>
      drafts.push({ type, eventId: row.id, at, payload });
    const after = snapshot(event);
    if (
      after.status !== before.status ||
      after.abbreviation !== before.abbreviation ||
      after.number !== before.number
    ) {
      push('c', {
        clock: { minutes: row.clock_minutes ?? 0, status: row.clock_status ?? 'RUNNING' },
        currentPeriod: {
          abbreviation: row.period_abbreviation ?? '',
          number: row.period_number ?? 1,
        },
        isFinished: row.is_finished,
      });
    } else if (after.minutes !== before.minutes) {
      push('ce', { minutes: row.clock_minutes ?? 0 });
    }
    const periodChanges = changedPeriodScores(before.periodScores, event.scores.scoresPerPeriod);
    if (after.scoresKey !== before.scoresKey || periodChanges.length > 0) {
      const full = scoresJson(event.scores);
      const payload: ChangeDraft['payload'] = { scores: full.scores ?? [] };
      if (full.sets !== undefined) payload.sets = full.sets;
      if (periodChanges.length > 0)
        payload.scoresPerPeriod = periodChanges.map((item) => ({ ...item }));
      push('s', payload);
    }
    if (after.cricketKey !== before.cricketKey) {
      push('co', { cricketOutcomes: scoresJson(event.scores).cricketOutcomes ?? [] });
    }
    const openCount = openMarketCount(event);
    const countChanged = openCount !== event.openCount;
    event.openCount = openCount;
    if (drafts.length > 0 || row.is_finished) {
      this.#dirtyEvents.add(event);
      row.scores = scoresJson(event.scores);
    }
    // Clock and score changes go before the market changes this step made, the count after.
    if (drafts.length > 0) this.#drafts.splice(marketDrafts, 0, ...drafts);
    const added = this.#marketsAdded.delete(event);
    if (countChanged || added) {
      this.#drafts.push({
        type: 'em',
        eventId: row.id,
        at,
        payload: { liveOpenMarketCount: openCount },
      });
    }
  }

  // -------------------------------------------------------------------------------------------
  // Writing

  async #persist(): Promise<void> {
    const events = [...this.#dirtyEvents].map((event) => event.row);
    const markets = [...this.#dirtyMarkets];
    const outcomes = [...this.#dirtyOutcomes];
    const created = this.#newMarkets;
    if (
      events.length === 0 &&
      markets.length === 0 &&
      outcomes.length === 0 &&
      created.length === 0
    ) {
      return;
    }
    await this.#db.transaction().execute(async (trx) => {
      // New instances first: the updates below may touch them (a status or price since).
      for (let start = 0; start < created.length; start += ROW_CHUNK) {
        const chunk = created.slice(start, start + ROW_CHUNK);
        await trx
          .insertInto('markets')
          .values(
            chunk.map(({ row }) => ({
              ...row,
              cutoff_time: row.cutoff_time.toISOString(),
              live_basis: row.live_basis === null ? null : JSON.stringify(row.live_basis),
            })),
          )
          .execute();
        await trx
          .insertInto('outcomes')
          .values(chunk.flatMap((market) => market.outcomes.map((outcome) => ({ ...outcome }))))
          .execute();
      }
      for (let start = 0; start < events.length; start += ROW_CHUNK) {
        const values = events
          .slice(start, start + ROW_CHUNK)
          .map(
            (row) =>
              sql`(${row.id}::integer, ${row.is_live}::boolean, ${row.clock_minutes}::integer, ${row.clock_status}::text, ${row.period_abbreviation}::text, ${row.period_number}::integer, ${row.scores === null ? null : JSON.stringify(row.scores)}::jsonb, ${row.is_finished}::boolean, ${row.event_date.toISOString()}::timestamptz)`,
          );
        await sql`update events as e set is_live = v.is_live, clock_minutes = v.clock_minutes, clock_status = v.clock_status, period_abbreviation = v.period_abbreviation, period_number = v.period_number, scores = v.scores, is_finished = v.is_finished, event_date = v.event_date from (values ${sql.join(values)}) as v(id, is_live, clock_minutes, clock_status, period_abbreviation, period_number, scores, is_finished, event_date) where e.id = v.id and e.is_finished = false`.execute(
          trx,
        );
      }
      for (let start = 0; start < markets.length; start += ROW_CHUNK) {
        const values = markets
          .slice(start, start + ROW_CHUNK)
          .map(
            (row) =>
              sql`(${row.id}::integer, ${row.status}::text, ${row.live_basis === null ? null : JSON.stringify(row.live_basis)}::jsonb)`,
          );
        await sql`update markets as m set status = v.status, live_basis = v.live_basis from (values ${sql.join(values)}) as v(id, status, live_basis) where m.id = v.id and m.status not in ('resulted', 'settled')`.execute(
          trx,
        );
      }
      for (let start = 0; start < outcomes.length; start += ROW_CHUNK) {
        const values = outcomes
          .slice(start, start + ROW_CHUNK)
          .map((row) => sql`(${row.id}::integer, ${row.price_milli}::integer)`);
        await sql`update outcomes as o set price_milli = v.price_milli from (values ${sql.join(values)}) as v(id, price_milli) where o.id = v.id`.execute(
          trx,
        );
      }
    });
  }
}

/** Open markets with a visible outcome (the spec's liveOpenMarketCount). */
export function openMarketCount(event: EventState): number {
  let count = 0;
  for (const market of event.markets) {
    if (market.row.status === 'open' && market.outcomes.some((outcome) => !outcome.hidden)) {
      count += 1;
    }
  }
  return count;
}

function snapshot(event: EventState): Snapshot {
  const { scores, sets, scoresPerPeriod, cricketOutcomes } = event.scores;
  return {
    minutes: Math.floor(event.seconds / 60),
    status: event.row.clock_status,
    abbreviation: event.row.period_abbreviation,
    number: event.row.period_number,
    scoresKey: JSON.stringify([scores, sets]),
    periodScores: (scoresPerPeriod ?? []).map((item) => ({ ...item })),
    cricketKey: JSON.stringify(cricketOutcomes ?? null),
  };
}

function sidesOf(row: EventRow): [Side, Side] | undefined {
  const opponents = row.opponents;
  if (!Array.isArray(opponents) || opponents.length < 2) return undefined;
  const side = (value: JsonValue | undefined): Side | undefined => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const { id, description } = value;
    if (typeof id !== 'number' || typeof description !== 'string') return undefined;
    return { id, description };
  };
  const home = side(opponents[0]);
  const away = side(opponents[1]);
  return home && away ? [home, away] : undefined;
}

/** Home's share of play from the match market's prices (home vs away implied probability). */
function homeShareOf(markets: readonly MarketState[], home: Side, away: Side): number {
  const match =
    markets.find(
      (market) => market.row.market_group === 'WIN_DRAW_WIN' && market.row.period_id === 100,
    ) ?? markets.find((market) => market.row.market_group === 'HEAD_TO_HEAD');
  const priceOf = (id: number) =>
    match?.outcomes.find((outcome) => outcome.opponent_id === id)?.price_milli;
  const homePrice = priceOf(home.id);
  const awayPrice = priceOf(away.id);
  if (homePrice === undefined || awayPrice === undefined) return 0.5;
  const homeImplied = 1 / homePrice;
  const awayImplied = 1 / awayPrice;
  return clamp(homeImplied / (homeImplied + awayImplied), 0.15, 0.85);
}

function buildState(row: EventRow, markets: MarketState[]): EventState | undefined {
  const sides = sidesOf(row);
  if (sides === undefined) return undefined;
  const [home, away] = sides;
  const model = sportModel(row.sport_code);
  const status = KNOWN_STATUSES.find((known) => known === row.clock_status) ?? 'RUNNING';
  row.clock_status = status;
  row.period_number ??= 1;
  row.period_abbreviation ??= periodInfo(model.kind, row.period_number).abbreviation;
  const state: EventState = {
    row,
    home,
    away,
    homeShare: homeShareOf(markets, home, away),
    markets,
    scores: { scores: [] },
    seconds: (row.clock_minutes ?? 0) * 60,
    periodSeconds: 0,
    stoppage: 60,
    breakLeft: 0,
    game: [0, 0],
    server: 0,
    openCount: 0,
  };
  const parsed = parseScores(row.scores);
  if (parsed === undefined) {
    state.scores = model.initialScores(state);
  } else {
    state.scores = parsed;
    model.adopt(state);
  }
  if (status === 'INTERMISSION') state.breakLeft = Math.round(model.breakSeconds(state) / 2);
  state.openCount = openMarketCount(state);
  return state;
}

/** A market's overround: the sum of its outcomes' implied probabilities, kept within 1.001…5. */
function bookOf(outcomes: readonly OutcomeRow[]): number {
  const book = outcomes.reduce((sum, outcome) => sum + 1000 / outcome.price_milli, 0);
  return clamp(book, 1.001, 5);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit seed from a few integers (the engine's salt, an event id, a step index). */
export function mix(...parts: number[]): number {
  let hash = 0x9e3779b9;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}
