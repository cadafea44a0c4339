/**
 * The two-letter locale codes used as the first URL segment. They are the spec's locale codes,
 * not ISO language codes: Vietnamese is `vn`, simplified Chinese `sc`, Korean `kr`, Japanese `jp`
 * (`ja` on the brand whose locale override says so).
 */
export const localeCodes = [
  'en',
  'es',
  'pt',
  'de',
  'sc',
  'vn',
  'th',
  'kr',
  'jp',
  'ja',
  'id',
  'sw',
  'fr',
] as const;

/** A URL locale code. */
export type LocaleCode = (typeof localeCodes)[number];
