import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { StoreExtra } from '../platform/baseApi';
import { PlatformError } from '../platform/platformError';
import {
  selectIsLoggedIn,
  sessionEnded,
  sessionRestored,
  sessionStarted,
  sessionTokenRenewed,
} from '../session/sessionSlice';
import { tabVisibilityChanged } from '../session/visibility';
import type { AppListenerDispatch, AppStartListening } from '../store/listeners';
import type { RootState } from '../store/makeStore';
import { selectSettings, settingsReceived } from '../store/settingsSlice';
import type { LiveCalls } from './liveApi';
import type { LiveChange } from '../platform/schemas/live';
import { parseLiveChangeShape } from '../platform/schemas/generated/liveChange';
import { firstDisplayedMarkets } from './liveRetention';
import { inVersionOrder } from './liveRules';
import {
  liveChangesReceived,
  liveConnectionChanged,
  liveSnapshotNeeded,
  liveSnapshotReceived,
  liveSubscribed,
  liveUnsubscribed,
  liveWentLiveHandled,
} from './liveSlice';
import {
  liveOf,
  selectLiveConnection,
  type LiveConnectionState,
  type LiveScope,
} from './liveState';

/**
 * The one live connection of a tab (architecture "Data flow" 4; betting §4 and §7), run by a
 * listener on the store:
 *
 * - It runs while at least one page part claims a scope (`liveSubscribed`) and the tab is visible;
 *   with the last claim gone it closes (no stream outlives its page), and a hidden tab closes it
 *   too, keeping the version so the visible tab resumes where it left off.
 * - It loads a snapshot per scope (`livepage`, `livepage/{id}`), then follows the changes from
 *   that version: the platform's push stream (Server-Sent Events at the `live_stream_url`
 *   setting, on the push service: `liveStreamTarget`) when there is one, else polling `livepage/changes` at `poll_changes_refresh_interval`
 *   (its logged-out variant when logged out), taking `more: true` at once.
 * - Never wrong, never silent: a gap, a malformed change or a reset reloads the snapshots; no
 *   data (nor heartbeat) for STALE_AFTER_MS marks the prices stale (not bettable) and reconnects
 *   with exponential backoff and full jitter. A 401/403 stops it (the session rules act) until
 *   the session changes.
 * - Events that go live (change `l`) are loaded with `livepage/{id}` when a live list is on
 *   screen (or that event's page).
 */

/**
 * Where the browser opens the live stream, or null to poll: the operator's `live_stream_url`
 * setting on the platform's push service (`pushUrl`, the brand server's CLEM_PUSH_URL), never on
 * the brand server, which holds no stream open (docs/deploy.md). A path is taken on the push
 * service; an absolute URL only when it is on the push service (the CSP allows that origin and
 * no other); an empty setting, or no push service, means polling.
 */
