import type { CmsMenuItem, EventPathNode } from '@clem/core';
import {
  sideMenuTiers,
  type SideMenuDevice,
  type SideMenuInput,
  type SideMenuSection,
  type SideMenuTier,
} from '../navigation/sideMenu';
import type { ResolveMenuHref } from './menuLinks';

/**
 * Sample side-menu data in the CMS shapes the sandbox serves (GET /api/tabs sections, a coupon
 * group, the event path tree), for stories and tests. Written for the menu, not copied.
 */
interface SampleItem {
  id: number;
  label: string;
  link: string | null;
  icon?: string;
  tag?: string;
  loggedInOnly?: boolean;
  active?: boolean;
  loggedOutTitle?: string;
  parentFrame?: boolean;
  children?: CmsMenuItem[];
}

function cmsItem(sample: SampleItem): CmsMenuItem {
  const loggedInOnly = sample.loggedInOnly ?? false;
  return {
    id: sample.id,
    active: sample.active ?? true,
    label: sample.label,
    tag: sample.tag ?? null,
    logged_in_only: loggedInOnly,
    logged_in_title: sample.label,
    logged_out_title: loggedInOnly ? null : (sample.loggedOutTitle ?? sample.label),
    icon_name: sample.icon ?? null,
    logged_in_link: sample.link,
    logged_out_link: loggedInOnly ? null : sample.link,
    submenu_items: sample.children ?? [],
    open_in_parent_frame: sample.parentFrame ?? false,
  };
}

export const sampleMenuSections: SideMenuSection[] = [
  {
    section_name: 'menu_top_icons',
    submenu_items: [
      cmsItem({ id: 11, label: 'In-Play', link: '/live/sport/', icon: 'live' }),
      cmsItem({ id: 12, label: 'Sports', link: '/sports', icon: 'sports' }),
      cmsItem({ id: 13, label: 'Offers', link: '/promotions', icon: 'promos' }),
      cmsItem({
        id: 14,
        label: 'Cash Out',
        link: '/open_bets',
        icon: 'cashout',
        loggedInOnly: true,
      }),
      cmsItem({ id: 15, label: 'Account', link: '/account', icon: 'account', loggedInOnly: true }),
    ],
  },
  {
    section_name: 'menu_icons',
    submenu_items: [
      cmsItem({ id: 21, label: 'Home', link: '/', icon: 'home' }),
      cmsItem({ id: 22, label: 'Live Now', link: '/live/sport/', icon: 'live', tag: 'LIVE' }),
      cmsItem({
        id: 23,
        label: 'Top Sports',
        link: '/sports',
        icon: 'star',
        children: [
          cmsItem({ id: 231, label: 'Football', link: '/sports/1-FOOT', icon: 'FOOT' }),
          cmsItem({ id: 232, label: 'Basketball', link: '/sports/2-BASK', icon: 'BASK' }),
          cmsItem({ id: 233, label: 'Tennis', link: '/sports/3-TENN', icon: 'TENN' }),
        ],
      }),
      cmsItem({
        id: 24,
        label: 'My Account',
        link: null,
        icon: 'account',
        loggedInOnly: true,
        children: [
          cmsItem({ id: 241, label: 'Deposit', link: '/account/balances', icon: 'deposit' }),
          cmsItem({ id: 242, label: 'Bet History', link: '/account/bets', icon: 'history' }),
        ],
      }),
      cmsItem({ id: 25, label: 'Today', link: '/sports/fixtures', icon: 'calendar' }),
      cmsItem({ id: 26, label: 'Mega Jackpot', link: '/jackpot', icon: 'jackpot', tag: 'NEW' }),
      cmsItem({ id: 27, label: 'Retired page', link: '/old', icon: 'info', active: false }),
    ],
  },
  {
    section_name: 'third_parties',
    submenu_items: [
      cmsItem({
        id: 31,
        label: 'Kiron Virtuals',
        link: '/sports/kiron',
        icon: 'kiron-virtuals',
        tag: 'kiron-virtuals',
      }),
      cmsItem({
        id: 32,
        label: 'Live Scores',
        link: '/live-scores',
        icon: 'live',
        tag: 'live-scores',
      }),
      cmsItem({
        id: 33,
        label: 'Powerball',
        link: '/powerball',
        icon: 'jackpot',
        tag: 'powerball',
      }),
    ],
  },
  {
    section_name: 'menu_bottom_icons',
    submenu_items: [
      cmsItem({
        id: 41,
        label: 'About us',
        link: 'https://example.invalid/about',
        icon: 'info',
        parentFrame: true,
      }),
      cmsItem({ id: 42, label: 'Help centre', link: 'https://example.invalid/help', icon: 'help' }),
      cmsItem({
        id: 43,
        label: 'Transactions',
        link: '/account/transactions',
        icon: 'transactions',
        loggedInOnly: true,
      }),
      cmsItem({
        id: 44,
        label: 'Responsible Gaming',
        link: 'https://example.invalid/responsible-gaming',
        icon: 'shield',
        loggedOutTitle: 'Play Safe',
      }),
      cmsItem({ id: 45, label: 'Coming soon', link: 'javascript:void(0)', icon: 'star' }),
    ],
  },
];

