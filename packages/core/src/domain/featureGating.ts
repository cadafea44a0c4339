/**
 * Feature visibility by setting, currency and player (betting §6 "Feature visibility by setting
 * and currency"; account-and-shell §5 "Brand/currency gating", §2 "Side menu" tier 7).
 *
 * The currency lists are data; the rules read them case-insensitively. The side menu's
 * third-party tier asks `thirdPartyVisible(tag, context)` for each CMS item it would show.
 *
 * Decisions where the spec is silent:
 * - The currency is the player's currency when logged in; otherwise (or when it is missing) the
 *   operator's `currencyCode` setting. With no currency at all, "only for" lists fail and
 *   "hidden for" lists pass.
 * - Golden race and Kryptium are not side-menu tags; they are gated features of their own
 *   (`featureVisible('golden-race-virtuals' | 'kryptium', …)`). `betradar-virtuals` is the
 *   "embedded virtuals" of the spec (setting show_embedded_betradar_virtuals).
 * - A tag gated by a named setting needs that setting on: powerball show_powerball, live-scores
 *   show_live_score, live-lottery show_lotto, betradar-virtuals show_embedded_betradar_virtuals,
 *   golden race show_golden_race_virtuals, and dstprops both show_dst_props_link (the link) and
 *   enable_dst_props (the product), since a link to a disabled product leads nowhere.
 * - Tags whose flag the spec does not name (kiron-virtuals, pinnacle, esportsbull, parlaybay,
 *   vir2al-games, leap-virtuals, soccerbet, edge, exchange, cryptoblast) have no setting here:
 *   their flag is the CMS item itself (present in the third_parties section and `active`).
 * - Only Kryptium needs a third-party token (spec). A logged-in player without a KRYPTIUM token
 *   does not see it; an anonymous visitor does (the product prompts login itself).
 */

export const THIRD_PARTY_TAGS = [
  'kiron-virtuals',
  'cryptoblast',
  'pinnacle',
  'esportsbull',
  'parlaybay',
  'betradar-virtuals',
  'vir2al-games',
  'leap-virtuals',
  'soccerbet',
  'edge',
  'exchange',
  'powerball',
  'live-scores',
  'live-lottery',
  'dstprops',
] as const;
export type ThirdPartyTag = (typeof THIRD_PARTY_TAGS)[number];

/** Gated features that are not side-menu tags. */
export const OTHER_GATED_FEATURES = ['kryptium', 'golden-race-virtuals'] as const;
export type GatedFeature = ThirdPartyTag | (typeof OTHER_GATED_FEATURES)[number];

export function isThirdPartyTag(value: unknown): value is ThirdPartyTag {
  return typeof value === 'string' && (THIRD_PARTY_TAGS as readonly string[]).includes(value);
}

/** Currency lists of betting §6, upper case. */
export const GATING_CURRENCIES = {
  parlayBayOnly: [
    'IDR',
    'INR',
    'KRW',
    'MYR',
    'THB',
    'USD',
    'VND',
    'ARS',
    'BDT',
    'BRL',
    'CLP',
    'CNY',
    'COP',
    'EUR',
    'GBP',
    'MMK',
    'MXN',
    'PEN',
    'PLN',
    'PYG',
    'UYU',
    'GHS',
    'KES',
    'PHP',
    'RON',
    'RMB',
    'JPY',
    'PKR',
    'KZT',
  ],
  leapVirtualsHidden: ['USDT', 'JPY'],
  esportsBullHidden: ['MBTC', 'USDT', 'USD', 'BRL'],
  pinnacleHidden: ['MBTC', 'KES', 'PHP', 'KZT'],
  kryptiumHidden: ['MBTC', 'JPY'],
  cryptoblastOnly: ['KRW'],
  embeddedVirtualsHidden: ['MBTC', 'USDT', 'VES'],
  goldenRaceHidden: ['USDT', 'GBP', 'RUB', 'PLN', 'BRL', 'MXN', 'CLP', 'PEN', 'ARS'],
  dstPropsHidden: ['USDT', 'PKR'],
  powerballOnly: ['KRW'],
} as const;

