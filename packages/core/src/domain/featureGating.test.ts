import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GATING_CURRENCIES,
  GATING_SETTING_KEYS,
  THIRD_PARTY_TAGS,
  featureVisible,
  gatingCurrency,
  isThirdPartyTag,
  settingFlag,
  thirdPartyVisible,
  type GatedFeature,
  type GatingContext,
} from './featureGating';

const allFlagsOn: Record<string, unknown> = Object.fromEntries(
  GATING_SETTING_KEYS.map((key) => [key, true]),
);

function context(currency: string | null, extra: Partial<GatingContext> = {}): GatingContext {
  return { currency, loggedIn: false, settings: allFlagsOn, ...extra };
}

/** Currencies that appear in no list, plus every listed one. */
const everyCurrency = [
  ...new Set([...Object.values(GATING_CURRENCIES).flat(), 'CAD', 'AUD', 'TRY', 'ZAR', 'LAK']),
];

interface CurrencyRule {
  feature: GatedFeature;
  kind: 'only' | 'hidden';
  list: readonly string[];
}

const currencyRules: CurrencyRule[] = [
  { feature: 'parlaybay', kind: 'only', list: GATING_CURRENCIES.parlayBayOnly },
  { feature: 'leap-virtuals', kind: 'hidden', list: ['USDT', 'JPY'] },
  { feature: 'esportsbull', kind: 'hidden', list: ['MBTC', 'USDT', 'USD', 'BRL'] },
  { feature: 'pinnacle', kind: 'hidden', list: ['MBTC', 'KES', 'PHP', 'KZT'] },
  { feature: 'kryptium', kind: 'hidden', list: ['MBTC', 'JPY'] },
  { feature: 'cryptoblast', kind: 'only', list: ['KRW'] },
  { feature: 'betradar-virtuals', kind: 'hidden', list: ['MBTC', 'USDT', 'VES'] },
  {
    feature: 'golden-race-virtuals',
    kind: 'hidden',
    list: ['USDT', 'GBP', 'RUB', 'PLN', 'BRL', 'MXN', 'CLP', 'PEN', 'ARS'],
  },
  { feature: 'dstprops', kind: 'hidden', list: ['USDT', 'PKR'] },
  { feature: 'powerball', kind: 'only', list: ['KRW'] },
];

describe('currency gating (betting §6)', () => {
  it('lists parlay bay currencies exactly as the spec', () => {
    expect([...GATING_CURRENCIES.parlayBayOnly].sort()).toEqual(
      'IDR INR KRW MYR THB USD VND ARS BDT BRL CLP CNY COP EUR GBP MMK MXN PEN PLN PYG UYU GHS KES PHP RON RMB JPY PKR KZT'
        .split(' ')
        .sort(),
    );
  });

  describe.each(currencyRules)('$feature ($kind)', ({ feature, kind, list }) => {
    it.each(everyCurrency)('%s', (currency) => {
      const listed = list.includes(currency);
      expect(featureVisible(feature, context(currency))).toBe(kind === 'only' ? listed : !listed);
    });

    it('reads the currency case-insensitively', () => {
      for (const currency of list) {
        const upper = featureVisible(feature, context(currency));
        expect(featureVisible(feature, context(currency.toLowerCase()))).toBe(upper);
        expect(featureVisible(feature, context(` ${currency.toLowerCase()} `))).toBe(upper);
      }
    });
  });

  it('matches the spec examples in lower case', () => {
    expect(featureVisible('leap-virtuals', context('usdt'))).toBe(false);
    expect(featureVisible('esportsbull', context('brl'))).toBe(false);
    expect(featureVisible('cryptoblast', context('krw'))).toBe(true);
    expect(featureVisible('cryptoblast', context('eur'))).toBe(false);
    expect(featureVisible('parlaybay', context('rmb'))).toBe(true);
    expect(featureVisible('parlaybay', context('mbtc'))).toBe(false);
  });

  it('falls back to the currencyCode setting when the player has none', () => {
    const settings = { ...allFlagsOn, currencyCode: 'krw' };
    expect(gatingCurrency({ loggedIn: false, settings })).toBe('KRW');
    expect(featureVisible('cryptoblast', { loggedIn: false, settings })).toBe(true);
    expect(featureVisible('cryptoblast', { currency: 'EUR', loggedIn: true, settings })).toBe(
      false,
    );
    expect(featureVisible('cryptoblast', { currency: '', loggedIn: false, settings })).toBe(true);
  });

  it('with no currency at all, "only" lists fail and "hidden" lists pass', () => {
    for (const { feature, kind } of currencyRules) {
      expect(featureVisible(feature, context(null))).toBe(kind === 'hidden');
    }
  });
});

