import { platformApi } from '@clem/core';
import { avayaTokenResponseSchema, type AvayaTokenResponse } from '@clem/core/schemas';

/** §7: the platform's chat-token call (its 401/403 never forces a logout, see sessionGuards). */
export const LIVE_CHAT_TOKEN_PATH = '/api/avaya_tokens';

/**
 * The live-chat token call (account-and-shell §7 `GET /api/avaya_tokens` with `u`, withAuth) on
 * the one platform api. A mutation, started with `{ track: false }`: the token is fetched once per
 * session by the live-chat listener, which keeps it in its own slice; the api keeps no copy.
 */
export const liveChatApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    getLiveChatToken: build.mutation<AvayaTokenResponse, { playerId: number }>({
      query: ({ playerId }) => ({
        url: LIVE_CHAT_TOKEN_PATH,
        method: 'GET',
        params: { u: playerId },
        withAuth: true,
        schema: avayaTokenResponseSchema,
      }),
    }),
  }),
});
