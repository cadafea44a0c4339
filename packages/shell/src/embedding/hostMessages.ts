/**
 * Messages between the app and the page that embeds it in an iframe (account-and-shell §1:
 * "The product may be embedded in a host page and then messages it. Messages sent: ready, login,
 * logout, size, balance update, language, user activity. The login message carries a responsible
 * value BETSLIP when login was triggered by adding a selection.").
 *
 * The only partners are the embedding origins (`embedOrigins`: the brand's `embed.allowedHosts`,
 * plus test origins the test servers add): we post with that exact origin as `targetOrigin`
 * (never `*`) and ignore every message from any other origin.
 *
 * Every outgoing message has one envelope, `{ source: 'clem', type, payload }`, so a host page
 * can tell ours apart from other frames' traffic. Decisions where the spec is silent:
 * - type names are kebab-case (`user-activity`); the balance update is `balance`;
 * - `size` carries integer CSS pixels (rounded up so the host never crops the last pixel);
 * - `balance` carries the balance as a display string plus the currency code (no floats);
 * - `user-activity` carries the time of the activity as epoch milliseconds (`at`).
 *
 * Incoming commands (the host asking the app to do something) are limited to two:
 * - `{ type: 'navigate', path }` — a same-site path only (see `isSafeSitePath`);
 * - `{ type: 'logout' }`.
 * Anything else — other origins, non-object data, unknown types, bad fields — is ignored. The
 * envelope `source: 'clem'` is not required on incoming messages (hosts are third parties).
 */

import { isSameSitePath } from '@clem/core';

export const HOST_MESSAGE_SOURCE = 'clem';

export type HostResponsible = 'BETSLIP';

/** The payload of each outgoing message type. */
export interface HostMessagePayloads {
  ready: Record<string, never>;
  login: { responsible?: HostResponsible };
  logout: Record<string, never>;
  size: { width: number; height: number };
  balance: { balance: string; currency: string };
  language: { locale: string };
  'user-activity': { at: number };
}

export type HostMessageType = keyof HostMessagePayloads;

export const hostMessageTypes = [
  'ready',
  'login',
  'logout',
  'size',
  'balance',
  'language',
  'user-activity',
] as const satisfies readonly HostMessageType[];

export interface HostMessage<T extends HostMessageType = HostMessageType> {
  source: typeof HOST_MESSAGE_SOURCE;
  type: T;
  payload: HostMessagePayloads[T];
}

function envelope<T extends HostMessageType>(
  type: T,
  payload: HostMessagePayloads[T],
): HostMessage<T> {
  return { source: HOST_MESSAGE_SOURCE, type, payload };
}

/** Non-negative integer CSS pixels; anything not finite becomes 0. */
function pixels(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

/** Builds the message of a type from its payload, normalising it (used by `post`). */
export function hostMessage<T extends HostMessageType>(
  type: T,
  payload: HostMessagePayloads[T],
): HostMessage<T> {
  switch (type) {
    case 'size': {
      const { width, height } = payload as HostMessagePayloads['size'];
      return envelope(type, {
        width: pixels(width),
        height: pixels(height),
      } as HostMessagePayloads[T]);
    }
    case 'login': {
      const { responsible } = payload as HostMessagePayloads['login'];
      return envelope(type, (responsible ? { responsible } : {}) as HostMessagePayloads[T]);
    }
    default:
      return envelope(type, { ...payload });
  }
}

export const hostMessages = {
  ready: (): HostMessage<'ready'> => envelope('ready', {}),
  /** `responsible: 'BETSLIP'` when login was prompted by adding a selection (§1, §6). */
  login: (responsible?: HostResponsible): HostMessage<'login'> =>
    hostMessage('login', responsible ? { responsible } : {}),
  logout: (): HostMessage<'logout'> => envelope('logout', {}),
  size: (width: number, height: number): HostMessage<'size'> =>
    hostMessage('size', { width, height }),
  balance: (balance: string, currency: string): HostMessage<'balance'> =>
    envelope('balance', { balance, currency }),
  language: (locale: string): HostMessage<'language'> => envelope('language', { locale }),
  userActivity: (at: number): HostMessage<'user-activity'> =>
    envelope('user-activity', { at: Math.trunc(at) }),
};

/**
 * A normalised origin (`scheme://host[:port]`, lower case, default port dropped) or null for
 * anything that is not an http(s) origin — `null`, `*`, paths and garbage included.
 */
export function normaliseOrigin(value: string | null | undefined): string | null {
  if (!value || value === 'null' || value === '*') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}

/** The allowed hosts as a set of normalised origins (invalid entries dropped). */
function allowedSet(allowedHosts: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const host of allowedHosts) {
    // An allowed host is an origin: one that carries a path is not an origin and is dropped.
    const origin = normaliseOrigin(host);
    if (origin !== null && origin === host.replace(/\/$/, '').toLowerCase()) set.add(origin);
  }
  return set;
}

