import {
  isOddsFormat,
  themeModeSchema,
  type AccountPrefsData,
  type PlayerSettingsState,
  type ThemeMode,
} from '@clem/core';
import { LAYOUTS, SORT_ORDERS, type Layout, type SortOrder } from './settingsOptions';

/** What the platform's account preferences say, as player settings plus the theme. */
export interface AppliedAccountPrefs {
  settings: Partial<PlayerSettingsState>;
  /** Only when the prefs carry a valid theme (they do when switching is on). */
  theme?: ThemeMode;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Account preferences (§3: price_format, layout, default_stake, sort_by, accept_higher_odds,
 * theme) → player settings, applied after login. Each field is read on its own: a missing or
 * invalid one is left out (the local choice stays), so one bad value never drops the others.
 * accept_higher_odds true is userAcceptOdds 'D' (accepts higher odds), false is 'A' (§3).
 * default_stake is integer minor units; 0 means no default stake.
 */
export function settingsFromAccountPrefs(data: unknown): AppliedAccountPrefs {
  const prefs = record(data);
  const settings: Partial<PlayerSettingsState> = {};
  const oddsFormat = typeof prefs.price_format === 'string' ? prefs.price_format.toLowerCase() : '';
  if (isOddsFormat(oddsFormat)) settings.oddsType = oddsFormat;
  if ((LAYOUTS as readonly unknown[]).includes(prefs.layout))
    settings.layout = prefs.layout as Layout;
  if ((SORT_ORDERS as readonly unknown[]).includes(prefs.sort_by)) {
    settings.sortBy = prefs.sort_by as SortOrder;
  }
  if (typeof prefs.accept_higher_odds === 'boolean') {
    settings.userAcceptOdds = prefs.accept_higher_odds ? 'D' : 'A';
  }
  const stake = prefs.default_stake;
  if (typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= 0) {
    settings.defaultStake = stake === 0 ? null : stake;
  }
  const theme = themeModeSchema.safeParse(prefs.theme);
  return theme.success ? { settings, theme: theme.data } : { settings };
}

export interface AccountPrefsFromSettingsInput {
  settings: PlayerSettingsState;
  /** The layout the panel saved (always a real one). */
  layout: Layout;
  theme: ThemeMode;
  /** enable_switching_theme_modes: only then is the theme saved (§7). */
  themeSwitching: boolean;
}

/**
 * The PATCH accountPrefs data (§7: default_stake, layout, sort_by, price_format,
 * accept_higher_odds, theme when switching is on). An odds format still 'not_selected' and a sort
 * order still unset are left out (the platform keeps its value); no default stake is 0.
 */
export function accountPrefsFromSettings({
  settings,
  layout,
  theme,
  themeSwitching,
}: AccountPrefsFromSettingsInput): Partial<AccountPrefsData> {
  return {
    default_stake: settings.defaultStake ?? 0,
    layout,
    ...(settings.sortBy ? { sort_by: settings.sortBy } : {}),
    ...(settings.oddsType !== 'not_selected' ? { price_format: settings.oddsType } : {}),
    accept_higher_odds: settings.userAcceptOdds === 'D',
    ...(themeSwitching ? { theme } : {}),
  };
}
