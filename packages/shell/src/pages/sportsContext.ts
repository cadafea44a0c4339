import type { BrandConfig } from '@clem/brand-config';
import {
  defaultPlatformSettings,
  FAVOURITES_COOKIE,
  parseFavouritesCookie,
  parseViewPrefs,
  VIEW_PREFS_COOKIE,
  type ListLayout,
  type PlatformSettings,
  type SortBy,
} from '@clem/core';
import type { SportsT } from '@clem/sports/server';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { localePrefix } from '../i18n/paths';
import { loadSettings } from '../platform/serverPlatform';

/**
 * What every sports page needs to render like the browser will: the player's display choices
 * from the `clem_view` cookie (sort order, list layout, time zone; the odds format is applied by
 * the odds buttons from the store, which the layout preloads from the same cookie), the
 * favourites mirror, the operator settings and the `sports` translator.
 */
export interface SportsContext {
  brand: BrandConfig;
  locale: string;
  localePrefix: string;
  settings: PlatformSettings;
  t: SportsT;
  /** The toast catalogue's "no events found for this event path" text. */
  noEventsNotice: string;
  sortBy: SortBy;
  layout: ListLayout;
  timeZone: string;
  /** Whether the server had the browser's time zone (else the page refreshes once). */
  timeZoneKnown: boolean;
  favouriteIds: number[];
  now: Date;
}

export async function sportsContext(brand: BrandConfig, locale: string): Promise<SportsContext> {
  const [cookieStore, settings, t, toasts] = await Promise.all([
    cookies(),
    loadSettings(brand, locale),
    getTranslations({ locale, namespace: 'sports' }),
    getTranslations({ locale, namespace: 'toasts.messages' }),
  ]);
  const prefs = parseViewPrefs(cookieStore.get(VIEW_PREFS_COOKIE)?.value);
  const translate: SportsT = (key, values) =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
  return {
    brand,
    locale,
    localePrefix: localePrefix(brand.locales, locale),
    settings: settings.ok ? settings.data : defaultPlatformSettings,
    t: translate,
    noEventsNotice: (toasts as unknown as (k: string) => string)('noEventsFoundForThisEventPath'),
    sortBy: prefs.sortBy ?? 'competition',
    layout: prefs.layout ?? 'euro',
    timeZone: prefs.timeZone ?? 'UTC',
    timeZoneKnown: prefs.timeZone !== undefined,
    favouriteIds: parseFavouritesCookie(cookieStore.get(FAVOURITES_COOKIE)?.value),
    now: new Date(),
  };
}

/** One query-string value (the first when repeated). */
export function param(
  search: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = search[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `?page=N` as a positive integer (1 when absent or wrong), capped so a URL can't ask for all. */
export function pageParam(search: Record<string, string | string[] | undefined>): number {
  const raw = param(search, 'page');
  const page = raw && /^\d{1,3}$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(page, 1), 25);
}
