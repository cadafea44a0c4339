'use client';

import { Button, focusRing } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { SlipActions, SlipReceiptView } from '../../view';
import { CheckIcon, Figure, Figures, PlainList } from '../parts';

export interface PlacementReceiptProps {
  receipt: SlipReceiptView;
  actions: Pick<SlipActions, 'onDone' | 'onReuseSelections'>;
}

const Receipt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;

  svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.colors.success};
  }

  &:focus {
    outline: none;
  }

  ${focusRing}
`;

const Bet = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Description = styled.p`
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Reference = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 500;
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The placed betslip: "Bet placed", the betslip reference, each bet with its reference, stake and
 * returns, the total cost and the balance, then "Done" (a new slip) and "Reuse selections". The
 * heading takes focus when the receipt appears, so keyboard and screen-reader users land on the
 * result rather than on a button that has just gone.
 */
export function PlacementReceipt({ receipt, actions }: PlacementReceiptProps) {
  const t = useTranslations('betslip');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Receipt>
      <Heading ref={headingRef} tabIndex={-1}>
        <CheckIcon />
        {t('ui.betPlaced', { count: receipt.bets.length })}
      </Heading>
      <Figures>
        <Figure
          label={t('ui.betslipReference')}
          value={<Reference>{receipt.reference}</Reference>}
        />
      </Figures>
      <PlainList>
        {receipt.bets.map((bet) => (
          <Bet key={bet.reference}>
            <Description>{bet.description}</Description>
            <Figures>
              <Figure label={t('ui.betReference')} value={<Reference>{bet.reference}</Reference>} />
              <Figure label={t('ui.stake')} value={bet.totalStake} />
              <Figure label={t('ui.potentialReturns')} value={bet.potentialReturns} strong />
            </Figures>
          </Bet>
        ))}
      </PlainList>
      <Figures>
        <Figure label={t('ui.totalCost')} value={receipt.totalCost} strong />
        <Figure label={t('ui.balance')} value={receipt.balance} />
      </Figures>
      <Buttons>
        <Button variant="secondary" onClick={actions.onReuseSelections}>
          {t('ui.reuseSelections')}
        </Button>
        <Button variant="primary" onClick={actions.onDone}>
          {t('ui.done')}
        </Button>
      </Buttons>
    </Receipt>
  );
}
