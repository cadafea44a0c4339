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
 *
 * The first write waits until the browser is idle after start: the time zone comes from `Intl`,
 * whose first use loads the runtime's time-zone data (about 16 ms, four times that on a slow
 * phone), and hydration should not pay for it. A change in the store before then writes at once.
 */

/** The browser's IANA time zone, or undefined when the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The time zone the view cookie carries: none while this browser's clock is at UTC (the zone the
 * server renders in when the cookie names none, so naming it changes nothing; the LocalDates
 * island still checks each event's offset), else `browserTimeZone()`. Spares UTC browsers the
 * `Intl` start-up altogether.
 */
export function cookieTimeZone(): string | undefined {
  return new Date().getTimezoneOffset() === 0 ? undefined : browserTimeZone();
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

/** Runs `task` once the browser is idle (or soon, where it cannot say); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

export function syncViewCookies(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  target: CookieTarget | undefined = typeof document === 'undefined' ? undefined : document,
  timeZone: () => string | undefined = cookieTimeZone,
  schedule: (task: () => void) => () => void = whenIdle,
): () => void {
  let lastView: string | null = null;
  let lastFavourites: readonly number[] | null = null;
  let zone: { value: string | undefined } | null = null;
  const write = () => {
    const state = store.getState();
    zone ??= { value: timeZone() };
    const view = serialiseViewPrefs(viewPrefsOf(state, zone.value));
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
  const cancel = schedule(write);
  const unsubscribe = store.subscribe(write);
  return () => {
    cancel();
    unsubscribe();
  };
}
