import type { AxiosInstance } from 'axios';
import { platformRequest } from './client';
import {
  advertsResponseSchema,
  allCachedSettingsResponseSchema,
  couponGroupResponseSchema,
  eventPathTreeResponseSchema,
  gcbSealResponseSchema,
  htmlWidgetResponseSchema,
  newsPopupResponseSchema,
  operatorHtmlResponseSchema,
  pageLayoutResponseSchema,
  submenuResponseSchema,
  tabsResponseSchema,
  type AdvertsResponse,
  type CouponGroupResponse,
  type EventPathTreeResponse,
  type GcbSealResponse,
  type HtmlWidgetResponse,
  type NewsPopupResponse,
  type OperatorHtmlResponse,
  type OperatorHtmlSlot,
  type PageLayoutResponse,
  type PlatformSettings,
  type SubmenuResponse,
  type TabsResponse,
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

// ---------------------------------------------------------------------------------------------
// Content (account-and-shell §7 "Content"): the frame's menus, layouts, widgets and operator HTML.

const segment = (value: string | number) => encodeURIComponent(String(value));

/** GET /api/tabs: the side menu's CMS sections. */
export function fetchTabs(client: AxiosInstance): Promise<TabsResponse> {
  return platformRequest(client, { url: '/api/tabs', method: 'GET', schema: tabsResponseSchema });
}

/** GET /api/submenus/{id}: the sub-header links. */
export function fetchSubmenu(client: AxiosInstance, id: number | string): Promise<SubmenuResponse> {
  return platformRequest(client, {
    url: `/api/submenus/${segment(id)}`,
    method: 'GET',
    schema: submenuResponseSchema,
  });
}

/** GET /api/page_layouts?url=: the page layout whose URL pattern matches a page path. */
export function fetchPageLayoutForUrl(
  client: AxiosInstance,
  url: string,
): Promise<PageLayoutResponse> {
  return platformRequest(client, {
    url: '/api/page_layouts',
    method: 'GET',
    params: { url },
    schema: pageLayoutResponseSchema,
  });
}

/** GET /api/page_layouts/{name}: a page layout by name (the fallback is `Default`). */
export function fetchPageLayoutByName(
  client: AxiosInstance,
  name: string,
): Promise<PageLayoutResponse> {
  return platformRequest(client, {
    url: `/api/page_layouts/${segment(name)}`,
    method: 'GET',
    schema: pageLayoutResponseSchema,
  });
}

/** GET /api/adverts/{id} with player_type and username. */
export function fetchAdverts(
  client: AxiosInstance,
  id: number | string,
  params: { playerType?: string; username?: string } = {},
): Promise<AdvertsResponse> {
  return platformRequest(client, {
    url: `/api/adverts/${segment(id)}`,
    method: 'GET',
    params: {
      ...(params.playerType ? { player_type: params.playerType } : {}),
      ...(params.username ? { username: params.username } : {}),
    },
    schema: advertsResponseSchema,
  });
}

/** GET /api/html_widgets/{id}?active=true. */
export function fetchHtmlWidget(
  client: AxiosInstance,
  id: number | string,
): Promise<HtmlWidgetResponse> {
  return platformRequest(client, {
    url: `/api/html_widgets/${segment(id)}`,
    method: 'GET',
    params: { active: true },
    schema: htmlWidgetResponseSchema,
  });
}

/** GET /api/operator_html/{slot}: the operator's header or footer HTML. */
export function fetchOperatorHtml(
  client: AxiosInstance,
  slot: OperatorHtmlSlot,
): Promise<OperatorHtmlResponse> {
  return platformRequest(client, {
    url: `/api/operator_html/${segment(slot)}`,
    method: 'GET',
    schema: operatorHtmlResponseSchema,
  });
}

/** GET /api/gcb_seals?host=: the token of the licence certificate link. */
export function fetchGcbSeal(client: AxiosInstance, host: string): Promise<GcbSealResponse> {
  return platformRequest(client, {
    url: '/api/gcb_seals',
    method: 'GET',
    params: { host },
    schema: gcbSealResponseSchema,
  });
}

/** GET /api/news_popup. */
export function fetchNewsPopup(client: AxiosInstance): Promise<NewsPopupResponse> {
  return platformRequest(client, {
    url: '/api/news_popup',
    method: 'GET',
    schema: newsPopupResponseSchema,
  });
}

/** GET /api/coupon_groups/{id}: the coupons of the side menu's quick links. */
export function fetchCouponGroup(
  client: AxiosInstance,
  id: number | string,
): Promise<CouponGroupResponse> {
  return platformRequest(client, {
    url: `/api/coupon_groups/${segment(id)}`,
    method: 'GET',
    schema: couponGroupResponseSchema,
  });
}
