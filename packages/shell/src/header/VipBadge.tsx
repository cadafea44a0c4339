'use client';

import { useTranslations } from 'next-intl';
import type { VipTier } from './vip';

export interface VipBadgeProps {
  /** From `vipTier(vipLevel)`; null renders nothing. */
  tier: VipTier | null;
}

/**
 * The player's VIP tier (§2 "A VIP badge appears only for certain brands"; §4 "VIP tiers from
 * vipLevel"). The lead shows it only with the brand capability `vipBadge` and display_vip_scheme.
 * It is text ("VIP Gold"), so screen readers read the same label sighted players see. Tier
 * looks come from the brand's tokens (no fixed metal colours: every brand and mode keeps its
 * contrast guarantees; see headerCss.ts); the tier name is always written out, so colour is
 * never the only sign.
 */
export function VipBadge({ tier }: VipBadgeProps) {
  const t = useTranslations('header');
  if (tier === null) return null;
  return (
    <span className="ch-vip" data-tier={tier}>
      {t(`vip.${tier}`)}
    </span>
  );
}