/** The origin, normalised, if it is exactly one of the allowed hosts; otherwise null. */
export function allowedOrigin(
  origin: string | null | undefined,
  allowedHosts: readonly string[],
): string | null {
  const normalised = normaliseOrigin(origin);
  return normalised !== null && allowedSet(allowedHosts).has(normalised) ? normalised : null;
}

export interface HostOriginInput {
  /** `document.referrer`: the host page's URL (or origin, per its referrer policy). */
  referrer: string | null | undefined;
  /** `location.ancestorOrigins` where the browser has it (Chromium, WebKit); first = parent. */
  ancestorOrigins?: ArrayLike<string> | null | undefined;
  allowedHosts: readonly string[];
}

/**
 * The parent page's origin if, and only if, it is exactly one of the allowed hosts.
 * `ancestorOrigins[0]` (the direct parent, set by the browser, not forgeable by the page) wins
 * when available; otherwise the referrer's origin is used. Never returns `*`.
 */
export function hostOrigin({
  referrer,
  ancestorOrigins,
  allowedHosts,
}: HostOriginInput): string | null {
  if (ancestorOrigins && ancestorOrigins.length > 0) {
    return allowedOrigin(ancestorOrigins[0], allowedHosts);
  }
  return allowedOrigin(referrer, allowedHosts);
}

/**
 * A path the host may send the app to: one that core's same-site rule (`isSameSitePath`,
 * packages/core/src/domain/links.ts) accepts exactly as given — a single leading `/`, no
 * backslash, control or whitespace character, nothing that decodes into another host — and,
 * narrower still for this command, at most 2000 characters, no `//` anywhere and no `:` in the
 * path part (no route of ours has one).
 */
export function isSafeSitePath(path: unknown): path is string {
  if (!isSameSitePath(path) || path.length > 2000 || path.includes('//')) return false;
  const beforeQuery = path.split(/[?#]/, 1)[0] ?? '';
  return !beforeQuery.includes(':');
}

export type HostCommand = { type: 'navigate'; path: string } | { type: 'logout' };

export interface IncomingEvent {
  origin: string;
  data: unknown;
  source?: unknown;
}

/**
 * A typed command from a `message` event, or null: null for any origin that is not exactly an
 * allowed host, for non-object data, for unknown types and for a `navigate` whose path is not a
 * safe same-site path.
 */
export function parseIncoming(
  event: IncomingEvent,
  allowedHosts: readonly string[],
): HostCommand | null {
  if (allowedOrigin(event.origin, allowedHosts) === null) return null;
  const { data } = event;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const { type, path } = data as { type?: unknown; path?: unknown };
  if (type === 'logout') return { type: 'logout' };
  if (type === 'navigate' && isSafeSitePath(path)) return { type: 'navigate', path };
  return null;
}

export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

export interface ThrottleTimers {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: ThrottleTimers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Leading + trailing throttle: the first call runs at once; calls within `wait` ms are folded
 * into one trailing call with the latest arguments, run when the window ends. At most one run
 * per `wait` ms, and the last state is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  timers: ThrottleTimers = realTimers,
): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  let timer: unknown = null;

  const flush = (): void => {
    timer = null;
    if (pending === null) return;
    const args = pending;
    pending = null;
    last = timers.now();
    fn(...args);
    timer = timers.setTimeout(flush, wait);
  };

  const throttled = (...args: A): void => {
    const elapsed = timers.now() - last;
    if (timer === null && elapsed >= wait) {
      last = timers.now();
      fn(...args);
      timer = timers.setTimeout(flush, wait);
      return;
    }
    pending = args;
    if (timer === null) timer = timers.setTimeout(flush, Math.max(0, wait - elapsed));
  };
  throttled.cancel = (): void => {
    pending = null;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  return throttled;
}
