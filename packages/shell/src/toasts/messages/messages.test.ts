import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { toastCatalogue } from '../catalogue';
import { toastsCatalogues } from './index';

/** The shared catalogue test formats with count/name/brand only; this one supplies {reference}. */
describe('toasts messages', () => {
  it.each(toastsCatalogues.locales)('%s formats every catalogue message', async (locale) => {
    const messages = await toastsCatalogues.load(locale);
    const t = createTranslator({
      locale: 'en',
      messages,
      namespace: 'toasts',
      onError: (error) => {
        throw error;
      },
    }) as unknown as (key: string, values?: Record<string, string>) => string;
    for (const entry of toastCatalogue) {
      const text = t(`messages.${entry.messageKey}`, { reference: 'REF-42' });
      expect(text, entry.key).not.toBe(`toasts.messages.${entry.messageKey}`);
    }
    expect(t('messages.betslipSomethingWentWrong', { reference: 'REF-42' })).toContain('REF-42');
  });
});
