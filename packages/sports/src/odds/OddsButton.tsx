'use client';

import {
  betslipEvent,
  focusSlipStakeSoon,
  selectIsPending,
  selectIsPicked,
  toggleSelection,
} from '@clem/betslip/picks';
import {
  oddsText,
  selectLiveOutcome,
  selectLiveQuoteState,
  selectNegativeOddsEnabled,
  selectOddsFormat,
  useAppDispatch,
  useAppSelector,
  type OddsFormat,
  type RootState,
} from '@clem/core';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useOddsWords } from './OddsWords';

/**
 * One price: a real button whose accessible name says what it is and
 * its price in the player's format ("Arsenal to win, 2.10"); disabled when the market is not
 * bettable; pressed while the outcome is in the betslip; a price change shows an up or down
 * arrow for `MOVEMENT_MS`.
 *
 * The price is core's `oddsText` in the player's odds format with the operator's
 * `betslip_negative_odds_enabled` applied (both from the store, so the server render and the
 * hydrated button agree): with the setting off, no price shows a minus sign (malay and indo show
 * d − 1, us the decimal price), exactly as the betslip and My Bets show it.
 *
 * Live prices: when the store's live data (core's live data path) knows the outcome or its market,
 * the button shows the live price and state, and only this button re-renders when they change
 * (one subscription a button, `oddsButtonView`). A
 * suspended market or a feed alert disables it without arrows; while the live connection is stale
 * (no data for a while) a live price cannot be picked. Without live data the props stand (prematch lists, the server render).
 *
 * Every prop is a primitive, so a refreshed list (new props objects from the server) re-renders
 * only the buttons whose price, state or label changed (`memo`). The price format comes from the
 * store, so switching it re-renders every button at once without a server round trip.
 *
 * Selecting hands the outcome to the betslip through its public API (`toggleSelection` of
 * `@clem/betslip/picks`): it goes on the slip, or login is asked for first (anonymous players).
 * An anonymous player's pick waiting for login shows pressed and marked (`data-pending`), and
 * its name says it is waiting for login, until it goes on the slip or the player lets it go.
 *
 * Right after this button put a pick on the slip, a "Go to betslip" button follows it in the tab
 * order (shown only while focused, like a skip link): one Tab and Enter take a keyboard player to
 * the new selection's stake. Focus never moves by itself, so a player picking several prices in a
 * row carries on with Tab; the button goes once focus leaves the price and it.
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

/** How long a price change shows its arrow (restarted by a newer change). */
export const MOVEMENT_MS = 2000;

type Movement = 'up' | 'down' | null;

/** What one odds button shows, from the store and its page's props, as one value. */
export interface OddsButtonView {
  /** The price shown: the live price when the live data knows the outcome, else the page's. */
  decimal: number;
  /** Whether it can be picked: the live quote's state where it tracks the outcome, else the page's. */
  bettable: boolean;
  oddsFormat: OddsFormat;
  negativeOddsEnabled: boolean;
  /** 1: on the slip; 2: the anonymous player's pick waiting for login. */
  slipMark: number;
}

/** The page's own values for a button (its props), which the live data may override. */
export interface OddsButtonPage {
  decimal: number;
  bettable: boolean;
}

/**
 * The selector of one button's view: the price and state it shows (the live data over the page's
 * props), the price format and whether its outcome is picked, in one subscription. It returns
 * the same object until something the button shows changes, so the button re-renders for its
 * own changes alone:
 * - five subscriptions a button (the first design) made every store update on a 500-row In-Play
 *   page run some 6,000 selectors;
 * - comparing what the button shows, not what the store holds, means the live data starting
 *   from the snapshot the page was rendered from (`LiveSubscription`'s seed, after hydration)
 *   re-renders no button: the same prices and states as the page's (on a 40-row /live page that
 *   re-render of every button was a 40 ms task on a desktop core).
 * The selector keeps only its last view, never a store state (an old state pinned per button
 * cost 25 MB of heap once).
 */
