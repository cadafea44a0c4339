import { createTranslator } from 'next-intl';
import { sportsLocales, sportsMessages } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('sports messages', () => {
  it('every locale has exactly the English keys', async () => {
    const english = keysOf(await sportsMessages('en')).sort();
    for (const locale of sportsLocales) {
      expect(keysOf(await sportsMessages(locale)).sort(), locale).toEqual(english);
    }
  });

  it('every message is valid ICU and formats', async () => {
    for (const locale of sportsLocales) {
      const messages = await sportsMessages(locale);
      const t = createTranslator({
        locale: 'en',
        messages,
        namespace: 'sports',
        onError: (e) => {
          throw e;
        },
      });
      for (const key of keysOf(messages.sports)) {
        expect(
          t(key as 'title', { count: 2, name: 'Football', brand: 'Zedbet' }),
          `${locale}:${key}`,
        ).not.toContain('sports.');
      }
    }
  });
});
