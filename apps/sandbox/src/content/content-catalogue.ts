import {
  STREAM_PROVIDERS,
  type Advert,
  type Branding,
  type CmsMenuItem,
  type LivestreamConfig,
  type NewsPopupResponse,
  type OperatorHtmlSlot,
  type PageLayoutResponse,
  type PageWidget,
  type PromotionAudience,
  type StreamCandidate,
  type SubmenuResponse,
  type TabSectionName,
  type TabsResponse,
} from '@clem/core/schemas';
import type { JsonValue } from '../db/schema';
import { BRAND_IDS, type BrandId } from '../settings/brands';
import type { ContentKind } from './content-table';
import { ALL_HOSTILE_HTML, HOSTILE_HTML } from './hostile-fixtures';

/**
 * Every brand's CMS content, built from constants only: the same catalogue on every start and
 * every seed. Brands differ in titles, layouts, adverts and livestream countries.
 */

export interface ContentItem {
  readonly brand: BrandId;
  readonly kind: ContentKind;
  readonly key: string;
  readonly value: JsonValue;
}

/** The local HLS test stream (see README, "Test stream"). */
export const TEST_STREAM_URL = '/api/static/streams/test/index.m3u8';

const BRAND_TITLES: Readonly<Record<BrandId, string>> = {
  zedbet: 'Zedbet',
  dafabet: 'Dafabet',
  nextbet: 'Nextbet',
  dafaspain: 'Dafabet España',
  msw: 'MSW',
  kasino: 'Kasino',
  '777baby': '777 Baby',
  dafakenya: 'Dafabet Kenya',
  dafaghana: 'Dafabet Ghana',
};

/** The brands whose footer carries a gaming-licence seal. */
const SEAL_BRANDS: ReadonlySet<BrandId> = new Set(['zedbet', 'dafabet', 'msw', '777baby']);

// ---------------------------------------------------------------------------------------------
// Menu

interface MenuItemInput {
  id: number;
  label: string;
  link: string;
  icon?: string;
  tag?: string | null;
  loggedInOnly?: boolean;
  loggedInLink?: string;
  loggedOutTitle?: string;
  active?: boolean;
  openInParentFrame?: boolean;
  children?: CmsMenuItem[];
}

function menuItem(input: MenuItemInput): CmsMenuItem {
  const loggedInOnly = input.loggedInOnly ?? false;
  return {
    id: input.id,
    active: input.active ?? true,
    label: input.label,
    tag: input.tag ?? null,
    logged_in_only: loggedInOnly,
    logged_in_title: input.label,
    logged_out_title: loggedInOnly ? null : (input.loggedOutTitle ?? input.label),
    icon_name: input.icon ?? null,
    logged_in_link: input.loggedInLink ?? input.link,
    logged_out_link: loggedInOnly ? null : input.link,
    submenu_items: input.children ?? [],
    open_in_parent_frame: input.openInParentFrame ?? false,
  };
}

/** The side menu's third-party tier (account-and-shell §2), in the spec's order. */
export const THIRD_PARTY_TAGS = [
  ['kiron-virtuals', 'Kiron Virtuals', '/sports/kiron'],
  ['cryptoblast', 'Cryptoblast', '/cryptoblast'],
  ['pinnacle', 'Pinnacle', '/sports/pinnacle'],
  ['esportsbull', 'Esports Bull', '/sports/esportsbull'],
  ['parlaybay', 'ParlayBay', '/sports/parlaybay'],
  ['betradar-virtuals', 'Betradar Virtuals', '/sports/betradar-virtuals'],
  ['vir2al-games', 'Vir2al Games', '/sports/vir2al-games'],
  ['leap-virtuals', 'Leap Virtuals', '/sports/leap'],
  ['soccerbet', 'Soccerbet', '/sports/soccerbet'],
  ['edge', 'Edge', '/sports/edge'],
  ['exchange', 'Exchange', '/sports/exchange'],
  ['powerball', 'Powerball', '/powerball'],
  ['live-scores', 'Live Scores', '/live-scores'],
  ['live-lottery', 'Live Lottery', '/lotto'],
  ['dstprops', 'DST Props', '/sports/dstprops'],
] as const;

