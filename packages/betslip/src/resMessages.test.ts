import { RES_CODES } from '@clem/core/schemas';
import {
  describeCatalogues,
  keysOf,
  leaf,
  numericArguments,
  placeholders,
  strictTranslator,
} from '@clem/core/testing/catalogues';
import { describe, expect, it } from 'vitest';
import { betslipCatalogues } from './messages';
import { loadBetslipMessages, resMessageKey } from './resMessages';

/** The betslip messages' translator (`betslip.` keys without the namespace). */
const translator = (messages: Record<string, unknown>) => strictTranslator(messages, 'betslip');

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
  'ui.notCounted': ['count'],
  'live.placingInPlay': ['seconds'],
  'live.delayStarted': ['seconds'],
  'live.priceAnnouncement': ['new', 'old', 'outcome'],
  'live.pricesAnnouncement': ['count'],
  'betType.fold': ['legs'],
  'betType.folds': ['legs'],
};

/** The names of multiples, by fold size and number of bets (`betslip.betType.*`). */
const BET_TYPE_KEYS = ['double', 'treble', 'fold', 'doubles', 'trebles', 'folds'];

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
  'today',
  'tomorrow',
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
  'notCounted',
];

/** The live slip's texts (`betslip.live.*`): reasons, Place's reasons, the delay, announcements. */
const LIVE_KEYS = [
  'reason.eventFinished',
  'reason.marketClosed',
  'reason.marketSuspended',
  'reason.feedAlert',
  'reason.outcomeHidden',
  'reason.connectionStale',
  'blocked.closed',
  'blocked.suspended',
  'blocked.stale',
  'badgeStale',
  'badgeClosed',
  'placingInPlay',
  'confirmingInPlay',
  'delayStarted',
  'delayPlaced',
  'delayNotPlaced',
  'priceAnnouncement',
  'pricesAnnouncement',
];

describeCatalogues('betslip', betslipCatalogues, { namespaces: ['betslip'], translated: true });

describe('betslip message catalogues', () => {
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
      ...BET_TYPE_KEYS.map((key) => `betslip.betType.${key}`),
      ...LIVE_KEYS.map((key) => `betslip.live.${key}`),
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
