import { FAVOURITES_COOKIE, serialiseFavouritesCookie } from '../domain/favouritesCookie';
import { serialiseViewPrefs, type ViewPrefs } from '../domain/events/viewPrefs';
import { removeCookie, writeCookie, type CookieTarget } from '../session/cookies';
import type { AppStore, RootState } from './makeStore';

/**
 * Mirrors the player's display choices and favourites into two small cookies (`clem_view`,
 * `clem_fav`), so the server renders the next page — sorted, laid out, dated and with the
 * favourites — the way this browser shows it. Storage stays the source of truth; the cookies are
 * written whenever the store's values change (first on start), and only when their text changes.
 * They hold no personal data: odds format, sort order, list layout, time zone and event ids.
 */

/** The browser's IANA time zone, or undefined when the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function viewPrefsOf(state: RootState, timeZone: string | undefined): ViewPrefs {
  const settings = state.playerSettings;
  return {
    ...(settings.oddsType !== 'not_selected' ? { oddsFormat: settings.oddsType } : {}),
    ...(settings.sortBy ? { sortBy: settings.sortBy } : {}),
    ...(settings.layout ? { layout: settings.layout } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

export function syncViewCookies(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  target: CookieTarget | undefined = typeof document === 'undefined' ? undefined : document,
  timeZone: string | undefined = browserTimeZone(),
): () => void {
  let lastView: string | null = null;
  let lastFavourites: readonly number[] | null = null;
  const write = () => {
    const state = store.getState();
    const view = serialiseViewPrefs(viewPrefsOf(state, timeZone));
    if (view !== lastView) {
      lastView = view;
      writeCookie('clem_view', view, { expires: new Date(Date.now() + YEAR_MS) }, target);
    }
    const ids = state.favouriteEvents.ids;
    if (ids !== lastFavourites) {
      lastFavourites = ids;
      if (ids.length === 0) removeCookie(FAVOURITES_COOKIE, target);
      else {
        writeCookie(
          FAVOURITES_COOKIE,
          serialiseFavouritesCookie(ids),
          { expires: new Date(Date.now() + YEAR_MS) },
          target,
        );
      }
    }
  };
  write();
  return store.subscribe(write);
}
