'use client';

import { selectIsPicked, toggleSelection } from '@clem/betslip/picks';
import { formatOdds, selectOddsFormat, useAppDispatch, useAppSelector } from '@clem/core';
import { memo, useEffect, useRef, useState } from 'react';
import { useOddsWords } from './OddsWords';

/**
 * One price: a real button whose accessible name says what it is and
 * its price in the player's format ("Arsenal to win, 2.10"); disabled when the market is not
 * bettable; pressed while the outcome is in the betslip; a price change shows an up or down
 * arrow for `MOVEMENT_MS`.
 *
 * Every prop is a primitive, so a refreshed list (new props objects from the server) re-renders
 * only the buttons whose price, state or label changed (`memo`). The price format comes from the
 * store, so switching it re-renders every button at once without a server round trip.
 *
 * Selecting hands the outcome to the betslip through its public API (`toggleSelection` of
 * `@clem/betslip/picks`): it goes on the slip, or login is asked for first (anonymous players).
 *
 * Styled by static `cs-ob…` classes (styles.ts): a page has hundreds of these, and a styled
 * component would compute and hash its CSS for every one of them at hydration.
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
  /**
   * Words appended to the name while the price moves ("price up"); translated by the caller.
   * Without them, the nearest `OddsWordsProvider`'s words apply (how server lists pass them).
   */
  movedUp?: string;
  movedDown?: string;
  /** Appended to the accessible name when the market is not bettable ("suspended"). */
  unavailable?: string;
}

export const MOVEMENT_MS = 4000;

type Movement = 'up' | 'down' | null;

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
  const format = useAppSelector(selectOddsFormat);
  const picked = useAppSelector((state) => selectIsPicked(state, outcomeId));
  const dispatch = useAppDispatch();
  const movement = usePriceMovement(decimal);
  const shared = useOddsWords();
  const price = formatOdds(decimal, format);
  const moved =
    movement === 'up'
      ? (props.movedUp ?? shared?.movedUp)
      : movement === 'down'
        ? (props.movedDown ?? shared?.movedDown)
        : undefined;
  const unavailable = props.unavailable ?? shared?.suspended;
  // The accessible name comes from the content (WCAG 2.5.3 "label in name"): the visible
  // short label ("1") is hidden from assistive technology and a hidden text says what it is.
  const after = [bettable ? undefined : unavailable, moved].filter(Boolean).join(', ');

  return (
    <button
      className="cs-ob"
      type="button"
      aria-pressed={picked}
      disabled={!bettable}
      data-outcome-id={outcomeId}
      data-movement={movement ?? undefined}
      onClick={() =>
        dispatch(
          toggleSelection({
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
      {label ? (
        <span className="cs-ob-label" aria-hidden="true">
          {label}
        </span>
      ) : null}
      <span className="cs-vh">{`${name},`}</span>{' '}
      <span className="cs-ob-price" data-testid="price">
        {price}
      </span>
      {after ? <span className="cs-vh">{`, ${after}`}</span> : null}
      {movement ? (
        <span className="cs-ob-arrow" aria-hidden="true" data-dir={movement}>
          {movement === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
    </button>
  );
}

const MemoOddsButton = memo(OddsButtonInner);

/**
 * What pages use: a plain function around the memoised button. Server pages render it through a
 * client reference, which reaches React as a new lazy type in every RSC payload. React matches a
 * lazy type against the fiber it made before by what the lazy resolves to; for a memo of a plain
 * function that fiber keeps the inner function as its type, so the two never match and every
 * button (and its price movement) mounted again on every 15 s refresh (vercel/next.js#73507).
 * A plain function matches; the memo inside still skips buttons whose props did not change.
 */
export function OddsButton(props: OddsButtonProps) {
  return <MemoOddsButton {...props} />;
}
