'use client';

import { useTranslations } from 'next-intl';
import { badgeText } from '../navigation/footerNav';

/**
 * The floating betslip button (account-and-shell §2 "Desktop layout"/"Mobile layout": shown when
 * enable_floating_betslip). A round button at the inline end, above the footer navigation, with
 * the selection count badge (`badgeText`, 99+). `aria-expanded` tells whether the betslip is open.
 * Styles: the static `cl-fbs…` rules of `layoutCss` (layoutCss.ts).
 */

export interface FloatingBetslipButtonProps {
  /** enable_floating_betslip. */
  enabled: boolean;
  selectionCount: number;
  betslipOpen?: boolean;
  onClick: () => void;
}

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
    <button
      className="cl-fbs"
      type="button"
      onClick={onClick}
      aria-expanded={betslipOpen}
      data-floating-betslip=""
    >
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
      {/* One text, so the name reads "Open betslip, 2 selections" (no space before the comma). */}
      <span className="cu-vh">
        {badge
          ? `${t('floatingBetslip')}, ${t('selectionCount', { count: Math.floor(selectionCount) })}`
          : t('floatingBetslip')}
      </span>
      {badge ? (
        <span className="cl-fbs-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </button>
  );
}
