import { catalogueLocale } from '@clem/brand-config';
import { sportsMessages } from '@clem/sports/messages';
import { shellMessages } from '../messages';

export type Messages = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: keys of `over` win; nested namespaces merge. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isRecord(current) && isRecord(value) ? mergeMessages(current, value) : value;
  }
  return out;
}

/** Catalogue file for a locale code: 777baby's `ja` shares the Japanese file of `jp`. */
export function catalogueFor(locale: string): string {
  return catalogueLocale(locale);
}

/**
 * All messages an app needs in one locale: every package's catalogue merged, over English so a
 * key missing in a translation shows English rather than a raw key.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  const code = catalogueFor(locale);
  const [shellEn, sportsEn, shellLocal, sportsLocal] = await Promise.all([
    shellMessages('en'),
    sportsMessages('en'),
    shellMessages(code),
    sportsMessages(code),
  ]);
  return [sportsEn, shellLocal, sportsLocal].reduce(mergeMessages, shellEn);
}
