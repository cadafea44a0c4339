import {
  accountInfoSchema,
  accountPrefsResponseSchema,
  authPath,
  platformApi,
  playerDetailsSchema,
  priceFormatFromOddsFormat,
  profileSchema,
  type AccountPrefsData,
  type OddsFormat,
  type PlatformQueryArgs,
  type PlayerDetails,
} from '@clem/core';
import type * as z from 'zod/mini';

/**
 * A call that needs the bearer token (§4 "Calls marked withAuth"): the `withAuth` axios flag
 * travels with the request config (the base query hands its arguments to axios), and core's
 * request interceptor aborts the call before it leaves the browser when no valid token exists.
 */
export function withAuth(args: PlatformQueryArgs): PlatformQueryArgs {
  const flagged: PlatformQueryArgs & { withAuth: true } = { ...args, withAuth: true };
  return flagged;
}

export type AccountInfo = z.infer<typeof accountInfoSchema>;
export type AccountPrefsResponse = z.infer<typeof accountPrefsResponseSchema>;

export interface UpdatePlayerDetailsArgs {
  username: string;
  /** The odds format; sent as the upper-case `priceFormat` (§7: priceFormat upper case). */
  oddsFormat?: OddsFormat;
  /** Integer minor units. */
  defaultStake?: number;
}

export interface PatchAccountPrefsArgs {
  accountId: number;
  data: Partial<AccountPrefsData>;
}

/**
 * The player calls of account-and-shell §7 on the one platform api (tag `Player`).
 *
 * - `getPlayerDetails(username)`: GET /xapi/icore/players/{username}/details (withAuth). The
 *   schema coerces a numeric-string `defaultStake` to a number ("converted to number", §7).
 * - `updatePlayerDetails`: PUT the same path with `priceFormat` upper case and `defaultStake`.
 * - `getProfile()`: GET {auth base}/accounts/me/profile (withAuth).
 * - `getAccountInfo(accountId)`, `getAccountPrefs(accountId)`, `patchAccountPrefs`.
 */
export const playerApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getPlayerDetails: build.query<PlayerDetails, string>({
      query: (username) =>
        withAuth({
          url: `/xapi/icore/players/${encodeURIComponent(username)}/details`,
          schema: playerDetailsSchema,
        }),
      providesTags: [{ type: 'Player', id: 'details' }],
    }),
    updatePlayerDetails: build.mutation<PlayerDetails, UpdatePlayerDetailsArgs>({
      query: ({ username, oddsFormat, defaultStake }) =>
        withAuth({
          url: `/xapi/icore/players/${encodeURIComponent(username)}/details`,
          method: 'PUT',
          data: {
            ...(oddsFormat ? { priceFormat: priceFormatFromOddsFormat(oddsFormat) } : {}),
            ...(defaultStake !== undefined ? { defaultStake } : {}),
          },
          schema: playerDetailsSchema,
        }),
      invalidatesTags: [{ type: 'Player', id: 'details' }],
    }),
    getProfile: build.query<z.infer<typeof profileSchema>, undefined>({
      query: () => withAuth({ url: authPath('/accounts/me/profile'), schema: profileSchema }),
      providesTags: [{ type: 'Player', id: 'profile' }],
    }),
    getAccountInfo: build.query<AccountInfo, number>({
      query: (accountId) =>
        withAuth({ url: `/xapi/rest/accounts/${accountId}/info`, schema: accountInfoSchema }),
      providesTags: [{ type: 'Player', id: 'info' }],
    }),
    getAccountPrefs: build.query<AccountPrefsResponse, number>({
      query: (accountId) =>
        withAuth({
          url: `/xapi/rest/accounts/${accountId}/accountPrefs`,
          schema: accountPrefsResponseSchema,
        }),
      providesTags: [{ type: 'Player', id: 'prefs' }],
    }),
    patchAccountPrefs: build.mutation<AccountPrefsResponse, PatchAccountPrefsArgs>({
      query: ({ accountId, data }) =>
        withAuth({
          url: `/xapi/rest/accounts/${accountId}/accountPrefs`,
          method: 'PATCH',
          data: { accountId, data },
          schema: accountPrefsResponseSchema,
        }),
      invalidatesTags: [{ type: 'Player', id: 'prefs' }],
    }),
  }),
});
