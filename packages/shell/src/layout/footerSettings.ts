import {
  footerItemIds,
  type FooterItemId,
  type FooterNavInput,
  type MenuPlacement,
} from '../navigation/footerNav';
import { readBool, readString, readStringList, type RawSettings } from './settingValues';

/**
 * Reads the footer navigation settings (h6 settings brief "Footer navigation") into the input of
 * `footerNavItems`, without the viewport (the footer renders both lists and CSS picks one).
 *
 * - `footer_nav_items`: list of footer item ids; default menu, pre-events, live, betslip, my-bets,
 *   promos. Unknown ids are dropped; a list with no known id gives the default.
 * - `menu_placement` left|right (default left), `root_page` prematch|live (default prematch),
 *   `hide_promos_in_footer` (default false), `enable_floating_betslip` (default false, spec §3),
 *   `enable_my_bets` (default true: the sandbox default, and My Bets is a core feature).
 * - `disable_mobile_footer` (default false) is read by `mobileFooterDisabled`.
 *
 * Facts that are not settings (whether the page layout has a header and a menu, whether kiron
 * virtuals are enabled) come from the caller.
 */

export const DEFAULT_FOOTER_NAV_ITEMS: readonly FooterItemId[] = Object.freeze([
  'menu',
  'pre-events',
  'live',
  'betslip',
  'my-bets',
  'promos',
]);

export interface FooterFacts {
  /** False when the layout lacks the header or the menu (my account then replaces promos). */
  layoutHasHeaderAndMenu: boolean;
  /** Kiron virtuals are enabled for this player (feature gating). */
  kironVirtualsEnabled: boolean;
}

export type FooterSettingsInput = Omit<FooterNavInput, 'viewport'>;

function isFooterItemId(value: string): value is FooterItemId {
  return (footerItemIds as readonly string[]).includes(value);
}

export function readFooterCandidates(value: unknown): FooterItemId[] {
  const list = readStringList(value)?.filter(isFooterItemId);
  return list && list.length > 0 ? list : [...DEFAULT_FOOTER_NAV_ITEMS];
}

export function readMenuPlacement(value: unknown): MenuPlacement {
  return readString(value)?.toLowerCase() === 'right' ? 'right' : 'left';
}

/** root_page: anything but "live" (case-insensitive) is prematch. */
export function readRootPageIsPrematch(value: unknown): boolean {
  return readString(value)?.toLowerCase() !== 'live';
}

export function footerSettingsInput(
  settings: RawSettings,
  facts: FooterFacts,
): FooterSettingsInput {
  const s = settings ?? {};
  return {
    candidates: readFooterCandidates(s.footer_nav_items),
    menuPlacement: readMenuPlacement(s.menu_placement),
    rootPageIsPrematch: readRootPageIsPrematch(s.root_page),
    promosHidden: readBool(s.hide_promos_in_footer, false),
    floatingBetslipEnabled: readBool(s.enable_floating_betslip, false),
    myBetsEnabled: readBool(s.enable_my_bets, true),
    layoutHasHeaderAndMenu: facts.layoutHasHeaderAndMenu,
    kironVirtualsEnabled: facts.kironVirtualsEnabled,
  };
}

/**
 * Whether the mobile footer is hidden: `disable_mobile_footer`, or native content-only mode
 * (spec §2 "Mobile layout": a footer unless disabled or in native content-only mode).
 */
export function mobileFooterDisabled(settings: RawSettings, contentOnly = false): boolean {
  return contentOnly || readBool(settings?.disable_mobile_footer, false);
}
