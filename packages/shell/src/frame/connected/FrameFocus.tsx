'use client';

import {
  BETSLIP_REGION_ID,
  betslipEvent,
  focusSlipStakeSoon,
  selectPickCount,
} from '@clem/betslip/picks';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@clem/core';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { SkipLink } from '../FrameStyles';
import { CONTENT_ID, focusFallback, focusIsLost, skipTarget } from '../focusTargets';

export interface SkipLinksProps {
  skipToContent: string;
  skipToBetslip: string;
}

/** The layout's betslip column shows on this page (a desktop layout with a betslip widget). */
function useBetslipColumnShown(): boolean {
  const pathname = usePathname();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => {
      const region = document.getElementById(BETSLIP_REGION_ID);
      setShown(region !== null && region.getClientRects().length > 0);
    };
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [pathname]);
  return shown;
}

/**
 * The frame's skip links, first in the tab order (WCAG 2.4.1), off screen until focused.
 *
 * - "Skip to content" lands on the main content's first heading, or the heading the page marks
 *   as its main content's start (`skipTarget`), so the next Tab reaches the first link or price
 *   of the content: the sports menu is its own landmark outside the main one. Without
 *   JavaScript it is a plain link to the main landmark.
 * - "Skip to betslip" goes to the slip's first stake (opening the slip when it is closed), else
 *   the betslip column; on a phone, where the slip is a sheet, it opens the sheet. It shows only
 *   where there is a slip to go to: a betslip column on the page, or a selection on the slip.
 */
export function SkipLinks({ skipToContent, skipToBetslip }: SkipLinksProps) {
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectPickCount);
  const column = useBetslipColumnShown();

  const toContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = skipTarget();
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const toBetslip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (count > 0) dispatch(betslipEvent({ type: 'openRequested' }));
    focusSlipStakeSoon('');
  };

  return (
    <>
      <SkipLink href={`#${CONTENT_ID}`} onClick={toContent}>
        {skipToContent}
      </SkipLink>
      {column || count > 0 ? (
        <SkipLink href={`#${BETSLIP_REGION_ID}`} onClick={toBetslip}>
          {skipToBetslip}
        </SkipLink>
      ) : null}
    </>
  );
}

/**
 * Logging in or out swaps the header's account control (Log in ↔ the account menu), and the
 * control that had focus leaves the page with it. When that leaves focus nowhere, it goes to the
 * new account control (or the main heading), so a keyboard player is never sent back to the top
 * of the page. The login dialog gives focus back itself when it closes (account's LoginModals).
 *
 * Only then: a session restored as a page loads (nothing had focus yet, or the player has already
 * tabbed to the skip link) moves no focus. It once did, since focus on the body after a load looks
 * "lost": a player reloading the page found focus in the header, and a first Tab went on from
 * there instead of to "Skip to content".
 */
export function SessionFocusKeeper() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const previous = useRef(loggedIn);
  /** The element that last received focus (null until one has). */
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (previous.current === loggedIn) return undefined;
    previous.current = loggedIn;
    const timer = window.setTimeout(() => {
      const before = lastFocused.current;
      if (before !== null && !before.isConnected && focusIsLost()) focusFallback()?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [loggedIn]);
  return null;
}
