/**
 * The mobile footer navigation (account-and-shell §2 "Footer navigation (mobile)"), as pure
 * rules: which items show and in what order, which one is selected for a path, and the text of
 * a count badge. Components only render what these functions answer.
 *
 * Rules from the spec, in the order they are applied by `footerNavItems`:
 * 1. The configured candidate list is the starting order (duplicates keep their first place).
 * 2. Desktop and landscape keep only betslip and my bets.
 * 3. Betslip is dropped on desktop/landscape when the floating betslip is enabled.
 * 4. My bets is dropped when My Bets is disabled.
 * 5. My account replaces promos when the layout has no header or no menu.
 * 6. Promos is hidden when configured so; kiron virtuals is hidden unless they are enabled.
 * 7. When the root page is prematch the order is menu, pre-events, live, then the rest.
 * 8. The menu item sits first (left placement) or last (right placement).
 * 9. At most 5 items.
 *
 * Decisions where the spec is silent:
 * - My account only ever appears as the replacement of promos: when the layout has a header and
 *   a menu it is dropped even if configured, because the header's account menu already leads
 *   there. When the layout lacks them, my account takes promos' place in the order; if promos is
 *   not a candidate but my account is, my account keeps its own configured place. My account is
 *   shown even when promos is configured hidden (the hidden flag concerns promotions only).
 * - The floating betslip rule applies to desktop/landscape only, as the spec words it (on mobile
 *   portrait the footer betslip stays). A disabled My Bets is dropped on every viewport: a
 *   disabled feature has no entry anywhere.
 * - Menu placement wins over the prematch order for the menu itself: with right placement a
 *   prematch footer reads pre-events, live, the rest, menu.
 * - The 5-item cap cuts from the end of the non-menu items, so the menu (the way to the rest of
 *   the app) is never cut.
 * - Desktop and landscape keep betslip and my bets only when they are candidates (the list never
 *   invents items); there the menu placement does not apply since the menu is not kept.
 */

export const footerItemIds = [
  'menu',
  'live',
  'pre-events',
  'betslip',
  'my-bets',
  'promos',
  'kiron-virtuals',
  'my-account',
] as const;

export type FooterItemId = (typeof footerItemIds)[number];

export type FooterViewport = 'mobile-portrait' | 'desktop-or-landscape';
export type MenuPlacement = 'left' | 'right';

/** The spec's cap on footer items. */
export const MAX_FOOTER_ITEMS = 5;

/** The most a count badge spells out; above it the badge reads "99+". */
export const MAX_BADGE_COUNT = 99;

export interface FooterNavInput {
  viewport: FooterViewport;
  /** The root page configuration is prematch (otherwise live). */
  rootPageIsPrematch: boolean;
  /** Configured placement of the menu item. */
  menuPlacement: MenuPlacement;
  /** enable_floating_betslip. */
  floatingBetslipEnabled: boolean;
  /** enable_my_bets. */
  myBetsEnabled: boolean;
  /** False when the page layout lacks the header or the menu ("no header or menu"). */
  layoutHasHeaderAndMenu: boolean;
  /** Promos is hidden on this configuration. */
  promosHidden: boolean;
  /** Kiron virtuals are enabled (their feature flag is on). */
  kironVirtualsEnabled: boolean;
  /** The configured candidate items, in their configured order. */
  candidates: readonly FooterItemId[];
}

const desktopItems: ReadonlySet<FooterItemId> = new Set(['betslip', 'my-bets']);
const prematchLead: readonly FooterItemId[] = ['pre-events', 'live'];

