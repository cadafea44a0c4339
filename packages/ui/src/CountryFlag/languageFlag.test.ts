import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueLocale } from '@clem/brand-config';
import { flagCodeFor, flagOverrides, languageFlagKey } from './languageFlag';

describe('flagCodeFor', () => {
  it.each([
    ['en', 'gb'],
    ['sc', 'scc'],
    ['hi', 'in'],
    ['te', 'in'],
    ['bn', 'bd'],
    ['bg', 'in'],
    ['ch', 'chh'],
    ['km', 'kmm'],
    ['pt', 'br'],
    ['ru', 'kz'],
  ])('applies the spec override %s → %s', (locale, flag) => {
    expect(flagCodeFor(locale)).toBe(flag);
  });

  it.each([
    ['jp', 'jp'],
    ['ja', 'jp'],
    ['kr', 'kr'],
    ['vn', 'vn'],
    ['th', 'th'],
    ['id', 'id'],
    ['de', 'de'],
    ['es', 'es'],
    ['sw', 'sw'],
  ])('otherwise keeps the locale code: %s → %s', (locale, flag) => {
    expect(flagCodeFor(locale)).toBe(flag);
  });

  it('reads the primary subtag, case-insensitively', () => {
    expect(flagCodeFor('PT-br')).toBe('br');
    expect(flagCodeFor(' EN_gb ')).toBe('gb');
  });

  it('is the identity for every lower-case code without an override', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,3}$/), (code) => {
        fc.pre(!flagOverrides.has(code) && catalogueLocale(code) === code);
        expect(flagCodeFor(code)).toBe(code);
      }),
    );
  });
});

describe('languageFlagKey', () => {
  it.each([
    ['en', 'great-britain'],
    ['sc', 'china'],
    ['pt', 'brazil'],
    ['jp', 'japan'],
    ['ja', 'japan'],
    ['sw', 'kenya'],
    ['bn', 'bangladesh'],
    ['hi', 'india'],
  ])('draws %s with the flag of %s', (locale, key) => {
    expect(languageFlagKey(locale)).toBe(key);
  });

  it('shows the neutral globe where the spec names an undrawn flag', () => {
    expect(languageFlagKey('ru')).toBeUndefined();
    expect(languageFlagKey('ch')).toBeUndefined();
    expect(languageFlagKey('xx')).toBeUndefined();
  });
});
