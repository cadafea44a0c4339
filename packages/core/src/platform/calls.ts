import type { AxiosInstance } from 'axios';
import { platformRequest } from './client';
import {
  allCachedSettingsResponseSchema,
  eventPathTreeResponseSchema,
  type EventPathTreeResponse,
  type PlatformSettings,
} from './schemas';

/**
 * The platform calls as plain functions, shared by server components (first render) and the
 * RTK Query endpoints (client). Paths and params are the spec's.
 */
export function fetchAllCachedSettings(
  client: AxiosInstance,
  params: { currency?: string } = {},
): Promise<PlatformSettings> {
  return platformRequest(client, {
    url: '/api/all_cached_settings',
    method: 'GET',
    params: { cached: true, all: true, ...(params.currency ? { c: params.currency } : {}) },
    schema: allCachedSettingsResponseSchema,
  });
}

export interface EventPathTreeParams {
  periodType?: string;
  sportCode?: string;
  eventTypeFilter?: string;
  lightWeightResponse?: boolean;
}

export function fetchEventPathTree(
  client: AxiosInstance,
  params: EventPathTreeParams = {},
): Promise<EventPathTreeResponse> {
  return platformRequest(client, {
    url: '/xapi/rest/eventpathtree',
    method: 'GET',
    params: { lightWeightResponse: true, includeUnpricedMarkets: false, ...params },
    schema: eventPathTreeResponseSchema,
  });
}
