import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loginCatalogues } from './index';

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

function valuesFor(message: unknown): Record<string, string> {
  const text = typeof message === 'string' ? message : '';
  const names = [...text.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, `«${name}»`]));
}

/** Every §8 login message key the flow can produce. */
const ERROR_KEYS = [
  'login-error-INT003',
  'login-error-INT009',
  'login-error-INT008',
  'login-error-INT001',
  'login-error-INT051',
  'login-error-INT056',
  'login-error-401',
  'login-error-402',
  'login-error-403',
  'error-400',
  'error-404',
  'error-500',
  'something-went-wrong',
  'error-invalid-login-credentials',
];

describe('login message catalogues', () => {
  it('has the 11 locales, all under the one `login` namespace', async () => {
    expect(loginCatalogues.locales.sort()).toEqual(
      ['de', 'en', 'es', 'id', 'jp', 'kr', 'pt', 'sc', 'sw', 'th', 'vn'].sort(),
    );
    for (const locale of loginCatalogues.locales) {
      expect(Object.keys(await loginCatalogues.load(locale))).toEqual(['login']);
    }
  });

  it('every locale has exactly the English keys', async () => {
    const english = keysOf(await loginCatalogues.load('en')).sort();
    for (const locale of loginCatalogues.locales) {
      expect(keysOf(await loginCatalogues.load(locale)).sort(), locale).toEqual(english);
    }
  });

  it('every message is valid ICU and formats', async () => {
    for (const locale of loginCatalogues.locales) {
      const messages = await loginCatalogues.load(locale);
      const t = createTranslator({
        locale: 'en',
        messages,
        onError: (error) => {
          throw error;
        },
      }) as unknown as (key: string, values: Record<string, string>) => string;
      for (const key of keysOf(messages)) {
        const text = t(key, valuesFor(leaf(messages, key)));
        expect(text, `${locale}:${key}`).not.toBe(key);
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });

  it('has a message for every §8 login error key, translated (not English) outside English', async () => {
    const english = await loginCatalogues.load('en');
    for (const locale of loginCatalogues.locales) {
      const messages = await loginCatalogues.load(locale);
      for (const key of ERROR_KEYS) {
        const text = leaf(messages, `login.errors.${key}`);
        expect(typeof text, `${locale}:${key}`).toBe('string');
        if (locale !== 'en') {
          expect(text, `${locale}:${key}`).not.toBe(leaf(english, `login.errors.${key}`));
        }
      }
    }
  });
});
