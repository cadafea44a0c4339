'use client';

import { focusRing, VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import { badgeText } from '../navigation/footerNav';
import { FOOTER_NAV_HEIGHT_PX, mediaRules, zIndex } from './tokens';

/**
 * The floating betslip button (account-and-shell §2 "Desktop layout"/"Mobile layout": shown when
 * enable_floating_betslip). A round button at the inline end, above the footer navigation, with
 * the selection count badge (`badgeText`, 99+). `aria-expanded` tells whether the betslip is open.
 */

export interface FloatingBetslipButtonProps {
  /** enable_floating_betslip. */
  enabled: boolean;
  selectionCount: number;
  betslipOpen?: boolean;
  onClick: () => void;
}

const Button = styled.button`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(4)};
  bottom: calc(${FOOTER_NAV_HEIGHT_PX}px + ${({ theme }) => theme.space(4)});
  z-index: ${zIndex.floatingBetslip};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.3);
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  ${mediaRules.desktop} {
    bottom: calc(${FOOTER_NAV_HEIGHT_PX}px + ${({ theme }) => theme.space(6)});
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -2px;
  inset-inline-end: -2px;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 4px;
  box-sizing: border-box;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

export function FloatingBetslipButton({
  enabled,
  selectionCount,
  betslipOpen = false,
  onClick,
}: FloatingBetslipButtonProps) {
  const t = useTranslations('layout');
  if (!enabled) return null;
  const badge = badgeText(selectionCount);
  return (
    <Button type="button" onClick={onClick} aria-expanded={betslipOpen} data-floating-betslip="">
      <svg
        aria-hidden="true"
        focusable="false"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
        <path d="M9 8h6M9 12h6" />
      </svg>
      <VisuallyHidden>{t('floatingBetslip')}</VisuallyHidden>
      {badge ? (
        <>
          <Badge aria-hidden="true">{badge}</Badge>
          <VisuallyHidden>
            {', '}
            {t('selectionCount', { count: Math.floor(selectionCount) })}
          </VisuallyHidden>
        </>
      ) : null}
    </Button>
  );
}
