import {
  loginRequested,
  selectIsLoggedIn,
  selectSettings,
  settingFlag,
  slipConfigFromSettings,
  type RootState,
} from '@clem/core';
import { withBetslipReducer } from './betslipLoader';
import {
  selectBetslipState,
  selectIsPending,
  selectIsPicked,
  selectPickCount,
  type BetslipPick,
} from './betslipState';
import { writeStoredSlip } from './storedSlip';

/**
 * The operator setting that lets anonymous players build a slip and take it to a shop as a retail
 * code (§6 "Anonymous: may build a slip only if retail-code generation is enabled"). The spec does
 * not name the setting; ours is `enable_retail_codes` (off unless the operator turns it on).
 */
export const RETAIL_CODES_SETTING = 'enable_retail_codes';

/** Anonymous players may build a slip for a retail code (the setting is on and nobody is in). */
export function selectRetailCodesActive(state: RootState): boolean {
  return !selectIsLoggedIn(state) && settingFlag(selectSettings(state), RETAIL_CODES_SETTING);
}

/**
 * What an odds button does (betting-area §4 "Adding an outcome", "Anonymous add", §5 size cap,
 * §6 roles).
 *
 * - A logged-in player's pick toggles on the slip, capped by max_bets_on_betslip.
 * - With retail codes on, an anonymous player's pick toggles on the slip too: they can stake it
 *   and get a retail code, or log in and place it.
 * - Otherwise an anonymous player's pick of an outcome not on the slip is kept as the pending pick
 *   and login is asked for (`loginRequested({ responsible: 'BETSLIP' })`: the login dialog, or the
 *   host's login message when embedded); the slip's listeners add it once the player is logged in.
 *   Closing the prompt without logging in keeps it: the price stays marked as waiting for login
 *   for the rest of the visit, and it goes on the slip whenever the player logs in (the way the
 *   big books keep a logged-out pick rather than make the player find the price again). There is
 *   one pending pick: a second price replaces it (and asks again); pressing the pending price
 *   again lets it go without asking, as pressing a picked price removes it.
 *   Removing an outcome that is already on the slip (a restored slip) always works.
 * - The first pick on an empty slip is written to storage at once: the slip's listeners, which
 *   write every later change, load only after it (they are not in the page's first JavaScript),
 *   and a crash meanwhile must not lose it.
 * - It runs once the betslip's reducer is in the store (`withBetslipReducer`): at once, except on
 *   a page where nothing has loaded it yet, and it decides from the state at that moment.
 */
export function toggleSelection(pick: BetslipPick) {
  return withBetslipReducer(({ pendingPickSet, slipEventApplied }, dispatch, getState) => {
    const state = getState();
    const picked = selectIsPicked(state, pick.outcomeId);
    if (!picked && !selectIsLoggedIn(state) && !selectRetailCodesActive(state)) {
      if (selectIsPending(state, pick.outcomeId)) {
        dispatch(pendingPickSet(null));
        return;
      }
      dispatch(pendingPickSet(pick));
      dispatch(loginRequested({ responsible: 'BETSLIP' }));
      return;
    }
    const config = slipConfigFromSettings(selectSettings(state));
    const wasEmpty = selectPickCount(state) === 0;
    dispatch(slipEventApplied({ event: { type: 'outcomeToggled', pick }, config }));
    const after = getState();
    if (wasEmpty && selectPickCount(after) > 0) writeStoredSlip(selectBetslipState(after));
  });
}
