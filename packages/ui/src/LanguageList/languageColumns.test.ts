import { describe, expect, it } from 'vitest';
import { languageColumns, showsLanguageSelector } from './languageColumns';

describe('languageColumns', () => {
  it('is one column up to seven languages, two beyond', () => {
    expect([1, 2, 7].map(languageColumns)).toEqual([1, 1, 1]);
    expect([8, 11, 40].map(languageColumns)).toEqual([2, 2, 2]);
  });
});

describe('showsLanguageSelector', () => {
  it('needs more than one distinct language', () => {
    expect(showsLanguageSelector([])).toBe(false);
    expect(showsLanguageSelector(['en'])).toBe(false);
    expect(showsLanguageSelector(['en', 'en'])).toBe(false);
    expect(showsLanguageSelector(['en', 'es'])).toBe(true);
  });
});
