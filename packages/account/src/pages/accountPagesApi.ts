import {
  accountTransactionsResponseSchema,
  dailySettledBetsResponseSchema,
  openBetsResponseSchema,
  platformApi,
  type AccountTransactionsResponse,
  type DailySettledBetsResponse,
  type OpenBetsResponse,
} from '@clem/core';
import { withAuth } from '../player/playerApi';

/** The ledger page size of /account/transactions (the sandbox default). */
export const TRANSACTIONS_PAGE_SIZE = 20;
/** The most settled bets the platform lists (dailySettledBets allows 1–50). */
export const SETTLED_BETS_COUNT = 50;

export interface TransactionsArgs {
  accountId: number;
  page: number;
  pageSize?: number;
}

/**
 * The account pages' own reads (all withAuth):
 * - GET /xapi/bet/account/{accountId}/openbets: open and pending-approval bets;
 * - GET /xapi/rest/acchistory/dailySettledBets?numberOfBets=50: settled in the last 24 h;
 * - GET /xapi/rest/accounts/{accountId}/transactions?page=&pageSize=: the wallet ledger.
 * My Bets (in @clem/betslip) is the full view; these are the account pages' simple lists.
 */
export const accountPagesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenBets: build.query<OpenBetsResponse, number>({
      query: (accountId) =>
        withAuth({
          url: `/xapi/bet/account/${accountId}/openbets`,
          schema: openBetsResponseSchema,
        }),
      providesTags: ['OpenBets'],
    }),
    getSettledBets: build.query<DailySettledBetsResponse, undefined>({
      query: () =>
        withAuth({
          url: '/xapi/rest/acchistory/dailySettledBets',
          params: { numberOfBets: SETTLED_BETS_COUNT },
          schema: dailySettledBetsResponseSchema,
        }),
      providesTags: ['OpenBets'],
    }),
    getAccountTransactions: build.query<AccountTransactionsResponse, TransactionsArgs>({
      query: ({ accountId, page, pageSize = TRANSACTIONS_PAGE_SIZE }) =>
        withAuth({
          url: `/xapi/rest/accounts/${accountId}/transactions`,
          params: { page, pageSize },
          schema: accountTransactionsResponseSchema,
        }),
      providesTags: ['Wallet'],
    }),
  }),
});
