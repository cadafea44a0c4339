import { RES_CODES } from '@clem/core/schemas';
import { createTranslator } from 'next-intl';
import { betslipCatalogues } from './messages';
import { loadBetslipMessages, resMessageKey } from './resMessages';

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
  return [...new Set([...text.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map((m) => m[1] ?? ''))].sort();
}

function translator(messages: Record<string, unknown>) {
  return createTranslator({
    locale: 'en',
    messages,
    namespace: 'betslip',
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: Record<string, string>) => string;
}

/** The same eleven locales as the account and shell catalogues. */
const LOCALES = ['en', 'es', 'pt', 'de', 'sc', 'vn', 'th', 'id', 'kr', 'jp', 'sw'];

/** The arguments the issue names, by message key under `betslip`. */
const ARGUMENTS: Record<string, string[]> = {
  'res.RES00034': ['limit'],
  'res.RES00140': ['limit'],
  'res.RES00056': ['balance'],
  'res.RES00152': ['new', 'old'],
  'res.RES00153': ['new', 'old'],
  somethingWentWrong: ['reference'],
  maxBets: ['max'],
};

describe('betslip message catalogues', () => {
  it('has the eleven locales, each under the one `betslip` namespace', async () => {
    expect([...betslipCatalogues.locales].sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(await betslipCatalogues.load(locale)), locale).toEqual(['betslip']);
    }
  });

  it('every locale has exactly the English keys and placeholders', async () => {
    const english = await betslipCatalogues.load('en');
    const keys = keysOf(english).sort();
    for (const locale of LOCALES) {
      const messages = await betslipCatalogues.load(locale);
      expect(keysOf(messages).sort(), locale).toEqual(keys);
      for (const key of keys) {
        expect(placeholders(leaf(messages, key)), `${locale}:${key}`).toEqual(
          placeholders(leaf(english, key)),
        );
      }
    }
  });

  it('has a message for every RES code and the spec messages, with the named arguments', async () => {
    const english = await betslipCatalogues.load('en');
    const expected = [
      ...Object.keys(RES_CODES).map((code) => `betslip.${resMessageKey(code)}`),
      'betslip.unknownError',
      'betslip.somethingWentWrong',
      'betslip.selectionNotAvailable',
      'betslip.maxBets',
    ].sort();
    expect(keysOf(english).sort()).toEqual(expected);
    for (const key of expected) {
      const relative = key.slice('betslip.'.length);
      expect(placeholders(leaf(english, key)), key).toEqual(ARGUMENTS[relative] ?? []);
    }
    expect(leaf(english, 'betslip.selectionNotAvailable')).toBe(
      'Your selection is not available anymore',
    );
    expect(leaf(english, 'betslip.somethingWentWrong')).toMatch(/^Betslip: Something went wrong/);
  });

  it('every message formats, keeps each argument and is translated outside English', async () => {
    const english = await betslipCatalogues.load('en');
    for (const locale of LOCALES) {
      const messages = await betslipCatalogues.load(locale);
      const t = translator(messages);
      for (const key of keysOf(messages.betslip)) {
        const names = placeholders(leaf(messages.betslip, key));
        const values = Object.fromEntries(names.map((name) => [name, `«${name}»`]));
        const text = t(key, values);
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(text, `${locale}:${key}`).not.toMatch(/[{}]/);
        for (const name of names) expect(text, `${locale}:${key}`).toContain(`«${name}»`);
        if (locale !== 'en') {
          expect(leaf(messages.betslip, key), `${locale}:${key}`).not.toBe(
            leaf(english, `betslip.${key}`),
          );
        }
      }
    }
  });
});

describe('resMessageKey', () => {
  it('maps every known RES code to its key under `betslip.res`', () => {
    expect(resMessageKey('RES-00056')).toBe('res.RES00056');
    expect(resMessageKey('RES-00152')).toBe('res.RES00152');
    for (const code of Object.keys(RES_CODES)) {
      expect(resMessageKey(code)).toBe(`res.${code.replace('-', '')}`);
    }
  });

  it('falls back to `unknownError` for anything else', () => {
    for (const code of [
      'RES-99999',
      'RES00056',
      'res-00056',
      'INT003',
      '',
      'toString',
      '__proto__',
    ]) {
      expect(resMessageKey(code), code).toBe('unknownError');
    }
  });

  it('gives a key that formats in English', async () => {
    const t = translator(await loadBetslipMessages('en'));
    expect(t(resMessageKey('RES-00056'), { balance: '€5.00' })).toBe(
      'Your stake is more than your balance of €5.00. Lower the stake or top up.',
    );
    expect(t(resMessageKey('RES-12345'))).toBe(
      'Something went wrong with your betslip. Please try again.',
    );
  });
});

describe('loadBetslipMessages', () => {
  it('loads the catalogue of a known locale', async () => {
    expect(await loadBetslipMessages('de')).toEqual(await betslipCatalogues.load('de'));
  });

  it('falls back to English for an unknown locale', async () => {
    const english = await betslipCatalogues.load('en');
    for (const locale of ['xx', '', 'EN', 'toString', 'fr']) {
      expect(await loadBetslipMessages(locale), locale).toEqual(english);
    }
  });
});
