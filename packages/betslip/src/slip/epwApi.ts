import {
  epwActive,
  epwConfigSchema,
  epwSettingOn,
  platformApi,
  selectIsLoggedIn,
  selectPlayerDetails,
  selectSettings,
  type EpwConfig,
  type RootState,
} from '@clem/core';

/**
 * GET /xapi/rest/promotions/epw (betting §7): the parlay config, its `epwPromoFilterValues`
 * sorted by bet size as the schema parses it; an answer the schema refuses is an error
 * (`kind: 'malformed'`). It needs no token (the sandbox answers it anonymously) and is the same
 * for every player of a brand, so it is kept an hour after its last user goes.
 */
export const epwApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getEpwConfig: build.query<EpwConfig, undefined>({
      query: () => ({ url: '/xapi/rest/promotions/epw', schema: epwConfigSchema }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetEpwConfigQuery } = epwApi;

/**
 * Whether parlay extra winnings is active (§4, `epwActive`): the setting is on
 * (`enable_parlay_extra_winnings`, see `epwSettingOn`), the user is logged in and the player is
 * not excluded from promotions. While a logged-in player's details have not arrived yet, whether
 * they are excluded is unknown; it reads as excluded then, so the slip never shows extra winnings
 * it then has to take back.
 */
export function selectEpwActive(state: RootState): boolean {
  const details = selectPlayerDetails(state);
  return epwActive({
    settingOn: epwSettingOn(selectSettings(state)),
    loggedIn: selectIsLoggedIn(state),
    excludedFromPromotions: details?.excludedFromPromotions ?? true,
  });
}
