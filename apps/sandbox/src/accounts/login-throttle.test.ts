import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClock } from '../clock/clock';
import { DEFAULT_LOGIN_THROTTLE, LoginThrottle, MAX_THROTTLE_ENTRIES } from './login-throttle';

const MINUTE = 60_000;
const HOME = '203.0.113.7';

function throttle(options: ConstructorParameters<typeof LoginThrottle>[1] = {}) {
  const clock = createClock(() => 0, Date.parse('2026-11-23T12:00:00Z'));
  clock.freeze();
  return { clock, throttle: new LoginThrottle(() => clock.now(), options) };
}

describe('LoginThrottle', () => {
  it('defaults: 5 failures lock a username for 15 minutes; 20 failures refuse an address', () => {
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({
      maxPlayerFailures: 5,
      lockoutMs: 15 * MINUTE,
      maxAddressFailures: 20,
      addressWindowMs: 15 * MINUTE,
    });
  });

  it('locks a username after 5 failures in a row, for the lockout window', () => {
    const { clock, throttle: t } = throttle();
    for (let failure = 1; failure <= 4; failure += 1) {
      t.recordFailure('zedbet', 'demo', HOME);
      expect(t.check('zedbet', 'demo', HOME), `after ${failure}`).toBeUndefined();
    }
    t.recordFailure('zedbet', 'demo', HOME);
    expect(t.check('zedbet', 'demo', HOME)).toEqual({ rule: 'player', retryAfterSeconds: 900 });
    // Any address, any attempt: the username is locked.
    expect(t.check('zedbet', 'demo', '198.51.100.1')).toMatchObject({ rule: 'player' });
    // Only that username on that brand.
    expect(t.check('dafabet', 'demo', HOME)).toBeUndefined();
    expect(t.check('zedbet', 'demo_otp', HOME)).toBeUndefined();

    clock.step(14 * MINUTE + 30_000);
    expect(t.check('zedbet', 'demo', HOME)).toEqual({ rule: 'player', retryAfterSeconds: 30 });
    clock.step(30_000);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
    // The count starts again after a lockout.
    t.recordFailure('zedbet', 'demo', HOME);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
  });

  it('a success starts the count again; so does a lockout window without a failure', () => {
    const { clock, throttle: t } = throttle();
    for (let failure = 0; failure < 4; failure += 1) t.recordFailure('zedbet', 'demo', HOME);
    t.recordSuccess('zedbet', 'demo');
    for (let failure = 0; failure < 4; failure += 1) t.recordFailure('zedbet', 'demo', HOME);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
    clock.step(15 * MINUTE);
    t.recordFailure('zedbet', 'demo', HOME);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
  });

  it('matches usernames as the login does: trimmed, case as given', () => {
    const { throttle: t } = throttle({ maxPlayerFailures: 2 });
    t.recordFailure('zedbet', ' demo', HOME);
    t.recordFailure('zedbet', 'demo ', HOME);
    expect(t.check('zedbet', 'demo', HOME)).toMatchObject({ rule: 'player' });
    expect(t.check('zedbet', 'DEMO', HOME)).toBeUndefined();
  });

  it('refuses an address after 20 failures within the window, whatever the usernames', () => {
    const { clock, throttle: t } = throttle();
    for (let failure = 0; failure < 19; failure += 1) {
      t.recordFailure('zedbet', `player${failure}`, HOME);
      clock.step(10_000);
    }
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
    t.recordFailure('zedbet', 'player19', HOME);
    // The first failure was 190 s ago: it leaves the 15-minute window in 710 s.
    expect(t.check('zedbet', 'demo', HOME)).toEqual({ rule: 'address', retryAfterSeconds: 710 });
    expect(t.check('dafabet', 'demo', HOME)).toMatchObject({ rule: 'address' });
    expect(t.check('zedbet', 'demo', '198.51.100.1')).toBeUndefined();
    // A success does not clear an address.
    t.recordSuccess('zedbet', 'player19');
    expect(t.check('zedbet', 'demo', HOME)).toMatchObject({ rule: 'address' });
    clock.step(710_000);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
  });

  it('resets one player (on the brands given) or everything', () => {
    const { throttle: t } = throttle({ maxPlayerFailures: 1, maxAddressFailures: 3 });
    t.recordFailure('zedbet', 'demo', HOME);
    t.recordFailure('dafabet', 'demo', HOME);
    t.resetPlayer('demo', ['zedbet']);
    expect(t.check('zedbet', 'demo', HOME)).toBeUndefined();
    expect(t.check('dafabet', 'demo', HOME)).toMatchObject({ rule: 'player' });
    t.recordFailure('kasino', 'demo', HOME);
    expect(t.check('zedbet', 'other', HOME)).toMatchObject({ rule: 'address' });
    expect(t.reset()).toEqual({ players: 2, addresses: 1 });
    expect(t.check('dafabet', 'demo', HOME)).toBeUndefined();
    expect(t.check('zedbet', 'other', HOME)).toBeUndefined();
  });

  it('keeps its memory bounded', () => {
    const { throttle: t } = throttle({ maxAddressFailures: 1_000_000 });
    for (let index = 0; index < MAX_THROTTLE_ENTRIES + 50; index += 1) {
      t.recordFailure('zedbet', `nobody${index}`, `10.0.${index >> 8}.${index & 255}`);
    }
    expect(t.reset()).toEqual({ players: MAX_THROTTLE_ENTRIES, addresses: MAX_THROTTLE_ENTRIES });
  });

  it('never lets more than 5 wrong passwords in a row through for one username', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('fail' as const), fc.integer({ min: 0, max: 20 * MINUTE })), {
          maxLength: 60,
        }),
        (moves) => {
          const { clock, throttle: t } = throttle({ maxAddressFailures: 1_000_000 });
          let checked = 0;
          let since = clock.now();
          for (const move of moves) {
            if (move === 'fail') {
              if (t.check('zedbet', 'demo', HOME) !== undefined) continue;
              checked += 1;
              t.recordFailure('zedbet', 'demo', HOME);
              // Within one lockout window, at most 5 attempts are ever checked.
              expect(checked).toBeLessThanOrEqual(5);
            } else {
              clock.step(move);
              if (clock.now() - since >= 15 * MINUTE) {
                checked = 0;
                since = clock.now();
              }
            }
          }
        },
      ),
    );
  });
});
