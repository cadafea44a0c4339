import type { AppDispatch, RootState, SlipEvent } from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import type { betslipSlice } from './betslipSlice';
import type { BetslipPick } from './betslipState';

/**
 * The betslip's reducer, loaded when it is first needed. Every page shows prices and reads the
 * slip (`betslipState.ts`), but only a player who changes the slip needs the reducer and the §4
 * slip rules behind it, so they are not in any page's first JavaScript: they load at the first sign
 * of a person on the page (`preloadBetslipReducer`, started by the frame), so that a tap almost
 * never waits for them, and at the latest when a command below runs.
 *
 * A command dispatched before the reducer is in the store would be lost, so whatever changes the
 * slip from a page's first JavaScript goes through `withBetslipReducer`: it runs at once when the
 * reducer is there (always after the first time), and otherwise once it has loaded, in the order
 * the commands were given (two quick taps on one price add it and take it away again). When the
 * load fails (the network dropped), the command is dropped and the next one tries the load again:
 * the price simply did not go on the slip, as after any failed tap.
 */

export type BetslipActions = typeof betslipSlice.actions;

let ready: BetslipActions | undefined;
let loading: Promise<BetslipActions> | undefined;

/** Called by `betslipSlice.ts` once its reducer is in the store. */
export function betslipReducerReady(actions: BetslipActions): void {
  ready = actions;
}

/** Loads the reducer (once; again after a failed load). */
export function loadBetslipReducer(): Promise<BetslipActions> {
  if (ready) return Promise.resolve(ready);
  loading ??= import('./betslipSlice').then(
    (module) => module.betslipSlice.actions,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What a person does before pressing a price: move, touch, scroll, type. */
const FIRST_SIGNS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'];

/**
 * Loads the reducer at the first sign of a person on the page (the pointer moves, a finger
 * touches, the page scrolls, a key is pressed), so it is there before their first tap on a price
 * lands, without adding to the first load of a page that is only looked at. Returns the cleanup.
 */
export function preloadBetslipReducer(): () => void {
  if (ready || typeof window === 'undefined') return () => undefined;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_SIGNS) window.removeEventListener(type, load, options);
  };
  function load() {
    stop();
    void loadBetslipReducer().catch(() => undefined);
  }
  for (const type of FIRST_SIGNS) window.addEventListener(type, load, options);
  return stop;
}

export type BetslipCommand = (
  actions: BetslipActions,
  dispatch: AppDispatch,
  getState: () => RootState,
) => void;

/**
 * A thunk that runs `command` with the betslip's actions once its reducer is in the store. It
 * returns nothing when it ran at once, or a promise of whether it ran.
 */
export function withBetslipReducer(command: BetslipCommand) {
  return (dispatch: AppDispatch, getState: () => RootState): Promise<boolean> | undefined => {
    if (ready) {
      command(ready, dispatch, getState);
      return undefined;
    }
    return loadBetslipReducer().then(
      (actions) => {
        command(actions, dispatch, getState);
        return true;
      },
      () => false,
    );
  };
}

/** One §4 slip event (open the slip, its button pressed, …) from anywhere on a page. */
export function betslipEvent(event: SlipEvent<BetslipPick, BetslipMultiple>) {
  return withBetslipReducer((actions, dispatch) => {
    dispatch(actions.slipEventApplied({ event }));
  });
}

/**
 * Moves focus to a selection's stake on the slip (`focusSlipStake`, "" for the slip's first),
 * loading that code first: a page's first JavaScript does not carry it, only a player who asks
 * to go to the slip needs it.
 */
export function focusSlipStakeSoon(selection: string): void {
  void import('./betslipFocus')
    .then((module) => module.focusSlipStake(selection))
    .catch(() => undefined);
}
