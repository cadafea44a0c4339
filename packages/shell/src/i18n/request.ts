import type { BrandConfig } from '@clem/brand-config';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';

/** The brand app's `i18n/request.ts` is one call to this. */
export function createRequestConfig(brand: BrandConfig) {
  return getRequestConfig(async ({ requestLocale }) => {
    const requested = await requestLocale;
    const locale = hasLocale(brand.locales.offered, requested) ? requested : brand.locales.default;
    return {
      locale,
      messages: await loadMessages(locale),
      timeZone: 'UTC',
      onError(error) {
        if (error.code === 'MISSING_MESSAGE') console.warn(`[i18n] ${error.message}`);
        else console.error(error);
      },
      getMessageFallback({ namespace, key }) {
        return [namespace, key].filter(Boolean).join('.');
      },
    };
  });
}
