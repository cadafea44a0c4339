import type { AppDispatch, RootState, SerialisedPlatformError } from '@clem/core';
import { retailCodeFailed, retailCodeReceived, retailCodeRequested } from '../picks/betslipSlice';
import { selectBetslipState } from '../picks/betslipState';
import { selectRetailCodesActive } from '../picks/toggleSelection';
import { betslipApi } from './betslipApi';
import { bodyContext } from './betslipListeners';
import { classifyPlacementError } from './placement';
import { retailCodeBody } from './requestBodies';

/**
 * "Get a retail code" (§6, §7 POST /xapi/rest/betslips/retailcodes): an anonymous player's slip,
 * saved by the platform under a short code they show at a shop. A press while a code is on its
 * way does nothing; nothing is retried by itself (a second press asks for a new code, which costs
 * nothing: a code is not a bet). A refusal shows the platform's messages (RES codes translated on
 * the slip); no answer, or a server error, shows the slip's "something went wrong".
 */
export function requestRetailCode() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const state = getState();
    if (!selectRetailCodesActive(state)) return;
    const betslip = selectBetslipState(state);
    if (betslip.retailCode?.status === 'requesting' || betslip.slip.placement !== 'idle') return;
    const body = retailCodeBody(bodyContext(state));
    if (!body) return;
    dispatch(retailCodeRequested());
    const result = await dispatch(betslipApi.endpoints.createRetailCode.initiate(body));
    if ('data' in result && result.data) {
      dispatch(retailCodeReceived({ code: result.data.code }));
      return;
    }
    const error = ('error' in result ? result.error : undefined) as
      SerialisedPlatformError | undefined;
    const outcome = classifyPlacementError(error);
    dispatch(retailCodeFailed({ messages: outcome.kind === 'refused' ? outcome.messages : [] }));
  };
}
