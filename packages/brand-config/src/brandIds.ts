/** Every brand, in the order apps are generated. Adding a brand starts here. */
export const brandIds = [
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

export type BrandId = (typeof brandIds)[number];

/** The brand `npm start` serves when none is chosen. */
export const defaultBrandId: BrandId = 'zedbet';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (brandIds as readonly string[]).includes(value);
}
