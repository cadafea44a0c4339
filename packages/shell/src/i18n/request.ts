import type { BrandConfig } from '@clem/brand-config';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { headers } from 'next/headers';
import { messagesAsKeys } from '../language/translationsMode';
import { TRANSLATIONS_MODE_HEADER } from '../proxy/requestHeaders';
import { loadMessages } from './messages';
import { precompiledOnce } from './precompile';

/** The brand app's `i18n/request.ts` is one call to this. */
export function createRequestConfig(brand: BrandConfig) {
  return getRequestConfig(async ({ requestLocale }) => {
    const requested = await requestLocale;
    const locale = hasLocale(brand.locales.offered, requested) ? requested : brand.locales.default;
    // `mode=translations` (kept by the proxy): every text shows its message key instead.
    const showKeys = (await headers()).get(TRANSLATIONS_MODE_HEADER) === '1';
    // Compiled here, parsed never in the browser (see precompileMessages).
    const messages = await precompiledOnce(`${locale}:${showKeys ? 'keys' : 'texts'}`, () =>
      loadMessages(locale).then((loaded) => (showKeys ? messagesAsKeys(loaded) : loaded)),
    );
    return {
      locale,
      messages,
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
