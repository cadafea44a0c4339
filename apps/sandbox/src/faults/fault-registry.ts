import type { ActiveFault, FaultSpec } from './fault-spec';

/** The faults registered through the admin surface, in registration order. */
export class FaultRegistry {
  #faults: ActiveFault[] = [];
  #nextId = 1;

  readonly #listeners = new Set<(fault: ActiveFault) => boolean>();

  /**
   * Registers a fault. A listener (the live stream) may act on it at once and return true: the
   * fault is then done and not kept (e.g. `stream-drop` with `open: true`).
   */
  add(spec: FaultSpec): ActiveFault {
    const fault: ActiveFault = { ...spec, id: this.#nextId, remaining: spec.times ?? null };
    this.#nextId += 1;
    let done = false;
    for (const listener of this.#listeners) done = listener({ ...fault }) || done;
    if (!done) this.#faults.push(fault);
    return { ...fault };
  }

  /** Calls `listener` with every fault added from now on; returns the unsubscribe. */
  onAdd(listener: (fault: ActiveFault) => boolean): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  list(): ActiveFault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Removes every fault and says how many there were. */
  clear(): number {
    const count = this.#faults.length;
    this.#faults = [];
    return count;
  }

  /**
   * The first fault whose prefix matches `path`, used up by one: a fault with `times` is removed
   * once it has applied that many times.
   */
  take(path: string): ActiveFault | undefined {
    const fault = this.match(path);
    return fault === undefined ? undefined : this.use(fault.id);
  }

  /** The first fault (that `accept` takes) whose prefix matches `path`, not used up (see `use`). */
  match(path: string, accept?: (fault: ActiveFault) => boolean): ActiveFault | undefined {
    const fault = this.#faults.find(
      (candidate) => path.startsWith(candidate.match) && (accept?.(candidate) ?? true),
    );
    return fault === undefined ? undefined : { ...fault };
  }

  /**
   * Uses the fault with this id up by one, as `take` does; undefined when it is gone (cleared,
   * or used up meanwhile).
   */
  use(id: number): ActiveFault | undefined {
    const fault = this.#faults.find((candidate) => candidate.id === id);
    if (fault === undefined) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults = this.#faults.filter((other) => other !== fault);
    }
    return { ...fault };
  }
}
