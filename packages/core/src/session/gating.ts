import { createSelector } from '@reduxjs/toolkit';
import type { GatingContext } from '../domain/featureGating';
import type { RootState } from '../store/makeStore';

/**
 * The gating context of the current player (betting §6 "Feature visibility by setting and
 * currency"): the player's currency from player details (else the login answer's), falling back
 * to the operator's `currencyCode` for anonymous visitors; the login's partner-matrix flag and
 * third-party tokens. Memoised, so components re-render only when one of these changes.
 */
export const selectGatingContext = createSelector(
  [
    (state: RootState) => state.settings.values,
    (state: RootState) => state.session.jweToken !== null,
    (state: RootState) => state.playerDetails.details?.currency,
    (state: RootState) => state.session.loginDetails,
  ],
  (settings, loggedIn, playerCurrency, loginDetails): GatingContext => ({
    loggedIn,
    settings,
    currency:
      (loggedIn ? (playerCurrency ?? loginDetails?.currency) : undefined) ?? settings.currencyCode,
    isPartnerMatrixAffiliate: loginDetails?.isPartnerMatrixAffiliate,
    thirdPartyTokens: loginDetails?.thirdPartyTokens,
  }),
);
