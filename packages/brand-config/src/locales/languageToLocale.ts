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
