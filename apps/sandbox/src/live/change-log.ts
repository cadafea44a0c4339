import type { JsonValue } from '../db/schema';

/**
 * The live change types. The spec's five (ce, em, c, s, co) plus the sandbox's own: m (market
 * status), p (outcome prices), fa (feed alert raised or cleared) and l (an event went live).
 */
export const CHANGE_TYPES = ['ce', 'em', 'c', 's', 'co', 'm', 'p', 'fa', 'l'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** A change before it has a version: the payload fields sit beside type, eventId and at. */
export interface ChangeDraft {
  type: ChangeType;
  /** null for changes that concern no single event (feed alerts). */
  eventId: number | null;
  /** Simulated time of the change, ms since the epoch. */
  at: number;
  payload: { [key: string]: JsonValue };
}

/** A stored change: its version and its serialised JSON (served as is, never re-encoded). */
export interface LoggedChange {
  readonly version: number;
  readonly eventId: number | null;
  readonly json: string;
  /** Its Server-Sent Events frame (`id`, `event: change`, `data` with `emittedAt` added). */
  readonly frame: string;
}

/**
 * The ring's size. The default world at speed 1 makes about 320 to 640 changes a minute (the
 * first ten minutes after a seed, with about 125 events in play, are the busiest: 6,400), so
 * 20,000 keep at least half an hour, three times the ten minutes a reconnecting client may need.
 * A change takes about 0.6 KB (its JSON and its stream frame), so the ring stays under 15 MB.
 */
export const DEFAULT_CHANGE_CAPACITY = 20_000;
export const DEFAULT_CHANGES_LIMIT = 1000;

export type ChangeListener = (changes: readonly LoggedChange[]) => void;

/** Which changes a reader wants: all, or those of some events (event-less changes always). */
export type EventSelection = ReadonlySet<number> | undefined;

export function selects(selection: EventSelection, change: LoggedChange): boolean {
  return selection === undefined || change.eventId === null || selection.has(change.eventId);
}

/** What a reader gets: changes after its version, or a request to reload everything. */
export type ChangesRead =
  | { reset: true; version: number }
  | { reset: false; version: number; changes: LoggedChange[]; more: boolean };

/**
 * Every change the live engine makes, each with a version one above the last, in a bounded ring.
 * A reader holding version V asks for what came after V: when V is older than the ring (or was
 * handed out before a world reset, or comes from a previous run and is ahead of us), it is told
 * to reset (reload) instead.
 */
export class ChangeLog {
  readonly #ring: (LoggedChange | undefined)[];
  #head = 0;
  /** Versions below this were handed out before the last world reset. */
  #floor = 0;
  readonly #listeners = new Set<ChangeListener>();
  readonly #resetListeners = new Set<(version: number) => void>();
  /** Serialised unfiltered answers by `since/limit`, valid while the head does not move. */
  readonly #answers = new Map<string, string>();

  constructor(readonly capacity = DEFAULT_CHANGE_CAPACITY) {
    this.#ring = new Array<LoggedChange | undefined>(capacity);
  }

  /** The latest version (0 before the first change). */
  get version(): number {
    return this.#head;
  }

  /** The oldest version a reader may still hold without being told to reset. */
  get oldestValid(): number {
    return Math.max(this.#floor, this.#head - this.capacity);
  }

  append(drafts: readonly ChangeDraft[]): LoggedChange[] {
    if (drafts.length === 0) return [];
    const added: LoggedChange[] = [];
    const emittedAt = Date.now();
    for (const draft of drafts) {
      const version = this.#head + 1;
      const json = JSON.stringify({
        version,
        type: draft.type,
        eventId: draft.eventId,
        at: new Date(draft.at).toISOString(),
        ...draft.payload,
      });
      // The stream's copy also says when it was logged (wall-clock ms, not the simulated `at`),
      // so a client can measure delivery; the changes call's JSON stays as it was.
      const frame = `id: ${version}\nevent: change\ndata: ${json.slice(0, -1)},"emittedAt":${emittedAt}}\n\n`;
      const change: LoggedChange = { version, eventId: draft.eventId, json, frame };
      this.#ring[version % this.capacity] = change;
      this.#head = version;
      added.push(change);
    }
    this.#answers.clear();
    for (const listener of [...this.#listeners]) {
      try {
        listener(added);
      } catch (error) {
        console.error('sandbox: live change listener failed', error);
      }
    }
    return added;
  }

  /** The world was reset: every version handed out so far is void. */
  markReset(): void {
    this.#head += 1;
    this.#ring[this.#head % this.capacity] = undefined;
    this.#floor = this.#head;
    this.#answers.clear();
    for (const listener of [...this.#resetListeners]) {
      try {
        listener(this.#head);
      } catch (error) {
        console.error('sandbox: live change listener failed', error);
      }
    }
  }

  read(since: number, selection: EventSelection, limit = DEFAULT_CHANGES_LIMIT): ChangesRead {
    if (since < this.oldestValid || since > this.#head) return { reset: true, version: this.#head };
    const changes: LoggedChange[] = [];
    let version = since;
    for (let next = since + 1; next <= this.#head; next += 1) {
      const change = this.#ring[next % this.capacity];
      version = next;
      if (change === undefined || !selects(selection, change)) continue;
      changes.push(change);
      if (changes.length >= limit) break;
    }
    const more = version < this.#head;
    return { reset: false, version: more ? version : this.#head, changes, more };
  }

  /** The changes call's JSON answer, serialised once per (since, limit) while nothing changes. */
  answer(since: number, selection: EventSelection, limit = DEFAULT_CHANGES_LIMIT): string {
    const key = selection === undefined ? `${since}/${limit}` : undefined;
    if (key !== undefined) {
      const hit = this.#answers.get(key);
      if (hit !== undefined) return hit;
    }
    const read = this.read(since, selection, limit);
    const json = read.reset
      ? `{"version":${read.version},"reset":true}`
      : `{"version":${read.version},"changes":[${read.changes.map((change) => change.json).join(',')}]${read.more ? ',"more":true' : ''}}`;
    if (key !== undefined) {
      if (this.#answers.size > 1000) this.#answers.clear();
      this.#answers.set(key, json);
    }
    return json;
  }

  /**
   * Calls `listener` with every batch appended from now on (and `onReset` with the new version
   * when the world is reset); returns the unsubscribe.
   */
  subscribe(listener: ChangeListener, onReset?: (version: number) => void): () => void {
    this.#listeners.add(listener);
    if (onReset) this.#resetListeners.add(onReset);
    return () => {
      this.#listeners.delete(listener);
      if (onReset) this.#resetListeners.delete(onReset);
    };
  }
}
