/**
 * The sandbox's own time. The live world (clocks, periods, settlement, "events over the next 7
 * days") reads this clock, never Date.now(), so a test can freeze time, step it, or run it fast.
 *
 * Simulated time advances `speed` times as fast as real time while running; frozen, it only
 * moves by `step`. Changing speed or freezing keeps the current simulated instant (no jumps).
 */
export interface ClockState {
  /** Simulated now, in ms since the epoch. */
  now: number;
  speed: number;
  frozen: boolean;
}

export interface SandboxClock {
  now(): number;
  state(): ClockState;
  freeze(): void;
  resume(): void;
  /** Moves simulated time forward by `ms` (frozen or not). */
  step(ms: number): void;
  setSpeed(speed: number): void;
  /** Sets simulated now (e.g. for a reproducible test); keeps speed and frozen. */
  set(now: number): void;
}

export const MAX_SPEED = 1000;

export function createClock(
  realNow: () => number = Date.now,
  start: number = realNow(),
): SandboxClock {
  // Simulated time = base + (real - realBase) * speed while running.
  let base = start;
  let realBase = realNow();
  let speed = 1;
  let frozen = false;

  const now = () => (frozen ? base : base + (realNow() - realBase) * speed);
  const rebase = () => {
    base = now();
    realBase = realNow();
  };

  return {
    now,
    state: () => ({ now: now(), speed, frozen }),
    freeze() {
      rebase();
      frozen = true;
    },
    resume() {
      rebase();
      frozen = false;
    },
    step(ms) {
      if (!Number.isFinite(ms) || ms < 0)
        throw new RangeError('step must be a non-negative number of ms');
      rebase();
      base += ms;
    },
    setSpeed(next) {
      if (!Number.isFinite(next) || next <= 0 || next > MAX_SPEED) {
        throw new RangeError(`speed must be above 0 and at most ${MAX_SPEED}`);
      }
      rebase();
      speed = next;
    },
    set(at) {
      if (!Number.isFinite(at)) throw new RangeError('time must be a finite number of ms');
      base = at;
      realBase = realNow();
    },
  };
}