/** The footer items to show, in order (see the module comment for the rules). */
export function footerNavItems(input: FooterNavInput): FooterItemId[] {
  const desktop = input.viewport === 'desktop-or-landscape';
  const replaceWithAccount = !input.layoutHasHeaderAndMenu;

  const ordered: FooterItemId[] = [];
  const add = (id: FooterItemId) => {
    if (!ordered.includes(id)) ordered.push(id);
  };
  for (const candidate of input.candidates) {
    if (candidate === 'promos' && replaceWithAccount) add('my-account');
    else add(candidate);
  }

  const kept = ordered.filter((id) => {
    if (desktop && !desktopItems.has(id)) return false;
    switch (id) {
      case 'betslip':
        return !(desktop && input.floatingBetslipEnabled);
      case 'my-bets':
        return input.myBetsEnabled;
      case 'my-account':
        return replaceWithAccount;
      case 'promos':
        return !input.promosHidden;
      case 'kiron-virtuals':
        return input.kironVirtualsEnabled;
      default:
        return true;
    }
  });

  const hasMenu = kept.includes('menu');
  let rest: FooterItemId[] = kept.filter((id) => id !== 'menu');
  if (input.rootPageIsPrematch) {
    const lead = prematchLead.filter((id) => rest.includes(id));
    rest = [...lead, ...rest.filter((id) => !lead.includes(id))];
  }
  rest = rest.slice(0, hasMenu ? MAX_FOOTER_ITEMS - 1 : MAX_FOOTER_ITEMS);
  if (!hasMenu) return rest;
  return input.menuPlacement === 'left' ? ['menu', ...rest] : [...rest, 'menu'];
}

export interface FooterOverlays {
  betslipOpen: boolean;
  /** The My Bets modal is visible. */
  myBetsOpen: boolean;
  /**
   * The root page configuration, used only for the bare path `/`: prematch selects pre-events,
   * live selects live. Left out, `/` selects nothing.
   */
  rootPageIsPrematch?: boolean;
}

/**
 * Path prefixes to the items they select, most specific first. A path matches a prefix when it
 * equals it or continues with `/`. Where several items fit (`/account/bets`), the first one
 * present in the footer wins. Menu and betslip open panels and have no path.
 *
 * Decided here (the spec only says "selected when the path matches"): `/sports/kiron` selects
 * kiron virtuals, other `/sports` pages pre-events (calendar); `/live` live; `/open_bets` (the
 * spec's cash-out entry) and `/account/bets` my bets, the latter falling back to my account;
 * `/account` my account; `/promotions` promos. A configured external promotions URL never
 * matches an app path, so it selects nothing.
 */
const pathRules: readonly (readonly [prefix: string, items: readonly FooterItemId[]])[] = [
  ['/sports/kiron', ['kiron-virtuals']],
  ['/sports', ['pre-events']],
  ['/live', ['live']],
  ['/open_bets', ['my-bets']],
  ['/account/bets', ['my-bets', 'my-account']],
  ['/account', ['my-account']],
  ['/promotions', ['promos']],
];

/** The path without query, hash, an optional two-letter locale prefix and a trailing slash. */
function appPath(pathname: string): string {
  const bare = pathname.split(/[?#]/, 1)[0] ?? '';
  const withoutLocale = bare.replace(/^\/[a-zA-Z]{2}(?=\/|$)/, '');
  const trimmed = withoutLocale.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The footer item selected for `pathname`, or undefined. Nothing is selected while the betslip
 * or My Bets is open (spec), nor for an item that is not in the footer.
 */
export function selectedFooterItem(
  items: readonly FooterItemId[],
  pathname: string,
  overlays: FooterOverlays,
): FooterItemId | undefined {
  if (overlays.betslipOpen || overlays.myBetsOpen) return undefined;
  const path = appPath(pathname);
  if (path === '/') {
    if (overlays.rootPageIsPrematch === undefined) return undefined;
    const root: FooterItemId = overlays.rootPageIsPrematch ? 'pre-events' : 'live';
    return items.includes(root) ? root : undefined;
  }
  for (const [prefix, targets] of pathRules) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      return targets.find((id) => items.includes(id));
    }
  }
  return undefined;
}

/**
 * The text of a count badge (betslip selections, open bets): nothing for zero, a negative or an
 * unusable count; "99+" past 99. Fractions are rounded down.
 */
export function badgeText(count: number): string | undefined {
  if (!Number.isFinite(count)) return undefined;
  const whole = Math.floor(count);
  if (whole <= 0) return undefined;
  return whole > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(whole);
}
