import { COOKIE_EXPIRY, secondsUntilCookieExpiry } from './cookie';

describe('cookie expiry', () => {
  it('runs until 1 January 2100', () => {
    expect(COOKIE_EXPIRY.toISOString()).toBe('2100-01-01T00:00:00.000Z');
    const now = Date.UTC(2026, 10, 23);
    expect(now + secondsUntilCookieExpiry(now) * 1000).toBe(COOKIE_EXPIRY.getTime());
    expect(secondsUntilCookieExpiry(COOKIE_EXPIRY.getTime() + 5000)).toBe(0);
  });
});
