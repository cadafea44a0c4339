'use client';

import { useTranslations } from 'next-intl';
import { styled } from 'styled-components';
import type { SlipSummaryView } from '../../view';
import { Figure, Figures } from '../parts';

export interface SlipSummaryProps {
  summary: SlipSummaryView;
}

const Summary = styled(Figures)`
  font-size: 0.9375rem;
`;

/**
 * The slip's totals: total stake (cash), the free-bet stake (when a bet uses one), total odds
 * (when given), potential returns, balance (when given).
 */
export function SlipSummary({ summary }: SlipSummaryProps) {
  const t = useTranslations('betslip');
  return (
    <Summary>
      <Figure label={t('ui.totalStake')} value={summary.totalStake} />
      <Figure label={t('ui.freeBetStake')} value={summary.freeStake} />
      <Figure label={t('ui.totalOdds')} value={summary.totalOdds} />
      <Figure label={t('ui.potentialReturns')} value={summary.potentialReturns} strong />
      <Figure label={t('ui.balance')} value={summary.balance} />
    </Summary>
  );
}
