import {
  platformApi,
  sportsbookBalanceResponseSchema,
  sportsbookWalletOf,
  type Wallet,
} from '@clem/core';
import { withAuth } from '../player/playerApi';

/**
 * GET /xapi/icore/players/{username}/balance/sportsbook?includeFullBalanceDetails=true (§7,
 * withAuth). The answer lists the player's wallets; the sportsbook wallet is the one named
 * 'sportsbook' (§3). An answer without it is an error (`kind: 'malformed'`), so the caller keeps
 * the last wallet it had.
 */
export const walletApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getSportsbookBalance: build.query<Wallet, string>({
      queryFn: async (username, _api, _extra, baseQuery) => {
        const result = await baseQuery(
          withAuth({
            url: `/xapi/icore/players/${encodeURIComponent(username)}/balance/sportsbook`,
            params: { includeFullBalanceDetails: true },
            schema: sportsbookBalanceResponseSchema,
          }),
        );
        if (result.error) return { error: result.error };
        const parsed = sportsbookBalanceResponseSchema.safeParse(result.data);
        const wallet = parsed.success ? sportsbookWalletOf(parsed.data.wallets) : undefined;
        if (!wallet) {
          return {
            error: {
              kind: 'malformed',
              status: undefined,
              messageKey: 'error-malformed-response',
              message: 'No sportsbook wallet in the balance answer',
            },
          };
        }
        return { data: wallet };
      },
      providesTags: ['Wallet'],
    }),
  }),
});
