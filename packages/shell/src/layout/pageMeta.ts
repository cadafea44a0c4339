import { appPathOf, tidyPath } from './paths';
import { fromJsonText, readString } from './settingValues';

/**
 * Page titles and meta tags by URL pattern (account-and-shell §2 "Routes and links"; h6 settings
 * brief `page_meta_tags`): a list of `{url, title, description?, keywords?}` where `url` is an
 * exact path, a `prefix/*` pattern or `*`. The exact match wins, then the longest matching
 * prefix, then `*`. `{brand}` in any text becomes the brand name.
 *
 * Decisions where the spec is silent:
 * - The page path loses its query, hash, a two-letter locale prefix and a trailing slash before
 *   matching; patterns lose a trailing slash too. Matching is case-sensitive (paths are).
 * - `prefix/*` matches the prefix itself and everything under it (`/sports/*` matches `/sports`
 *   and `/sports/football`, not `/sportsbook`).
 * - The list may be JSON text. Entries without a usable url or title are ignored; an empty
 *   description or keywords is left out. Unusable input gives null (the app's default metadata).
 * - On equal patterns the first entry wins.
 */

export interface PageMeta {
  title: string;
  description?: string;
  keywords?: string;
}

interface MetaEntry {
  url: string;
  title: string;
  description?: string;
  keywords?: string;
}

function entriesOf(value: unknown): MetaEntry[] {
  const parsed = fromJsonText(value);
  if (!Array.isArray(parsed)) return [];
  const entries: MetaEntry[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const url = readString(record.url);
    const title = readString(record.title);
    if (!url || !title) continue;
    const entry: MetaEntry = { url, title };
    const description = readString(record.description);
    const keywords = readString(record.keywords);
    if (description) entry.description = description;
    if (keywords) entry.keywords = keywords;
    entries.push(entry);
  }
  return entries;
}

function withBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName);
}

/**
 * The meta tags for `pathname`, or null when no entry matches. With `exactOnly`, only an entry
 * for exactly this path counts (a page with its own title yields only to one made for it).
 */
export function pageMetaFor(
  pathname: string,
  pageMetaTags: unknown,
  brandName: string,
  options: { exactOnly?: boolean } = {},
): PageMeta | null {
  const path = appPathOf(pathname);
  let exact: MetaEntry | undefined;
  let prefix: { entry: MetaEntry; length: number } | undefined;
  let fallback: MetaEntry | undefined;

  for (const entry of entriesOf(pageMetaTags)) {
    if (entry.url === '*') {
      fallback ??= entry;
    } else if (entry.url.endsWith('/*')) {
      const base = tidyPath(entry.url.slice(0, -2));
      const matches = base === '/' || path === base || path.startsWith(`${base}/`);
      if (matches && (!prefix || base.length > prefix.length)) {
        prefix = { entry, length: base.length };
      }
    } else if (!exact && tidyPath(entry.url) === path) {
      exact = entry;
    }
  }

  const chosen = options.exactOnly ? exact : (exact ?? prefix?.entry ?? fallback);
  if (!chosen) return null;
  const meta: PageMeta = { title: withBrand(chosen.title, brandName) };
  if (chosen.description) meta.description = withBrand(chosen.description, brandName);
  if (chosen.keywords) meta.keywords = withBrand(chosen.keywords, brandName);
  return meta;
}
