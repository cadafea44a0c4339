import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes } from './localeCodes';
import {
  catalogueLocale,
  languageLocaleMap,
  languageToLocale,
  localeLanguage,
} from './languageToLocale';

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

describe('catalogueLocale', () => {
  it("gives 777baby's ja the Japanese catalogue of jp", () => {
    expect(catalogueLocale('ja')).toBe('jp');
  });

  it('keeps every other URL locale', () => {
    for (const locale of localeCodes.filter((code) => code !== 'ja')) {
      expect(catalogueLocale(locale)).toBe(locale);
    }
  });

  it('keeps codes that are not URL locales', () => {
    expect(catalogueLocale('vi')).toBe('vi');
    expect(catalogueLocale('xx')).toBe('xx');
  });
});

describe('localeLanguage', () => {
  it('reverses the spec map', () => {
    expect(localeLanguage('jp')).toBe('ja');
    expect(localeLanguage('vn')).toBe('vi');
    expect(localeLanguage('sc')).toBe('zh');
    expect(localeLanguage('kr')).toBe('ko');
    expect(localeLanguage('gr')).toBe('el');
  });

  it('keeps codes that are already languages', () => {
    expect(localeLanguage('ja')).toBe('ja');
    expect(localeLanguage('en')).toBe('en');
    expect(localeLanguage('constructor')).toBe('constructor');
  });

  it('undoes languageToLocale for every language of the map', () => {
    for (const [language] of languageLocaleMap) {
      expect(localeLanguage(languageToLocale(language, plain))).toBe(language);
    }
  });
});
