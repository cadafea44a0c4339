import { describe, expect, it } from 'vitest';
import { COUPONS, couponWindow, WEEKEND_MIN_LEFT_MS } from './betting-reference';

const found = COUPONS.find((coupon) => coupon.window === 'weekend');
if (!found) throw new Error('the sandbox has a weekend coupon');
const weekend = found;

/** The window at a UTC time, as ISO strings. */
function at(iso: string) {
  const { from, to } = couponWindow(weekend, new Date(iso));
  return { from: from.toISOString(), to: to.toISOString() };
}

describe('couponWindow: the weekend coupon', () => {
  it('is the coming Saturday and Sunday during the week (29 Nov 2026 is a Sunday)', () => {
    expect(at('2026-11-25T10:00:00.000Z')).toEqual({
      from: '2026-11-28T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
  });

  it('starts now on a Saturday and on a Sunday morning', () => {
    expect(at('2026-11-28T15:30:00.000Z')).toEqual({
      from: '2026-11-28T15:30:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
    expect(at('2026-11-29T11:00:00.000Z')).toEqual({
      from: '2026-11-29T11:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
    });
  });

  it('moves to the next weekend once less than 12 hours of this one are left', () => {
    expect(WEEKEND_MIN_LEFT_MS).toBe(12 * 3600_000);
    // Exactly 12 hours left: still this weekend.
    expect(at('2026-11-29T12:00:00.000Z').to).toBe('2026-11-30T00:00:00.000Z');
    // A Sunday evening (when a run of the e2e suite found "Weekend specials" empty).
    expect(at('2026-11-29T22:10:00.000Z')).toEqual({
      from: '2026-12-05T00:00:00.000Z',
      to: '2026-12-07T00:00:00.000Z',
    });
  });

  it('is always at least 12 hours long, at most 2 days, and starts within 6 days', () => {
    const start = Date.UTC(2026, 10, 23);
    for (let hour = 0; hour < 14 * 24; hour += 1) {
      const now = new Date(start + hour * 3600_000);
      const { from, to } = couponWindow(weekend, now);
      const length = to.getTime() - from.getTime();
      expect(length).toBeGreaterThanOrEqual(WEEKEND_MIN_LEFT_MS);
      expect(length).toBeLessThanOrEqual(2 * 24 * 3600_000);
      expect(from.getTime()).toBeGreaterThanOrEqual(now.getTime());
      expect(from.getTime() - now.getTime()).toBeLessThanOrEqual(6 * 24 * 3600_000);
    }
  });
});
