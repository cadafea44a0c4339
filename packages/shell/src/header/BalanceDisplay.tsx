'use client';

import { VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

export interface BalanceDisplayProps {
  /** The balance as the player reads it (formatted with currency by the caller). */
  formatted: string;
  /** The balance amount, for the low-balance rule. */
  amount: number;
  /**
   * The last balance call failed: this is the last balance known and may be out of date. It is
   * still shown (not nothing), marked in sight and in words.
   */
  stale?: boolean | undefined;
  /** clem_header_toggle_balance: offer the show/hide toggle. */
  toggle: boolean;
  /** Controlled masked state; omit to let the component keep it. */
  hidden?: boolean;
  /** Initial masked state when uncontrolled. Default false. */
  defaultHidden?: boolean;
  onHiddenChange?: (hidden: boolean) => void;
}

/** What a masked balance shows. */
export const MASKED_BALANCE = '*****';

/** §3 "Wallet": low balance is true when balance is 0 or less. */
export function isLowBalance(amount: number): boolean {
  return Number.isFinite(amount) && amount <= 0;
}

/**
 * The logged-in player's balance in the header (§2 "Header": balance; "clem_header_toggle_balance
 * also controls the header"; §3 low balance when 0 or less).
 *
 * - With `toggle` a button (aria-pressed, label "Hide balance") masks the amount as `*****`;
 *   without it the amount always shows.
 * - A low balance (≤ 0) gets the danger colour, a border and a "!" mark, plus the text
 *   "Low balance" for assistive technology: colour is not the only sign.
 * - A stale balance (the last balance call failed) stays in place, dimmed with a dashed border
 *   and a clock mark, with "Balance may be out of date" for assistive technology (and as the
 *   tooltip): neither colour nor the mark alone tells it.
 * Decision: while masked, the low-balance warning is not shown either (hiding the balance from
 * onlookers would be pointless if the header still said it is empty). The stale mark stays:
 * it says nothing about the amount.
 * The component is a leaf: a balance tick re-renders only it.
 */
export function BalanceDisplay({
  formatted,
  amount,
  stale = false,
  toggle,
  hidden,
  defaultHidden = false,
  onHiddenChange,
}: BalanceDisplayProps) {
  const t = useTranslations('header');
  const [ownHidden, setOwnHidden] = useState(defaultHidden);
  const masked = toggle && (hidden ?? ownHidden);
  const low = !masked && isLowBalance(amount);

  const flip = () => {
    const next = !masked;
    if (hidden === undefined) setOwnHidden(next);
    onHiddenChange?.(next);
  };

  return (
    <div className="ch-balance">
      <span
        className="ch-balance-amount"
        data-low={low || undefined}
        data-stale={stale || undefined}
        title={stale ? t('balanceStale') : undefined}
      >
        <VisuallyHidden>{t('balance')}: </VisuallyHidden>
        {masked ? (
          <>
            <span aria-hidden="true">{MASKED_BALANCE}</span>
            <VisuallyHidden>{t('balanceHidden')}</VisuallyHidden>
          </>
        ) : (
          <span>{formatted}</span>
        )}
        {low ? (
          <>
            <span className="ch-balance-warning" aria-hidden="true">
              !
            </span>
            <VisuallyHidden>({t('lowBalance')})</VisuallyHidden>
          </>
        ) : null}
        {stale ? (
          <>
            <ClockIcon />
            <VisuallyHidden> ({t('balanceStale')})</VisuallyHidden>
          </>
        ) : null}
      </span>
      {toggle ? (
        <button
          className="ch-balance-toggle"
          type="button"
          aria-pressed={masked}
          aria-label={t('hideBalance')}
          title={t('hideBalance')}
          onClick={flip}
        >
          <EyeIcon crossed={masked} />
        </button>
      ) : null}
    </div>
  );
}

function ClockIcon() {
  return (
    <svg
      className="ch-balance-stale"
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="1.8" /> : null}
    </svg>
  );
}
