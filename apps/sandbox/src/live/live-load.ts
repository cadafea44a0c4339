import type { SandboxDb } from '../db/schema';
import { mulberry32, type Random } from '../world/prng';
import type { LiveEngine } from './live-engine';
import type { MarketState } from './live-state';

/** The most events a load may keep in play. */
export const MAX_LOAD_EVENTS = 1000;
/** The most price changes a second a load may ask for. */
export const MAX_LOAD_CHANGES_PER_SECOND = 2000;
/** How often (real ms) the load emits what is due. */
export const LOAD_TICK_MS = 50;
/** How often (real ms) the load looks again at which events and markets it moves. */
const REFRESH_MS = 1000;
/** How often (real ms) the load starts prematch events again when events have finished. */
const TOP_UP_MS = 5000;

export interface LiveLoadRequest {
  /** Events in play the load keeps (prematch events are started to reach it) and moves. */
  events: number;
  /** Price (`p`) changes a second, spread at random over those events' open markets. */
  changesPerSecond: number;
  /** Real ms the load runs; without it, until stopped. */
  durationMs?: number | undefined;
  /** Only the first n displayed markets of each event (the ones a list shows); default all. */
  marketsPerEvent?: number | undefined;
}

/** What GET /__admin/live/load tells. */
export interface LiveLoadStatus {
  running: boolean;
  request: LiveLoadRequest | null;
  /** Events in play now (the engine's count, the load's and the engine's own). */
  liveEvents: number;
  /** Events the load moves (the first `events` in play). */
  loadEvents: number;
  /** Markets the load moves among (open or suspended ones of those events). */
  loadMarkets: number;
  /** Prematch events the load started so far. */
  eventsStarted: number;
  startedAt: string | null;
  elapsedMs: number;
  /** `p` changes logged by the load. */
  emitted: number;
  /** emitted / elapsed seconds. */
  perSecondActual: number;
  /** Changes logged in the last whole second. */
  lastSecond: number;
}

export interface LiveLoadOptions {
  /** Real time (ms); Date.now by default. */
  now?: () => number;
  /** Seed of the random choice of markets and moves. */
  seed?: number;
}

/** Displayed: open or suspended, with at least one visible outcome (as the live page shows). */
function displayed(market: MarketState): boolean {
  const { status } = market.row;
  return (
    (status === 'open' || status === 'suspended') &&
    market.outcomes.length >= 2 &&
    market.outcomes.some((outcome) => !outcome.hidden)
  );
}

/**
 * A load generator for speed tests: keeps `events` events in play (starting the next prematch
 * events the way the engine's "going live" does, through `LiveEngine.startEvent`) and moves
 * `changesPerSecond` prices a second over their open markets through the engine's ordinary change
 * path (`LiveEngine.movePricesInMemory`: versioned changes in the ring, on the stream and in the
 * live page's memory). Real time, not the sandbox clock: a speed test counts real seconds, and a
 * frozen or fast clock must not change the rate. The moved prices are not written to the
 * database (a write per change would measure PGlite, not the live path); the engine's own steps
 * keep writing theirs.
 *
 * The rate is kept by a deficit: every tick emits what is due since the start minus what was
 * logged, so a market that did not move (suspended, or a move that rounds to the same price) is
 * made up on the next tick; a tick never emits more than half a second's worth.
 */
export class LiveLoad {
  readonly #engine: LiveEngine;
  readonly #db: SandboxDb;
  readonly #now: () => number;
  readonly #random: Random;
  #request: LiveLoadRequest | null = null;
  #timer: NodeJS.Timeout | undefined;
  #startedAt = 0;
  #stoppedAt = 0;
  #emitted = 0;
  #eventsStarted = 0;
  #markets: number[] = [];
  #loadEvents = 0;
  #refreshedAt = 0;
  #toppedUpAt = 0;
  #toppingUp = false;
  #emitting = false;
  /** [second, changes logged in it] of the current and the last whole second. */
  #seconds: [number, number, number] = [0, 0, 0];

  constructor(engine: LiveEngine, db: SandboxDb, options: LiveLoadOptions = {}) {
    this.#engine = engine;
    this.#db = db;
    this.#now = options.now ?? Date.now;
    this.#random = mulberry32(options.seed ?? 0x10ad);
  }

