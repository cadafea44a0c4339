import { storageKey } from '@clem/core';

/**
 * The code request countdown (account-and-shell §4 "Code request countdown", §9): after a code
 * is requested, requesting another is disabled for 295 seconds. The end of the countdown is
 * stored per user, under `clem-otp-cooldown` as `{ [username]: untilEpochMs }`, so a reload or a
 * second tab does not reset it.
 *
 * §9 says the 295 s are "shown as a 59-second countdown". We read that as the display: the
 * remaining time is shown as m:ss (4:55, 4:54, … 0:01), whose seconds part runs 59 → 0 each
 * minute; the button stays disabled for the full 295 s. Only the username (not a secret) and a
 * time are stored. Expired entries are dropped on every write; a corrupt or tampered value is
 * discarded, never trusted (an end more than 295 s away is clamped to 295 s from now).
 */
export const CODE_REQUEST_COOLDOWN_SECONDS = 295;
export const OTP_COOLDOWN_STORAGE_NAME = 'otp-cooldown';

type CooldownStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps only `name → finite number` pairs of a parsed value; anything else is dropped. */
function cooldownEntries(value: unknown): Record<string, number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

function browserStorage(): CooldownStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: CooldownStorage): Record<string, number> {
  try {
    const raw = storage.getItem(storageKey(OTP_COOLDOWN_STORAGE_NAME));
    if (raw === null) return {};
    return cooldownEntries(JSON.parse(raw) as unknown);
  } catch {
    return {};
  }
}

/** The epoch ms at which `username` may request a code again, or null when that time has passed. */
export function readCooldownUntil(
  username: string,
  now: number,
  storage: CooldownStorage | undefined = browserStorage(),
): number | null {
  if (!storage) return null;
  const all = readAll(storage);
  const until = Object.hasOwn(all, username) ? all[username] : undefined;
  if (until === undefined || until <= now) return null;
  return Math.min(until, now + CODE_REQUEST_COOLDOWN_SECONDS * 1000);
}

/** Starts (or resyncs) the countdown: `username` may request again in `seconds`. Returns the end. */
export function writeCooldown(
  username: string,
  seconds: number,
  now: number,
  storage: CooldownStorage | undefined = browserStorage(),
): number {
  const clamped = Math.max(0, Math.min(seconds, CODE_REQUEST_COOLDOWN_SECONDS));
  const until = now + clamped * 1000;
  if (!storage) return until;
  const kept = Object.fromEntries(
    Object.entries(readAll(storage)).filter(([name, end]) => name !== username && end > now),
  );
  const next = clamped > 0 ? { ...kept, [username]: until } : kept;
  try {
    if (Object.keys(next).length === 0) storage.removeItem(storageKey(OTP_COOLDOWN_STORAGE_NAME));
    else storage.setItem(storageKey(OTP_COOLDOWN_STORAGE_NAME), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the countdown across reloads.
  }
  return until;
}

/** Whole seconds left until `until` (rounded up, never negative). */
export function remainingSeconds(until: number | null, now: number): number {
  if (until === null) return 0;
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The countdown text: m:ss (295 → "4:55", 59 → "0:59", 0 → "0:00"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
