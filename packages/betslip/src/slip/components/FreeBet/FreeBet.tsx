'use client';

import type { BetKey } from '@clem/core';
import { useTranslations } from 'next-intl';
import type { SlipActions, SlipFreeBetView } from '../../view';
import { CheckLabel } from '../parts';

export interface FreeBetToggleProps {
  betKey: BetKey;
  freeBet: SlipFreeBetView;
  locked?: boolean;
  onFreeBetChange: SlipActions['onFreeBetChange'];
}

/**
 * "Use free bet (€5.00)" on a bet the platform offers a free stake for (maxFreeMoneyStake):
 * ticked, the bet is staked with the whole free bet and its cash stake is cleared (freeBetMax);
 * unticked, the free bet comes off and the cash stake is empty again (freeBetNull, §4). A bet is
 * staked one way or the other, never both.
 */
export function FreeBetToggle({
  betKey,
  freeBet,
  locked = false,
  onFreeBetChange,
}: FreeBetToggleProps) {
  const t = useTranslations('betslip');
  return (
    <CheckLabel data-free-bet={freeBet.used ? 'used' : 'offered'}>
      <input
        type="checkbox"
        checked={freeBet.used}
        disabled={locked || !onFreeBetChange}
        onChange={(event) => onFreeBetChange?.(betKey, event.target.checked)}
      />
      <span>{t('ui.useFreeBet', { amount: freeBet.amount })}</span>
    </CheckLabel>
  );
}
