import { describe, expect, it } from 'vitest';
import { hashSecret, hashToken, newOneTimeCode, newToken, verifySecret } from './crypto';
import { displayScaleOf, majorToMinor, precisionOf, toMinor } from './money';

describe('secrets', () => {
  it('hashes with a per-call salt and verifies', async () => {
    const first = await hashSecret('demo1234', 1024);
    const second = await hashSecret('demo1234', 1024);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo1234');
    expect(await verifySecret('demo1234', first)).toBe(true);
    expect(await verifySecret('demo1235', first)).toBe(false);
    expect(await verifySecret('demo1234', 'garbage')).toBe(false);
    expect(await verifySecret('demo1234', 'scrypt$1024$c2FsdA$')).toBe(false);
  });

  it('makes opaque tokens and hashes them with sha256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newOneTimeCode()).toMatch(/^\d{6}$/);
  });
});

describe('money', () => {
  it('knows each currency precision and scale', () => {
    for (const currency of ['JPY', 'KRW', 'VND', 'IDR']) expect(precisionOf(currency)).toBe(0);
    for (const currency of ['EUR', 'USD', 'KES', 'USDT', 'MBTC']) {
      expect(precisionOf(currency)).toBe(2);
    }
    expect(displayScaleOf('VND')).toBe(1000);
    expect(displayScaleOf('IDR')).toBe(1000);
    expect(displayScaleOf('KRW')).toBe(1);
  });

  it('converts to integer minor units', () => {
    expect(majorToMinor(1000, 'EUR')).toBe(100_000);
    expect(majorToMinor(1000, 'KRW')).toBe(1000);
    expect(toMinor('12345')).toBe(12345);
    expect(() => toMinor(1.5)).toThrow();
  });
});
