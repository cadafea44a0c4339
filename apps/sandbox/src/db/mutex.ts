/**
 * A first-come, first-served async lock. `lock()` resolves with a release function once every
 * earlier holder has released. PGlite has a single session, so the dialect holds this lock for the
 * whole life of a Kysely connection (one query, or one whole transaction).
 */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  async lock(): Promise<() => void> {
    const previous = this.#tail;
    let release: () => void = () => undefined;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return release;
  }
}