function tabs(brand: BrandId): TabsResponse {
  const title = BRAND_TITLES[brand];
  const sections: Record<TabSectionName, CmsMenuItem[]> = {
    menu_top_icons: [
      menuItem({ id: 101, label: 'Live', link: '/live/sport/', icon: 'live' }),
      menuItem({ id: 102, label: 'Sports', link: '/sports', icon: 'sports' }),
      menuItem({ id: 103, label: 'Promotions', link: '/promotions', icon: 'promos' }),
      menuItem({
        id: 104,
        label: 'My Bets',
        link: '/open_bets',
        icon: 'cashout',
        loggedInOnly: true,
      }),
      menuItem({
        id: 105,
        label: 'Account',
        link: '/account',
        icon: 'account',
        loggedInOnly: true,
      }),
    ],
    menu_icons: [
      menuItem({ id: 201, label: 'Home', link: '/', icon: 'home' }),
      menuItem({ id: 202, label: 'In-Play', link: '/live/sport/', icon: 'live', tag: 'LIVE' }),
      menuItem({
        id: 203,
        label: 'Popular',
        link: '/sports',
        icon: 'star',
        children: [
          menuItem({ id: 2031, label: 'Football', link: '/sports/1-FOOT', icon: 'FOOT' }),
          menuItem({ id: 2032, label: 'Basketball', link: '/sports/2-BASK', icon: 'BASK' }),
          menuItem({ id: 2033, label: 'Tennis', link: '/sports/3-TENN', icon: 'TENN' }),
        ],
      }),
      menuItem({ id: 204, label: 'Fixtures', link: '/sports/fixtures', icon: 'calendar' }),
      menuItem({ id: 205, label: 'Jackpot', link: '/jackpot', icon: 'jackpot', tag: 'NEW' }),
      menuItem({
        id: 206,
        label: 'Deposit',
        link: '/account/balances',
        icon: 'deposit',
        loggedInOnly: true,
      }),
      menuItem({
        id: 207,
        label: 'Bet History',
        link: '/account/bets',
        icon: 'history',
        loggedInOnly: true,
      }),
    ],
    third_parties: THIRD_PARTY_TAGS.map(([tag, label, link], index) =>
      menuItem({ id: 301 + index, label, link, icon: tag, tag }),
    ),
    menu_bottom_icons: [
      menuItem({
        id: 401,
        label: `About ${title}`,
        link: 'https://example.invalid/about',
        icon: 'info',
        openInParentFrame: true,
      }),
      menuItem({ id: 402, label: 'Help', link: 'https://example.invalid/help', icon: 'help' }),
      menuItem({
        id: 403,
        label: 'Transactions',
        link: '/account/transactions',
        icon: 'transactions',
        loggedInOnly: true,
      }),
      menuItem({
        id: 404,
        label: 'Responsible Gaming',
        link: 'https://example.invalid/responsible-gaming',
        icon: 'shield',
        loggedInLink: 'https://example.invalid/responsible-gaming?player=1',
        loggedOutTitle: 'Play Safe',
      }),
      menuItem({ id: 405, label: 'Old Casino', link: '/casino', icon: 'casino', active: false }),
    ],
  };
  return {
    sections: Object.entries(sections).map(([section_name, submenu_items]) => ({
      section_name,
      submenu_items,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Sub-headers

function submenus(): SubmenuResponse[] {
  return [
    {
      id: 1,
      submenu_links: [
        { id: 11, name: 'Live Football', url: '/live/sport/1-FOOT' },
        { id: 12, name: 'Live Tennis', url: '/live/sport/3-TENN' },
        { id: 13, name: 'Football', url: '/sports/1-FOOT' },
        { id: 14, name: 'Basketball', url: '/sports/2-BASK' },
        { id: 15, name: 'Esports', url: '/sports/esports' },
      ],
    },
    {
      id: 2,
      submenu_links: [
        { id: 21, name: 'All Live', url: '/live/sport/' },
        { id: 22, name: 'Live Basketball', url: '/live/sport/2-BASK' },
        {
          id: 23,
          name: 'Premier League',
          url: '/sports/competitions/football/england/premier-league',
        },
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Branding and page layouts

function branding(brand: BrandId): Branding {
  return {
    branding_header: [{ id: `${brand}-header`, logo_url: '/api/static/images/logo-200x50.png' }],
    favicon_url: '/api/static/images/favicon-32x32.png',
  };
}

const widget = (
  id: number,
  widget_type: PageWidget['widget_type'],
  widget_id?: number | string,
): PageWidget =>
  widget_id === undefined ? { id, widget_type, widget_id: null } : { id, widget_type, widget_id };

/** Brands with only a left column on the home page; the rest get three columns. */
const SIDE_LEFT_BRANDS: ReadonlySet<BrandId> = new Set(['kasino', '777baby', 'dafaghana']);

function pageLayouts(brand: BrandId): PageLayoutResponse[] {
  const homeColumns = SIDE_LEFT_BRANDS.has(brand) ? 'side_left' : 'triple';
  return [
    {
      name: 'Default',
      url: '*',
      column_type: 'triple',
      left_column: [widget(3, 'navigation_menu')],
      right_column: [widget(1, 'betslip'), widget(2, 'advert', 1)],
      centre_column_bottom: [],
      branding: branding(brand),
    },
    {
      name: 'Homepage',
      url: '/sports/10001',
      column_type: homeColumns,
      left_column: [widget(11, 'navigation_menu'), widget(12, 'html_widget', 1)],
      right_column:
        homeColumns === 'side_left'
          ? []
          : [
              widget(13, 'live_stream_video_player'),
              widget(14, 'betslip'),
              widget(15, 'advert', 1),
            ],
      centre_column_bottom: [widget(16, 'html_widget', 2), widget(17, 'advert', 2)],
      branding: branding(brand),
    },
    {
      name: 'Live',
      url: '/live/*',
      column_type: 'triple_side_right',
      left_column: [widget(21, 'navigation_menu')],
      right_column: [widget(22, 'live_stream_video_player'), widget(23, 'betslip')],
      centre_column_bottom: [widget(24, 'html_widget', 3)],
      branding: branding(brand),
    },
    {
      name: 'Promotions',
      url: '/promotions',
      column_type: 'single',
      left_column: [],
      right_column: [],
      centre_column_bottom: [widget(31, 'html_widget', 4)],
      branding: branding(brand),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Adverts

interface AdvertInput {
  id: number;
  audience: PromotionAudience;
  name: string;
  image: string;
  width: number;
  height: number;
  link?: string | null;
  linkName?: string | null;
  description?: string | null;
  showDescription?: boolean;
  popup?: boolean;
}

function advert(input: AdvertInput): Advert {
  const popup = input.popup ?? false;
  return {
    id: input.id,
    audience: input.audience,
    width_in_pixels: input.width,
    height_in_pixels: input.height,
    attachment_path: `/api/static/images/${input.image}`,
    description: input.description ?? null,
    name: input.name,
    link: input.link ?? null,
    link_name: input.linkName ?? null,
    popup,
    popup_allow_resize: popup,
    popup_allow_scrollbars: popup,
    popup_height: popup ? 600 : null,
    popup_width: popup ? 800 : null,
    show_description: input.showDescription ?? false,
  };
}

function advertSlots(brand: BrandId): Record<string, Advert[]> {
  const title = BRAND_TITLES[brand];
  const box = { image: 'advert-300x250.png', width: 300, height: 250 } as const;
  const leaderboard = { image: 'advert-728x90.png', width: 728, height: 90 } as const;
  return {
    '1': [
      advert({
        id: 1001,
        audience: 'all',
        name: `${title} welcome`,
        ...box,
        link: '/promotions',
        linkName: 'Promotions',
      }),
      advert({
        id: 1002,
        audience: 'logged_out',
        name: 'Join today',
        ...box,
        link: '/register',
        linkName: 'Join',
      }),
      advert({
        id: 1003,
        audience: 'logged_in',
        name: 'Reload bonus',
        ...box,
        link: '/account/balances',
      }),
      advert({
        id: 1004,
        audience: 'logged_in_deposited',
        name: 'Cashback week',
        ...box,
        description: 'Get 10% back on losing bets.',
        showDescription: true,
      }),
      advert({
        id: 1005,
        audience: 'logged_in_not_deposited',
        name: 'First deposit bonus',
        ...box,
        link: '/account/balances',
        linkName: 'Deposit',
      }),
      advert({
        id: 1006,
        audience: 'logged_in_not_played',
        name: 'Free bet',
        ...box,
        popup: true,
        link: 'https://example.invalid/free-bet',
        linkName: 'Read more',
      }),
      advert({
        id: 1007,
        audience: 'imported_list',
        name: 'VIP invitation',
        ...box,
        link: 'https://example.invalid/vip',
      }),
      advert({
        id: 1008,
        audience: 'just_registered',
        name: 'Welcome aboard',
        ...box,
        description: 'Your first bet is on us.',
        showDescription: true,
      }),
    ],
    '2': [
      advert({
        id: 2001,
        audience: 'all',
        name: 'Champions night',
        ...leaderboard,
        link: '/sports/1-FOOT',
      }),
      // Adverts carry no HTML: name, link_name and description are plain text (account-and-shell
      // §3 "Advert"; only an HTML widget's content and the operator header and footer are HTML).
      // The hostile samples here are in the URL fields, which the front end checks.
      advert({
        id: 2002,
        audience: 'all',
        name: 'Accumulator boost',
        ...leaderboard,
        link: 'data:text/html;base64,PHNjcmlwdD5hbGVydCg2KTwvc2NyaXB0Pg==',
        linkName: 'Boost your accumulator',
        description: 'Up to 50% more on winning accumulators of five or more selections.',
        showDescription: true,
      }),
      advert({
        id: 2003,
        audience: 'logged_out',
        name: 'Hostile link (fixture)',
        image: 'advert-320x100.png',
        width: 320,
        height: 100,
        link: 'JaVaScRiPt:alert(7)',
        linkName: 'Click',
        description: 'New players: a free bet on your first deposit.',
        showDescription: true,
      }),
    ],
    jackpot_banner: [
      advert({
        id: 3001,
        audience: 'all',
        name: 'Jackpot: 1,000,000',
        image: 'jackpot-banner-728x90.png',
        width: 728,
        height: 90,
        link: '/jackpot',
        linkName: 'Play jackpot',
      }),
    ],
    jackpot_bets: [
      advert({
        id: 3101,
        audience: 'all',
        name: 'Jackpot bets',
        image: 'jackpot-bets-300x250.png',
        width: 300,
        height: 250,
        link: '/jackpot',
      }),
      advert({
        id: 3102,
        audience: 'logged_in',
        name: 'Your jackpot tickets',
        image: 'jackpot-bets-300x250.png',
        width: 300,
        height: 250,
        link: '/account/bets',
      }),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// HTML widgets, news popup, operator HTML

interface HtmlWidget {
  active: boolean;
  content: string;
}

function htmlWidgets(brand: BrandId): Record<string, HtmlWidget> {
  const title = BRAND_TITLES[brand];
  return {
    '1': { active: true, content: `<h3>${title}</h3><p>Bet responsibly. 18+ only.</p>` },
    '2': { active: true, content: ALL_HOSTILE_HTML },
    '3': {
      active: true,
      content: `<p>Watch live on ${title}.</p>${HOSTILE_HTML.scriptTag}${HOSTILE_HTML.svgOnload}`,
    },
    '4': {
      active: true,
      content: `<p>Promotions</p>${HOSTILE_HTML.hidingStyle}${HOSTILE_HTML.iframeJavascript}`,
    },
    '5': { active: false, content: '<p>Retired widget</p>' },
  };
}

function newsPopup(brand: BrandId): NewsPopupResponse {
  return {
    id: 1,
    title: `What's new at ${BRAND_TITLES[brand]}`,
    pages: [
      { id: 1, title: 'Faster cash out', content: '<p>Cash out is now instant.</p>' },
      { id: 2, title: 'Live streaming', content: '<p>Watch selected events live.</p>' },
      {
        id: 3,
        title: 'Fine print (fixture)',
        content: `${HOSTILE_HTML.javascriptLink}${HOSTILE_HTML.mixedCaseJavascriptLink}`,
      },
    ],
  };
}

function operatorHtml(
  brand: BrandId,
): Record<OperatorHtmlSlot, { content: string; seal_required: boolean }> {
  const title = BRAND_TITLES[brand];
  const sealRequired = SEAL_BRANDS.has(brand);
  return {
    header_web: {
      content: `<div class="op-header"><img src="/api/static/images/logo-200x50.png" alt="${title}"></div>`,
      seal_required: false,
    },
    header_mobile: {
      content: `<div class="op-header op-header--mobile">${title}</div>`,
      seal_required: false,
    },
    footer_web: {
      // One link per label: the hostile link is "Rules", so the sanitised footer (which keeps a
      // refused link's text) never shows a second "Terms" beside the real one.
      content: `<div class="op-footer"><p>&copy; ${title}. Licensed and regulated.</p><ul><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li><li>${HOSTILE_HTML.mixedCaseJavascriptLink}</li></ul></div>`,
      seal_required: sealRequired,
    },
    footer_mobile: {
      content: `<div class="op-footer"><p>&copy; ${title}</p><p><a href="/terms">Terms</a></p>${HOSTILE_HTML.imgOnerror}</div>`,
      seal_required: sealRequired,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Video streams

/** The events part of the sandbox numbers its events from here and names streams `stream-<id>`. */
export const FIRST_STREAMED_EVENT_ID = 1_000_001;

/**
 * The stream candidate for any event: `stream-<event id>`, a provider picked by the id, the
 * local test stream. The catalogue stores the first eight (with Betradar ids); the routes make
 * the rest on demand, so every event the events part marks as streamed can be played.
 */
export function streamForEvent(eventId: number, betradarId: number | null = null): StreamCandidate {
  return {
    stream_id: `stream-${eventId}`,
    provider: STREAM_PROVIDERS[eventId % STREAM_PROVIDERS.length] ?? 'perform_v2',
    betradar_id: betradarId,
    event_id: eventId,
    url: TEST_STREAM_URL,
  };
}

/** A candidate known only by its Betradar id (no event in the sandbox). */
export function streamForBetradarId(betradarId: number): StreamCandidate {
  return {
    stream_id: `betradar-${betradarId}`,
    provider: 'perform_v2',
    betradar_id: betradarId,
    event_id: null,
    url: TEST_STREAM_URL,
  };
}

function videoStreams(): StreamCandidate[] {
  return Array.from({ length: 8 }, (_unused, index) =>
    streamForEvent(FIRST_STREAMED_EVENT_ID + index, 50_000_001 + index),
  );
}

const LIVESTREAM_CONFIGS: Readonly<Record<BrandId, LivestreamConfig>> = {
  zedbet: { allowed_countries: [], blocked_countries: ['US', 'GB', 'FR'] },
  dafabet: { allowed_countries: [], blocked_countries: ['US', 'PH'] },
  nextbet: { allowed_countries: [], blocked_countries: ['US'] },
  dafaspain: { allowed_countries: ['ES'], blocked_countries: [] },
  msw: { allowed_countries: ['PH'], blocked_countries: [] },
  kasino: { allowed_countries: [], blocked_countries: ['US', 'DE'] },
  '777baby': { allowed_countries: ['JP'], blocked_countries: [] },
  dafakenya: { allowed_countries: ['KE'], blocked_countries: [] },
  dafaghana: { allowed_countries: ['GH'], blocked_countries: [] },
};

function esportsSchedule() {
  const games = [
    ['CSGO', 'Counter-Strike: Navi vs G2'],
    ['DOTA', 'Dota 2: Liquid vs Spirit'],
    ['LOLS', 'League of Legends: T1 vs Gen.G'],
    ['EFOT', 'eFootball: Cup final'],
  ] as const;
  return {
    schedule: games.map(([sport_code, title], index) => ({
      betradar_id: 60_000_001 + index,
      stream_id: `esports-${index + 1}`,
      title,
      sport_code,
      start_time: `2026-11-23T${String(12 + index * 2).padStart(2, '0')}:00:00Z`,
      url: TEST_STREAM_URL,
    })),
  };
}

// ---------------------------------------------------------------------------------------------

/** Object types built above are plain JSON; this widens them for storage. */
function json(value: object): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}

/** The whole catalogue, every brand, in a stable order. */
export function contentCatalogue(): ContentItem[] {
  return BRAND_IDS.flatMap((brand): ContentItem[] => {
    const item = (kind: ContentKind, key: string, value: object): ContentItem => ({
      brand,
      kind,
      key,
      value: json(value),
    });
    return [
      item('tabs', 'default', tabs(brand)),
      ...submenus().map((submenu) => item('submenu', String(submenu.id), submenu)),
      ...pageLayouts(brand).map((layout) => item('page_layout', layout.name, layout)),
      ...Object.entries(advertSlots(brand)).map(([slot, adverts]) =>
        item('advert_slot', slot, { id: slot, adverts }),
      ),
      ...Object.entries(htmlWidgets(brand)).map(([key, widget]) =>
        item('html_widget', key, widget),
      ),
      item('news_popup', 'default', newsPopup(brand)),
      ...Object.entries(operatorHtml(brand)).map(([slot, html]) =>
        item('operator_html', slot, { slot, ...html }),
      ),
      item('branding', 'default', branding(brand)),
      ...videoStreams().map((stream) => item('video_stream', String(stream.stream_id), stream)),
      item('livestream_config', 'default', LIVESTREAM_CONFIGS[brand]),
      item('esports_schedule', 'default', esportsSchedule()),
    ];
  });
}
