import type { PlatformSettings } from './settings';

/**
 * The spec's defaults for the operator settings the front end knows (account-and-shell §3,
 * betting §9). Plain data with no zod, so client code can use the defaults without shipping the
 * schema library; `platformSettingsSchema` falls back to these same values.
 */
export const settingsDefaults = {
  bet_stake_max_amount: 10000,
  bet_stake_min_amount: 0,
  max_bets_on_betslip: 15,
  user_wallet_poll_time: 10000,
  currencyCode: 'EUR',
  currency_precision: 2,
  cashout_timeout: 5000,
  poll_changes_refresh_interval: 5000,
  poll_changes_refresh_interval_logged_out: 5000,
  /** The live push stream (same-origin path by default); empty: no push, poll the changes. */
  live_stream_url: '/xapi/marketdata/v1/stream',
  default_price_format: 'euro',
  show_countdown_digits: true,
  odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
  view_types: ['asian', 'euro', 'thai'],
  lazy_loading_markets_live_event_count_threshold: 30,
  enable_favorites: true,
  enable_floating_betslip: false,
  enable_switching_theme_modes: false,
  enable_prematch_sports: true,
  default_theme_mode: 'system',
  quick_bet_values: '',
} as const;

/** The spec's defaults, as the front end uses them before the platform has answered. */
export const defaultPlatformSettings: PlatformSettings = {
  ...settingsDefaults,
  odds_types: [...settingsDefaults.odds_types],
  view_types: [...settingsDefaults.view_types],
};
