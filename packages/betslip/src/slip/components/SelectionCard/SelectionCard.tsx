'use client';

import { VisuallyHidden } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { styled } from 'styled-components';
import { sameRowProps } from '../sameView';
import type { SlipActions, SlipSelectionView } from '../../view';
import { FreeBetToggle } from '../FreeBet';
import {
  CheckLabel,
  CloseIcon,
  Figure,
  Figures,
  IconButton,
  StackedFigure,
  StakeRow,
} from '../parts';
import { StakeField } from '../StakeField';

export interface SelectionCardProps {
  selection: SlipSelectionView;
  /** The currency code shown beside the stake ("EUR"). */
  currency: string;
  /** The layout uses the on-screen keypad (see StakeField). */
  touchKeypad?: boolean;
  /** The slip is placing or waiting for approval: nothing can be changed. */
  locked?: boolean;
  actions: Pick<
    SlipActions,
    'onRemove' | 'onStakeChange' | 'onStakeActivate' | 'onEachWayChange' | 'onFreeBetChange'
  >;
}

const Card = styled.div`
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

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: calc(-1 * ${({ theme }) => theme.space(1)}) calc(-1 * ${({ theme }) => theme.space(2)}) 0
    0;
`;

const Names = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

const Outcome = styled.p`
  margin: 0;
  font-weight: 700;
  line-height: 1.3;
`;

const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  line-height: 1.35;
`;

const Price = styled.p`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding-top: ${({ theme }) => theme.space(1)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const PriceValue = styled.span`
  font-size: 1rem;
  font-weight: 700;

  &[data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: line-through;
  }
`;

const PreviousPrice = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  text-decoration: line-through;
`;

const Arrow = styled.span`
  margin: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.8125rem;

  &[data-tone='error'] {
    border-inline-start-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Terms = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One single on the slip: the outcome (bold), market · period and event; the price (old → new
 * after an unaccepted change, or a live move, struck through when suspended, closed or stale);
 * the remove button; the state's badge and reason (a live selection says why at once: market
 * suspended, feed alert, market closed, prices reconnecting); the stake and its returns; the
 * African betslip's tax rows and the each-way option when given.
 */
function SelectionCardView({
  selection,
  currency,
  touchKeypad = false,
  locked = false,
  actions,
}: SelectionCardProps) {
  const t = useTranslations('betslip');
  const {
    outcomeId,
    key,
    outcomeDescription,
    marketDescription,
    periodDescription,
    eventDescription,
    price,
    previousPrice,
    spreadChange,
    state,
    message,
  } = selection;
  const market = periodDescription
    ? `${marketDescription} · ${periodDescription}`
    : marketDescription;
  const unavailable = state !== 'open';

  return (
    <Card data-state={state} data-active={selection.active ? '' : undefined}>
      <Top>
        <Names>
          <Outcome>{outcomeDescription}</Outcome>
          <Detail>{market}</Detail>
          <Detail>{eventDescription}</Detail>
        </Names>
        <Price>
          {price === '' ? (
            <>
              <PriceValue aria-hidden="true">—</PriceValue>
              <VisuallyHidden>{t('ui.noPrice')}</VisuallyHidden>
            </>
          ) : previousPrice !== undefined && previousPrice !== price ? (
            <>
              <span aria-hidden="true">
                <PreviousPrice>{previousPrice}</PreviousPrice>
                <Arrow>→</Arrow>
                <PriceValue data-muted={unavailable ? '' : undefined}>{price}</PriceValue>
              </span>
              <VisuallyHidden>
                {t('ui.priceChanged', { old: previousPrice, new: price })}
              </VisuallyHidden>
            </>
          ) : (
            <PriceValue data-muted={unavailable ? '' : undefined}>{price}</PriceValue>
          )}
          {state === 'suspended' ? <Badge>{t('ui.suspended')}</Badge> : null}
          {state === 'stale' ? <Badge>{t('live.badgeStale')}</Badge> : null}
          {state === 'closed' && selection.live ? <Badge>{t('live.badgeClosed')}</Badge> : null}
        </Price>
        <IconButton
          type="button"
          aria-label={t('ui.remove', { outcome: outcomeDescription })}
          disabled={locked}
          onClick={() => actions.onRemove(outcomeId)}
        >
          <CloseIcon />
        </IconButton>
      </Top>

      {spreadChange ? (
        <Note>{t('ui.spreadChanged', { old: spreadChange.old, new: spreadChange.new })}</Note>
      ) : null}
      {message ? <Note data-tone={state === 'closed' ? 'error' : undefined}>{message}</Note> : null}

      {selection.stakeable && selection.freeBet?.used ? (
        <StakeRow>
          <StackedFigure label={t('ui.freeBetStake')} value={selection.freeBet.amount} />
          {selection.potentialReturns ? (
            <StackedFigure label={t('ui.potentialReturns')} value={selection.potentialReturns} />
          ) : null}
        </StakeRow>
      ) : selection.stakeable ? (
        <StakeRow>
          <StakeField
            betKey={key}
            name={outcomeDescription}
            value={selection.stake}
            currency={currency}
            error={selection.stakeError}
            active={selection.active}
            touchKeypad={touchKeypad}
            locked={locked}
            onStakeChange={actions.onStakeChange}
            onStakeActivate={actions.onStakeActivate}
          />
          {selection.potentialReturns ? (
            <StackedFigure label={t('ui.potentialReturns')} value={selection.potentialReturns} />
          ) : null}
        </StakeRow>
      ) : null}

      {selection.stakeAfterTax || selection.taxDeduction ? (
        <Figures>
          <Figure label={t('ui.stakeAfterTax')} value={selection.stakeAfterTax} />
          <Figure label={t('ui.taxDeduction')} value={selection.taxDeduction} />
        </Figures>
      ) : null}

      {selection.eachWay ? (
        <CheckLabel>
          <input
            type="checkbox"
            checked={selection.eachWay.checked}
            disabled={locked}
            onChange={(event) => actions.onEachWayChange(outcomeId, event.target.checked)}
          />
          <span>{t('ui.eachWay')}</span> <Terms>{selection.eachWay.placeTerms}</Terms>
        </CheckLabel>
      ) : null}

      {selection.freeBet ? (
        <FreeBetToggle
          betKey={key}
          freeBet={selection.freeBet}
          locked={locked}
          onFreeBetChange={actions.onFreeBetChange}
        />
      ) : null}
    </Card>
  );
}

/** Renders again only when its own view, currency, layout or actions change (see `sameRowProps`). */
export const SelectionCard = memo(SelectionCardView, sameRowProps);
