import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_STORAGE_PREFIX, storageKey, UNPREFIXED_STORAGE_KEYS } from './storageKeys';

describe('storageKey', () => {
  it('keeps the spec list unprefixed and prefixes the rest', () => {
    for (const key of UNPREFIXED_STORAGE_KEYS) expect(storageKey(key)).toBe(key);
    expect(storageKey('theme')).toBe('clem-theme');
    expect(storageKey('frame')).toBe('clem-frame');
  });

  it('is idempotent and always yields a listed or prefixed key', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        const key = storageKey(name);
        expect(storageKey(key)).toBe(key);
        expect(
          key.startsWith(PRODUCT_STORAGE_PREFIX) ||
            (UNPREFIXED_STORAGE_KEYS as readonly string[]).includes(key),
        ).toBe(true);
      }),
    );
  });

  it('refuses an empty name', () => {
    expect(() => storageKey('')).toThrow();
  });
});

describe('session storage keys', () => {
  it('names the persisted slices with the prefix and the spec keys without it', () => {
    expect(storageKey('loginDetails')).toBe('clem-loginDetails');
    expect(storageKey('playerDetails')).toBe('clem-playerDetails');
    expect(storageKey('playerSettings')).toBe('clem-playerSettings');
    expect(storageKey('jwt')).toBe('jwt');
    expect(storageKey('jwt-time')).toBe('jwt-time');
    expect(storageKey('username')).toBe('username');
  });
});
