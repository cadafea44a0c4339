import { localeCodes } from './localeList';

/** The spec's language code -> locale code map; other languages keep their code. */
export const languageLocaleMap: ReadonlyMap<string, string> = new Map([
  ['vi', 'vn'],
  ['zh', 'sc'],
  ['ko', 'kr'],
  ['el', 'gr'],
  ['ja', 'jp'],
]);

/**
 * The locale code for a language code, with the brand's override applied last
 * (777baby: `ja` -> `jp` -> `ja`). Accepts `ja`, ` JA ` or `ja-JP`: the primary subtag counts.
 */
export function languageToLocale(
  language: string,
  brand: { localeOverrides: Partial<Record<string, string>> },
): string {
  const code = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const locale = languageLocaleMap.get(code) ?? code;
  const override = Object.hasOwn(brand.localeOverrides, locale)
    ? brand.localeOverrides[locale]
    : undefined;
  return override ?? locale;
}

/** The spec's locale code -> language code map, the other way round (`jp` -> `ja`, `vn` -> `vi`). */
const localeLanguageMap: ReadonlyMap<string, string> = new Map(
  [...languageLocaleMap].map(([language, locale]) => [locale, language]),
);

/**
 * The spec locale whose catalogue (messages, flag) a URL locale code uses. A brand whose locale
 * override puts a language code in the URL shares the spec locale's catalogue: 777baby's `ja` is
 * the Japanese catalogue of `jp`. Every other code is its own catalogue.
 */
export function catalogueLocale(locale: string): string {
  const isUrlLocale = (localeCodes as readonly string[]).includes(locale);
  return (isUrlLocale ? languageLocaleMap.get(locale) : undefined) ?? locale;
}

/**
 * The language code (BCP 47, as `Intl` reads it) of a spec locale code: `jp` -> `ja`,
 * `vn` -> `vi`, `sc` -> `zh`, `kr` -> `ko`, `gr` -> `el`. Other codes are already language codes.
 */
export function localeLanguage(locale: string): string {
  return localeLanguageMap.get(locale) ?? locale;
}
