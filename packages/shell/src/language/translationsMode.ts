/**
 * Translations mode (spec §2 query flags: `mode=translations`): translators see the message
 * keys instead of the texts, so they know which key to edit.
 *
 * Choices where the spec is silent: the flag is read from the current request's query only (not
 * remembered); a leaf becomes its full key path (`sports.title`), and since a key path holds no
 * ICU syntax, `t('title', values)` renders it as is, whatever the values. Non-string leaves are
 * kept unchanged.
 */
/** The same tree with every leaf string replaced by its full key path. */
export function messagesAsKeys<T extends Record<string, unknown>>(messages: T, prefix = ''): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result[key] = path;
    else if (isPlainObject(value)) result[key] = messagesAsKeys(value, path);
    else result[key] = value;
  }
  return result as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the query may come as: URLSearchParams (client) or Next's searchParams object (server). */
export type QueryLike =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | null
  | undefined;

export const TRANSLATIONS_MODE_PARAM = 'mode';
export const TRANSLATIONS_MODE_VALUE = 'translations';

/** True when the query has `mode=translations` (any repeated `mode` value counts). */
export function isTranslationsMode(searchParams: QueryLike): boolean {
  if (!searchParams) return false;
  if (typeof searchParams.get === 'function') {
    const params = searchParams as {
      get(name: string): string | null;
      getAll?: (name: string) => string[];
    };
    const values = params.getAll
      ? params.getAll(TRANSLATIONS_MODE_PARAM)
      : [params.get(TRANSLATIONS_MODE_PARAM)];
    return values.includes(TRANSLATIONS_MODE_VALUE);
  }
  const value = (searchParams as Readonly<Record<string, string | readonly string[] | undefined>>)[
    TRANSLATIONS_MODE_PARAM
  ];
  if (typeof value === 'string') return value === TRANSLATIONS_MODE_VALUE;
  return Array.isArray(value) && value.includes(TRANSLATIONS_MODE_VALUE);
}
