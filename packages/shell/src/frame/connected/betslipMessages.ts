'use server';

import { loadBetslipMessages } from '@clem/betslip';
import { getBrand, isBrandId } from '@clem/brand-config';
import { hasLocale } from 'next-intl';
import { headers } from 'next/headers';
import { catalogueFor, mergeMessages, type Messages } from '../../i18n/messages';
import { precompiledOnce } from '../../i18n/precompile';
import { messagesAsKeys } from '../../language/translationsMode';
import { TRANSLATIONS_MODE_HEADER } from '../../proxy/requestHeaders';

/**
 * The betslip package's messages (namespace `betslip`: My Bets, the slip, RES codes) for one
 * locale, compiled on the server like the page's own messages (the browser's next-intl runtime
 * formats compiled messages only, see i18n/precompile.ts), over English so a missing translation
 * shows English. A server action, asked for when a betslip screen first shows, so the catalogue
 * never rides in every page's payload. The brand is the app's own (NEXT_PUBLIC_CLEM_BRAND) and
 * the locale must be one it offers; otherwise the answer is empty (texts then show their keys).
 * Translations mode (`?mode=translations`) answers the keys, like the page.
 */
export async function loadCompiledBetslipMessages(locale: string): Promise<Messages> {
  const id = process.env.NEXT_PUBLIC_CLEM_BRAND;
  if (!isBrandId(id) || !hasLocale(getBrand(id).locales.offered, locale)) return {};
  const showKeys = (await headers()).get(TRANSLATIONS_MODE_HEADER) === '1';
  try {
    return await precompiledOnce(`betslip:${locale}:${showKeys ? 'keys' : 'texts'}`, async () => {
      const [english, local] = await Promise.all([
        loadBetslipMessages('en'),
        loadBetslipMessages(catalogueFor(locale)),
      ]);
      const merged = mergeMessages(english, local);
      return showKeys ? messagesAsKeys(merged) : merged;
    });
  } catch {
    return {};
  }
}
