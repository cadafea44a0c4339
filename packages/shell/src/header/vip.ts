import { VIP_TIERS, vipTierOfUnknown, type VipTier } from '@clem/core';

/**
 * VIP tiers from the player's vipLevel (account-and-shell §4): the one rule lives in core's
 * domain (`vipTierOf`); the header takes the level as it arrives (a number or a numeric string).
 */
export const vipTiers = VIP_TIERS;
export type { VipTier };

/** The tier of a vipLevel, or null when it has none. */
export const vipTier = vipTierOfUnknown;
