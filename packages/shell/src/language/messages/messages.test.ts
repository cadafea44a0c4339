import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { languageCatalogues } from './index';

/** The shared catalogue test formats with count/name/brand only; this one supplies {language}. */
describe('language messages', () => {
  it.each(languageCatalogues.locales)('%s formats every message', async (locale) => {
    const messages = await languageCatalogues.load(locale);
    const t = createTranslator({
      locale: 'en',
      messages,
      namespace: 'language',
      onError: (error) => {
        throw error;
      },
    }) as unknown as (key: string, values?: Record<string, string>) => string;
    expect(t('trigger', { language: 'English' })).toContain('English');
    expect(t('list')).not.toBe('language.list');
  });
});
