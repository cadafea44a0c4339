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

/**
 * The argument names an ICU message uses, sorted: `{name}`, `{count, plural, …}` and the arguments
 * inside plural/select branches. The text of a branch (`one {# bet}`) is text, not an argument.
 */
function placeholders(message: unknown): string[] {
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
function numericArguments(message: unknown): Set<string> {
  const text = typeof message === 'string' ? message : '';
  return new Set(
    [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*,\s*(?:plural|selectordinal)\b/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

function translator(messages: Record<string, unknown>) {
  return createTranslator({
    locale: 'en',
    messages,
    namespace: 'betslip',
    onError: (error) => {
      throw error;
    },
  }) as unknown as (key: string, values?: Record<string, string | number>) => string;
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
  'ui.selectionCount': ['count'],
  'ui.remove': ['outcome'],
  'ui.priceChanged': ['new', 'old'],
  'ui.spreadChanged': ['new', 'old'],
  'ui.stakeFor': ['name'],
  'ui.stakePerLineFor': ['name'],
  'ui.lineBets': ['count'],
  'ui.quickStake': ['amount'],
  'ui.betPlaced': ['count'],
  'ui.useMyBalance': ['balance'],
  'ui.unconfirmedWithReference': ['reference'],
  'ui.useFreeBet': ['amount'],
  'myBets.tabs.openWithCount': ['count'],
  'myBets.tabs.settledWithCount': ['count'],
  'myBets.reference': ['reference'],
  'myBets.lines': ['lines', 'unitStake'],
  'myBets.placedAt': ['date'],
  'myBets.settledAt': ['date'],
  'myBets.jackpotEvent': ['ordinal'],
  'myBets.countdown': ['time'],
};

/** The texts of My Bets (`betslip.myBets.*`). */
const MY_BETS_KEYS = [
  'title',
  'close',
  'tabsLabel',
  'tabs.open',
  'tabs.settled',
  'tabs.openWithCount',
  'tabs.settledWithCount',
  'loading',
  'error.title',
  'error.message',
  'error.retry',
  'empty.open',
  'empty.settled',
  'loggedOut.message',
  'loggedOut.login',
  'kind.single',
  'kind.multiple',
  'kind.system',
  'kind.jackpot',
  'status.pending_approval',
  'status.open',
  'status.won',
  'status.lost',
  'status.void',
  'status.rejected',
  'reference',
  'stake',
  'lines',
  'odds',
  'potentialReturns',
  'payout',
  'placedAt',
  'settledAt',
  'eachWay',
  'reserve',
  'jackpotEvent',
  'selections',
  'countdown',
  'countdownPending',
  'countdownDue',
];

/** The texts of the slip's components (`betslip.ui.*`). */
const UI_KEYS = [
  'title',
  'selectionCount',
  'systemBets',
  'singles',
  'multiples',
  'close',
  'removeAll',
  'remove',
  'emptyTitle',
  'emptyHint',
  'priceChanged',
  'spreadChanged',
  'noPrice',
  'suspended',
  'stake',
  'stakePerLine',
  'stakeFor',
  'stakePerLineFor',
  'potentialReturns',
  'stakeAfterTax',
  'taxDeduction',
  'eachWay',
  'lineBets',
  'totalStake',
  'extraWinnings',
  'totalOdds',
  'balance',
  'placeBet',
  'acceptChanges',
  'placing',
  'waitingApproval',
  'keypad',
  'quickStakes',
  'quickStake',
  'decimalPoint',
  'delete',
  'done',
  'betPlaced',
  'betslipReference',
  'betReference',
  'totalCost',
  'reuseSelections',
  'messageError',
  'messageWarning',
  'useMyBalance',
  'stakeInvalid',
  'unconfirmed',
  'unconfirmedWithReference',
  'editSlip',
  'pricesChanged',
  'retailCodeTitle',
  'retailCodeHint',
  'copyCode',
  'codeCopied',
  'getRetailCode',
  'requestingCode',
  'loginToPlace',
  'retailCodeFailed',
  'refreshFailed',
  'tryAgain',
  'useFreeBet',
  'freeBetStake',
];

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

  it('has a message for every RES code, the spec messages and the ui texts, with the named arguments', async () => {
    const english = await betslipCatalogues.load('en');
    const expected = [
      ...Object.keys(RES_CODES).map((code) => `betslip.${resMessageKey(code)}`),
      'betslip.unknownError',
      'betslip.somethingWentWrong',
      'betslip.selectionNotAvailable',
      'betslip.maxBets',
      ...UI_KEYS.map((key) => `betslip.ui.${key}`),
      ...MY_BETS_KEYS.map((key) => `betslip.myBets.${key}`),
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
        const message = leaf(messages.betslip, key);
        const names = placeholders(message);
        const numeric = numericArguments(message);
        const values = Object.fromEntries(
          names.map((name) => [name, numeric.has(name) ? 2 : `«${name}»`]),
        );
        const text = t(key, values);
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(text, `${locale}:${key}`).not.toMatch(/[{}]/);
        for (const name of names) {
          if (!numeric.has(name)) expect(text, `${locale}:${key}`).toContain(`«${name}»`);
        }
        if (locale !== 'en') {
          expect(leaf(messages.betslip, key), `${locale}:${key}`).not.toBe(
            leaf(english, `betslip.${key}`),
          );
        }
      }
    }
  });
});

describe('the catalogue checks', () => {
  it('read ICU arguments, not the text of plural branches', () => {
    expect(placeholders('{count, plural, one {chaguo #} other {machaguo #}}')).toEqual(['count']);
    expect(placeholders('From {old} to {new}')).toEqual(['new', 'old']);
    expect(placeholders('{n, plural, =0 {None} one {# for {name}} other {# for {name}}}')).toEqual([
      'n',
      'name',
    ]);
    expect(numericArguments('{count, plural, other {#}} {name}')).toEqual(new Set(['count']));
  });

  it('format the English ui plurals', async () => {
    const t = translator(await loadBetslipMessages('en'));
    expect(t('ui.selectionCount', { count: 1 })).toBe('1 selection');
    expect(t('ui.selectionCount', { count: 3 })).toBe('3 selections');
    expect(t('ui.lineBets', { count: 4 })).toBe('× 4 bets');
    expect(t('ui.betPlaced', { count: 1 })).toBe('Bet placed');
    expect(t('ui.betPlaced', { count: 2 })).toBe('Bets placed');
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
