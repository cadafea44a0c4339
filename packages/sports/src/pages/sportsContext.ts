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
import { loadSettings } from '@clem/core/server';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { SportsT } from './labels';

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

/**
 * The context of the current request, built once per request (React `cache()`): the page and
 * its metadata share it.
 */
export const sportsContext = cache(buildSportsContext);

async function buildSportsContext(brand: BrandConfig, locale: string): Promise<SportsContext> {
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
    // The default locale has no prefix (next-intl `as-needed`), as in every link of the app.
    localePrefix: locale === brand.locales.default ? '' : `/${locale}`,
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
