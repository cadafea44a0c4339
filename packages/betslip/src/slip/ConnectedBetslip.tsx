'use client';

import {
  loginRequested,
  pressKey,
  selectIsLoggedIn,
  selectOddsFormat,
  selectPlayerSettings,
  selectSettings,
  selectWallet,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type BetKey,
  type KeypadKey,
} from '@clem/core';
import { Sheet } from '@clem/ui';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import {
  changesAccepted,
  eachWaySet,
  fullNoticeCleared,
  placementAbandoned,
  selectionsReused,
  slipEventApplied,
} from '../picks/betslipSlice';
import { selectBetslipState } from '../picks/betslipState';
import { selectRetailCodesActive } from '../picks/toggleSelection';
import { betslipRefreshRequested, slipCurrency } from './betslipListeners';
import { buildSlipView, maxFreeStake } from './buildSlipView';
import { selectEpwActive, useGetEpwConfigQuery } from './epwApi';
import { useBetslipDock } from '../dock/dock';
import { BetslipPanel } from './components';
import { sameSlipLive } from './live/livePrice';
import { acceptableLivePrices, selectSlipLive } from './live/slipLive';
import { placeBetslip, type PlacementHooks } from './placement';
import { requestRetailCode } from './retailCode';
import type { SlipActions } from './view';

/**
 * The betslip on screen (betting §2 "Betslip panel"), loaded the first time the slip opens.
 *
 * - Desktop: when the page's layout has a betslip column (`BetslipDockTarget`, in the layout's
 *   `betslip` widget) and it is shown (`useBetslipDock`), the panel renders there while the slip is open.
 * - Mobile, and desktop pages without that column: a bottom sheet over a backdrop (Radix Dialog:
 *   focus moves in and back, Escape closes); a click on the backdrop closes the slip (§2 "a
 *   backdrop that collapses it on click").
 * - The on-screen keypad is used on touch screens (`pointer: coarse`); a mouse-and-keyboard
 *   player types into the stake fields.
 *
 * Its messages (`betslip.*`, eleven locales) come from the shell's `WithBetslipMessages`.
 */

const FULL_NOTICE_MS = 5000;

export interface ConnectedBetslipProps extends Pick<PlacementHooks, 'onServerError' | 'onPlaced'> {
  /** Opens My Bets (the receipt's and the unconfirmed message's link). */
  onMyBets?: (() => void) | undefined;
}

