import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageToLocale } from './languageToLocale';

const plain = { localeOverrides: {} };
const baby777 = { localeOverrides: { jp: 'ja' } };

describe('languageToLocale', () => {
  it('applies the spec map', () => {
    expect(languageToLocale('vi', plain)).toBe('vn');
    expect(languageToLocale('zh', plain)).toBe('sc');
    expect(languageToLocale('ko', plain)).toBe('kr');
    expect(languageToLocale('el', plain)).toBe('gr');
    expect(languageToLocale('ja', plain)).toBe('jp');
  });

  it('keeps other languages', () => {
    expect(languageToLocale('en', plain)).toBe('en');
    expect(languageToLocale('sw', plain)).toBe('sw');
  });

  it("applies the brand's override after the map (777baby: ja -> jp -> ja)", () => {
    expect(languageToLocale('ja', baby777)).toBe('ja');
    expect(languageToLocale('jp', baby777)).toBe('ja');
    expect(languageToLocale('en', baby777)).toBe('en');
  });

  it('ignores case, spaces and region subtags', () => {
    expect(languageToLocale(' VI ', plain)).toBe('vn');
    expect(languageToLocale('zh-CN', plain)).toBe('sc');
    expect(languageToLocale('ja_JP', baby777)).toBe('ja');
  });

  it('never returns inherited object properties', () => {
    expect(languageToLocale('constructor', plain)).toBe('constructor');
    expect(languageToLocale('constructor', baby777)).toBe('constructor');
    expect(languageToLocale('hasOwnProperty', plain)).toBe('hasownproperty');
  });

  it('always returns a string', () => {
    fc.assert(
      fc.property(fc.string(), (language) => {
        expect(typeof languageToLocale(language, baby777)).toBe('string');
      }),
    );
  });
});
