import type { GatingContext } from '../domain/featureGating';
import type { RootState } from '../store/makeStore';
import { memoSelector } from '../store/slice';

/**
 * The gating context of the current player (betting §6 "Feature visibility by setting and
 * currency"): the player's currency from player details (else the login answer's), falling back
 * to the operator's `currencyCode` for anonymous visitors; the login's partner-matrix flag and
 * third-party tokens. Memoised, so components re-render only when one of these changes.
 */
export const selectGatingContext = memoSelector(
  (state: RootState) =>
    [
      state.settings.values,
      state.session.jweToken !== null,
      state.playerDetails.details?.currency,
      state.session.loginDetails,
    ] as const,
  ([settings, loggedIn, playerCurrency, loginDetails]): GatingContext => ({
    loggedIn,
    settings,
    currency:
      (loggedIn ? (playerCurrency ?? loginDetails?.currency) : undefined) ?? settings.currencyCode,
    isPartnerMatrixAffiliate: loginDetails?.isPartnerMatrixAffiliate,
    thirdPartyTokens: loginDetails?.thirdPartyTokens,
  }),
);
