import {
  AUTH_BASE_PATH,
  normalisePlatformError,
  platformApi,
  type SerialisedPlatformError,
  type StoreExtra,
} from '@clem/core';
import {
  SESSION_COOKIES_CLEAR_PATH,
  accountsSessionResponseSchema,
  icoreLoginResponseSchema,
  type AccountsSession,
  type IcoreLoginResponse,
} from '@clem/core/schemas';
import type { AxiosRequestConfig } from 'axios';

/**
 * The session's own platform calls (account-and-shell §4 "Session handling", "Logout"), as RTK
 * Query mutations on the one platform api, for the session listeners and the login flow.
 *
 * Every one of them is a mutation, started with `{ track: false }`: each call really goes out
 * (nothing is served from a cache), and no answer (an access token, an alsToken) nor argument is
 * kept in the store. None retries.
 *
 * - `refreshAccountsSession`: POST {auth base}/accounts/me/sessions/refresh with an empty JSON
 *   body; the bearer is the client's (the access token).
 * - `checkIcorePlayer`: GET /xapi/icore/checkplayer; the brand app's proxy sends the HttpOnly
 *   extToken cookie's token as the bearer.
 * - `deleteAccountsSession`: DELETE {auth base}/accounts/me/sessions (a sessions brand's logout).
 * - `clearSessionCookies`: DELETE `SESSION_COOKIES_CLEAR_PATH`, the brand app proxy's own call
 *   that clears the HttpOnly session cookies (a logout without a platform answer, a login the
 *   player refused).
 *
 * The two DELETEs have no answer worth reading: their body is neither parsed nor validated, only
 * the status counts. A failure comes back as a serialisable PlatformError (`platformFailure`
 * reads its kind and status).
 */

/** Sends one call whose answer body is ignored; failures become a serialised PlatformError. */
async function bodilessCall(
  extra: unknown,
  config: AxiosRequestConfig & { url: string },
): Promise<{ data: null } | { error: SerialisedPlatformError }> {
  const { platform } = extra as StoreExtra;
  try {
    await platform.request(config);
    return { data: null };
  } catch (error) {
    return { error: normalisePlatformError(error).toJSON() };
  }
}

export const sessionApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    refreshAccountsSession: build.mutation<AccountsSession, undefined>({
      query: () => ({
        url: `${AUTH_BASE_PATH}/accounts/me/sessions/refresh`,
        method: 'POST',
        data: {},
        schema: accountsSessionResponseSchema,
      }),
    }),
    checkIcorePlayer: build.mutation<IcoreLoginResponse, undefined>({
      query: () => ({
        url: '/xapi/icore/checkplayer',
        method: 'GET',
        schema: icoreLoginResponseSchema,
      }),
    }),
    deleteAccountsSession: build.mutation<null, undefined>({
      queryFn: (_arg, api) =>
        bodilessCall(api.extra, {
          url: `${AUTH_BASE_PATH}/accounts/me/sessions`,
          method: 'DELETE',
          signal: api.signal,
        }),
    }),
    clearSessionCookies: build.mutation<null, undefined>({
      queryFn: (_arg, api) =>
        bodilessCall(api.extra, {
          url: SESSION_COOKIES_CLEAR_PATH,
          method: 'DELETE',
          signal: api.signal,
        }),
    }),
  }),
});

/**
 * The kind and status of whatever a platform call rejected with: an `unwrap()` rejection (a
 * serialised PlatformError) or a thrown error. Never a token, a URL or a body.
 */
export function platformFailure(error: unknown): Pick<SerialisedPlatformError, 'kind' | 'status'> {
  if (typeof error === 'object' && error !== null && 'kind' in error && 'status' in error) {
    const { kind, status } = error as Partial<SerialisedPlatformError>;
    if (typeof kind === 'string' && (status === undefined || typeof status === 'number')) {
      return { kind, status };
    }
  }
  const normalised = normalisePlatformError(error);
  return { kind: normalised.kind, status: normalised.status };
}
