/** The brands the sandbox serves, keyed by the X-SB-Brand header. */
export const BRAND_IDS = [
  'zedbet',
  'dafabet',
  'nextbet',
  'dafaspain',
  'msw',
  'kasino',
  '777baby',
  'dafakenya',
  'dafaghana',
] as const;

export type BrandId = (typeof BRAND_IDS)[number];

/** Each brand's operator currency (ISO 4217). */
export const BRAND_CURRENCIES: Readonly<Record<BrandId, string>> = {
  zedbet: 'EUR',
  dafabet: 'USD',
  nextbet: 'EUR',
  dafaspain: 'EUR',
  msw: 'PHP',
  kasino: 'EUR',
  '777baby': 'JPY',
  dafakenya: 'KES',
  dafaghana: 'GHS',
};

/** Each brand's default player locale (the operator's own data, as the currencies are). */
export const BRAND_LOCALES: Readonly<Record<BrandId, string>> = {
  zedbet: 'en',
  dafabet: 'en',
  nextbet: 'en',
  dafaspain: 'es',
  msw: 'en',
  kasino: 'en',
  '777baby': 'ja',
  dafakenya: 'en',
  dafaghana: 'en',
};

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
