import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiresAtFrom, formatSessionClock, isTokenExpiring, storedSessionChanged } from './rules';

describe('isTokenExpiring', () => {
  it('is true within the 30 s margin and after expiry, false before', () => {
    expect(isTokenExpiring(100_000, 70_000)).toBe(true);
    expect(isTokenExpiring(100_000, 69_999)).toBe(false);
    expect(isTokenExpiring(100_000, 200_000)).toBe(true);
    expect(isTokenExpiring(null, 0)).toBe(false);
    expect(isTokenExpiring(100_000, 95_000, 1_000)).toBe(false);
  });

  it('agrees with remaining time ≤ margin for any inputs', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat({ max: 600_000 }), (expiresAt, now, margin) => {
        expect(isTokenExpiring(expiresAt, now, margin)).toBe(expiresAt - now <= margin);
      }),
    );
  });

  it('is monotonic in time: once expiring, later is expiring too', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (expiresAt, now, later) => {
        if (isTokenExpiring(expiresAt, now))
          expect(isTokenExpiring(expiresAt, now + later)).toBe(true);
      }),
    );
  });
});

describe('expiresAtFrom', () => {
  it('adds the lifetime in seconds to now', () => {
    expect(expiresAtFrom(3600, 1_000)).toBe(3_601_000);
    expect(expiresAtFrom(undefined, 1_000)).toBeNull();
    expect(expiresAtFrom(-1, 1_000)).toBeNull();
    expect(expiresAtFrom(Number.NaN, 1_000)).toBeNull();
  });
});

describe('formatSessionClock', () => {
  it('shows hh:mm:ss, hours past 24', () => {
    expect(formatSessionClock(0)).toBe('00:00:00');
    expect(formatSessionClock(59_999)).toBe('00:00:59');
    expect(formatSessionClock((25 * 3600 + 3 * 60 + 9) * 1000)).toBe('25:03:09');
    expect(formatSessionClock(-5)).toBe('00:00:00');
  });

  it('round-trips to whole seconds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 10 }), (ms) => {
        const text = formatSessionClock(ms);
        expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(':').map(Number) as [number, number, number];
        expect((h * 3600 + m * 60 + s) * 1000).toBe(Math.floor(ms / 1000) * 1000);
      }),
    );
  });
});

describe('storedSessionChanged (another tab, §4)', () => {
  const loggedIn = { jweToken: 'httponly', loggedInAt: 1_000 };
  const loggedOut = { jweToken: null, loggedInAt: null };

  it.each([
    ['the same session', { jwt: 'httponly', jwtTime: '1000' }, loggedIn, false],
    ['logged out in another tab', { jwt: null, jwtTime: null }, loggedIn, true],
    ['logged in in another tab', { jwt: 'httponly', jwtTime: '2000' }, loggedOut, true],
    [
      'logged in again (same handle, new login time)',
      { jwt: 'httponly', jwtTime: '2000' },
      loggedIn,
      true,
    ],
    ['nobody anywhere', { jwt: null, jwtTime: null }, loggedOut, false],
    ['an empty jwt counts as none', { jwt: '', jwtTime: null }, loggedOut, false],
    [
      'no login time on either side',
      { jwt: 'httponly', jwtTime: null },
      { jweToken: 'httponly', loggedInAt: null },
      false,
    ],
  ] as const)('%s', (_, stored, memory, changed) => {
    expect(storedSessionChanged(stored, memory)).toBe(changed);
  });
});
