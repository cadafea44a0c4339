import type { SerialisedPlatformError } from '../errors';

/**
 * How server rendering survives a slow or failing platform, as plain rules with an
 * injected clock: a bound on every wait, one call per key at a time, a short memory of calls
 * that timed out, and the last good answer when a refresh fails. `serverPlatform.ts` wires them
 * to the platform client; nothing here knows about Next.js, React or axios.
 */

/**
 * A platform call's answer on the server: data, or a serialisable error. `timedOut` marks a
 * call that got no answer in time (the failures worth remembering: asking again would wait again).
 */
export type Loaded<T> =
  | { ok: true; data: T; stale?: Stale }
  | { ok: false; error: SerialisedPlatformError; timedOut?: true };

/**
 * Marks a good answer that stands in for a failed call (the policy's `keepLastGood`): `at` is
 * when that answer was fetched (ms since the epoch), so a page can say its data may be old.
 */
export interface Stale {
  at: number;
}

export type Failed = Extract<Loaded<unknown>, { ok: false }>;

/** How one kind of call is cached. */
export interface CallPolicy {
  /** How long a good answer is reused without asking again; 0 asks every time. */
  maxAgeMs: number;
  /**
   * Whether a failed refresh answers the last good value instead (only for failures that are the
   * platform's trouble, see `isOutage`; a 404 or a maintenance answer is passed on).
   */
  keepLastGood: boolean;
  /**
   * With `keepLastGood`: how old (ms since it was fetched) the last good answer may be to stand in
   * for a failed call. Without it there is no bound (operator content); a list of prices sets one,
   * so that a platform that stays down ends in the failure notice rather than in old prices.
   */
  lastGoodForMs?: number;
}

/**
 * The platform failed rather than answered: no answer (network, timeout), an unreadable one
 * (malformed) or a server error (5xx, 408, 429). A 4xx, maintenance, blocked or a cancelled call
 * is an answer to pass on.
 */
export function isOutage(error: SerialisedPlatformError): boolean {
  if (error.kind === 'network' || error.kind === 'malformed') return true;
  if (error.kind !== 'http' || error.status === undefined) return false;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** Whether a thrown error (or the error it wraps, `cause`) is a transport timeout. */
export function isTimeoutError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if (error instanceof DeadlineError) return true;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && TIMEOUT_CODES.has(code)) return true;
  return 'cause' in error && isTimeoutError(error.cause, depth + 1);
}

/** Thrown by `withDeadline` when the work took too long. */
export class DeadlineError extends Error {
  constructor(readonly ms: number) {
    super(`The platform did not answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/** Runs `run` after `ms`; the answer cancels it. */
export type Schedule = (run: () => void, ms: number) => () => void;

const realSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/**
 * The work's result, or a `DeadlineError` once `ms` have passed: however the transport behaves
 * (a body that trickles in, a connect that never completes), nobody waits longer than that.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  schedule: Schedule = realSchedule,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = schedule(() => reject(new DeadlineError(ms)), ms);
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A JSON text of a query with its keys sorted at every level, for use in a cache key. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) {
      sorted[key] = (inner as Record<string, unknown>)[key];
    }
    return sorted;
  });
}

export interface CallCacheOptions {
  /** Milliseconds now (Date.now; tests pass their own clock). */
  now: () => number;
  /** How long a call that timed out is answered with its failure without asking again. */
  failureMemoryMs: number;
  /** Keys kept at most; the least recently used go first. */
  maxEntries: number;
}

interface Entry {
  good?: { data: unknown; at: number };
  /** A timed-out failure, answered until `until` without asking. */
  remembered?: { failure: Failed; until: number };
  pending?: Promise<Loaded<unknown>>;
  /** Some caller of this key keeps good answers (a positive maxAge or keepLastGood). */
  keepsValue: boolean;
}

export interface CallCache {
  /**
   * The answer for `key`: a fresh good value (within the policy's maxAge), else the remembered
   * timeout (within failureMemoryMs), else the call in flight for that key, else a new call of
   * `run`. A failed call answers the last good value when the policy keeps it and the failure
   * is an outage. `run` must not throw (serverPlatform's `settle` never does).
   */
  load<T>(key: string, policy: CallPolicy, run: () => Promise<Loaded<T>>): Promise<Loaded<T>>;
  /** Number of keys held (for tests). */
  readonly size: number;
  clear(): void;
}

export function createCallCache(options: CallCacheOptions): CallCache {
  const entries = new Map<string, Entry>();

  /** The key's entry, made the most recently used (the Map's order is the use order). */
  function touch(key: string): Entry {
    const entry = entries.get(key) ?? { keepsValue: false };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done === true) break;
      entries.delete(oldest.value);
    }
    return entry;
  }

  function answerFailure<T>(entry: Entry, failed: Failed, policy: CallPolicy): Loaded<T> {
    const good = entry.good;
    const young =
      good !== undefined &&
      (policy.lastGoodForMs === undefined || options.now() - good.at <= policy.lastGoodForMs);
    if (policy.keepLastGood && good && young && isOutage(failed.error)) {
      return { ok: true, data: good.data as T, stale: { at: good.at } };
    }
    return failed;
  }

  function start(key: string, entry: Entry, run: () => Promise<Loaded<unknown>>) {
    const pending = run()
      .then((loaded) => {
        if (loaded.ok) {
          delete entry.remembered;
          if (entry.keepsValue) entry.good = { data: loaded.data, at: options.now() };
          else if (entries.get(key) === entry && entry.good === undefined) entries.delete(key);
        } else if (loaded.timedOut === true) {
          entry.remembered = { failure: loaded, until: options.now() + options.failureMemoryMs };
        }
        return loaded;
      })
      .finally(() => {
        if (entry.pending === pending) delete entry.pending;
      });
    entry.pending = pending;
    return pending;
  }

  return {
    async load<T>(
      key: string,
      policy: CallPolicy,
      run: () => Promise<Loaded<T>>,
    ): Promise<Loaded<T>> {
      const entry = touch(key);
      if (policy.maxAgeMs > 0 || policy.keepLastGood) entry.keepsValue = true;
      const now = options.now();
      if (entry.good && now - entry.good.at < policy.maxAgeMs) {
        return { ok: true, data: entry.good.data as T };
      }
      if (entry.remembered) {
        if (now < entry.remembered.until) {
          return answerFailure(entry, entry.remembered.failure, policy);
        }
        delete entry.remembered;
      }
      const loaded = await (entry.pending ?? start(key, entry, run));
      return loaded.ok
        ? { ok: true, data: loaded.data as T }
        : answerFailure(entry, loaded, policy);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** The calls already asked for in one server request, by key and policy. */
export type RequestCalls = Map<string, Promise<Loaded<unknown>>>;

/**
 * `calls.load`, asked at most once per key and policy within one server request: `scope` answers
 * the current request's map (React `cache()` on the server gives one per request), so the layout,
 * the metadata and the page asking for the same call share one answer, even when it is not
 * cached across requests (an events list).
 */
export function requestScoped(calls: CallCache, scope: () => RequestCalls): CallCache['load'] {
  return function load<T>(
    key: string,
    policy: CallPolicy,
    run: () => Promise<Loaded<T>>,
  ): Promise<Loaded<T>> {
    const asked = scope();
    const scopedKey = `${key}|${policy.maxAgeMs}|${policy.keepLastGood}|${policy.lastGoodForMs}`;
    const known = asked.get(scopedKey);
    if (known) return known as Promise<Loaded<T>>;
    const loading = calls.load(key, policy, run);
    asked.set(scopedKey, loading);
    return loading;
  };
}
