import { defineAction } from '@clem/core';

/**
 * What any page reads of My Bets' bet count, apart from the reducer that sets it
 * (`myBetsSlice.ts`, loaded with the count's listeners or My Bets' screens): the state's shape,
 * its selectors (0 while the reducer is not in the store) and the refresh request.
 */
export interface MyBetsState {
  /** Open plus pending-approval bets of the player (the platform's `count`). */
  betCount: number;
  /** True once a count was set in this session (a failed call leaves it false). */
  betCountInitialized: boolean;
  /**
   * Bets in countdown (waiting for the approval decision) in the last open-bets list seen, so
   * whatever closes the My Bets modal (its close button, the footer) hides rather than closes it
   * while some count down.
   */
  countdownBets: number;
}

export const initialMyBetsState: MyBetsState = {
  betCount: 0,
  betCountInitialized: false,
  countdownBets: 0,
};

/**
 * Asks My Bets to refresh now: the bet count is fetched at once and the open and settled lists on
 * screen are refetched. The betslip dispatches it after a placement; anything that changes the
 * player's bets may.
 */
export const myBetsRefreshRequested = defineAction('myBets/refreshRequested');

/** Any state that may hold the injected slice (the store's RootState does not list it). */
export interface WithMyBets {
  myBets?: MyBetsState;
}

/** The bet count (0 while not injected, logged out or not fetched yet). Takes any root state. */
export function selectBetCount(state: object): number {
  return (state as WithMyBets).myBets?.betCount ?? 0;
}

/** Bets in countdown in the last open-bets list seen (0 while not injected). */
export function selectCountdownBets(state: object): number {
  return (state as WithMyBets).myBets?.countdownBets ?? 0;
}

/** Whether a count was set in this session. */
export function selectBetCountInitialized(state: object): boolean {
  return (state as WithMyBets).myBets?.betCountInitialized ?? false;
}
