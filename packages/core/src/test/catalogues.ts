import { localeCodes } from '@clem/brand-config';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { MessageCatalogue } from '../domain/messageCatalogues';

/**
 * The catalogue check every package's messages run (`@clem/core/testing/catalogues`; tests only):
 * each locale ships exactly the English keys, with the same ICU arguments, and every message
 * formats.
 */

/**
 * The locales every package ships a catalogue for: the URL locale codes except `ja` (served from
 * the Japanese `jp` catalogue) and `fr` (no catalogue yet; English shows).
 */
export const CATALOGUE_LOCALES: readonly string[] = localeCodes.filter(
  (code) => code !== 'ja' && code !== 'fr',
);

/** The dotted path of every message in a catalogue. */
export function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The message at a dotted path (or null). */
export function leaf(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : null,
      messages,
    );
}

/**
 * The argument names an ICU message uses, sorted: `{name}`, `{count, plural, …}` and the arguments
 * inside plural/select branches. The text of a branch (`one {# bet}`) is text, not an argument.
 */
export function placeholders(message: unknown): string[] {
  const text = typeof message === 'string' ? message : '';
  const names = new Set<string>();
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at += 1;
  };
  // Text until the `}` that closes the enclosing branch (or the end).
  const readText = (): void => {
    while (at < text.length && text[at] !== '}') {
      if (text[at] === '{') {
        at += 1;
        readArgument();
      } else {
        at += 1;
      }
    }
  };
  // After `{`: `name`, `name, type` or `name, plural|select|selectordinal, key {text} …`, to its `}`.
  const readArgument = (): void => {
    const head = /^\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(at));
    if (!head) throw new Error(`Not an ICU argument at ${at}: ${text}`);
    names.add(head[1] ?? '');
    at += head[0].length;
    const type = head[2];
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      at += 1; // the comma before the branches
      for (;;) {
        skipSpace();
        if (text[at] === '}' || at >= text.length) break;
        const key = /^(?:offset:\s*\d+\s*)?(=?[\w-]+)\s*/.exec(text.slice(at));
        if (!key) throw new Error(`Bad ICU branch at ${at}: ${text}`);
        at += key[0].length;
        if (text[at] !== '{') continue;
        at += 1;
        readText();
        at += 1; // the branch's `}`
      }
    } else {
      while (at < text.length && text[at] !== '}') at += 1;
    }
    at += 1; // the argument's `}`
  };
  readText();
  return [...names].sort();
}

/** Arguments that take a number (plural counts); the others take text. */
export function numericArguments(message: unknown): Set<string> {
  const text = typeof message === 'string' ? message : '';
  return new Set(
    [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*,\s*(?:plural|selectordinal)\b/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

/** Arguments that pick a branch by their text (`{order, select, …}`). */
function selectArguments(message: unknown): Set<string> {
  const text = typeof message === 'string' ? message : '';
  return new Set(
    [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*,\s*select\b/g)].map((match) => match[1] ?? ''),
  );
}

/** A translator that throws on any missing key or bad ICU (the catalogue is data here). */
export function strictTranslator(messages: MessageCatalogue, namespace?: string) {
  return createTranslator({
    locale: 'en',
    messages,
    ...(namespace ? { namespace } : {}),
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
}

/** A package's catalogues, as `messageCatalogues` gives them. */
export interface CataloguesUnderTest {
  locales: readonly string[];
  load(locale: string): Promise<MessageCatalogue>;
}

export interface DescribeCataloguesOptions {
  /** The locales the package must ship; the catalogue locales by default. */
  locales?: readonly string[];
  /** The top-level keys every catalogue must have, exactly (a package's one namespace). */
  namespaces?: readonly string[];
  /** Every message outside English must differ from the English one (no untranslated copies). */
  translated?: boolean;
}

/**
 * Describes the catalogue tests of one package: its locales (and namespaces), the English keys
 * and ICU arguments in every locale, and every message formatting with each of its arguments.
 */
export function describeCatalogues(
  name: string,
  catalogues: CataloguesUnderTest,
  { locales = CATALOGUE_LOCALES, namespaces, translated = false }: DescribeCataloguesOptions = {},
): void {
  describe(`${name} message catalogues`, () => {
    it(`has the ${locales.length} locales`, async () => {
      expect([...catalogues.locales].sort()).toEqual([...locales].sort());
      if (!namespaces) return;
      for (const locale of locales) {
        expect(Object.keys(await catalogues.load(locale)), locale).toEqual([...namespaces]);
      }
    });

    it('every locale has exactly the English keys and placeholders', async () => {
      const english = await catalogues.load('en');
      const keys = keysOf(english).sort();
      for (const locale of locales) {
        const messages = await catalogues.load(locale);
        expect(keysOf(messages).sort(), locale).toEqual(keys);
        for (const key of keys) {
          expect(placeholders(leaf(messages, key)), `${locale}:${key}`).toEqual(
            placeholders(leaf(english, key)),
          );
        }
      }
    });

    it('every message is valid ICU, formats with each argument and is not empty', async () => {
      const english = await catalogues.load('en');
      for (const locale of locales) {
        const messages = await catalogues.load(locale);
        const t = strictTranslator(messages);
        for (const key of keysOf(messages)) {
          const message = leaf(messages, key);
          const names = placeholders(message);
          const numeric = numericArguments(message);
          const values = Object.fromEntries(
            names.map((argument) => [argument, numeric.has(argument) ? 2 : `«${argument}»`]),
          );
          const text = t(key, values);
          expect(text, `${locale}:${key}`).not.toBe(key);
          expect(text.trim(), `${locale}:${key}`).not.toBe('');
          expect(text, `${locale}:${key}`).not.toMatch(/[{}]/);
          const choices = selectArguments(message);
          for (const argument of names) {
            // A select's value picks a branch; it does not show in the text.
            if (!numeric.has(argument) && !choices.has(argument)) {
              expect(text, `${locale}:${key}`).toContain(`«${argument}»`);
            }
          }
          if (translated && locale !== 'en') {
            expect(message, `${locale}:${key}`).not.toBe(leaf(english, key));
          }
        }
      }
    });
  });
}
