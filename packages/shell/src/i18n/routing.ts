import type { BrandConfig } from '@clem/brand-config';
import { defineRouting } from 'next-intl/routing';

import { LOCALE_COOKIE_NAME, secondsUntilCookieExpiry } from './cookie';

/**
 * next-intl routing for a brand: its offered locales, its default locale without a prefix and
 * every other locale as the optional two-letter first path segment.
 */
export function routingFor(brand: BrandConfig) {
  return defineRouting({
    locales: brand.locales.offered,
    defaultLocale: brand.locales.default,
    localePrefix: 'as-needed',
    localeCookie: { name: LOCALE_COOKIE_NAME, sameSite: 'lax', maxAge: secondsUntilCookieExpiry() },
  });
}
