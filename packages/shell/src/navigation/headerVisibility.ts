/**
 * The header's pure rules (account-and-shell §2 "Header"): whether it shows, which variant, and
 * the logged-in account menu with its disabled flags.
 *
 * Settings not in the typed platform schema arrive raw (booleans, "true"/"false", 1/0). They are
 * read here the way the schema reads its own flags. Decisions where the spec is silent:
 * - A missing or unusable header or menu flag counts as off for `enable_rebranding` and
 *   `clem_external_header_enabled` (the classic header is the plain one), and as on for the
 *   account-menu flags: the spec words them as switches that disable an item, and the sandbox
 *   does not serve them, so a missing flag must not grey out the whole menu.
 * - Account-menu items that a flag turns off stay in the list with `disabled: true` (the spec
 *   says "disabled"); the component decides whether a disabled item renders greyed or not at all.
 *   The self-exclusion entry is left out entirely unless the brand offers it
 *   (`selfExclusionEntry` capability, "shown for some brands").
 */

export interface HeaderVisibilityInput {
  /** clem_show_header. */
  clemShowHeader: boolean;
  /** The app runs inside the native app. */
  native: boolean;
  /** Content-only mode (content-embedded=true). */
  contentOnly: boolean;
  /** Mobile layout. */
  mobile: boolean;
  /** The My Bets modal is in its visible state (not closed, not hidden). */
  myBetsVisible: boolean;
}

/**
 * The header shows only if clem_show_header is on, the app is not native, not content-only, and
 * on mobile only while the My Bets modal is not visible (it replaces the page there).
 */
export function isHeaderShown(input: HeaderVisibilityInput): boolean {
  if (!input.clemShowHeader || input.native || input.contentOnly) return false;
  return !(input.mobile && input.myBetsVisible);
}

export type HeaderVariant = 'classic' | 'rebranding' | 'external';

/** A flag as the platform may send it; anything unusable gives `fallback`. */
function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 1) return true;
  if (value === 'false' || value === '0' || value === 0) return false;
  return fallback;
}

/** The settings `headerVariant` reads (a `PlatformSettings` object fits). */
export interface HeaderVariantSettings {
  readonly [setting: string]: unknown;
  readonly enable_rebranding?: unknown;
  readonly clem_external_header_enabled?: unknown;
}

/**
 * The header variant. Precedence: the operator's external HTML header
 * (clem_external_header_enabled) beats the rebranding header (enable_rebranding), which beats
 * the classic header: an operator that supplies its own header wants it whatever the styling.
 */
export function headerVariant(settings: HeaderVariantSettings): HeaderVariant {
  if (flag(settings.clem_external_header_enabled, false)) return 'external';
  if (flag(settings.enable_rebranding, false)) return 'rebranding';
  return 'classic';
}

export const accountMenuItemIds = [
  'profile',
  'balances',
  'transactions',
  'flags',
  'self-exclusion',
  'logout',
] as const;

export type AccountMenuItemId = (typeof accountMenuItemIds)[number];

export interface AccountMenuItem {
  id: AccountMenuItemId;
  disabled: boolean;
}

/** The settings `accountMenuItems` reads (a `PlatformSettings` object fits). */
export interface AccountMenuSettings {
  readonly [setting: string]: unknown;
  readonly enable_profile_tab?: unknown;
  readonly enable_balances_tab?: unknown;
  readonly enable_transactions_tab?: unknown;
  readonly enable_flags?: unknown;
  readonly enable_self_exclusion?: unknown;
  readonly display_logout_button?: unknown;
}

export interface AccountMenuBrand {
  /** The brand capability `selfExclusionEntry` (from @clem/brand-config). */
  selfExclusionEntry: boolean;
}

const itemFlags: Record<AccountMenuItemId, string> = {
  profile: 'enable_profile_tab',
  balances: 'enable_balances_tab',
  transactions: 'enable_transactions_tab',
  flags: 'enable_flags',
  'self-exclusion': 'enable_self_exclusion',
  logout: 'display_logout_button',
};

/**
 * The logged-in account menu, in order: profile (/account), balances (/account/balances),
 * transactions (/account/transactions), flags (enable_flags; the spec names only the flag),
 * self-exclusion (only where the brand offers it), logout. Each item is disabled when its flag is
 * off.
 */
export function accountMenuItems(
  settings: AccountMenuSettings,
  brand: AccountMenuBrand,
): AccountMenuItem[] {
  return accountMenuItemIds
    .filter((id) => id !== 'self-exclusion' || brand.selfExclusionEntry)
    .map((id) => ({ id, disabled: !flag(settings[itemFlags[id]], true) }));
}
