import * as z from 'zod/mini';

/**
 * The platform's content calls (account-and-shell §3 and §7, betting §7): CMS menus, sub-headers,
 * page layouts, adverts, HTML widgets, the news popup, operator header/footer HTML, licence seals,
 * video streams and the chat token. Objects are loose (extra fields pass through), because the
 * operator's CMS adds fields freely.
 *
 * HTML arrives as plain strings here. The schemas never clean it: sanitising is the front end's
 * job (DOMPurify) at the point where it is rendered, and the sandbox deliberately serves hostile
 * HTML to prove that it happens.
 */

const id = z.union([z.int(), z.string().check(z.minLength(1))]);

// ---------------------------------------------------------------------------------------------
// CMS menu (GET /api/tabs)

export const TAB_SECTION_NAMES = [
  'menu_top_icons',
  'menu_icons',
  'third_parties',
  'menu_bottom_icons',
] as const;
export type TabSectionName = (typeof TAB_SECTION_NAMES)[number];

export interface CmsMenuItem {
  id: number | string;
  active: boolean;
  label: string;
  tag: string | null;
  logged_in_only: boolean;
  logged_in_title: string | null;
  logged_out_title: string | null;
  icon_name: string | null;
  logged_in_link: string | null;
  logged_out_link: string | null;
  submenu_items: CmsMenuItem[];
  open_in_parent_frame: boolean;
  [key: string]: unknown;
}

export const cmsMenuItemSchema: z.ZodMiniType<CmsMenuItem> = z.lazy(() =>
  z.looseObject({
    id,
    active: z.boolean(),
    label: z.string(),
    tag: z.nullable(z.string()),
    logged_in_only: z.boolean(),
    logged_in_title: z.nullable(z.string()),
    logged_out_title: z.nullable(z.string()),
    icon_name: z.nullable(z.string()),
    logged_in_link: z.nullable(z.string()),
    logged_out_link: z.nullable(z.string()),
    submenu_items: z._default(z.array(cmsMenuItemSchema), []),
    open_in_parent_frame: z._default(z.boolean(), false),
  }),
);

/** An unknown section name is kept (as a string) so a new CMS section never breaks the menu. */
export const tabSectionSchema = z.looseObject({
  section_name: z.string().check(z.minLength(1)),
  submenu_items: z.array(cmsMenuItemSchema),
});

export const tabsResponseSchema = z.looseObject({ sections: z.array(tabSectionSchema) });
export type TabsResponse = z.infer<typeof tabsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Sub-header (GET /api/submenus/{id})

export const submenuLinkSchema = z.looseObject({ id, name: z.string(), url: z.string() });

export const submenuResponseSchema = z.looseObject({
  id,
  submenu_links: z.array(submenuLinkSchema),
});
export type SubmenuResponse = z.infer<typeof submenuResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Page layouts (GET /api/page_layouts?url=, GET /api/page_layouts/{name})

export const COLUMN_TYPES = [
  'single',
  'side_left',
  'side_right',
  'triple',
  'triple_side_right',
] as const;
export const columnTypeSchema = z.enum(COLUMN_TYPES);
export type ColumnType = z.infer<typeof columnTypeSchema>;

export const WIDGET_TYPES = [
  'navigation_menu',
  'advert',
  'html_widget',
  'live_stream_video_player',
  'betslip',
] as const;
export const widgetTypeSchema = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

/** One widget in a column; `widget_id` names the advert or HTML widget to fetch. */
export const pageWidgetSchema = z.looseObject({
  id,
  widget_type: widgetTypeSchema,
  widget_id: z.optional(z.nullable(id)),
});
export type PageWidget = z.infer<typeof pageWidgetSchema>;

export const brandingSchema = z.looseObject({
  branding_header: z.array(z.looseObject({ id })),
  favicon_url: z.string().check(z.minLength(1)),
});
export type Branding = z.infer<typeof brandingSchema>;

export const pageLayoutResponseSchema = z.looseObject({
  name: z.string().check(z.minLength(1)),
  url: z.string(),
  column_type: columnTypeSchema,
  left_column: z.array(pageWidgetSchema),
  right_column: z.array(pageWidgetSchema),
  centre_column_bottom: z.array(pageWidgetSchema),
  branding: brandingSchema,
});
export type PageLayoutResponse = z.infer<typeof pageLayoutResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Adverts (GET /api/adverts/{id}, /api/adverts/jackpot_banner, /api/adverts/jackpot_bets)

export const PROMOTION_AUDIENCES = [
  'all',
  'logged_in',
  'logged_in_deposited',
  'logged_in_not_deposited',
  'logged_in_not_played',
  'imported_list',
  'just_registered',
  'logged_out',
] as const;
export const promotionAudienceSchema = z.enum(PROMOTION_AUDIENCES);
export type PromotionAudience = z.infer<typeof promotionAudienceSchema>;

