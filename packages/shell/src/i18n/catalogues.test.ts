import { sportsLocales, sportsMessages } from '@clem/sports/messages';
import { createTranslator } from 'next-intl';
import { shellLocales, shellMessages } from '../messages';
import { loadMessages } from './messages';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaf(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : null,
      messages,
    );
}

/** Formatting values for every placeholder a message names: a number for `count`, else text. */
function valuesFor(message: unknown): Record<string, string | number> {
  const text = typeof message === 'string' ? message : '';
  const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, name === 'count' ? 2 : `«${name}»`]));
}

const packages = [
  { name: 'shell', locales: shellLocales, load: shellMessages },
  { name: 'sports', locales: sportsLocales, load: sportsMessages },
];

describe.each(packages)('$name message catalogues', ({ locales, load }) => {
  it('every locale has exactly the English keys', async () => {
    const english = keysOf(await load('en')).sort();
    for (const locale of locales) {
      expect(keysOf(await load(locale)).sort(), locale).toEqual(english);
    }
  });

  it('every message is valid ICU and formats', async () => {
    for (const locale of locales) {
      const messages = await load(locale);
      // The catalogue is data here, so keys are checked at run time, not by type.
      const t = createTranslator({
        locale: 'en',
        messages,
        onError: (error) => {
          throw error;
        },
      }) as unknown as (key: string, values: Record<string, string | number>) => string;
      for (const key of keysOf(messages)) {
        expect(t(key, valuesFor(leaf(messages, key))), `${locale}:${key}`).not.toBe(key);
      }
    }
  });
});

describe('loadMessages', () => {
  it('merges every package and serves 777baby ja from the Japanese catalogue', async () => {
    const ja = await loadMessages('ja');
    expect(ja).toMatchObject({ sports: { title: 'スポーツ' }, shell: { language: '言語' } });
  });

  it('falls back to English for a locale without catalogues', async () => {
    expect(await loadMessages('fr')).toMatchObject({ sports: { title: 'Sports' } });
  });
});

describe('shell areas', () => {
  it('own distinct top-level namespaces (no area overwrites another)', async () => {
    const { headerCatalogues } = await import('../header/messages');
    const { menuCatalogues } = await import('../menu/messages');
    const { layoutCatalogues } = await import('../layout/messages');
    const { languageCatalogues } = await import('../language/messages');
    const { toastsCatalogues } = await import('../toasts/messages');
    const { maintenanceCatalogues } = await import('../maintenance/messages');
    const frame = await import('../messages/en.json');
    const areas = [
      Object.keys(frame.default),
      ...(await Promise.all(
        [
          headerCatalogues,
          menuCatalogues,
          layoutCatalogues,
          languageCatalogues,
          toastsCatalogues,
          maintenanceCatalogues,
        ].map(async (area) => Object.keys(await area.load('en'))),
      )),
    ];
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
