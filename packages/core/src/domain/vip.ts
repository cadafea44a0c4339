/**
 * VIP tiers from the player's vipLevel (account-and-shell §4 "VIP tiers from vipLevel"):
 * bronze 1, 14, 16; silver 2, 15, 25; gold 3, 17, 26; platinum 4, 13, 18; anything else none.
 */
export const VIP_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type VipTier = (typeof VIP_TIERS)[number];

const VIP_LEVELS: Readonly<Record<VipTier, readonly number[]>> = {
  bronze: [1, 14, 16],
  silver: [2, 15, 25],
  gold: [3, 17, 26],
  platinum: [4, 13, 18],
};

/** The tier of a vipLevel; undefined for a level with no tier. */
export function vipTierOf(vipLevel: number): VipTier | undefined {
  return VIP_TIERS.find((tier) => VIP_LEVELS[tier].includes(vipLevel));
}

/**
 * The same rule for a level as it may arrive from a platform or storage: a number or a numeric
 * string ("3", " 17 "); anything else has no tier (null).
 */
export function vipTierOfUnknown(vipLevel: unknown): VipTier | null {
  let level: number | null = null;
  if (typeof vipLevel === 'number' && Number.isInteger(vipLevel)) level = vipLevel;
  else if (typeof vipLevel === 'string' && /^\s*\d+\s*$/.test(vipLevel))
    level = Number(vipLevel.trim());
  return level === null ? null : (vipTierOf(level) ?? null);
}
