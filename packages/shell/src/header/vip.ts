/**
 * VIP tiers from the player's vipLevel (account-and-shell §4 "VIP tiers from vipLevel"):
 * bronze 1, 14, 16; silver 2, 15, 25; gold 3, 17, 26; platinum 4, 13, 18; anything else none.
 * The level may arrive as a number or a numeric string ("3", " 17 "); other values give null.
 */

export const vipTiers = ['bronze', 'silver', 'gold', 'platinum'] as const;

export type VipTier = (typeof vipTiers)[number];

const levels: Readonly<Record<VipTier, readonly number[]>> = {
  bronze: [1, 14, 16],
  silver: [2, 15, 25],
  gold: [3, 17, 26],
  platinum: [4, 13, 18],
};

function level(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** The tier of a vipLevel, or null when it has none. */
export function vipTier(vipLevel: unknown): VipTier | null {
  const n = level(vipLevel);
  if (n === null) return null;
  return vipTiers.find((tier) => levels[tier].includes(n)) ?? null;
}
