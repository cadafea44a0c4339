import type { Capabilities } from '@clem/brand-config';
import { isOddsFormat, settingFlag, type OddsFormat, type PlatformSettings } from '@clem/core';

export const LAYOUTS = ['asian', 'euro', 'thai'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const SORT_ORDERS = ['competition', 'time'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SettingsOptionsInput {
  settings: PlatformSettings;
  capabilities: Pick<Capabilities, 'hideDefaultStake'>;
  loggedIn: boolean;
  /** The layout the page shows now (the player's stored choice, or null before any). */
  currentLayout: Layout | null;
  /**
   * The restricted variant: a brand whose capability `restrictThaiLayout` is on (the spec's
   * "thai removed for a restricted variant"). The caller passes that capability.
   */
  restrictedVariant: boolean;
}

export interface SettingsOptions {
  sortOrders: readonly SortOrder[];
  /** euro first, then the settings' odds_types in their order (unknown names dropped). */
  oddsFormats: readonly OddsFormat[];
  /** In the order asian, euro, thai; euro is always there. */
  layouts: readonly Layout[];
  /** The layout the panel starts with: see `resolveLayout`. */
  selectedLayout: Layout;
  /** enable_switching_theme_modes. */
  showTheme: boolean;
  /** allow_higher_odds_and_cashout. */
  showAcceptHigherOdds: boolean;
  /** Logged in, and the brand does not hide it (capability hideDefaultStake: the Spain brand). */
  showDefaultStake: boolean;
}

/**
 * A chosen layout that is not available falls back to the current layout when that is
 * available, else asian when available, else euro (always available).
 */
export function resolveLayout(
  chosen: Layout | null,
  currentLayout: Layout | null,
  available: readonly Layout[],
): Layout {
  if (chosen && available.includes(chosen)) return chosen;
  if (currentLayout && available.includes(currentLayout)) return currentLayout;
  return available.includes('asian') ? 'asian' : 'euro';
}

/** Which controls and options the settings panel shows (account-and-shell §2, §5). */
export function settingsOptions({
  settings,
  capabilities,
  loggedIn,
  currentLayout,
  restrictedVariant,
}: SettingsOptionsInput): SettingsOptions {
  const extraOddsFormats = settings.odds_types
    .map((name) => name.trim().toLowerCase())
    .filter(
      (name, index, all): name is OddsFormat =>
        name !== 'euro' && isOddsFormat(name) && all.indexOf(name) === index,
    );
  const views = new Set(settings.view_types.map((type) => type.trim().toLowerCase()));
  const layouts = LAYOUTS.filter(
    (layout) =>
      layout === 'euro' || (views.has(layout) && !(layout === 'thai' && restrictedVariant)),
  );
  return {
    sortOrders: SORT_ORDERS,
    oddsFormats: ['euro', ...extraOddsFormats],
    layouts,
    selectedLayout: resolveLayout(currentLayout, null, layouts),
    showTheme: settings.enable_switching_theme_modes,
    showAcceptHigherOdds: settingFlag(settings, 'allow_higher_odds_and_cashout'),
    showDefaultStake: loggedIn && !capabilities.hideDefaultStake,
  };
}
