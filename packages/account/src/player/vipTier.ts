import { vipTierOf, type VipTier } from '@clem/core';

export interface VipTierInput {
  vipLevel: number | null | undefined;
  /** Brand capability `vipBadge` (only some brands show it, §2 header). */
  vipBadge: boolean;
  /** Platform setting `display_vip_scheme`. */
  displayVipScheme: boolean;
}

/**
 * The tier to show on the account page: core's `vipTierOf` (§4), only when the brand has the
 * badge AND the operator's display_vip_scheme is on (the spec names both; either off hides it).
 */
export function vipTierToShow({
  vipLevel,
  vipBadge,
  displayVipScheme,
}: VipTierInput): VipTier | null {
  if (!vipBadge || !displayVipScheme) return null;
  if (typeof vipLevel !== 'number') return null;
  return vipTierOf(vipLevel) ?? null;
}
