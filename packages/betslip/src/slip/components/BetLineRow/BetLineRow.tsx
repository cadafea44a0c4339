'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { styled } from 'styled-components';
import { sameRowProps } from '../sameView';
import type { SlipActions, SlipLineView } from '../../view';
import { Figure, Figures, StackedFigure, StakeRow } from '../parts';
import { FreeBetToggle } from '../FreeBet';
import { StakeField } from '../StakeField';

export interface BetLineRowProps {
  /** A multiple (Double, Treble, N-Fold; Doubles, Trebles, N-Folds) or a system (Trixie…). */
  line: SlipLineView;
  /** The currency code shown beside the stake ("EUR"). */
  currency: string;
  /** The layout uses the on-screen keypad (see StakeField). */
  touchKeypad?: boolean;
  /** The slip is placing or waiting for approval: the stake cannot be changed. */
  locked?: boolean;
  actions: Pick<SlipActions, 'onStakeChange' | 'onStakeActivate' | 'onFreeBetChange'>;
}

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &[data-active] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Price = styled.span`
  margin-inline-start: auto;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/**
 * A multiple or a system on the slip: its name, "× 4 bets" for a line of several bets (a system,
 * or every treble of the slip) or the combined price for a multiple of one bet, the stake (per
 * bet for a line of several), and its total stake, returns and extra winnings. The hint (a
 * minimum stake) and the stake error are read with the stake field.
 */
function BetLineRowView({
  line,
  currency,
  touchKeypad = false,
  locked = false,
  actions,
}: BetLineRowProps) {
  const t = useTranslations('betslip');
  // A system always says how many bets it is; a multiple does once it is several (Trebles ×4).
  const several = line.kind === 'system' || line.noOfBets > 1;
  // The total stake differs from the stake only when the bet stands for several lines.
  const totalStake = line.noOfBets > 1 ? line.totalStake : undefined;
  const hasFigures = Boolean(totalStake || line.extraWinnings);

  return (
    <Row data-kind={line.kind} data-active={line.active ? '' : undefined}>
      <Head>
        <Name>{line.name}</Name>
        {several ? <Count>{t('ui.lineBets', { count: line.noOfBets })}</Count> : null}
        {!several && line.price ? <Price>{line.price}</Price> : null}
      </Head>
      <StakeRow>
        {line.freeBet?.used ? (
          <StackedFigure label={t('ui.freeBetStake')} value={line.freeBet.amount} />
        ) : (
          <StakeField
            betKey={line.key}
            name={line.name}
            perLine={several}
            value={line.stake}
            currency={currency}
            error={line.stakeError}
            hint={line.hint}
            active={line.active}
            touchKeypad={touchKeypad}
            locked={locked}
            onStakeChange={actions.onStakeChange}
            onStakeActivate={actions.onStakeActivate}
          />
        )}
        {line.potentialReturns ? (
          <StackedFigure label={t('ui.potentialReturns')} value={line.potentialReturns} />
        ) : null}
      </StakeRow>
      {hasFigures ? (
        <Figures>
          <Figure label={t('ui.totalStake')} value={totalStake} />
          <Figure label={t('ui.extraWinnings')} value={line.extraWinnings} />
        </Figures>
      ) : null}
      {line.freeBet ? (
        <FreeBetToggle
          betKey={line.key}
          freeBet={line.freeBet}
          locked={locked}
          onFreeBetChange={actions.onFreeBetChange}
        />
      ) : null}
    </Row>
  );
}

/** Renders again only when its own view, currency, layout or actions change (see `sameRowProps`). */
export const BetLineRow = memo(BetLineRowView, sameRowProps);