describe('setting gates', () => {
  const flagRules: { feature: GatedFeature; currency: string; keys: string[] }[] = [
    { feature: 'powerball', currency: 'KRW', keys: ['show_powerball'] },
    { feature: 'live-scores', currency: 'EUR', keys: ['show_live_score'] },
    { feature: 'live-lottery', currency: 'EUR', keys: ['show_lotto'] },
    {
      feature: 'betradar-virtuals',
      currency: 'EUR',
      keys: ['show_embedded_betradar_virtuals'],
    },
    { feature: 'golden-race-virtuals', currency: 'EUR', keys: ['show_golden_race_virtuals'] },
    { feature: 'dstprops', currency: 'EUR', keys: ['show_dst_props_link', 'enable_dst_props'] },
  ];

  it.each(flagRules)('$feature needs $keys', ({ feature, currency, keys }) => {
    expect(featureVisible(feature, context(currency))).toBe(true);
    for (const key of keys) {
      const settings = { ...allFlagsOn, [key]: false };
      expect(featureVisible(feature, context(currency, { settings }))).toBe(false);
    }
    expect(featureVisible(feature, context(currency, { settings: {} }))).toBe(false);
  });

  it('powerball needs KRW even with show_powerball on', () => {
    expect(thirdPartyVisible('powerball', context('krw'))).toBe(true);
    expect(thirdPartyVisible('powerball', context('USD'))).toBe(false);
  });

  it.each(['kiron-virtuals', 'vir2al-games', 'soccerbet', 'edge', 'exchange'] as const)(
    '%s has no setting or currency gate (its CMS item is the flag)',
    (tag) => {
      for (const currency of everyCurrency) {
        expect(thirdPartyVisible(tag, context(currency, { settings: {} }))).toBe(true);
      }
    },
  );

  it('reads platform boolean encodings', () => {
    expect(settingFlag({ a: true }, 'a')).toBe(true);
    expect(settingFlag({ a: 'true' }, 'a')).toBe(true);
    expect(settingFlag({ a: '1' }, 'a')).toBe(true);
    expect(settingFlag({ a: 1 }, 'a')).toBe(true);
    expect(settingFlag({ a: 'false' }, 'a', true)).toBe(false);
    expect(settingFlag({ a: 0 }, 'a', true)).toBe(false);
    expect(settingFlag({ a: 'yes' }, 'a')).toBe(false);
    expect(settingFlag({}, 'a', true)).toBe(true);
    expect(
      thirdPartyVisible('live-scores', context('EUR', { settings: { show_live_score: '1' } })),
    ).toBe(true);
  });
});

describe('player gates', () => {
  it('hides pinnacle from partner-matrix affiliates, whatever the currency', () => {
    expect(thirdPartyVisible('pinnacle', context('EUR'))).toBe(true);
    expect(thirdPartyVisible('pinnacle', context('EUR', { isPartnerMatrixAffiliate: false }))).toBe(
      true,
    );
    fc.assert(
      fc.property(fc.constantFrom(...everyCurrency), fc.boolean(), (currency, loggedIn) => {
        expect(
          thirdPartyVisible(
            'pinnacle',
            context(currency, { loggedIn, isPartnerMatrixAffiliate: true }),
          ),
        ).toBe(false);
      }),
    );
  });

  it.each([
    { loggedIn: false, tokens: undefined, visible: true },
    { loggedIn: false, tokens: { KRYPTIUM: 'k' }, visible: true },
    { loggedIn: true, tokens: undefined, visible: false },
    { loggedIn: true, tokens: { KIRON: 'k' }, visible: false },
    { loggedIn: true, tokens: { KRYPTIUM: '' }, visible: false },
    { loggedIn: true, tokens: { KRYPTIUM: null }, visible: false },
    { loggedIn: true, tokens: { KRYPTIUM: 'token' }, visible: true },
  ])(
    'kryptium: logged in $loggedIn, tokens $tokens → $visible',
    ({ loggedIn, tokens, visible }) => {
      expect(
        featureVisible('kryptium', context('EUR', { loggedIn, thirdPartyTokens: tokens })),
      ).toBe(visible);
      // The currency rule still applies with a token.
      expect(
        featureVisible('kryptium', context('jpy', { loggedIn, thirdPartyTokens: tokens })),
      ).toBe(false);
    },
  );
});

describe('tags', () => {
  it('knows the fifteen third-party tier tags and nothing else', () => {
    expect(THIRD_PARTY_TAGS).toHaveLength(15);
    for (const tag of THIRD_PARTY_TAGS) expect(isThirdPartyTag(tag)).toBe(true);
    expect(isThirdPartyTag('kryptium')).toBe(false);
    expect(isThirdPartyTag('LIVE')).toBe(false);
    expect(isThirdPartyTag(null)).toBe(false);
  });

  it('thirdPartyVisible agrees with featureVisible for every tag and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...THIRD_PARTY_TAGS),
        fc.constantFrom(...everyCurrency),
        fc.boolean(),
        fc.boolean(),
        (tag, currency, loggedIn, affiliate) => {
          const ctx = context(currency, { loggedIn, isPartnerMatrixAffiliate: affiliate });
          expect(thirdPartyVisible(tag, ctx)).toBe(featureVisible(tag, ctx));
        },
      ),
    );
  });
});
