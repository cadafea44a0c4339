import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { accountCatalogues } from './index';

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

function placeholders(message: unknown): string[] {
  const text = typeof message === 'string' ? message : '';
  return [...text.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '').sort();
}

const LOCALES = ['en', 'es', 'pt', 'de', 'sc', 'vn', 'th', 'id', 'kr', 'jp', 'sw'];

describe('pages message catalogues', () => {
  it('has the eleven account locales', () => {
    expect([...accountCatalogues.locales].sort()).toEqual([...LOCALES].sort());
  });

  it('every locale has exactly the English keys and placeholders', async () => {
    const english = await accountCatalogues.load('en');
    const keys = keysOf(english).sort();
    for (const locale of LOCALES) {
      const messages = await accountCatalogues.load(locale);
      expect(keysOf(messages).sort(), locale).toEqual(keys);
      for (const key of keys) {
        expect(placeholders(leaf(messages, key)), `${locale}:${key}`).toEqual(
          placeholders(leaf(english, key)),
        );
      }
    }
  });

  it('every message is valid ICU, formats and is not empty', async () => {
    for (const locale of LOCALES) {
      const messages = await accountCatalogues.load(locale);
      const t = createTranslator({
        locale: 'en',
        messages,
        onError: (error) => {
          throw error;
        },
      }) as unknown as (key: string, values: Record<string, string>) => string;
      for (const key of keysOf(messages)) {
        const values = Object.fromEntries(
          placeholders(leaf(messages, key)).map((name) => [name, `«${name}»`]),
        );
        const text = t(key, values);
        expect(text, `${locale}:${key}`).not.toBe(key);
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
      }
    }
  });
});
