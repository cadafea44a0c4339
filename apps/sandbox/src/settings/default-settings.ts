import { getBrand } from '@clem/brand-config';
import { settingsDefaults } from '@clem/core/schemas';
import type { JsonValue } from '../db/schema';
import { BRAND_CURRENCIES, type BrandId } from './brands';
import { currencyPrecision } from './currencies';
import { quickBetValuesText } from './quick-bet-values';

export type Settings = Record<string, JsonValue>;

/**
 * The settings every brand starts with: the defaults of the spec (account-and-shell §3 Settings,
 * betting §3 and §9). Where the spec names a setting without a default, the value here is the
 * plain "off" one (false, '' or an empty list) unless noted.
 */
const SHARED_DEFAULTS: Readonly<Settings> = {
  // The spec's defaults (betting §9, account-and-shell §3), written once in the platform contract.
  ...settingsDefaults,
  odds_types: [...settingsDefaults.odds_types],
  view_types: [...settingsDefaults.view_types],
  quick_bet_values: quickBetValuesText(),
  // Betting flags named in betting §3 (no defaults in the spec).
  african_betslip: false,
  uk_betslip: false,
  tax_deduction_enabled: false,
  enable_stake_after_tax: false,
  stake_rate_percentage: 0,
  tax_returns_percentage: 0,
  each_way_enabled: false,
  betslip_negative_odds_enabled: false,
  betslip_delay_before_update_stakes: 500,
  allow_higher_odds_and_cashout: true,
  betcount_polling_interval: 15000,
  // The in-play bet delay (seconds a bet with a leg in play is held before it is accepted):
  // null holds it for its sports' delay (football 5, tennis 4, others 5); a whole number from 0
  // (no delay) to 60 holds every such bet that long.
  inplay_bet_delay_seconds: null,
  // Anonymous players may build a slip and take it to a shop as a retail code (betting §6; the
  // spec does not name the setting, the front end reads this one).
  enable_retail_codes: false,
  // Account and shell (account-and-shell §3).
  display_username_and_email: 'username',
  // This operator lets players switch themes (the spec's front-end default is off).
  enable_switching_theme_modes: true,
  clem_show_header: true,
  display_login_button: true,
  display_registration_button: true,
  enable_my_bets: true,
  show_live_score: true,
  show_powerball: false,
  show_lotto: false,
  enable_clem_live_streaming: false,
  enable_clem_oddin_streaming: false,
  enable_user_activity_tracking_on_iframe: false,
  partner_product_urls: {},
  force_dsb_login: false,
  single_allowed_session: false,
  display_vip_scheme: false,
  enable_rebranding: false,
  show_dst_props_link: false,
  enable_dst_props: false,
  show_golden_race_virtuals: false,
  show_flutter_notification: false,
  show_embedded_betradar_virtuals: false,
  show_contact_details: false,
  live_chat_url: '',
  avaya_live_chat_url: '',
  live_streaming_ips: [],
  // The frame. Not named by the spec ("not shown"); the shell documents each one.
  enable_prematch_sports: true,
  clem_external_header_enabled: false,
  clem_header_toggle_balance: false,
  open_cashier_in_new_window: false,
  configured_targets: {
    cashier: '/account/balances',
    cashierDeposit: '/account/balances?cashier=deposit',
    cashierWithdrawal: '/account/balances?cashier=withdraw',
    myProfile: '/account',
    registration: 'https://example.invalid/register',
    forgotPass: 'https://example.invalid/forgot-password',
    promotions: '/promotions',
    // The operator's own site: personal data and transaction history live there (§2).
    desktopUrl: 'https://example.invalid/',
    mobileUrl: 'https://m.example.invalid/',
  },
  footer_nav_items: ['menu', 'pre-events', 'live', 'betslip', 'my-bets', 'promos'],
  menu_placement: 'left',
  root_page: 'prematch',
  hide_promos_in_footer: false,
  disable_mobile_footer: false,
  enable_kiron_virtuals: false,
  enable_news_popup: false,
  subheader_id: 1,
  quick_links_coupon_group_id: 1,
  gcb_seal_certificate_url: 'https://seal.example.invalid/certificate?token={token}',
  page_meta_tags: [
    { url: '*', title: '{brand} – sports betting', description: 'Bet on sports with {brand}.' },
    { url: '/sports', title: 'Sports – {brand}', description: 'Prematch sports betting.' },
    { url: '/sports/*', title: 'Sports betting – {brand}', description: 'Odds on every sport.' },
    { url: '/live/*', title: 'Live betting – {brand}', description: 'In-play odds, live.' },
    { url: '/promotions', title: 'Promotions – {brand}', description: 'Offers for players.' },
  ],
};

/**
 * A brand's default settings: the shared defaults, then the settings the brand's operator sets
 * (brand facts such as the African betslip with tax, in `operatorSettings` of @clem/brand-config),
 * in the brand's currency.
 */
export function defaultSettings(brand: BrandId): Settings {
  const currencyCode = BRAND_CURRENCIES[brand];
  return {
    ...structuredClone(SHARED_DEFAULTS),
    ...structuredClone(getBrand(brand).operatorSettings),
    currencyCode,
    currency_precision: currencyPrecision(currencyCode),
  };
}
