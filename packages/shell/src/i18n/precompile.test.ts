import { localeLanguage } from '@clem/brand-config';
import { sportsLocales } from '@clem/sports/messages';
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { shellLocales } from '../messages';
import { catalogueFor, loadMessages, type Messages } from './messages';
import { precompileMessages } from './precompile';

function leaves(messages: Messages, prefix = ''): Array<[string, unknown]> {
  return Object.entries(messages).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? leaves(value as Messages, path)
      : [[path, value]];
  });
}

function at(messages: Messages, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
}

/** Values for every argument and tag a message names: numbers where ICU wants one. */
function valuesFor(
  text: string,
): Record<string, string | number | ((chunks: unknown[]) => string)> {
  const values: Record<string, string | number | ((chunks: unknown[]) => string)> = {};
  for (const [, name, kind] of text.matchAll(/\{\s*([A-Za-z_]\w*)\s*(?:,\s*(\w+))?/g)) {
    if (!name) continue;
    values[name] = kind && kind !== 'select' ? 2 : `«${name}»`;
  }
  for (const [, tag] of text.matchAll(/<([A-Za-z_]\w*)>/g)) {
    if (tag) values[tag] = (chunks) => `[${chunks.join('')}]`;
  }
  return values;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

const locales = [...new Set([...shellLocales, ...sportsLocales])];

describe('precompiled messages', () => {
  it.each(locales)('format exactly like the ICU parser in %s', async (locale) => {
    const messages = await loadMessages(locale);
    const compiled = precompileMessages(messages);
    const intlLocale = localeLanguage(catalogueFor(locale));
    let checked = 0;
    for (const [path, text] of leaves(messages)) {
      if (typeof text !== 'string') continue;
      const values = valuesFor(text);
      const expected = new IntlMessageFormat(text, intlLocale).format<string>(values);
      const actual = format<string>(
        at(compiled, path) as Parameters<typeof format>[0],
        intlLocale,
        values,
        { formatters, timeZone: 'UTC' },
      );
      const flat = (value: unknown) => (Array.isArray(value) ? value.join('') : String(value));
      expect(flat(actual), `${locale} ${path}`).toBe(flat(expected));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('are plain objects and arrays, which React can hand to a client component', async () => {
    const compiled = precompileMessages(await loadMessages('en'));
    const seen: unknown[] = [compiled];
    while (seen.length > 0) {
      const node = seen.pop();
      if (typeof node !== 'object' || node === null) continue;
      expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(node));
      seen.push(...Object.values(node));
    }
  });

  it('keeps a message that is not valid ICU as plain text instead of failing', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(precompileMessages({ a: { broken: 'Hello {name' } })).toEqual({
      a: { broken: 'Hello name' },
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('a.broken'));
    errors.mockRestore();
  });
});
