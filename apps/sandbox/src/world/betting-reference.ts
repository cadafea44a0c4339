import { currencyPrecision } from '../settings/currencies';
import { countryId, leagueId } from './seed';

/** Fixed reference data of the betting area: coupons, top sports, odds ladder, EPW, currencies. */

export interface CouponDefinition {
  readonly id: number;
  readonly name: string;
  readonly sportId: number;
  /** Events from these sports, countries or leagues (event path ids). */
  readonly eventPathIds: readonly number[];
  /**
   * today: the next 24 hours; weekend: the current or next Saturday and Sunday, UTC (see
   * `couponWindow`); week: 7 days.
   */
  readonly window: 'today' | 'weekend' | 'week';
}

export interface CouponGroupDefinition {
  readonly id: number;
  readonly name: string;
  readonly couponIds: readonly number[];
}

export const TOP_FOOTBALL_LEAGUES = [
  leagueId(1, 2, 1),
  leagueId(1, 3, 1),
  leagueId(1, 4, 1),
  leagueId(1, 5, 1),
  leagueId(1, 6, 1),
];

export const COUPONS: readonly CouponDefinition[] = [
  { id: 1, name: 'Today\u2019s football', sportId: 1, eventPathIds: [1], window: 'today' },
  {
    id: 2,
    name: 'Weekend specials',
    sportId: 1,
    eventPathIds: TOP_FOOTBALL_LEAGUES,
    window: 'weekend',
  },
  {
    id: 3,
    name: 'Top European leagues',
    sportId: 1,
    eventPathIds: TOP_FOOTBALL_LEAGUES,
    window: 'week',
  },
  { id: 4, name: 'Tennis today', sportId: 3, eventPathIds: [3], window: 'today' },
  {
    id: 5,
    name: 'NBA & EuroLeague',
    sportId: 2,
    eventPathIds: [leagueId(2, 2, 1), leagueId(2, 1, 1)],
    window: 'week',
  },
  { id: 6, name: 'Esports specials', sportId: 9, eventPathIds: [9, 10, 11], window: 'week' },
  { id: 7, name: 'Big fights', sportId: 8, eventPathIds: [8], window: 'week' },
  {
    id: 8,
    name: 'African football',
    sportId: 1,
    eventPathIds: [countryId(1, 14), countryId(1, 15), countryId(1, 16), countryId(1, 17)],
    window: 'week',
  },
];

/** Coupons 7 and 8 belong to no group. */
export const COUPON_GROUPS: readonly CouponGroupDefinition[] = [
  { id: 1, name: 'Football coupons', couponIds: [1, 2, 3] },
  { id: 2, name: 'Multi-sport specials', couponIds: [4, 5, 6] },
];

/** Sport ids of /api/top_sports, in display order. */
export const TOP_SPORT_IDS: readonly number[] = [1, 2, 3, 9, 5, 7];

const DAY = 24 * 3600_000;

/**
 * A weekend coupon moves on to the next weekend once less than this is left of the current one
 * (Sunday after noon, UTC): what remains of a Sunday evening may hold no event of its leagues, and
 * an operator's "Weekend specials" then offers the coming weekend rather than an empty coupon.
 */
export const WEEKEND_MIN_LEFT_MS = 12 * 3600_000;

/** The [from, to] window of a coupon at `now`. */
export function couponWindow(coupon: CouponDefinition, now: Date): { from: Date; to: Date } {
  if (coupon.window === 'today') return { from: now, to: new Date(now.getTime() + DAY) };
  if (coupon.window === 'week') return { from: now, to: new Date(now.getTime() + 7 * DAY) };
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = now.getUTCDay(); // 0 Sunday, 6 Saturday
  let saturday =
    weekday === 6 ? midnight : weekday === 0 ? midnight - DAY : midnight + (6 - weekday) * DAY;
  if (saturday + 2 * DAY - now.getTime() < WEEKEND_MIN_LEFT_MS) saturday += 7 * DAY;
  return { from: new Date(Math.max(saturday, now.getTime())), to: new Date(saturday + 2 * DAY) };
}

