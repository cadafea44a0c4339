'use client';

import { useTranslations } from 'next-intl';
import { css, styled } from 'styled-components';
import type { VipTier } from './vip';

export interface VipBadgeProps {
  /** From `vipTier(vipLevel)`; null renders nothing. */
  tier: VipTier | null;
}

/**
 * Tier looks from the brand's tokens (no fixed metal colours: every brand and mode keeps its
 * contrast guarantees); the tier name is always written out, so colour is never the only sign.
 */
const tierStyles = {
  bronze: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  `,
  silver: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  `,
  gold: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: ${({ theme }) => theme.colors.accent};
  `,
  platinum: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.primary};
  `,
} as const;

const Badge = styled.span<{ $tier: VipTier }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space(2)};
  min-height: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $tier }) => tierStyles[$tier]}
`;

/**
 * The player's VIP tier (§2 "A VIP badge appears only for certain brands"; §4 "VIP tiers from
 * vipLevel"). The lead shows it only with the brand capability `vipBadge` and display_vip_scheme.
 * It is text ("VIP Gold"), so screen readers read the same label sighted players see.
 */
export function VipBadge({ tier }: VipBadgeProps) {
  const t = useTranslations('header');
  if (tier === null) return null;
  return (
    <Badge $tier={tier} data-tier={tier}>
      {t(`vip.${tier}`)}
    </Badge>
  );
}