export const advertSchema = z.looseObject({
  id,
  audience: promotionAudienceSchema,
  width_in_pixels: z.nullable(z.int().check(z.nonnegative())),
  height_in_pixels: z.nullable(z.int().check(z.nonnegative())),
  attachment_path: z.nullable(z.string()),
  description: z.nullable(z.string()),
  name: z.string(),
  link: z.nullable(z.string()),
  link_name: z.nullable(z.string()),
  popup: z.boolean(),
  popup_allow_resize: z.boolean(),
  popup_allow_scrollbars: z.boolean(),
  popup_height: z.nullable(z.int().check(z.nonnegative())),
  popup_width: z.nullable(z.int().check(z.nonnegative())),
  show_description: z.boolean(),
});
export type Advert = z.infer<typeof advertSchema>;

export const advertsResponseSchema = z.looseObject({ id, adverts: z.array(advertSchema) });
export type AdvertsResponse = z.infer<typeof advertsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// HTML widgets, news popup, operator header/footer, branding, seals

/** GET /api/html_widgets/{id}. `content` is raw, untrusted HTML. */
export const htmlWidgetResponseSchema = z.looseObject({ content: z.string() });
export type HtmlWidgetResponse = z.infer<typeof htmlWidgetResponseSchema>;

export const newsPopupPageSchema = z.looseObject({
  id,
  title: z.string(),
  content: z.string(),
});

/** GET /api/news_popup. `pages[].content` is raw, untrusted HTML. */
export const newsPopupResponseSchema = z.looseObject({
  id,
  title: z.string(),
  pages: z.array(newsPopupPageSchema),
});
export type NewsPopupResponse = z.infer<typeof newsPopupResponseSchema>;

export const OPERATOR_HTML_SLOTS = [
  'header_web',
  'header_mobile',
  'footer_web',
  'footer_mobile',
] as const;
export const operatorHtmlSlotSchema = z.enum(OPERATOR_HTML_SLOTS);
export type OperatorHtmlSlot = z.infer<typeof operatorHtmlSlotSchema>;

/** GET /api/operator_html/{slot}. `content` is raw, untrusted HTML. */
export const operatorHtmlResponseSchema = z.looseObject({
  slot: operatorHtmlSlotSchema,
  content: z.string(),
  seal_required: z.boolean(),
});
export type OperatorHtmlResponse = z.infer<typeof operatorHtmlResponseSchema>;

/** GET /api/branding. */
export const brandingResponseSchema = brandingSchema;

/** GET /api/gcb_seals?host=: the token goes into the licence certificate link. */
export const gcbSealResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type GcbSealResponse = z.infer<typeof gcbSealResponseSchema>;

/** GET /api/avaya_tokens?u=. */
export const avayaTokenResponseSchema = z.looseObject({ token: z.string().check(z.minLength(1)) });
export type AvayaTokenResponse = z.infer<typeof avayaTokenResponseSchema>;

/** GET /api/metrics?app=. */
export const metricsResponseSchema = z.looseObject({ ok: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Video streams (GET /api/video_streams, /api/video_streams/{id},
// /api/video_streams/betradar_esports_schedule)

export const STREAM_PROVIDERS = [
  'perform_mobile',
  'perform_desktop',
  'perform_v2',
  'betgenius_v3',
  'oddin',
] as const;
export const streamProviderSchema = z.enum(STREAM_PROVIDERS);
export type StreamProvider = z.infer<typeof streamProviderSchema>;

export const streamCandidateSchema = z.looseObject({
  stream_id: id,
  provider: streamProviderSchema,
  betradar_id: z.nullable(id),
  event_id: z.optional(z.nullable(id)),
  url: z.string().check(z.minLength(1)),
});
export type StreamCandidate = z.infer<typeof streamCandidateSchema>;

/** ISO 3166-1 alpha-2 codes. An empty allow list means every country not blocked. */
export const livestreamConfigSchema = z.looseObject({
  allowed_countries: z.array(z.string().check(z.length(2))),
  blocked_countries: z.array(z.string().check(z.length(2))),
});
export type LivestreamConfig = z.infer<typeof livestreamConfigSchema>;

export const videoStreamsResponseSchema = z.looseObject({
  video_streams: z.array(streamCandidateSchema),
  livestream_config: livestreamConfigSchema,
});
export type VideoStreamsResponse = z.infer<typeof videoStreamsResponseSchema>;

export const videoStreamResponseSchema = z.looseObject({
  video_stream: streamCandidateSchema,
  livestream_config: livestreamConfigSchema,
});
export type VideoStreamResponse = z.infer<typeof videoStreamResponseSchema>;

export const esportsScheduleEntrySchema = z.looseObject({
  betradar_id: id,
  stream_id: id,
  title: z.string(),
  sport_code: z.string(),
  start_time: z.iso.datetime({ offset: true }),
  url: z.string().check(z.minLength(1)),
});

export const esportsScheduleResponseSchema = z.looseObject({
  schedule: z.array(esportsScheduleEntrySchema),
});
export type EsportsScheduleResponse = z.infer<typeof esportsScheduleResponseSchema>;

/** Whether a player in `countryCode` may watch, per a livestream config. */
export function isCountryAllowedToStream(config: LivestreamConfig, countryCode: string): boolean {
  const code = countryCode.toUpperCase();
  if (config.blocked_countries.includes(code)) return false;
  return config.allowed_countries.length === 0 || config.allowed_countries.includes(code);
}
