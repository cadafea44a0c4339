import {
  formatSessionClock,
  isThirdPartyTag,
  settingFlag,
  thirdPartyVisible,
  type CmsMenuItem,
  type CouponSummary,
  type GatingContext,
} from '@clem/core';
import type { Capabilities } from '@clem/brand-config';

/**
 * The side menu, top to bottom (account-and-shell §2 "Side menu", §5 "Side-menu logged_in_only
 * items", §9 "top icon strip max 5"), as pure rules: which tiers show, in order, and which items
 * each holds. Components only render what `sideMenuTiers` answers.
 *
 * 1. Mobile header (logo, close icon, account link, language selector).
 * 2. Top icon strip (CMS menu_top_icons): mobile only, at most 5 items.
 * 3. Main tier (CMS menu_icons).
 * 4. Quick links: the coupons of a coupon group.
 * 5. Settings popup: mobile and tablet only.
 * 6. AZ Sports: only if enable_prematch_sports.
 * 7. Third-party tier (CMS third_parties): each tagged item only when `thirdPartyVisible`.
 * 8. Bottom tier: session clock and last login (each when the brand capability says so and the
 *    player is logged in), plus CMS menu_bottom_icons.
 * 9. Logout block: display_logout_button on, or the app is not native.
 *
 * Every CMS item (and sub-item, recursively) is dropped when not `active`, and when
 * `logged_in_only` for an anonymous player. A logged-in player gets logged_in_title and
 * logged_in_link, an anonymous one logged_out_title and logged_out_link.
 *
 * Decisions where the spec is silent:
 * - Devices: `mobile` (phone), `tablet`, `desktop`. The mobile header belongs to the slide-in
 *   mobile menu, so it shows on mobile and tablet; the desktop menu is the collapsible column
 *   without it. "Mobile only" for the icon strip means phones only (the settings popup names
 *   tablets explicitly, the strip does not).
 * - The account link of the mobile header is offered to logged-in players only (an anonymous
 *   visitor has no account; the header's login button serves them). The language selector shows
 *   only when more than one language exists (§2 "Language dropdown").
 * - A tier of items with no visible item is left out (nothing to render); the bottom tier shows
 *   when it has a clock, a last login or an item. AZ Sports carries no items here: the sport tree
 *   component fills it from the event path tree.
 * - The 5-item cap of the icon strip counts visible items, so a hidden item frees its place.
 * - A missing title falls back to `label`; a missing link to the other state's link (an item that
 *   is not logged-in-only but only has a logged-in link still leads somewhere), else null.
 * - Third-party items with no tag or a tag outside the spec's list are kept: the CMS item is then
 *   its own flag. Tags are matched case-insensitively.
 * - The session clock needs a known login time; without one it is left out. The last login is
 *   passed on as the platform sent it (formatting a date is the component's locale job).
 * - The logout block only shows to a logged-in player: there is nothing to log out of otherwise.
 *   display_logout_button is read from the settings (missing counts as off).
 */

export type SideMenuDevice = 'mobile' | 'tablet' | 'desktop';

/** The spec's cap on the top icon strip. */
export const MAX_TOP_ICONS = 5;

export interface SideMenuItem {
  id: number | string;
  title: string;
  link: string | null;
  icon: string | null;
  tag: string | null;
  openInParentFrame: boolean;
  children: SideMenuItem[];
}

export type SideMenuTier =
  | { tier: 1; kind: 'mobile-header'; accountLink: boolean; languageSelector: boolean }
  | { tier: 2; kind: 'top-icons'; items: SideMenuItem[] }
  | { tier: 3; kind: 'main'; items: SideMenuItem[] }
  | { tier: 4; kind: 'quick-links'; items: SideMenuItem[] }
  | { tier: 5; kind: 'settings' }
  | { tier: 6; kind: 'az-sports' }
  | { tier: 7; kind: 'third-party'; items: SideMenuItem[] }
  | {
      tier: 8;
      kind: 'bottom';
      /** hh:mm:ss since login, or null when not shown. */
      sessionClock: string | null;
      /** The player's last login as the platform sent it, or null when not shown. */
      lastLogin: string | null;
      items: SideMenuItem[];
    }
  | { tier: 9; kind: 'logout' };

export type SideMenuTierKind = SideMenuTier['kind'];

export interface SideMenuSection {
  section_name: string;
  submenu_items: readonly CmsMenuItem[];
}

export interface SideMenuInput {
  device: SideMenuDevice;
  /** The currency, login, affiliate flag, third-party tokens and settings (see featureGating). */
  gating: GatingContext;
  /** Native app state isNativeApp. */
  isNativeApp: boolean;
  capabilities: Pick<Capabilities, 'showSessionClock' | 'showLastLogin'>;
  /** GET /api/tabs sections. */
  sections: readonly SideMenuSection[];
  /** The quick-links coupon group (GET /api/coupon_groups/{id}), if any. */
  couponGroup?: { coupons: readonly CouponSummary[] } | null | undefined;
  /** How many languages the brand offers. */
  languageCount: number;
  /** When the session started (epoch ms), for the session clock. */
  loginTime?: number | null | undefined;
  /** Profile lastLoginDate. */
  lastLoginDate?: string | null | undefined;
  /** The current time (epoch ms). */
  now: number;
}

