import type { BrandId } from '../settings/brands';

/**
 * Failed-login throttling, the same for every login style (header_login, /api/login, icore,
 * accounts/sessions). Two rules, on the sandbox clock:
 *
 * - **Per player** (brand + username, known or not): `maxPlayerFailures` wrong passwords in a
 *   row lock the username for `lockoutMs`, whatever is sent then, the right password too. A right
 *   password before that starts the count again; so does `lockoutMs` without a failure.
 * - **Per address** (the caller's IP address): `maxAddressFailures` failures within the last
 *   `addressWindowMs` refuse every login from that address until the oldest of them is older than
 *   the window. A success does not clear them (a credential-stuffer holds some good passwords).
 *
 * A refused attempt is not checked and not counted, so a lockout is never extended by the
 * attempts it refuses. State is in memory, per server; a world reset clears it, a player reset
 * clears that player's.
 */
export interface LoginThrottleOptions {
  maxPlayerFailures: number;
  lockoutMs: number;
  maxAddressFailures: number;
  addressWindowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  maxPlayerFailures: 5,
  lockoutMs: 15 * 60_000,
  maxAddressFailures: 20,
  addressWindowMs: 15 * 60_000,
};

/** Entries kept per rule before the stale ones (then the oldest) are dropped. */
export const MAX_THROTTLE_ENTRIES = 10_000;

export interface ThrottleRefusal {
  rule: 'player' | 'address';
  /** Whole seconds until an attempt is taken again (at least 1). */
  retryAfterSeconds: number;
}

interface PlayerEntry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  readonly options: LoginThrottleOptions;
  private readonly players = new Map<string, PlayerEntry>();
  /** Failure times per address, oldest first, at most maxAddressFailures of them. */
  private readonly addresses = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    options: Partial<LoginThrottleOptions> = {},
  ) {
    this.options = { ...DEFAULT_LOGIN_THROTTLE, ...options };
  }

  /** Why an attempt must be refused now, or undefined when it may go ahead. */
  check(brand: BrandId, username: string, address: string): ThrottleRefusal | undefined {
    const now = this.now();
    const player = this.players.get(playerKey(brand, username));
    if (player !== undefined && player.lockedUntil > now) {
      return { rule: 'player', retryAfterSeconds: seconds(player.lockedUntil - now) };
    }
    const failures = this.recentAddressFailures(address, now);
    if (failures.length >= this.options.maxAddressFailures) {
      const oldest = failures[failures.length - this.options.maxAddressFailures] ?? now;
      return {
        rule: 'address',
        retryAfterSeconds: seconds(oldest + this.options.addressWindowMs - now),
      };
    }
    return undefined;
  }

  /** A wrong username or password. */
  recordFailure(brand: BrandId, username: string, address: string): void {
    const now = this.now();
    const key = playerKey(brand, username);
    const previous = this.players.get(key);
    const counting =
      previous !== undefined &&
      previous.lockedUntil <= now &&
      now - previous.lastFailureAt < this.options.lockoutMs &&
      previous.failures > 0;
    const failures = (counting ? previous.failures : 0) + 1;
    const locked = failures >= this.options.maxPlayerFailures;
    this.players.delete(key);
    this.players.set(key, {
      failures: locked ? 0 : failures,
      lastFailureAt: now,
      lockedUntil: locked ? now + this.options.lockoutMs : 0,
    });
    prune(this.players, (entry) => entry.lockedUntil <= now && this.stale(entry, now));

    const times = [...this.recentAddressFailures(address, now), now].slice(
      -this.options.maxAddressFailures,
    );
    this.addresses.delete(address);
    this.addresses.set(address, times);
    prune(this.addresses, (entry) => this.recentFailures(entry, now).length === 0);
  }

  /** The right password: the player's count starts again (the address keeps its failures). */
  recordSuccess(brand: BrandId, username: string): void {
    this.players.delete(playerKey(brand, username));
  }

  /** Forgets one player, on every brand or on one. */
  resetPlayer(username: string, brands: readonly BrandId[]): void {
    for (const brand of brands) this.players.delete(playerKey(brand, username));
  }

  /** Forgets everything. */
  reset(): { players: number; addresses: number } {
    const cleared = { players: this.players.size, addresses: this.addresses.size };
    this.players.clear();
    this.addresses.clear();
    return cleared;
  }

  private stale(entry: PlayerEntry, now: number): boolean {
    return now - entry.lastFailureAt >= this.options.lockoutMs;
  }

  private recentFailures(times: readonly number[], now: number): number[] {
    return times.filter((time) => now - time < this.options.addressWindowMs);
  }

  private recentAddressFailures(address: string, now: number): number[] {
    return this.recentFailures(this.addresses.get(address) ?? [], now);
  }
}

/** The key of a player: usernames are matched as the login matches them (trimmed, exact case). */
function playerKey(brand: BrandId, username: string): string {
  return `${brand}\u0000${username.trim()}`;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Keeps a map under MAX_THROTTLE_ENTRIES: the entries `dead` says are over go first, then the
 * oldest (maps iterate in insertion order; entries are re-inserted when they change).
 */
function prune<T>(map: Map<string, T>, dead: (entry: T) => boolean): void {
  if (map.size <= MAX_THROTTLE_ENTRIES) return;
  for (const [key, entry] of map) if (dead(entry)) map.delete(key);
  for (const key of map.keys()) {
    if (map.size <= MAX_THROTTLE_ENTRIES) break;
    map.delete(key);
  }
}
