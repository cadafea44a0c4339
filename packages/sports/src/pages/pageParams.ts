import type { EventPathNode } from '@clem/core';

/** A page's query string as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** One query-string value (the first when repeated). */
export function param(search: SearchParams, name: string): string | undefined {
  const value = search[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=N` as a positive integer (1 when absent or wrong), capped so a URL can't ask for all. */
export function pageParam(search: SearchParams): number {
  const raw = param(search, 'page');
  const page = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), 25);
}

/** A path with the query values that are set (empty and undefined ones left out). */
export function withQuery(
  path: string,
  query: Record<string, string | number | undefined>,
): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
  );
  if (entries.length === 0) return path;
  return `${path}?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}`;
}

/** A list page's path at page `n` (the first page has no `?page`). */
export function pagePath(path: string, n: number): string {
  return withQuery(path, { page: n > 1 ? n : undefined });
}

/** A same-site path with the locale prefix, unless it already carries one. */
export function localised(localePrefix: string, path: string): string {
  if (localePrefix === '' || path === localePrefix || path.startsWith(`${localePrefix}/`)) {
    return path;
  }
  return `${localePrefix}${path}`;
}

/** The sport, country and league of a competitions path, by their slugs (each undefined if absent). */
export function findPath(
  tree: readonly EventPathNode[],
  sportSlug: string,
  countrySlug: string,
  leagueSlug?: string,
) {
  const sport = tree.find((node) => node.slug === sportSlug);
  const country = sport?.children.find((node) => node.slug === countrySlug);
  const league =
    leagueSlug === undefined
      ? undefined
      : country?.children.find((node) => node.slug === leagueSlug);
  return { sport, country, league };
}

/** The sport of a `/sports/{segment}` path: `{id}` or `{id}-{CODE}`, else a slug. */
export function findSport(
  tree: readonly EventPathNode[],
  segment: string,
): EventPathNode | undefined {
  const match = /^(\d{1,9})(?:-([A-Za-z]{2,8}))?$/.exec(segment);
  if (match) return tree.find((sport) => sport.id === Number(match[1]));
  const slug = segment.toLowerCase();
  return tree.find((sport) => sport.slug === slug);
}

/**
 * What a `/sports/{segment}` path names besides a sport: the favourites, the home alias or the
 * jackpot bet (by name, pseudo-category id or `{id}-{NAME}`).
 */
export function pseudoCategory(segment: string): 'favourites' | 'home' | 'jackpot' | undefined {
  const upper = segment.toUpperCase();
  if (upper === '10000-FAVOURITES' || upper === 'FAVOURITES' || upper === '10000') {
    return 'favourites';
  }
  if (upper === '10001-HOMEPAGE' || upper === 'HOMEPAGE' || upper === '10001') return 'home';
  if (upper === 'JACKPOTBET' || upper === '10002' || upper.startsWith('10002-')) return 'jackpot';
  return undefined;
}
