import type { BrandConfig } from '@clem/brand-config';
import {
  fetchAdverts,
  fetchCouponGroup,
  fetchEventPathTree,
  fetchGcbSeal,
  fetchHtmlWidget,
  fetchNewsPopup,
  fetchOperatorHtml,
  fetchPageLayoutByName,
  fetchPageLayoutForUrl,
  fetchSubmenu,
  fetchTabs,
  settingFlag,
  type Advert,
  type CouponSummary,
  type EventPathNode,
  type NewsPopupResponse,
  type PageLayoutResponse,
  type PlatformSettings,
} from '@clem/core';
import { headerVariant } from '../navigation/headerVisibility';
import type { SideMenuSection } from '../navigation/sideMenu';
import {
  CONTENT_POLICY,
  serverPlatformClient,
  settle,
  sharedCall,
  type Loaded,
} from '@clem/core/server';

/**
 * Everything the frame shows around a page, fetched on the server for the first render. Content
 * changes rarely, so successful answers are reused for 30 s per brand and locale (the same rule
 * as the settings), and a failed refresh keeps the last good answer (CONTENT_POLICY). A failed
 * call without one never breaks the page: the part it feeds is left out and the failure is logged
 * once per fetch.
 */
export function cachedLoad<T>(key: string, load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
  return sharedCall(key, CONTENT_POLICY, load);
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

export interface OperatorFooterData {
  web: string | null;
  mobile: string | null;
  sealRequired: boolean;
  sealToken: string | null;
}

export interface FrameData {
  sections: readonly SideMenuSection[];
  subHeaderLinks: { id: number | string; name: string; url: string }[];
  quickLinks: CouponSummary[];
  sportTree: EventPathNode[];
  /** The operator's header HTML when the external header is configured. */
  externalHeader: { web: string; mobile: string } | null;
  footer: OperatorFooterData;
  newsPopup: NewsPopupResponse | null;
}

function orEmpty<T, R>(loaded: Loaded<T>, pick: (data: T) => R, empty: R): R {
  return loaded.ok ? pick(loaded.data) : empty;
}

/** The frame's content for one brand, locale and request host. */
export async function loadFrameData(
  brand: BrandConfig,
  locale: string,
  settings: PlatformSettings,
  host: string | null,
): Promise<FrameData> {
  const client = serverPlatformClient(brand, locale);
  const key = (what: string) => `${brand.id}:${locale}:${what}`;
  const subheaderId = positiveId(settings['subheader_id']);
  const couponGroupId = positiveId(settings['quick_links_coupon_group_id']);
  const external = headerVariant(settings) === 'external';
  const wantSports = settingFlag(settings, 'enable_prematch_sports', true);

  const [tabs, submenu, coupons, tree, headerWeb, headerMobile, footerWeb, footerMobile, news] =
    await Promise.all([
      cachedLoad(key('tabs'), () => settle('tabs', () => fetchTabs(client))),
      subheaderId === null
        ? null
        : cachedLoad(key(`submenu:${subheaderId}`), () =>
            settle('submenus', () => fetchSubmenu(client, subheaderId)),
          ),
      couponGroupId === null
        ? null
        : cachedLoad(key(`coupons:${couponGroupId}`), () =>
            settle('coupon_groups', () => fetchCouponGroup(client, couponGroupId)),
          ),
      wantSports
        ? cachedLoad(key('tree'), () => settle('eventpathtree', () => fetchEventPathTree(client)))
        : null,
      external
        ? cachedLoad(key('header_web'), () =>
            settle('operator_html', () => fetchOperatorHtml(client, 'header_web')),
          )
        : null,
      external
        ? cachedLoad(key('header_mobile'), () =>
            settle('operator_html', () => fetchOperatorHtml(client, 'header_mobile')),
          )
        : null,
      cachedLoad(key('footer_web'), () =>
        settle('operator_html', () => fetchOperatorHtml(client, 'footer_web')),
      ),
      cachedLoad(key('footer_mobile'), () =>
        settle('operator_html', () => fetchOperatorHtml(client, 'footer_mobile')),
      ),
      settingFlag(settings, 'enable_news_popup')
        ? cachedLoad(key('news'), () => settle('news_popup', () => fetchNewsPopup(client)))
        : null,
    ]);

  const sealRequired =
    (footerWeb.ok && footerWeb.data.seal_required) ||
    (footerMobile.ok && footerMobile.data.seal_required);
  const seal =
    sealRequired && host
      ? await cachedLoad(key(`seal:${host}`), () =>
          settle('gcb_seals', () => fetchGcbSeal(client, host)),
        )
      : null;

  return {
    sections: orEmpty(tabs, (data) => data.sections, []),
    subHeaderLinks: submenu ? orEmpty(submenu, (data) => data.submenu_links, []) : [],
    quickLinks: coupons ? orEmpty(coupons, (data) => data.coupons, []) : [],
    sportTree: tree ? orEmpty(tree, (data) => data.eventPaths, []) : [],
    externalHeader:
      headerWeb?.ok && headerMobile?.ok
        ? { web: headerWeb.data.content, mobile: headerMobile.data.content }
        : null,
    footer: {
      web: orEmpty(footerWeb, (data) => data.content, null),
      mobile: orEmpty(footerMobile, (data) => data.content, null),
      sealRequired,
      sealToken: seal ? orEmpty(seal, (data) => data.token, null) : null,
    },
    newsPopup: news ? orEmpty(news, (data) => (data.pages.length > 0 ? data : null), null) : null,
  };
}

export interface PageLayoutData {
  layout: PageLayoutResponse | null;
  adverts: Record<string, Advert[]>;
  htmlWidgets: Record<string, string>;
}

/**
 * The page layout for a path (looked up by URL pattern, then the layout named Default) and the
 * content of its advert and HTML widgets.
 */
export async function loadPageLayout(
  brand: BrandConfig,
  locale: string,
  lookupPath: string,
): Promise<PageLayoutData> {
  const client = serverPlatformClient(brand, locale);
  const key = (what: string) => `${brand.id}:${locale}:${what}`;
  // Both at once (Default is cached content: at most one more call per 30 s), so a slow platform
  // makes the frame wait once, not twice. "No layout for this URL" (404) is an answer, cached.
  const [byUrl, byName] = await Promise.all([
    cachedLoad<PageLayoutResponse | null>(key(`layout:${lookupPath}`), async () => {
      const loaded = await settle('page_layouts', () => fetchPageLayoutForUrl(client, lookupPath), {
        quiet404: true,
      });
      return !loaded.ok && loaded.error.status === 404 ? { ok: true as const, data: null } : loaded;
    }),
    cachedLoad(key('layout:Default'), () =>
      settle('page_layouts', () => fetchPageLayoutByName(client, 'Default')),
    ),
  ]);
  const layout = byUrl.ok && byUrl.data ? byUrl.data : byName.ok ? byName.data : null;
  if (!layout) return { layout: null, adverts: {}, htmlWidgets: {} };

  const widgets = [...layout.left_column, ...layout.right_column, ...layout.centre_column_bottom];
  const advertIds = [
    ...new Set(
      widgets.flatMap((w) =>
        w.widget_type === 'advert' && w.widget_id != null ? [String(w.widget_id)] : [],
      ),
    ),
  ];
  const widgetIds = [
    ...new Set(
      widgets.flatMap((w) =>
        w.widget_type === 'html_widget' && w.widget_id != null ? [String(w.widget_id)] : [],
      ),
    ),
  ];
  const [adverts, htmlWidgets] = await Promise.all([
    Promise.all(
      advertIds.map(async (id) => {
        const loaded = await cachedLoad(key(`adverts:${id}`), () =>
          settle('adverts', () => fetchAdverts(client, id)),
        );
        return [id, loaded.ok ? loaded.data.adverts : []] as const;
      }),
    ),
    Promise.all(
      widgetIds.map(async (id) => {
        const loaded = await cachedLoad(key(`widget:${id}`), () =>
          settle('html_widgets', () => fetchHtmlWidget(client, id)),
        );
        return [id, loaded.ok ? loaded.data.content : ''] as const;
      }),
    ),
  ]);
  return {
    layout,
    adverts: Object.fromEntries(adverts),
    htmlWidgets: Object.fromEntries(htmlWidgets),
  };
}
