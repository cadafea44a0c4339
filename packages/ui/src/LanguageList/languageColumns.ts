/** Spec §2 "Language dropdown": up to this many languages the list is a single column. */
export const LANGUAGE_SINGLE_COLUMN_MAX = 7;

/** One column for 7 or fewer languages, two beyond. */
export function languageColumns(count: number): 1 | 2 {
  return count <= LANGUAGE_SINGLE_COLUMN_MAX ? 1 : 2;
}

/** The selector shows only when more than one language is offered (spec §2). */
export function showsLanguageSelector(offered: readonly string[]): boolean {
  return new Set(offered).size > 1;
}
