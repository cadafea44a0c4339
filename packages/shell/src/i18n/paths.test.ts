import fc from 'fast-check';
import { languageHref, localePrefix, localisedPath, stripLocale } from './paths';

const locales = { default: 'en', offered: ['en', 'es', 'pt'] };

describe('locale paths', () => {
  it('spells out the target locale and keeps the page', () => {
    expect(languageHref(locales, '/sports', 'es')).toBe('/es/sports');
    expect(languageHref(locales, '/es/sports', 'en')).toBe('/en/sports');
    expect(languageHref(locales, '/es/sports', 'pt')).toBe('/pt/sports');
    expect(languageHref(locales, '/es', 'en')).toBe('/en');
    expect(languageHref(locales, '/', 'es')).toBe('/es');
    expect(localePrefix(locales, 'en')).toBe('');
    expect(localePrefix(locales, 'es')).toBe('/es');
  });

  it('round-trips: strip(localise(path)) is the path', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{3,12}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(...locales.offered),
        (parts, locale) => {
          const path = `/${parts.join('/')}`;
          expect(stripLocale(locales, localisedPath(locales, locale, path))).toBe(path);
        },
      ),
    );
  });
});
