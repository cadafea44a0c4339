import {
  loginRequested,
  selectIsLoggedIn,
  selectSettings,
  slipConfigFromSettings,
  type AppDispatch,
  type RootState,
} from '@clem/core';
import { pendingPickSet, selectIsPicked, slipEventApplied, type BetslipPick } from './betslipSlice';

/**
 * What an odds button does (betting-area §4 "Adding an outcome", "Anonymous add", §5 size cap,
 * §6 "Anonymous: may build a slip only if retail-code generation is enabled").
 *
 * - A logged-in player's pick toggles on the slip, capped by max_bets_on_betslip.
 * - An anonymous player's pick of an outcome not on the slip is kept as the pending pick and login
 *   is asked for (`loginRequested({ responsible: 'BETSLIP' })`: the login dialog, or the host's
 *   login message when embedded); the slip's listeners add it once the player is logged in.
 *   Removing an outcome that is already on the slip (a restored slip) always works.
 * - Retail codes: no brand enables retail-code generation yet, so anonymous players always log in
 *   first (`retailCodes` is the switch the retail-code flow will set).
 */
export function toggleSelection(pick: BetslipPick, options: { retailCodes?: boolean } = {}) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const state = getState();
    const picked = selectIsPicked(state, pick.outcomeId);
    if (!picked && !selectIsLoggedIn(state) && !options.retailCodes) {
      dispatch(pendingPickSet(pick));
      dispatch(loginRequested({ responsible: 'BETSLIP' }));
      return;
    }
    const config = slipConfigFromSettings(selectSettings(state));
    dispatch(slipEventApplied({ event: { type: 'outcomeToggled', pick }, config }));
  };
}