function subscribePointer(onChange: () => void): () => void {
  const query = window.matchMedia('(pointer: coarse)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useTouchKeypad(): boolean {
  return useSyncExternalStore(
    subscribePointer,
    () => window.matchMedia('(pointer: coarse)').matches,
    () => false,
  );
}

/**
 * The bottom sheet (ui `Sheet` on the `sheet` layer): just below the dialogs the slip itself may
 * open (the login for "Log in to place") and the betslip toast, above the footer, the floating
 * button, drawers and popovers. From 768 px it floats as a card in the bottom end corner.
 */
const BetslipSheet = styled(Sheet)`
  @media (min-width: 768px) {
    inset-inline: auto 1rem;
    bottom: 1rem;
    width: min(24rem, calc(100vw - 2rem));
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

/** Strips what a stake box cannot hold: keeps digits, one dot and commas, at most 13 characters. */
export function cleanTypedStake(text: string): string {
  return text.replace(/[^\d.,]/g, '').slice(0, 13);
}

function Slip({ onServerError, onPlaced, onMyBets }: ConnectedBetslipProps) {
  const t = useTranslations('betslip');
  const dispatch = useAppDispatch();
  const betslip = useAppSelector(selectBetslipState);
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const wallet = useAppSelector(selectWallet);
  const oddsFormat = useAppSelector(selectOddsFormat);
  const userAcceptOdds = useAppSelector(selectPlayerSettings).userAcceptOdds;
  const currency = useAppSelector(slipCurrency);
  const epwActive = useAppSelector(selectEpwActive);
  const retailCodes = useAppSelector(selectRetailCodesActive);
  const { data: epwConfig } = useGetEpwConfigQuery(undefined, { skip: !epwActive });
  // The live facts of the slip's own selections only: a price elsewhere on the page does not
  // render the slip again.
  const live = useAppSelector(selectSlipLive, sameSlipLive);
  const touchKeypad = useTouchKeypad();
  const dock = useBetslipDock();

  const full = betslip.full;
  useEffect(() => {
    if (!full) return undefined;
    const timer = setTimeout(() => dispatch(fullNoticeCleared()), FULL_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [full, dispatch]);

  const balance = betslip.model?.availableBalance ?? wallet?.balance ?? undefined;
  const view = useMemo(
    () =>
      buildSlipView({
        betslip,
        settings,
        currency,
        oddsFormat,
        userAcceptOdds,
        loggedIn,
        balance: loggedIn && balance !== null ? balance : undefined,
        touchKeypad,
        epw: epwActive ? epwConfig : undefined,
        t: (key, values) => t(key as never, values as never),
        onUseBalance: (key, stake) =>
          dispatch(
            slipEventApplied({
              event: {
                type: 'stakeEdited',
                key,
                edit: { kind: 'typed', wallet: 'cash', text: stake },
                currency,
              },
            }),
          ),
        onAbandon: () => dispatch(placementAbandoned()),
        onRetryRefresh: () => dispatch(betslipRefreshRequested()),
        retailCodes,
        live,
      }),
    [
      betslip,
      settings,
      currency,
      oddsFormat,
      userAcceptOdds,
      loggedIn,
      balance,
      touchKeypad,
      epwActive,
      epwConfig,
      retailCodes,
      live,
      t,
      dispatch,
    ],
  );

  // The keypad types into the active bet's stake, read from the store when a key is pressed: the
  // actions stay the same objects while the player types (memoised rows render only on change).
  const store = useAppStore();
  // The host passes its hooks as new functions on each of its renders (every pick); read through
  // a ref, they do not renew the actions, which would render every card again.
  const hooks = useRef<PlacementHooks>({ onServerError, onPlaced });
  useEffect(() => {
    hooks.current = { onServerError, onPlaced };
  });

  const actions = useMemo<SlipActions>(() => {
    const slipNow = () => selectBetslipState(store.getState()).slip;
    const edit = (key: BetKey, text: string) =>
      dispatch(
        slipEventApplied({
          event: {
            type: 'stakeEdited',
            key,
            edit: { kind: 'typed', wallet: 'cash', text },
            currency,
          },
        }),
      );
    return {
      onRemove: (outcomeId) =>
        dispatch(
          slipEventApplied({ event: { type: 'selectionsRemoved', outcomeIds: [outcomeId] } }),
        ),
      onRemoveAll: () => dispatch(slipEventApplied({ event: { type: 'reset' } })),
      onStakeChange: (key, text) => edit(key, cleanTypedStake(text)),
      onStakeActivate: (key) =>
        dispatch(slipEventApplied({ event: { type: 'betActivated', key } })),
      onKeypadKey: (key: KeypadKey) => {
        const { activeBet: active, stakes } = slipNow();
        if (!active) return;
        edit(active, pressKey(stakes[active]?.cash ?? '', key, currency));
      },
      onQuickStake: (stake) => {
        const active = slipNow().activeBet;
        if (active) edit(active, stake);
      },
      onKeypadDone: () =>
        dispatch(slipEventApplied({ event: { type: 'betActivated', key: undefined } })),
      onEachWayChange: (outcomeId, checked) => dispatch(eachWaySet({ outcomeId, checked })),
      onFreeBetChange: (key, use) => {
        const maxFree = maxFreeStake(selectBetslipState(store.getState()), key);
        if (use && maxFree === undefined) return;
        dispatch(
          slipEventApplied({
            event: {
              type: 'stakeEdited',
              key,
              edit:
                use && maxFree !== undefined
                  ? { kind: 'freeBetMax', maxFree }
                  : { kind: 'freeBetNull' },
              currency,
            },
          }),
        );
      },
      onExpandedChange: (expanded) =>
        dispatch(slipEventApplied({ event: { type: 'expandedSet', expanded } })),
      onPlace: () =>
        void dispatch(
          placeBetslip({
            onServerError: (reference) => hooks.current.onServerError?.(reference),
            onPlaced: () => hooks.current.onPlaced?.(),
          }),
        ),
      onRequestRetailCode: () => void dispatch(requestRetailCode()),
      onLogin: () => dispatch(loginRequested({ responsible: 'BETSLIP' })),
      // The live prices shown now become the accepted ones (read at the press, not a render).
      onAcceptChanges: () =>
        dispatch(
          changesAccepted({ livePrices: acceptableLivePrices(selectSlipLive(store.getState())) }),
        ),
      onDone: () => dispatch(slipEventApplied({ event: { type: 'reset' } })),
      onReuseSelections: () => dispatch(selectionsReused()),
      onClose: () => dispatch(slipEventApplied({ event: { type: 'closeRequested' } })),
    };
  }, [dispatch, store, currency]);
  void onMyBets;

  if (!betslip.slip.open || betslip.slip.selections.length === 0) return null;
  const panel = <BetslipPanel view={view} actions={actions} touchKeypad={touchKeypad} />;
  if (dock) return createPortal(panel, dock);
  return (
    <BetslipSheet
      open
      onOpenChange={(open) => {
        if (!open) actions.onClose();
      }}
      side="bottom"
      layer="sheet"
      animated={false}
      title={t('ui.title')}
      titleElement="span"
      overlayAttributes={{ 'data-betslip-backdrop': '' }}
      panelAttributes={{ 'data-betslip-sheet': '' }}
    >
      {panel}
    </BetslipSheet>
  );
}

/**
 * The connected slip. It needs the `betslip` messages: the shell renders it inside its
 * `WithBetslipMessages` (compiled on the server and fetched when the slip first shows).
 */
export function ConnectedBetslip(props: ConnectedBetslipProps) {
  return <Slip {...props} />;
}

export default ConnectedBetslip;
