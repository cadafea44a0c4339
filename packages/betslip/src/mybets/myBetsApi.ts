import {
  betCountResponseSchema,
  dailySettledBetsResponseSchema,
  openBetsResponseSchema,
  platformApi,
  type BetCountResponse,
  type DailySettledBetsResponse,
  type OpenBetsResponse,
} from '@clem/core';
import { SETTLED_BETS_HISTORY } from './myBetsRules';

/**
 * My Bets' calls (betting §7), all withAuth (core's client aborts them without a valid token).
 * The two lists provide the `OpenBets` tag, so `invalidateTags(['OpenBets'])` refreshes whatever
 * shows them:
 *
 * - `getMyOpenBets(accountId)`: GET /xapi/bet/account/{accountId}/openbets — open and
 *   pending-approval bets with their legs (and `count`);
 * - `getMySettledBets(accountId)`: GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50 —
 *   the session player's bets settled in the last 24 hours (§9 history 50). The path names no
 *   account: the id is the cache key only, so another player's list is never served from cache;
 * - `getBetCount(accountId)`: GET /xapi/bet/account/{accountId}/betcount — `{ balance, count }`.
 *
 * The open and settled endpoints are named `getMy…` because @clem/account's simple
 * /account/bets lists already inject `getOpenBets` and `getSettledBets` into the same api:
 * injecting the same names again would be ignored, with an error in development.
 */
export const myBetsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getMyOpenBets: build.query<OpenBetsResponse, number>({
      query: (accountId) => ({
        url: `/xapi/bet/account/${accountId}/openbets`,
        schema: openBetsResponseSchema,
        withAuth: true,
      }),
      providesTags: ['OpenBets'],
    }),
    getMySettledBets: build.query<DailySettledBetsResponse, number>({
      query: () => ({
        url: '/xapi/rest/acchistory/dailySettledBets',
        params: { numberOfBets: SETTLED_BETS_HISTORY },
        schema: dailySettledBetsResponseSchema,
        withAuth: true,
      }),
      providesTags: ['OpenBets'],
    }),
    getBetCount: build.query<BetCountResponse, number>({
      query: (accountId) => ({
        url: `/xapi/bet/account/${accountId}/betcount`,
        schema: betCountResponseSchema,
        withAuth: true,
      }),
      // No tag on purpose: only the poll reads the count, without a subscription, and an
      // `OpenBets` invalidation while a count call runs would drop that entry and its answer.
      // The poll is the count's refresh (`myBetsRefreshRequested` fetches it at once).
    }),
  }),
});

export const { useGetMyOpenBetsQuery, useGetMySettledBetsQuery } = myBetsApi;