/** The current odds ladder version. */
export const ODDS_LADDER_VERSION = 3;

/** The odds ladder in 1/1000: 1.01…1.10 by .01, then ever coarser steps up to 1000. */
export function oddsLadderMilli(): number[] {
  const bands: [from: number, to: number, step: number][] = [
    [1010, 1100, 10],
    [1100, 2000, 20],
    [2000, 3000, 50],
    [3000, 4000, 100],
    [4000, 6000, 200],
    [6000, 10_000, 500],
    [10_000, 20_000, 1000],
    [20_000, 50_000, 5000],
    [50_000, 100_000, 10_000],
    [100_000, 200_000, 50_000],
    [200_000, 1_000_000, 100_000],
  ];
  const ladder: number[] = [];
  for (const [from, to, step] of bands) {
    for (let price = from; price < to; price += step) ladder.push(price);
  }
  ladder.push(1_000_000);
  return ladder;
}

/** Parlay extra winnings: percentage per bet size (number of selections), sorted by betSize. */
export const EPW_CONFIG = {
  epwPromoFilterValues: [
    { betSize: 3, percentage: 3 },
    { betSize: 4, percentage: 5 },
    { betSize: 5, percentage: 7 },
    { betSize: 6, percentage: 10 },
    { betSize: 8, percentage: 15 },
    { betSize: 10, percentage: 25 },
    { betSize: 15, percentage: 50 },
  ],
  /** The most extra winnings one bet can earn, in whole units of the brand's currency. */
  maxAmount: 50_000,
} as const;

interface CurrencyInfo {
  readonly id: number;
  readonly isoCode: string;
  readonly symbol: string;
  readonly name: string;
}

const CURRENCY_LIST: readonly CurrencyInfo[] = [
  { id: 1, isoCode: 'EUR', symbol: '\u20ac', name: 'Euro' },
  { id: 2, isoCode: 'USD', symbol: '$', name: 'US Dollar' },
  { id: 3, isoCode: 'GBP', symbol: '\u00a3', name: 'Pound Sterling' },
  { id: 4, isoCode: 'KES', symbol: 'KSh', name: 'Kenyan Shilling' },
  { id: 5, isoCode: 'GHS', symbol: 'GH\u20b5', name: 'Ghanaian Cedi' },
  { id: 6, isoCode: 'KRW', symbol: '\u20a9', name: 'South Korean Won' },
  { id: 7, isoCode: 'IDR', symbol: 'Rp', name: 'Indonesian Rupiah' },
  { id: 8, isoCode: 'VND', symbol: '\u20ab', name: 'Vietnamese Dong' },
  { id: 9, isoCode: 'INR', symbol: '\u20b9', name: 'Indian Rupee' },
  { id: 10, isoCode: 'JPY', symbol: '\u00a5', name: 'Japanese Yen' },
  { id: 11, isoCode: 'CNY', symbol: '\u00a5', name: 'Chinese Yuan' },
  { id: 12, isoCode: 'RMB', symbol: '\u00a5', name: 'Renminbi' },
  { id: 13, isoCode: 'PHP', symbol: '\u20b1', name: 'Philippine Peso' },
  { id: 14, isoCode: 'THB', symbol: '\u0e3f', name: 'Thai Baht' },
  { id: 15, isoCode: 'MYR', symbol: 'RM', name: 'Malaysian Ringgit' },
  { id: 16, isoCode: 'BRL', symbol: 'R$', name: 'Brazilian Real' },
  { id: 17, isoCode: 'USDT', symbol: '\u20ae', name: 'Tether' },
  { id: 18, isoCode: 'mBTC', symbol: 'm\u20bf', name: 'Millibitcoin' },
];

/** The currencies list; precision as in the brand settings (0 for JPY, KRW, VND, IDR). */
export function currencies(): {
  id: number;
  isoCode: string;
  symbol: string;
  name: string;
  precision: number;
}[] {
  return CURRENCY_LIST.map((currency) => ({
    ...currency,
    precision: currencyPrecision(currency.isoCode),
  }));
}