export const sampleCouponGroup = {
  coupons: [
    { id: 501, name: 'Weekend Football', sport_id: 1 },
    { id: 502, name: 'NBA Tonight', sport_id: 2 },
    { id: 503, name: 'Grand Slam Specials', sport_id: 3 },
  ],
};

export const sampleSportTree: EventPathNode[] = [
  {
    id: 1,
    name: 'Football',
    slug: 'football',
    sportCode: 'FOOT',
    eventCount: 412,
    children: [
      {
        id: 10,
        name: 'England',
        slug: 'england',
        eventCount: 58,
        children: [
          { id: 100, name: 'Premier League', slug: 'premier-league', eventCount: 20, children: [] },
          { id: 101, name: 'Championship', slug: 'championship', eventCount: 24, children: [] },
        ],
      },
      {
        id: 11,
        name: 'Spain',
        slug: 'spain',
        eventCount: 30,
        children: [
          { id: 110, name: 'LaLiga', slug: 'laliga', eventCount: 10, children: [] },
          { id: 111, name: 'Segunda División', slug: 'segunda-division', children: [] },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Basketball',
    slug: 'basketball',
    sportCode: 'BASK',
    eventCount: 96,
    children: [
      {
        id: 20,
        name: 'USA',
        slug: 'usa',
        children: [{ id: 200, name: 'NBA', slug: 'nba', eventCount: 12, children: [] }],
      },
    ],
  },
  { id: 3, name: 'Darts', slug: 'darts', sportCode: 'DART', children: [] },
];

/** A stand-in for the lead's link helper: site paths are internal, http(s) external, script none. */
export const sampleResolveHref: ResolveMenuHref = (link) => {
  const trimmed = link.trim();
  if (trimmed === '' || /^javascript:/i.test(trimmed)) return null;
  if (/^https?:\/\//i.test(trimmed)) return { href: trimmed, kind: 'external' };
  if (trimmed.startsWith('/')) return { href: trimmed, kind: 'internal' };
  if (/^(mailto|tel):/i.test(trimmed)) return { href: trimmed, kind: 'plain' };
  return { href: `/${trimmed}`, kind: 'internal' };
};

export const SAMPLE_NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
/** 1 h 2 min 3 s before SAMPLE_NOW. */
export const SAMPLE_LOGIN_TIME = SAMPLE_NOW - 3_723_000;
export const SAMPLE_LAST_LOGIN = '2026-11-22T18:45:00Z';

export interface SampleTiersOptions {
  device?: SideMenuDevice;
  loggedIn?: boolean;
  now?: number;
}

/** The sample fed through `sideMenuTiers`, as the lead will do with the real data. */
export function sampleTiers({
  device = 'mobile',
  loggedIn = false,
  now = SAMPLE_NOW,
}: SampleTiersOptions = {}): SideMenuTier[] {
  const input: SideMenuInput = {
    device,
    gating: {
      currency: 'EUR',
      loggedIn,
      settings: {
        enable_prematch_sports: true,
        display_logout_button: true,
        show_powerball: true,
        show_live_score: true,
      },
    },
    isNativeApp: false,
    capabilities: { showSessionClock: true, showLastLogin: true },
    sections: sampleMenuSections,
    couponGroup: sampleCouponGroup,
    languageCount: 3,
    loginTime: loggedIn ? SAMPLE_LOGIN_TIME : null,
    lastLoginDate: loggedIn ? SAMPLE_LAST_LOGIN : null,
    now,
  };
  return sideMenuTiers(input);
}
