/**
 * What happened to the world, for the parts of the sandbox that keep something derived from it
 * (the read model, the live engine, settlement). Listeners run synchronously in subscription
 * order; one that needs async work starts it and handles its own errors. A listener that throws
 * does not stop the others (the error is reported through `onListenerError`).
 */
export interface WorldBusEvents {
  /** The database was reseeded: drop everything derived from the old world. */
  reset: [];
  /** These events (prematch, with their markets and outcomes) were added to the database. */
  eventsAdded: [eventIds: readonly number[]];
  /** These events' rows (event, markets, outcomes, prices) changed in the database. */
  eventsChanged: [eventIds: readonly number[]];
  /** These events finished (is_finished is set): result their markets, then settle. */
  eventsFinished: [eventIds: readonly number[]];
  /** Outcome results for these events are stored: settle what depends on them (e.g. jackpots). */
  eventsResulted: [eventIds: readonly number[]];
}

type Listener<K extends keyof WorldBusEvents> = (...args: WorldBusEvents[K]) => void;

export class WorldBus {
  readonly #listeners: { [K in keyof WorldBusEvents]: Set<Listener<K>> } = {
    reset: new Set(),
    eventsAdded: new Set(),
    eventsChanged: new Set(),
    eventsFinished: new Set(),
    eventsResulted: new Set(),
  };

  constructor(
    private readonly onListenerError: (error: unknown) => void = (error) =>
      console.error('sandbox: world bus listener failed', error),
  ) {}

  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof WorldBusEvents>(name: K, listener: Listener<K>): () => void {
    const listeners = this.#listeners[name] as Set<Listener<K>>;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  emit<K extends keyof WorldBusEvents>(name: K, ...args: WorldBusEvents[K]): void {
    for (const listener of [...(this.#listeners[name] as Set<Listener<K>>)]) {
      try {
        listener(...args);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}
