/**
 * A cookie mirror of the favourite events (betting §4 "Favourites … persisted"; the persisted
 * slice in storage stays the source of truth). It exists so the server can render the Favourites
 * page with its events on the first response, like every other list. It holds event ids only.
 *
 * Format: ids joined by `.` (cookie-safe), at most `MAX_FAVOURITE_COOKIE_IDS`; parsing is
 * tolerant: anything that is not a positive integer is skipped, duplicates are dropped.
 */
export const FAVOURITES_COOKIE = 'clem_fav';
export const MAX_FAVOURITE_COOKIE_IDS = 200;

export function serialiseFavouritesCookie(ids: readonly number[]): string {
  return ids
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(-MAX_FAVOURITE_COOKIE_IDS)
    .join('.');
}

export function parseFavouritesCookie(raw: string | null | undefined): number[] {
  if (typeof raw !== 'string' || raw === '' || raw.length > 4000) return [];
  const ids: number[] = [];
  for (const part of raw.split('.')) {
    if (!/^\d{1,15}$/.test(part)) continue;
    const id = Number(part);
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length >= MAX_FAVOURITE_COOKIE_IDS) break;
  }
  return ids;
}
