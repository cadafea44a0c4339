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
      // The catalogue is data here, so keys are checked at run time, not by type.
      const t = createTranslator({
        locale: 'en',
        messages,
        namespace: 'sports',
        onError: (error) => {
          throw error;
        },
      }) as unknown as (key: string, values: Record<string, string | number>) => string;
      for (const key of keysOf(messages.sports)) {
        expect(
          t(key, { count: 2, name: 'Football', brand: 'Zedbet' }),
          `${locale}:${key}`,
        ).not.toContain('sports.');
      }
    }
  });
});
