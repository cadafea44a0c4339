import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_REQUEST_COOLDOWN_SECONDS,
  formatCountdown,
  readCooldownUntil,
  remainingSeconds,
  writeCooldown,
} from './codeCooldown';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const KEY = 'clem-otp-cooldown';

describe('code request cooldown (§4, §9)', () => {
  it('is 295 seconds, stored per user under the prefixed key', () => {
    const storage = memoryStorage();
    const now = 1_000_000;
    const until = writeCooldown('alice', CODE_REQUEST_COOLDOWN_SECONDS, now, storage);
    expect(until).toBe(now + 295_000);
    expect(JSON.parse(storage.items.get(KEY) ?? '{}')).toEqual({ alice: until });
    expect(readCooldownUntil('alice', now + 1000, storage)).toBe(until);
    expect(readCooldownUntil('bob', now + 1000, storage)).toBeNull();
    expect(readCooldownUntil('alice', until, storage)).toBeNull();
  });

  it('keeps other users and drops expired entries on write', () => {
    const storage = memoryStorage({ [KEY]: JSON.stringify({ old: 5, bob: 900_000 }) });
    writeCooldown('alice', 10, 100_000, storage);
    expect(JSON.parse(storage.items.get(KEY) ?? '{}')).toEqual({ bob: 900_000, alice: 110_000 });
  });

  it('resyncs to the remaining seconds of a 429 (shorter or longer)', () => {
    const storage = memoryStorage();
    writeCooldown('alice', 295, 0, storage);
    writeCooldown('alice', 42, 10_000, storage);
    expect(readCooldownUntil('alice', 10_000, storage)).toBe(52_000);
  });

  it('discards a corrupt or tampered value and clamps an end too far away', () => {
    expect(readCooldownUntil('alice', 0, memoryStorage({ [KEY]: '{not json' }))).toBeNull();
    expect(readCooldownUntil('alice', 0, memoryStorage({ [KEY]: '["alice"]' }))).toBeNull();
    expect(readCooldownUntil('alice', 0, memoryStorage({ [KEY]: '{"alice":"soon"}' }))).toBeNull();
    const far = memoryStorage({ [KEY]: JSON.stringify({ alice: 10 ** 15 }) });
    expect(readCooldownUntil('alice', 0, far)).toBe(295_000);
  });

  it('never stores more than 295 s, whatever it is told', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (seconds) => {
        const storage = memoryStorage();
        const until = writeCooldown('p', seconds, 0, storage);
        return until >= 0 && until <= 295_000;
      }),
    );
  });

  it('counts whole seconds down and shows them as m:ss', () => {
    expect(remainingSeconds(null, 0)).toBe(0);
    expect(remainingSeconds(295_000, 0)).toBe(295);
    expect(remainingSeconds(295_000, 294_001)).toBe(1);
    expect(remainingSeconds(295_000, 400_000)).toBe(0);
    expect(formatCountdown(295)).toBe('4:55');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('the seconds part of the display stays within 00–59', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 295 }), (seconds) => {
        const [minutes, rest] = formatCountdown(seconds).split(':').map(Number);
        return (
          rest !== undefined &&
          minutes !== undefined &&
          rest <= 59 &&
          minutes * 60 + rest === seconds
        );
      }),
    );
  });
});