/** hh:mm:ss since login: the one rule lives in core (`session/rules`). */
export { formatSessionClock };

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** One CMS item as the viewer sees it, or null when hidden from them. */
export function visibleMenuItem(item: CmsMenuItem, loggedIn: boolean): SideMenuItem | null {
  if (!item.active) return null;
  if (item.logged_in_only && !loggedIn) return null;
  const ownTitle = loggedIn ? item.logged_in_title : item.logged_out_title;
  const ownLink = loggedIn ? item.logged_in_link : item.logged_out_link;
  const otherLink = loggedIn ? item.logged_out_link : item.logged_in_link;
  return {
    id: item.id,
    title: nonEmpty(ownTitle) ?? item.label,
    link: nonEmpty(ownLink) ?? nonEmpty(otherLink),
    icon: item.icon_name,
    tag: item.tag,
    openInParentFrame: item.open_in_parent_frame,
    children: visibleMenuItems(item.submenu_items, loggedIn),
  };
}

/** The visible items of a list, in order. */
export function visibleMenuItems(items: readonly CmsMenuItem[], loggedIn: boolean): SideMenuItem[] {
  return items.flatMap((item) => {
    const visible = visibleMenuItem(item, loggedIn);
    return visible ? [visible] : [];
  });
}

function sectionItems(sections: readonly SideMenuSection[], name: string): CmsMenuItem[] {
  return sections
    .filter((section) => section.section_name === name)
    .flatMap((section) => section.submenu_items);
}

function couponLink(coupon: CouponSummary): string {
  return `/sports/${encodeURIComponent(String(coupon.sport_id))}?active-coupon=${encodeURIComponent(String(coupon.id))}`;
}

function quickLinks(group: SideMenuInput['couponGroup']): SideMenuItem[] {
  return (group?.coupons ?? []).map((coupon) => ({
    id: coupon.id,
    title: coupon.name,
    link: couponLink(coupon),
    icon: null,
    tag: null,
    openInParentFrame: false,
    children: [],
  }));
}

function thirdPartyItemVisible(item: SideMenuItem, gating: GatingContext): boolean {
  const tag = item.tag?.trim().toLowerCase();
  return !isThirdPartyTag(tag) || thirdPartyVisible(tag, gating);
}

/** The side menu's tiers to show, top to bottom (see the module comment for the rules). */
export function sideMenuTiers(input: SideMenuInput): SideMenuTier[] {
  const { device, gating, sections } = input;
  const loggedIn = gating.loggedIn;
  const tiers: SideMenuTier[] = [];

  if (device !== 'desktop') {
    tiers.push({
      tier: 1,
      kind: 'mobile-header',
      accountLink: loggedIn,
      languageSelector: input.languageCount > 1,
    });
  }

  if (device === 'mobile') {
    const items = visibleMenuItems(sectionItems(sections, 'menu_top_icons'), loggedIn).slice(
      0,
      MAX_TOP_ICONS,
    );
    if (items.length > 0) tiers.push({ tier: 2, kind: 'top-icons', items });
  }

  const main = visibleMenuItems(sectionItems(sections, 'menu_icons'), loggedIn);
  if (main.length > 0) tiers.push({ tier: 3, kind: 'main', items: main });

  const coupons = quickLinks(input.couponGroup);
  if (coupons.length > 0) tiers.push({ tier: 4, kind: 'quick-links', items: coupons });

  if (device !== 'desktop') tiers.push({ tier: 5, kind: 'settings' });

  if (settingFlag(gating.settings, 'enable_prematch_sports', true)) {
    tiers.push({ tier: 6, kind: 'az-sports' });
  }

  const thirdParty = visibleMenuItems(sectionItems(sections, 'third_parties'), loggedIn).filter(
    (item) => thirdPartyItemVisible(item, gating),
  );
  if (thirdParty.length > 0) tiers.push({ tier: 7, kind: 'third-party', items: thirdParty });

  const loginTime = input.loginTime;
  const sessionClock =
    loggedIn && input.capabilities.showSessionClock && typeof loginTime === 'number'
      ? formatSessionClock(input.now - loginTime)
      : null;
  const lastLogin =
    loggedIn && input.capabilities.showLastLogin ? nonEmpty(input.lastLoginDate) : null;
  const bottom = visibleMenuItems(sectionItems(sections, 'menu_bottom_icons'), loggedIn);
  if (sessionClock !== null || lastLogin !== null || bottom.length > 0) {
    tiers.push({ tier: 8, kind: 'bottom', sessionClock, lastLogin, items: bottom });
  }

  if (loggedIn && (settingFlag(gating.settings, 'display_logout_button') || !input.isNativeApp)) {
    tiers.push({ tier: 9, kind: 'logout' });
  }

  return tiers;
}
