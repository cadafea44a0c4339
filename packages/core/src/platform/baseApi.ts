import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosInstance, Method } from 'axios';
import type * as z from 'zod/mini';
import { providePlatformApi } from './apiRegistry';
import { platformRequest } from './client';
import { normalisePlatformError, type SerialisedPlatformError } from './errors';

/** What every store passes to its thunks: the platform client for that browser session. */
export interface StoreExtra {
  platform: AxiosInstance;
  /**
   * The platform push service's public base URL (`CLEM_PUSH_URL` on the brand server), where
   * the browser opens the live stream itself: the brand server never holds one open. Absent or
   * '': no push, the live data is polled.
   */
  pushUrl?: string;
}

export interface PlatformQueryArgs {
  url: string;
  method?: Method;
  params?: Record<string, unknown>;
  data?: unknown;
  /** The zod schema the answer must satisfy. */
  schema: z.ZodMiniType;
  /** Needs the player's bearer token: aborted before it is sent when there is no valid one. */
  withAuth?: boolean;
  /** Extra request headers (e.g. X-UUIDToken). */
  headers?: Record<string, string>;
}

/**
 * RTK Query base query over the store's axios client. The answer is validated with the call's
 * schema; failures come back as a serialisable PlatformError, so components render a translated
 * message and never see a raw exception.
 */
export const platformBaseQuery: BaseQueryFn<
  PlatformQueryArgs,
  unknown,
  SerialisedPlatformError
> = async ({ schema, ...config }, api) => {
  const { platform } = api.extra as StoreExtra;
  try {
    const data: unknown = await platformRequest(platform, {
      ...config,
      schema,
      signal: api.signal,
    });
    return { data };
  } catch (error) {
    return { error: normalisePlatformError(error).toJSON() };
  }
};

/**
 * The one base api. Feature packages add their calls with `platformApi.injectEndpoints`, beside
 * their screens; tag types are declared here so invalidation works across features.
 * Unused data is kept 60 s (spec: cache).
 */
export const platformApi = createApi({
  reducerPath: 'platform',
  baseQuery: platformBaseQuery,
  tagTypes: ['Settings', 'EventPathTree', 'Events', 'Betslip', 'Wallet', 'OpenBets', 'Player'],
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});

// Every store takes the api on now (see apiRegistry): RTK Query is loaded with the first module
// that makes calls through it, never with a page that makes none.
providePlatformApi(platformApi);