  /**
   * Starts a load (a running one is replaced): the events are brought in play first (resolves
   * once they are), then the prices move.
   */
  async start(request: LiveLoadRequest): Promise<LiveLoadStatus> {
    this.stop();
    this.#request = { ...request };
    this.#emitted = 0;
    this.#eventsStarted = 0;
    this.#seconds = [0, 0, 0];
    const mine = this.#request;
    await this.#topUp();
    // Another start came while the events went live: that one runs.
    if (this.#request !== mine) return this.status();
    this.#startedAt = this.#now();
    this.#stoppedAt = 0;
    this.#refresh();
    this.#toppedUpAt = this.#startedAt;
    this.#timer = setInterval(() => {
      this.#tick().catch((error: unknown) => console.error('sandbox: live load failed', error));
    }, LOAD_TICK_MS);
    this.#timer.unref();
    return this.status();
  }

  /** Stops the load (nothing more is emitted); the events it started stay in play. */
  stop(): LiveLoadStatus {
    if (this.#timer !== undefined) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      this.#stoppedAt = this.#now();
    }
    return this.status();
  }

  get running(): boolean {
    return this.#timer !== undefined;
  }

  status(): LiveLoadStatus {
    const end = this.running ? this.#now() : this.#stoppedAt;
    const elapsedMs = this.#startedAt === 0 ? 0 : Math.max(0, end - this.#startedAt);
    return {
      running: this.running,
      request: this.#request,
      liveEvents: this.#engine.status().liveEvents,
      loadEvents: this.#loadEvents,
      loadMarkets: this.#markets.length,
      eventsStarted: this.#eventsStarted,
      startedAt: this.#startedAt === 0 ? null : new Date(this.#startedAt).toISOString(),
      elapsedMs,
      emitted: this.#emitted,
      perSecondActual:
        elapsedMs === 0 ? 0 : Math.round((this.#emitted / (elapsedMs / 1000)) * 10) / 10,
      lastSecond: this.#seconds[2],
    };
  }

  async #tick(): Promise<void> {
    const request = this.#request;
    if (request === null || this.#emitting) return;
    const now = this.#now();
    const elapsed = now - this.#startedAt;
    if (request.durationMs !== undefined && elapsed >= request.durationMs) {
      this.stop();
      return;
    }
    if (now - this.#refreshedAt >= REFRESH_MS) this.#refresh();
    if (now - this.#toppedUpAt >= TOP_UP_MS && !this.#toppingUp) {
      this.#toppedUpAt = now;
      this.#topUp().catch((error: unknown) => console.error('sandbox: live load failed', error));
    }
    const due = Math.floor((request.changesPerSecond * elapsed) / 1000) - this.#emitted;
    const count = Math.min(due, Math.ceil(request.changesPerSecond / 2));
    if (count <= 0 || this.#markets.length === 0) return;
    const chosen: number[] = [];
    for (let index = 0; index < count; index += 1) {
      chosen.push(this.#markets[Math.floor(this.#random() * this.#markets.length)] ?? 0);
    }
    this.#emitting = true;
    try {
      const logged = await this.#engine.movePricesInMemory(chosen, this.#random);
      if (!this.running) return;
      this.#emitted += logged;
      const second = Math.floor(elapsed / 1000);
      if (second !== this.#seconds[0]) this.#seconds = [second, 0, this.#seconds[1]];
      this.#seconds[1] += logged;
    } finally {
      this.#emitting = false;
    }
  }

  /** The markets of the first `events` events in play. */
  #refresh(): void {
    const request = this.#request;
    if (request === null) return;
    this.#refreshedAt = this.#now();
    const events = this.#engine.liveEvents().slice(0, request.events);
    this.#loadEvents = events.length;
    const markets: number[] = [];
    for (const event of events) {
      const shown = event.markets.filter(displayed);
      const taken =
        request.marketsPerEvent === undefined ? shown : shown.slice(0, request.marketsPerEvent);
      for (const market of taken) markets.push(market.row.id);
    }
    this.#markets = markets;
  }

  /** Starts the next prematch events (start order) until `events` are in play. */
  async #topUp(): Promise<void> {
    const request = this.#request;
    if (request === null) return;
    this.#toppingUp = true;
    try {
      const missing = request.events - this.#engine.status().liveEvents;
      if (missing <= 0) return;
      const candidates = await this.#db
        .selectFrom('events')
        .select(['id'])
        .where('is_live', '=', false)
        .where('is_finished', '=', false)
        .where('event_type', '=', 'GAME_EVENT')
        .orderBy('event_date')
        .orderBy('id')
        .limit(missing * 2 + 50)
        .execute();
      for (const { id } of candidates) {
        if (this.#request !== request) return;
        if (this.#engine.status().liveEvents >= request.events) break;
        if (this.#engine.isFrozen(id)) continue;
        const outcome = await this.#engine.startEvent(id);
        if (outcome.ok) this.#eventsStarted += 1;
      }
    } finally {
      this.#toppingUp = false;
    }
  }
}