/** The settings this module reads (raw platform values; see `settingFlag`). */
export const GATING_SETTING_KEYS = [
  'show_powerball',
  'show_live_score',
  'show_lotto',
  'show_dst_props_link',
  'enable_dst_props',
  'show_golden_race_virtuals',
  'show_embedded_betradar_virtuals',
] as const;

export interface GatingContext {
  /** The player's currency, any case. Missing: the `currencyCode` setting is used. */
  currency?: string | null | undefined;
  /** A jweToken exists. */
  loggedIn: boolean;
  /** Login details `isPartnerMatrixAffiliate`. */
  isPartnerMatrixAffiliate?: boolean | undefined;
  /** Login details `thirdPartyTokens` (KRYPTIUM, POWERBALL, …); empty values count as absent. */
  thirdPartyTokens?: Readonly<Partial<Record<string, string | null | undefined>>> | undefined;
  /** Operator settings as served (`PlatformSettings` or the raw object). */
  settings: Readonly<Record<string, unknown>>;
}

/**
 * A boolean setting as the platform sends it: true, "true", "1" or 1 are on; false, "false",
 * "0" or 0 are off; anything else (missing included) gives `fallback`.
 */
export function settingFlag(
  settings: Readonly<Record<string, unknown>>,
  key: string,
  fallback = false,
): boolean {
  const value = settings[key];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return fallback;
}

/** The currency the rules use, upper case, or null when none is known. */
export function gatingCurrency(context: GatingContext): string | null {
  const own = context.currency?.trim();
  if (own) return own.toUpperCase();
  const fromSettings = context.settings['currencyCode'];
  if (typeof fromSettings === 'string' && fromSettings.trim() !== '') {
    return fromSettings.trim().toUpperCase();
  }
  return null;
}

function inList(currency: string | null, list: readonly string[]): boolean {
  return currency !== null && list.includes(currency);
}

function hasToken(context: GatingContext, name: string): boolean {
  const token = context.thirdPartyTokens?.[name];
  return typeof token === 'string' && token !== '';
}

/** Whether a gated feature is visible (betting §6). */
export function featureVisible(feature: GatedFeature, context: GatingContext): boolean {
  const currency = gatingCurrency(context);
  const flag = (key: (typeof GATING_SETTING_KEYS)[number]) => settingFlag(context.settings, key);
  const c = GATING_CURRENCIES;
  switch (feature) {
    case 'parlaybay':
      return inList(currency, c.parlayBayOnly);
    case 'leap-virtuals':
      return !inList(currency, c.leapVirtualsHidden);
    case 'esportsbull':
      return !inList(currency, c.esportsBullHidden);
    case 'pinnacle':
      return !inList(currency, c.pinnacleHidden) && context.isPartnerMatrixAffiliate !== true;
    case 'kryptium':
      return (
        !inList(currency, c.kryptiumHidden) && (!context.loggedIn || hasToken(context, 'KRYPTIUM'))
      );
    case 'cryptoblast':
      return inList(currency, c.cryptoblastOnly);
    case 'betradar-virtuals':
      return flag('show_embedded_betradar_virtuals') && !inList(currency, c.embeddedVirtualsHidden);
    case 'golden-race-virtuals':
      return flag('show_golden_race_virtuals') && !inList(currency, c.goldenRaceHidden);
    case 'dstprops':
      return (
        flag('show_dst_props_link') &&
        flag('enable_dst_props') &&
        !inList(currency, c.dstPropsHidden)
      );
    case 'powerball':
      return flag('show_powerball') && inList(currency, c.powerballOnly);
    case 'live-scores':
      return flag('show_live_score');
    case 'live-lottery':
      return flag('show_lotto');
    case 'kiron-virtuals':
    case 'vir2al-games':
    case 'soccerbet':
    case 'edge':
    case 'exchange':
      return true;
  }
}

/** Whether the side menu's third-party tier shows the item tagged `tag`. */
export function thirdPartyVisible(tag: ThirdPartyTag, context: GatingContext): boolean {
  return featureVisible(tag, context);
}
