import { BRAND_CURRENCIES, BRAND_LOCALES, type BrandId } from '../settings/brands';
import type { PlayerStatus } from './account-tables';
import { majorToMinor } from './money';

export const DEMO_PASSWORD = 'demo1234';
/** demo_otp's code: always this in the sandbox (also written to the server log). */
export const DEMO_ONE_TIME_CODE = '123456';
export const DEMO_SECURITY_QUESTION = 'What is your favourite colour?';
export const DEMO_SECURITY_ANSWER = 'blue';

/** A "good" balance: 1000 major units, or this many for currencies with small units. */
const GOOD_BALANCE_MAJOR: Readonly<Record<string, number>> = {
  JPY: 100_000,
  KRW: 1_000_000,
  VND: 10_000_000,
  IDR: 10_000_000,
  INR: 50_000,
  KES: 100_000,
  GHS: 10_000,
  CNY: 5_000,
  PHP: 50_000,
};

export interface DemoPlayer {
  username: string;
  /** Omitted: the brand's own currency. */
  currency?: string;
  status?: PlayerStatus;
  vipLevel?: number;
  zeroBalance?: boolean;
  otp?: boolean;
  question?: boolean;
  excludedFromPromotions?: boolean;
  nonDepositor?: boolean;
  nonBettor?: boolean;
  registeredToday?: boolean;
  affiliate?: boolean;
  /** A risk-group player (`riskGroup: true` in the login answers). */
  riskGroup?: boolean;
  /** Has not accepted the current terms (accounts/sessions answers scope accept-terms). */
  termsPending?: boolean;
  /** Seeded with a free-bet balance of DEMO_FREE_BET_MAJOR (every other player: none). */
  freeBet?: boolean;
}

/** demo_freebet's free-bet balance, in major units of its currency (5.00; 5 for JPY). */
export const DEMO_FREE_BET_MAJOR = 5;

export const DEMO_CURRENCIES = [
  'KES',
  'GHS',
  'KRW',
  'IDR',
  'VND',
  'INR',
  'JPY',
  'CNY',
  'USD',
  'USDT',
  'MBTC',
] as const;

/** Seeded on every brand, same usernames everywhere. Passwords are all DEMO_PASSWORD. */
export const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { username: 'demo', currency: 'EUR' },
  ...DEMO_CURRENCIES.map((currency) => ({ username: `demo_${currency.toLowerCase()}`, currency })),
  { username: 'demo_otp', otp: true },
  { username: 'demo_question', question: true },
  { username: 'demo_nopromo', excludedFromPromotions: true },
  { username: 'demo_nodeposit', nonDepositor: true },
  { username: 'demo_new', nonBettor: true, registeredToday: true },
  { username: 'demo_zero', zeroBalance: true },
  { username: 'demo_suspended', status: 'suspended' },
  { username: 'demo_locked', status: 'locked' },
  { username: 'demo_pending', status: 'pending_activation' },
  { username: 'demo_bronze', vipLevel: 1 },
  { username: 'demo_silver', vipLevel: 2 },
  { username: 'demo_gold', vipLevel: 3 },
  { username: 'demo_platinum', vipLevel: 4 },
  { username: 'demo_affiliate', affiliate: true },
  { username: 'demo_riskgroup', riskGroup: true },
  { username: 'demo_terms', termsPending: true },
  { username: 'demo_freebet', freeBet: true },
];

export function demoCurrency(player: DemoPlayer, brand: BrandId): string {
  return player.currency ?? BRAND_CURRENCIES[brand];
}

/** The seeded balance of a demo player, in minor units. */
export function demoBalanceMinor(player: DemoPlayer, currency: string): number {
  if (player.zeroBalance || player.nonDepositor) return 0;
  return majorToMinor(GOOD_BALANCE_MAJOR[currency] ?? 1_000, currency);
}

/** The seeded free-bet balance of a demo player, in minor units (0 for all but demo_freebet). */
export function demoFreeBetMinor(player: DemoPlayer, currency: string): number {
  return player.freeBet ? majorToMinor(DEMO_FREE_BET_MAJOR, currency) : 0;
}

export function brandLocale(brand: BrandId): string {
  return BRAND_LOCALES[brand];
}

export function brandCountry(brand: BrandId): string {
  const countries: Partial<Record<BrandId, string>> = {
    dafaspain: 'ES',
    msw: 'PH',
    '777baby': 'JP',
    dafakenya: 'KE',
    dafaghana: 'GH',
  };
  return countries[brand] ?? 'MT';
}
