'use client';

import { ConnectedMyBets } from '@clem/betslip/mybets/ui';
import type { ReactNode } from 'react';
import { WithBetslipMessages } from './WithBetslipMessages';

export interface MyBetsSectionProps {
  mode: 'modal' | 'page';
  /** Shown until the betslip messages have arrived (and on the server). */
  fallback?: ReactNode;
}

/**
 * My Bets from the betslip package with its messages: the mobile modal's content and the
 * /open_bets page. Loaded in its own chunk (`lazyThemed`), with My Bets' calls and styles.
 */
export default function MyBetsSection({ mode, fallback = null }: MyBetsSectionProps) {
  return (
    <WithBetslipMessages fallback={fallback}>
      <ConnectedMyBets mode={mode} />
    </WithBetslipMessages>
  );
}