export function liveStreamTarget(setting: string, pushUrl: string | undefined): string | null {
  const push = pushUrl?.trim() ?? '';
  if (setting === '' || push === '') return null;
  try {
    const origin = new URL(push).origin;
    const target = new URL(setting, `${origin}/`);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}

/** No change, heartbeat or answer for this long: the prices are stale (heartbeats come every 15 s). */
export const STALE_AFTER_MS = 20_000;
/** How often the connection checks that data still comes. */
export const STALE_CHECK_MS = 2_000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 30_000;
/** A stream that fails this many times in a row without ever opening gives way to polling. */
export const STREAM_FAILURES_BEFORE_POLL = 3;

/** Exponential backoff with full jitter: a random wait in [0, min(cap, base × 2^attempt)). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.floor(random() * ceiling);
}

/** What the connection needs of the browser's EventSource. */
export interface LiveEventSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type LiveEventSourceConstructor = new (url: string) => LiveEventSource;

const EVENT_SOURCE_CLOSED = 2;

type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** How long pushed changes gather before one store update applies them all. */
export const LIVE_BATCH_MS = 100;
/** At most this many changes in one store update (see `flushBatch`). */
export const LIVE_CHUNK_CHANGES = 100;
/** At least this many, however slow the page (a chunk's fixed cost is paid per update). */
export const LIVE_CHUNK_MIN_CHANGES = 10;
/** A chunk's size before the page has measured what a change costs it. */
export const LIVE_CHUNK_UNMEASURED = 40;
/**
 * What one store update of live changes may cost the main thread, its re-render included: half
 * of a long task (50 ms), the rest left to style, layout and whatever else shares the task.
 */
export const LIVE_CHUNK_BUDGET_MS = 25;

/**
 * The page's cost of one live change (ms), learnt from the chunks it applied: a moving average
 * of each chunk's cost per change. Chunks of fewer than LIVE_CHUNK_MIN_CHANGES teach nothing
 * (their fixed cost, a pass over every subscriber, would pass for a cost per change).
 */
export function learntChangeCost(
  previous: number | null,
  chunkMs: number,
  changes: number,
): number | null {
  if (changes < LIVE_CHUNK_MIN_CHANGES || !Number.isFinite(chunkMs) || chunkMs < 0) {
    return previous;
  }
  const sample = chunkMs / changes;
  return previous === null ? sample : previous * 0.7 + sample * 0.3;
}

/**
 * How many changes the next store update applies: as many as fit LIVE_CHUNK_BUDGET_MS at the
 * learnt cost, between LIVE_CHUNK_MIN_CHANGES and LIVE_CHUNK_CHANGES. A fast desktop applies a
 * burst in a few large updates; a slow phone, in more, smaller ones, and no update becomes a
 * long task on either.
 */
export function liveChunkSize(costPerChangeMs: number | null): number {
  if (costPerChangeMs === null) return LIVE_CHUNK_UNMEASURED;
  if (costPerChangeMs <= 0) return LIVE_CHUNK_CHANGES;
  return Math.max(
    LIVE_CHUNK_MIN_CHANGES,
    Math.min(LIVE_CHUNK_CHANGES, Math.floor(LIVE_CHUNK_BUDGET_MS / costPerChangeMs)),
  );
}

export interface LiveListenerOptions {
  /** The EventSource class (null: none, poll). Default: the browser's, when it has one. */
  EventSourceImpl?: LiveEventSourceConstructor | null;
  now?: () => number;
  /** A monotonic clock in ms for measuring work (default: `performance.now`). */
  clock?: () => number;
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  /** Whether the tab is visible when the connection starts (then `tabVisibilityChanged`). */
  isVisible?: () => boolean;
  /** The platform calls (tests); default: `liveCallsOf` of the store's extra, loaded lazily. */
  calls?: (extra: StoreExtra) => LiveCalls | Promise<LiveCalls>;
}

/**
 * One pushed change (an SSE `change` message's data); null when it is not a valid change. It is
 * checked by the validator generated from `liveChangeSchema` (`npm run gen:validators`), the same
 * rules without the validation library, which a live page would otherwise load only for this.
 */
export function parseLiveChangeMessage(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  return parseLiveChangeShape(json);
}

const counters = { openStreams: 0, opened: 0, closed: 0 };

/**
 * How many live streams this page has open now, and has opened and closed in all (every store of
 * the page together). End-to-end tests read it to prove no stream outlives its page.
 */
export function liveConnectionStats(): { openStreams: number; opened: number; closed: number } {
  return { ...counters };
}

/** Puts `liveConnectionStats` on `target.__clemLive` (tests read `window.__clemLive.openStreams`). */
export function exposeLiveConnectionStats(target: object): void {
  Object.defineProperty(target, '__clemLive', {
    configurable: true,
    get: liveConnectionStats,
  });
}

function isAuthFailure(error: unknown): boolean {
  return error instanceof PlatformError && (error.status === 401 || error.status === 403);
}

function defaultVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function defaultEventSource(): LiveEventSourceConstructor | null {
  const candidate = (globalThis as { EventSource?: LiveEventSourceConstructor }).EventSource;
  return typeof candidate === 'function' ? candidate : null;
}

interface ListenerHandle {
  dispatch: AppListenerDispatch;
  getState: () => RootState;
  extra: StoreExtra;
}

const sessionChanged = isAnyOf(sessionStarted, sessionEnded, sessionRestored, sessionTokenRenewed);
const watched = isAnyOf(
  liveSubscribed,
  liveUnsubscribed,
  liveChangesReceived,
  tabVisibilityChanged,
  settingsReceived,
  sessionStarted,
  sessionEnded,
  sessionRestored,
  sessionTokenRenewed,
);

class LiveConnection {
  private readonly dispatch: AppListenerDispatch;
  private readonly getState: () => RootState;
  private readonly extra: StoreExtra;
  private readonly now: () => number;
  private readonly clock: () => number;
  private readonly random: () => number;
  private readonly setTimer: (callback: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;
  private readonly EventSourceImpl: LiveEventSourceConstructor | null;
  private readonly loadCalls: (extra: StoreExtra) => LiveCalls | Promise<LiveCalls>;
  private calls: LiveCalls | null = null;

  private visible: boolean;
  private authBlocked = false;
  /** Bumped whenever the transport stops: answers of an older run are dropped. */
  private epoch = 0;
  private running = false;
  private pumping = false;
  private pumpAgain = false;
  private readonly loadedScopes = new Set<string>();
  private stream: LiveEventSource | null = null;
  private streamFilter: string | null = null;
  private streamOpened = false;
  private failuresBeforeOpen = 0;
  private forcePoll = false;
  private polling = false;
  private attempt = 0;
  private lastDataAt: number | null = null;
  private pollTimer: TimerHandle | null = null;
  private reconnectTimer: TimerHandle | null = null;
  private staleTimer: TimerHandle | null = null;
  private readonly loadingWentLive = new Set<number>();
  /** Pushed changes waiting for the next batch (see LIVE_BATCH_MS). */
  private batch: LiveChange[] = [];
  private batchContiguous = true;
  private batchTimer: TimerHandle | null = null;
  /** What one change costs this page to apply and render (`learntChangeCost`). */
  private changeCostMs: number | null = null;

  constructor(api: ListenerHandle, options: LiveListenerOptions) {
    this.dispatch = api.dispatch;
    this.getState = api.getState;
    this.extra = api.extra;
    this.now = options.now ?? (() => Date.now());
    this.clock =
      options.clock ??
      (typeof performance === 'undefined' ? () => Date.now() : () => performance.now());
    this.random = options.random ?? Math.random;
    this.setTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
    this.clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle));
    this.EventSourceImpl =
      options.EventSourceImpl === undefined ? defaultEventSource() : options.EventSourceImpl;
    this.loadCalls =
      options.calls ?? ((extra) => import('./liveApi').then((module) => module.liveCallsOf(extra)));
    this.visible = (options.isVisible ?? defaultVisible)();
  }

  onAction(action: UnknownAction): void {
    if (tabVisibilityChanged.match(action)) this.visible = action.payload.visible;
    if (liveSubscribed.match(action)) this.seeded(action.payload);
    if (sessionChanged(action)) this.authBlocked = false;
    if (liveChangesReceived.match(action)) {
      this.afterChanges();
      return;
    }
    this.sync();
  }

  /**
   * A scope claimed with the server's snapshot (a seed) is loaded when the data holds that
   * snapshot at its version or newer: the feed then goes on from the data's version, which covers
   * every change after the seed. A seed older than the data's version is not enough (a feed
   * filtered to other events skipped its events' changes since), so that scope is loaded as usual.
   */
  private seeded(payload: { key: string; seed?: { version: number } }): void {
    const live = liveOf(this.getState());
    if (!payload.seed || live.needsSnapshot) return;
    if (payload.seed.version >= live.version) this.loadedScopes.add(payload.key);
  }

  /** Stops everything (the listeners were removed). */
  dispose(): void {
    this.stopTransport();
    this.loadedScopes.clear();
  }

  private scopes(): [string, LiveScope][] {
    return Object.entries(liveOf(this.getState()).scopes).map(([key, claim]) => [key, claim.scope]);
  }

  private connection(): LiveConnectionState {
    return selectLiveConnection(this.getState());
  }

  private setConnection(patch: Partial<LiveConnectionState>): void {
    const current = this.connection();
    const changed = (Object.keys(patch) as (keyof LiveConnectionState)[]).some(
      (key) => current[key] !== patch[key],
    );
    if (changed) this.dispatch(liveConnectionChanged(patch));
  }

  /** Starts, adapts or stops the connection to what the pages on screen claim. */
  private sync(): void {
    const scopes = this.scopes();
    const keys = new Set(scopes.map(([key]) => key));
    for (const key of [...this.loadedScopes]) if (!keys.has(key)) this.loadedScopes.delete(key);
    if (scopes.length === 0) {
      this.stopTransport();
      this.loadedScopes.clear();
      this.attempt = 0;
      this.setConnection({ status: 'idle', transport: null, attempt: 0 });
      return;
    }
    if (!this.visible || this.authBlocked) {
      this.stopTransport();
      if (!this.visible) this.setConnection({ status: 'idle', transport: null });
      return;
    }
    if (!this.running) {
      this.running = true;
      this.epoch += 1;
      this.setConnection({ status: this.connection().wasOpen ? 'reconnecting' : 'connecting' });
      this.scheduleStaleCheck();
    }
    void this.pump();
  }

  /** Loads what is missing, then makes sure the transport runs with the right filter. */
  private async pump(): Promise<void> {
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        if (!this.running) return;
        const epoch = this.epoch;
        try {
          await this.ensureLoaded(epoch);
        } catch (error) {
          if (epoch === this.epoch) this.failed(error);
          continue;
        }
        // A newer run (a reload, a reconnect) took over meanwhile: it asked for another pass.
        if (epoch !== this.epoch || !this.running) continue;
        this.ensureTransport();
        this.loadWentLive();
      } while (this.pumpAgain);
    } finally {
      this.pumping = false;
    }
  }

  private async callsReady(): Promise<LiveCalls> {
    this.calls ??= await this.loadCalls(this.extra);
    return this.calls;
  }

  /** The snapshots of the scopes not loaded yet (all of them after a gap or a reset). */
  private async ensureLoaded(epoch: number): Promise<void> {
    const state = this.getState();
    const restart = liveOf(state).needsSnapshot || this.loadedScopes.size === 0;
    const wanted = this.scopes().filter(([key]) => restart || !this.loadedScopes.has(key));
    if (wanted.length === 0) return;
    const calls = await this.callsReady();
    const answers = await Promise.all(
      wanted.map(async ([key, scope]) => ({ key, snapshot: await calls.loadScope(scope) })),
    );
    if (epoch !== this.epoch) return;
    this.lastDataAt = this.now();
    const snapshots = answers
      .flatMap(({ key, snapshot }) => (snapshot ? [{ key, ...snapshot }] : []))
      .sort((a, b) => a.version - b.version);
    if (restart && snapshots.length === 0) {
      // No scope has a live event (yet): start from the feed's version now.
      const version = await calls.currentVersion();
      if (epoch !== this.epoch) return;
      this.dispatch(liveSnapshotReceived({ version, events: [], restart: true }));
    }
    snapshots.forEach((snapshot, index) => {
      this.dispatch(
        liveSnapshotReceived({
          version: snapshot.version,
          events: snapshot.events,
          scopeKey: snapshot.key,
          restart: restart && index === 0,
          nowMs: this.now(),
        }),
      );
    });
    for (const { key } of answers) this.loadedScopes.add(key);
  }

  /** Event ids the feed is filtered to: none when a live list is on screen. */
  private filterIds(): number[] | null {
    const scopes = this.scopes().map(([, scope]) => scope);
    if (scopes.some((scope) => scope.kind === 'list')) return null;
    return scopes
      .flatMap((scope) => (scope.kind === 'event' ? [scope.eventId] : []))
      .sort((a, b) => a - b);
  }

  private ensureTransport(): void {
    const ids = this.filterIds();
    const filter = ids ? ids.join(',') : '';
    const url = liveStreamTarget(
      selectSettings(this.getState()).live_stream_url,
      this.extra.pushUrl,
    );
    const usePush = url !== null && this.EventSourceImpl !== null && !this.forcePoll;
    if (usePush) {
      if (this.stream && this.streamFilter === filter) return;
      this.stopPolling();
      this.closeStream();
      this.openStream(url, ids);
    } else {
      this.closeStream();
      if (this.polling) return;
      this.polling = true;
      this.lastDataAt ??= this.now();
      void this.poll(this.epoch);
    }
  }

  private openStream(base: string, ids: number[] | null): void {
    const EventSourceImpl = this.EventSourceImpl;
    if (!EventSourceImpl) return;
    const version = liveOf(this.getState()).version;
    const query = `since=${version}${ids && ids.length > 0 ? `&eventIds=${ids.join(',')}` : ''}`;
    const stream = new EventSourceImpl(`${base}${base.includes('?') ? '&' : '?'}${query}`);
    this.stream = stream;
    this.streamFilter = ids ? ids.join(',') : '';
    this.streamOpened = false;
    // The wait for the first data starts now (a stream that never answers goes stale too).
    this.lastDataAt = this.now();
    counters.openStreams += 1;
    counters.opened += 1;
    const contiguous = ids === null;
    const current = () => this.stream === stream;
    stream.onopen = () => {
      if (!current()) return;
      this.streamOpened = true;
      this.failuresBeforeOpen = 0;
      this.dataArrived('sse');
    };
    stream.addEventListener('change', (event) => {
      if (!current()) return;
      this.dataArrived('sse');
      const change = parseLiveChangeMessage(event.data);
      if (!change) {
        this.reload();
        return;
      }
      this.queueChange(change, contiguous);
    });
    stream.addEventListener('reset', () => {
      if (!current()) return;
      this.dataArrived('sse');
      this.reload();
    });
    stream.addEventListener('heartbeat', () => {
      if (current()) this.dataArrived('sse');
    });
    stream.onerror = () => {
      if (!current()) return;
      if (stream.readyState !== EVENT_SOURCE_CLOSED) {
        // The browser reconnects by itself (sending Last-Event-ID): say so meanwhile.
        this.setConnection({ status: 'reconnecting' });
        return;
      }
      if (!this.streamOpened) {
        this.failuresBeforeOpen += 1;
        if (this.failuresBeforeOpen >= STREAM_FAILURES_BEFORE_POLL) this.forcePoll = true;
      }
      this.closeStream();
      this.scheduleReconnect('reconnecting');
    };
  }

  /**
   * Pushed changes are applied in batches: one store update per LIVE_BATCH_MS, whatever the
   * stream's rate. Every odds button, row and slip line checks its own entity on each store
   * update, so one update per change would cost the page a pass over all of them for every tick
   * (a busy In-Play page gets hundreds a second); a batch costs one pass, and a price still shows
   * within LIVE_BATCH_MS of arriving.
   */
  private queueChange(change: LiveChange, contiguous: boolean): void {
    this.batch.push(change);
    if (!contiguous) this.batchContiguous = false;
    if (this.batchTimer === null) {
      this.batchTimer = this.setTimer(() => this.flushBatch(), LIVE_BATCH_MS);
    }
  }

  /**
   * Applies the waiting changes. A burst (every live event's clock moving on the same minute, a
   * feed alert suspending hundreds of markets, the changes that queued while the tab was busy) is
   * applied in chunks, each in its own task, so the store update and the re-render it causes
   * never hold the main thread for long. A chunk holds as many changes as fit the time budget at
   * what a change has cost this page so far (`liveChunkSize`): a fixed 100 cost one 55–67 ms
   * task on a 500-row In-Play page on a slow machine. The cost is measured from the dispatch to
   * a microtask queued after it, which runs once React has rendered and committed the update
   * (React renders a store update in a microtask it queued during the dispatch). `all` applies
   * everything now (the stream is closing, and a reload goes on from what it gave).
   */
  private flushBatch(all = false): void {
    if (this.batchTimer !== null) this.clearTimer(this.batchTimer);
    this.batchTimer = null;
    if (this.batch.length === 0) return;
    // In version order, so a chunk never ends inside a run of versions the next one completes.
    const ordered = this.batch.length > 1 ? inVersionOrder(this.batch) : this.batch;
    const take = all ? ordered.length : liveChunkSize(this.changeCostMs);
    const changes = ordered.slice(0, take);
    const rest = ordered.slice(take);
    const contiguous = this.batchContiguous;
    this.batch = rest;
    if (rest.length === 0) this.batchContiguous = true;
    else this.batchTimer = this.setTimer(() => this.flushBatch(), 0);
    const started = this.clock();
    this.dispatch(liveChangesReceived({ changes, nowMs: this.now(), contiguous }));
    queueMicrotask(() => {
      this.changeCostMs = learntChangeCost(
        this.changeCostMs,
        this.clock() - started,
        changes.length,
      );
    });
  }

  private dataArrived(transport: 'sse' | 'poll'): void {
    this.lastDataAt = this.now();
    this.attempt = 0;
    const connection = this.connection();
    if (connection.status !== 'open' || connection.transport !== transport) {
      this.setConnection({ status: 'open', transport, attempt: 0, lastDataAt: this.lastDataAt });
    }
  }

  private pollInterval(): number {
    const state = this.getState();
    const settings = selectSettings(state);
    return selectIsLoggedIn(state)
      ? settings.poll_changes_refresh_interval
      : settings.poll_changes_refresh_interval_logged_out;
  }

  private async poll(epoch: number): Promise<void> {
    try {
      const calls = await this.callsReady();
      const ids = this.filterIds();
      let more = true;
      while (more) {
        if (epoch !== this.epoch || !this.polling) return;
        const answer = await calls.loadChanges(liveOf(this.getState()).version, ids);
        if (epoch !== this.epoch || !this.polling) return;
        this.dataArrived('poll');
        if (answer.reset) {
          this.reload();
          return;
        }
        this.dispatch(
          liveChangesReceived({
            changes: answer.changes,
            nowMs: this.now(),
            contiguous: ids === null,
            upTo: answer.version,
          }),
        );
        if (liveOf(this.getState()).needsSnapshot) return; // afterChanges reloads
        more = answer.more;
      }
      this.pollTimer = this.setTimer(() => {
        this.pollTimer = null;
        void this.poll(epoch);
      }, this.pollInterval());
    } catch (error) {
      if (epoch !== this.epoch) return;
      this.polling = false;
      this.failed(error);
    }
  }

  /** After changes were applied: reload on a gap, load events that went live. */
  private afterChanges(): void {
    if (!this.running) return;
    if (liveOf(this.getState()).needsSnapshot) {
      this.reload();
      return;
    }
    this.loadWentLive();
  }

  /** The feed cannot go on: stop it, reload every scope's snapshot, go on from there. */
  private reload(): void {
    if (!liveOf(this.getState()).needsSnapshot) this.dispatch(liveSnapshotNeeded());
    this.closeStream();
    this.stopPolling();
    this.epoch += 1;
    this.loadedScopes.clear();
    void this.pump();
  }

  private failed(error: unknown): void {
    if (isAuthFailure(error)) {
      // Never loop on a refused session: the session rules act; a session change resumes.
      this.authBlocked = true;
      const wasOpen = this.connection().wasOpen;
      this.stopTransport();
      this.setConnection({ status: wasOpen ? 'stale' : 'idle', transport: null });
      return;
    }
    if (error instanceof PlatformError && error.kind === 'malformed') {
      this.dispatch(liveSnapshotNeeded());
      this.loadedScopes.clear();
    }
    this.scheduleReconnect('reconnecting');
  }

  private scheduleReconnect(status: 'reconnecting' | 'stale'): void {
    if (!this.running) return;
    this.closeStream();
    this.stopPolling();
    if (this.reconnectTimer !== null) return;
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt += 1;
    this.epoch += 1;
    const wasOpen = this.connection().wasOpen;
    this.setConnection({
      status: wasOpen ? status : 'connecting',
      attempt: this.attempt,
    });
    this.reconnectTimer = this.setTimer(() => {
      this.reconnectTimer = null;
      if (!this.running) return;
      if (this.connection().status === 'stale') this.setConnection({ status: 'reconnecting' });
      void this.pump();
    }, delay);
  }

  private scheduleStaleCheck(): void {
    if (this.staleTimer !== null) return;
    this.staleTimer = this.setTimer(() => {
      this.staleTimer = null;
      if (!this.running) return;
      const quiet = this.lastDataAt !== null && this.now() - this.lastDataAt >= STALE_AFTER_MS;
      const transportUp = this.stream !== null || this.polling;
      if (quiet && transportUp) {
        this.lastDataAt = null;
        this.scheduleReconnect('stale');
      }
      this.scheduleStaleCheck();
    }, STALE_CHECK_MS);
  }

  private loadWentLive(): void {
    const state = this.getState();
    const ids = liveOf(state).wentLive.filter((id) => !this.loadingWentLive.has(id));
    if (ids.length === 0) return;
    const scopes = this.scopes().map(([, scope]) => scope);
    const listOnScreen = scopes.some((scope) => scope.kind === 'list');
    const wanted = ids.filter(
      (id) =>
        listOnScreen || scopes.some((scope) => scope.kind === 'event' && scope.eventId === id),
    );
    const skipped = ids.filter((id) => !wanted.includes(id));
    if (skipped.length > 0) this.dispatch(liveWentLiveHandled(skipped));
    for (const id of wanted) {
      this.loadingWentLive.add(id);
      void this.callsReady()
        .then((calls) => calls.loadScope({ kind: 'event', eventId: id }))
        .then(
          (snapshot) => {
            if (!snapshot || !this.running) return;
            // For a list, the event is kept as the list shows it, not with all its markets.
            const markets = this.listMarketsFor(id);
            const events =
              markets === null
                ? snapshot.events
                : snapshot.events.map((event) => firstDisplayedMarkets(event, markets));
            this.dispatch(liveSnapshotReceived({ ...snapshot, events, nowMs: this.now() }));
          },
          () => undefined,
        )
        .finally(() => {
          this.loadingWentLive.delete(id);
          this.dispatch(liveWentLiveHandled([id]));
        });
    }
  }

  /**
   * How many markets of an event that went live the lists on screen show (the most any of them
   * asks for); null when all of them are wanted (its own page claims it, or a list asks for the
   * platform's default).
   */
  private listMarketsFor(eventId: number): number | null {
    const scopes = this.scopes().map(([, scope]) => scope);
    if (scopes.some((scope) => scope.kind === 'event' && scope.eventId === eventId)) return null;
    let most = 0;
    for (const scope of scopes) {
      if (scope.kind !== 'list') continue;
      if (scope.marketsPerEvent === undefined) return null;
      most = Math.max(most, scope.marketsPerEvent);
    }
    return most;
  }

  private closeStream(): void {
    // What the stream already gave is applied before it goes (a reload then goes on from it).
    this.flushBatch(true);
    if (!this.stream) return;
    const stream = this.stream;
    this.stream = null;
    this.streamFilter = null;
    stream.onopen = null;
    stream.onerror = null;
    stream.close();
    counters.openStreams -= 1;
    counters.closed += 1;
  }

  private stopPolling(): void {
    this.polling = false;
    if (this.pollTimer !== null) this.clearTimer(this.pollTimer);
    this.pollTimer = null;
  }

  private stopTransport(): void {
    this.running = false;
    this.epoch += 1;
    this.closeStream();
    this.stopPolling();
    if (this.reconnectTimer !== null) this.clearTimer(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.staleTimer !== null) this.clearTimer(this.staleTimer);
    this.staleTimer = null;
  }
}

const registered = new WeakSet<AppStartListening>();

/**
 * Starts the live connection's listener on a store (`listenersOf(store)`). Idempotent per store: a
 * second call is a no-op, so every page part that needs live data may call it. Returns a function
 * that removes the listener and closes the connection.
 */
export function registerLiveListeners(
  startListening: AppStartListening,
  options: LiveListenerOptions = {},
): () => void {
  if (registered.has(startListening)) return () => undefined;
  registered.add(startListening);
  let connection: LiveConnection | null = null;
  const unsubscribe = startListening({
    predicate: (action) => watched(action),
    effect: (action, api) => {
      connection ??= new LiveConnection(
        { dispatch: api.dispatch, getState: api.getState, extra: api.extra },
        options,
      );
      connection.onAction(action);
    },
  });
  return () => {
    unsubscribe();
    connection?.dispose();
    registered.delete(startListening);
  };
}
