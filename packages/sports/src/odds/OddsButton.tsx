'use client';

import { pickToggled, selectIsPicked } from '@clem/betslip/picks';
import { formatOdds, selectOddsType, useAppDispatch, useAppSelector } from '@clem/core';
import { visuallyHidden } from '@clem/ui/styles';
import { clemTheme } from '@clem/ui/tokens';
import { memo, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';

/**
 * One price (issue 8 "Odds buttons"): a real button whose accessible name says what it is and
 * its price in the player's format ("Arsenal to win, 2.10"); disabled when the market is not
 * bettable; pressed while the outcome is in the betslip; a price change shows an up or down
 * arrow for `MOVEMENT_MS`.
 *
 * Every prop is a primitive, so a refreshed list (new props objects from the server) re-renders
 * only the buttons whose price, state or label changed (`memo`). The price format comes from the
 * store, so switching it re-renders every button at once without a server round trip.
 *
 * Selecting hands the outcome to the betslip through its public API (`pickToggled` of
 * `@clem/betslip/picks`); the betslip issue decides what happens next.
 */
export interface OddsButtonProps {
  outcomeId: number;
  marketId: number;
  eventId: number;
  decimal: number;
  bettable: boolean;
  /** Text on the button above the price ("1", "Over 2.5"); empty for price-only buttons. */
  label: string;
  /** What the button is, without the price ("Arsenal to win"). */
  name: string;
  outcomeDescription: string;
  marketDescription: string;
  eventDescription: string;
  /** Words appended to the name while the price moves ("price up"); translated by the caller. */
  movedUp?: string;
  movedDown?: string;
  /** Appended to the accessible name when the market is not bettable ("suspended"). */
  unavailable?: string;
}

export const MOVEMENT_MS = 4000;

type Movement = 'up' | 'down' | null;

const Button = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.125rem;
  width: 100%;
  min-width: 3.25rem;
  min-height: 2.75rem;
  padding: 0.25rem 0.375rem;
  border: 1px solid ${clemTheme.colors.border};
  border-radius: ${clemTheme.radius.sm};
  background: ${clemTheme.colors.odds};
  color: ${clemTheme.colors.onOdds};
  font: inherit;
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
  cursor: pointer;
  transition: background-color 120ms ease;

  &:hover:not(:disabled) {
    border-color: ${clemTheme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${clemTheme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-pressed='true'] {
    background: ${clemTheme.colors.oddsSelected};
    color: ${clemTheme.colors.onOddsSelected};
    border-color: ${clemTheme.colors.oddsSelected};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-movement='up'] {
    box-shadow: inset 0 0 0 2px ${clemTheme.colors.success};
  }
  &[data-movement='down'] {
    box-shadow: inset 0 0 0 2px ${clemTheme.colors.danger};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-size: 0.75rem;
  text-overflow: ellipsis;
  white-space: nowrap;
  opacity: 0.85;
`;

const Price = styled.span`
  font-weight: 700;
  font-size: 0.9375rem;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Arrow = styled.span`
  position: absolute;
  top: 0.125rem;
  right: 0.25rem;
  font-size: 0.625rem;
  line-height: 1;
  &[data-dir='up'] {
    color: ${clemTheme.colors.success};
  }
  &[data-dir='down'] {
    color: ${clemTheme.colors.danger};
  }
`;

/** Up or down while a price change is fresh; the previous price is kept across renders. */
export function usePriceMovement(decimal: number): Movement {
  const previous = useRef(decimal);
  const [movement, setMovement] = useState<Movement>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = decimal;
    if (before === decimal) return undefined;
    setMovement(decimal > before ? 'up' : 'down');
    const timer = setTimeout(() => setMovement(null), MOVEMENT_MS);
    return () => clearTimeout(timer);
  }, [decimal]);
  return movement;
}

function OddsButtonInner(props: OddsButtonProps) {
  const {
    outcomeId,
    marketId,
    eventId,
    decimal,
    bettable,
    label,
    name,
    outcomeDescription,
    marketDescription,
    eventDescription,
  } = props;
  const format = useAppSelector(selectOddsType);
  const picked = useAppSelector((state) => selectIsPicked(state, outcomeId));
  const dispatch = useAppDispatch();
  const movement = usePriceMovement(decimal);
  const price = formatOdds(decimal, format);
  const moved =
    movement === 'up' ? props.movedUp : movement === 'down' ? props.movedDown : undefined;
  // The accessible name comes from the content (WCAG 2.5.3 "label in name"): the visible
  // short label ("1") is hidden from assistive technology and a hidden text says what it is.
  const after = [bettable ? undefined : props.unavailable, moved].filter(Boolean).join(', ');

  return (
    <Button
      type="button"
      aria-pressed={picked}
      disabled={!bettable}
      data-outcome-id={outcomeId}
      data-movement={movement ?? undefined}
      onClick={() =>
        dispatch(
          pickToggled({
            outcomeId,
            marketId,
            eventId,
            decimal,
            outcomeDescription,
            marketDescription,
            eventDescription,
          }),
        )
      }
    >
      {label ? <Label aria-hidden="true">{label}</Label> : null}
      <Hidden>{`${name},`}</Hidden> <Price data-testid="price">{price}</Price>
      {after ? <Hidden>{`, ${after}`}</Hidden> : null}
      {movement ? (
        <Arrow aria-hidden="true" data-dir={movement}>
          {movement === 'up' ? '▲' : '▼'}
        </Arrow>
      ) : null}
    </Button>
  );
}

export const OddsButton = memo(OddsButtonInner);
