'use client';

import {
  BETSLIP_REGION_ID,
  betslipEvent,
  hasStoredSlip,
  preloadBetslipReducer,
  selectBetslipState,
  selectPickCount,
} from '@clem/betslip/picks';
import { useAppDispatch, useAppSelector, useAppStore } from '@clem/core';
import { BetslipDockTarget, useBetslipDock, useRememberedDockOpen } from '@clem/betslip/dock';
import { myBetsRefreshRequested } from '@clem/betslip/mybets';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyThemed } from '../../theme/lazyThemed';
import { WithBetslipMessages } from './WithBetslipMessages';
import { notify } from '../../toasts/notify';
import { BETSLIP_FAILURE_TOAST_KEY } from '../../toasts/toastKeys';

// The slip's screen and its effects load the first time a page needs them (a pick, a pending
// pick, a stored slip): a page nobody bets on ships neither.
const LazyBetslip = lazyThemed(() => import('@clem/betslip/slip').then((m) => m.ConnectedBetslip));

/**
 * The betslip in the frame: starts the slip's listeners when the page has a slip, and
 * shows the slip (lazily loaded) from the first time it opens. The slip itself decides where it
 * renders: in the layout's betslip column (`BetslipDock`) when there is a visible one, else as a
 * bottom sheet. A server error during placement raises the spec's 10-second toast.
 */
export function ConnectedBetslipHost() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectPickCount);
  const pending = useAppSelector((state) => selectBetslipState(state).pendingPick !== null);
  const open = useAppSelector((state) => selectBetslipState(state).slip.open);
  const [listening, setListening] = useState(false);
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
  // Once needed, always needed: the listeners start once per store.
  if ((count > 0 || pending) && !listening) setListening(true);

  // A stored slip (read once; not rendered, so the server's `false` cannot mismatch).
  const [stored] = useState(hasStoredSlip);
  const active = listening || stored;

  // The betslip's reducer (not in the page's first JavaScript) at the first sign of a person on the
  // page, so that the first price they press goes on the slip without waiting for it.
  useEffect(() => preloadBetslipReducer(), []);

  useEffect(() => {
    if (!active) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@clem/betslip/slip/listeners').then((module) => {
      if (!cancelled) stop = module.startBetslipListeners(store);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active, store]);

  if (!shown) return null;
  return (
    <WithBetslipMessages>
      <Suspense fallback={null}>
        <LazyBetslip
          onServerError={(reference) =>
            notify(BETSLIP_FAILURE_TOAST_KEY, { values: { reference }, reference })
          }
          onPlaced={() => dispatch(myBetsRefreshRequested())}
        />
      </Suspense>
    </WithBetslipMessages>
  );
}

/**
 * The layout's betslip column (`betslip` widget, desktop): the open slip renders into
 * `BetslipDockTarget`; while it is closed the column says what is on the slip and opens it. The
 * slip stays as the player left it, open or closed, across navigations and reloads
 * (`useRememberedDockOpen`).
 */
export function BetslipDock() {
  const t = useTranslations('layout');
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectPickCount);
  const open = useAppSelector((state) => selectBetslipState(state).slip.open);
  const docked = useBetslipDock() !== null;
  const reopen = useCallback(() => dispatch(betslipEvent({ type: 'openRequested' })), [dispatch]);
  useRememberedDockOpen({ docked, selectionCount: count, open, reopen });
  return (
    <section
      className="cl-betslip-dock"
      id={BETSLIP_REGION_ID}
      aria-label={t('betslipLandmark')}
      tabIndex={-1}
    >
      {open && count > 0 ? null : count === 0 ? (
        <p className="cl-betslip-empty">{t('betslipEmpty')}</p>
      ) : (
        <button
          type="button"
          className="cl-betslip-open"
          aria-expanded={false}
          onClick={() => dispatch(betslipEvent({ type: 'openRequested' }))}
        >
          {t('openBetslip', { count })}
        </button>
      )}
      <BetslipDockTarget />
    </section>
  );
}