export function oddsButtonView(
  outcomeId: number,
  marketId: number,
  page: OddsButtonPage,
): (state: RootState) => OddsButtonView {
  let last: OddsButtonView | undefined;
  return (state) => {
    const decimal = selectLiveOutcome(state, outcomeId)?.decimal ?? page.decimal;
    const quote = selectLiveQuoteState(state, outcomeId, marketId);
    const bettable =
      quote === 'untracked' || quote === 'asPage' ? page.bettable : quote === 'bettable';
    const oddsFormat = selectOddsFormat(state);
    const negativeOddsEnabled = selectNegativeOddsEnabled(state);
    const slipMark =
      (selectIsPicked(state, outcomeId) ? 1 : 0) | (selectIsPending(state, outcomeId) ? 2 : 0);
    if (
      last !== undefined &&
      last.decimal === decimal &&
      last.bettable === bettable &&
      last.oddsFormat === oddsFormat &&
      last.negativeOddsEnabled === negativeOddsEnabled &&
      last.slipMark === slipMark
    ) {
      return last;
    }
    last = { decimal, bettable, oddsFormat, negativeOddsEnabled, slipMark };
    return last;
  };
}

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
    label,
    name,
    outcomeDescription,
    marketDescription,
    eventDescription,
  } = props;
  // One subscription per button (a page of 500 live rows has over a thousand buttons, and every
  // store update runs each subscription's selector): see `oddsButtonView`.
  const view = useAppSelector(
    useMemo(
      () =>
        oddsButtonView(outcomeId, marketId, { decimal: props.decimal, bettable: props.bettable }),
      [outcomeId, marketId, props.decimal, props.bettable],
    ),
  );
  const { decimal, bettable, oddsFormat, negativeOddsEnabled, slipMark } = view;
  const picked = (slipMark & 1) !== 0;
  const pending = (slipMark & 2) !== 0;
  const dispatch = useAppDispatch();
  // This button just put its pick on the slip (and focus has not left it and its follower since).
  const [justPicked, setJustPicked] = useState(false);
  const forgetWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof HTMLElement) || next.dataset['goToSlipFor'] !== String(outcomeId)) {
      setJustPicked(false);
    }
  };
  const moving = usePriceMovement(decimal);
  // A price that cannot be picked shows no movement (betting: suspended prices without arrows).
  const movement = bettable ? moving : null;
  const shared = useOddsWords();
  const price = oddsText(decimal, { oddsFormat, negativeOddsEnabled });
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

  const button = (
    <button
      className="cs-ob"
      type="button"
      aria-pressed={picked || pending}
      disabled={!bettable}
      data-outcome-id={outcomeId}
      data-movement={movement ?? undefined}
      data-pending={pending ? '' : undefined}
      onBlur={forgetWhenFocusLeaves}
      onClick={() => {
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
        );
        setJustPicked(!picked);
      }}
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
      {pending ? <PendingWords /> : null}
      {movement ? (
        <span className="cs-ob-arrow" aria-hidden="true" data-dir={movement}>
          {movement === 'up' ? '▲' : '▼'}
        </span>
      ) : null}
    </button>
  );
  if (!(justPicked && picked)) return button;
  return (
    <>
      {button}
      <GoToBetslip
        outcomeId={outcomeId}
        outcomeDescription={outcomeDescription}
        onBlur={forgetWhenFocusLeaves}
        onGo={() => dispatch(betslipEvent({ type: 'openRequested' }))}
      />
    </>
  );
}

/** Part of a pending button's name: ", waiting for login". */
function PendingWords() {
  const t = useTranslations('sports');
  return <span className="cs-vh">{`, ${t('pendingLogin')}`}</span>;
}

/**
 * "Go to betslip", right after a price that just went on the slip: opens the slip when it is
 * closed and moves focus to that selection's stake (`focusSlipStakeSoon`).
 */
function GoToBetslip({
  outcomeId,
  outcomeDescription,
  onBlur,
  onGo,
}: {
  outcomeId: number;
  outcomeDescription: string;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onGo: () => void;
}) {
  const t = useTranslations('sports');
  return (
    <button
      type="button"
      className="cs-ob-go"
      data-go-to-slip-for={outcomeId}
      onBlur={onBlur}
      onClick={() => {
        onGo();
        focusSlipStakeSoon(outcomeDescription);
      }}
    >
      {t('goToBetslip')}
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
