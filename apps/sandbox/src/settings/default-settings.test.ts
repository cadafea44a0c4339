import { getBrand } from '@clem/brand-config';
import { describe, expect, it } from 'vitest';
import { BRAND_IDS } from './brands';
import { defaultSettings } from './default-settings';

describe('defaultSettings', () => {
  it.each([
    ['zedbet', 'EUR', 2],
    ['dafabet', 'USD', 2],
    ['nextbet', 'EUR', 2],
    ['dafaspain', 'EUR', 2],
    ['msw', 'PHP', 2],
    ['kasino', 'EUR', 2],
    ['777baby', 'JPY', 0],
    ['dafakenya', 'KES', 2],
    ['dafaghana', 'GHS', 2],
  ] as const)('%s uses %s with %i decimals', (brand, currencyCode, precision) => {
    const settings = defaultSettings(brand);
    expect(settings.currencyCode).toBe(currencyCode);
    expect(settings.currency_precision).toBe(precision);
  });

  it("holds the spec's defaults for every brand, except what its operator sets", () => {
    for (const brand of BRAND_IDS) {
      const { operatorSettings } = getBrand(brand);
      expect({ ...defaultSettings(brand), ...operatorSettings }).toEqual(defaultSettings(brand));
      const notSetByOperator = (key: string) => !Object.hasOwn(operatorSettings, key);
      const expected = Object.fromEntries(
        Object.entries({
          bet_stake_max_amount: 10000,
          bet_stake_min_amount: 0,
          max_bets_on_betslip: 15,
          user_wallet_poll_time: 10000,
          cashout_timeout: 5000,
          poll_changes_refresh_interval: 5000,
          poll_changes_refresh_interval_logged_out: 5000,
          default_price_format: 'euro',
          show_countdown_digits: true,
          odds_types: ['euro', 'hk', 'us', 'malay', 'indo'],
          view_types: ['asian', 'euro', 'thai'],
          lazy_loading_markets_live_event_count_threshold: 30,
          enable_favorites: true,
          enable_floating_betslip: false,
          enable_switching_theme_modes: true,
          enable_prematch_sports: true,
          clem_show_header: true,
          display_login_button: true,
          display_registration_button: true,
          enable_my_bets: true,
        }).filter(([key]) => notSetByOperator(key)),
      );
      expect(defaultSettings(brand)).toMatchObject(expected);
    }
  });

  it('serves the brand facts of @clem/brand-config: the African betslip with tax, floating betslip, theme switch', () => {
    for (const brand of ['dafakenya', 'dafaghana'] as const) {
      expect(defaultSettings(brand)).toMatchObject({
        african_betslip: true,
        tax_deduction_enabled: true,
        enable_stake_after_tax: true,
      });
    }
    expect(defaultSettings('dafakenya')).toMatchObject({
      stake_rate_percentage: 12.5,
      tax_returns_percentage: 20,
    });
    expect(defaultSettings('zedbet')).toMatchObject({
      african_betslip: false,
      tax_deduction_enabled: false,
    });
    expect(defaultSettings('kasino').enable_floating_betslip).toBe(true);
    expect(defaultSettings('dafaspain').enable_switching_theme_modes).toBe(false);
    expect(defaultSettings('zedbet').enable_switching_theme_modes).toBe(true);
  });

  it('serves quick_bet_values as JSON text keyed by currency', () => {
    const text = defaultSettings('zedbet').quick_bet_values;
    expect(typeof text).toBe('string');
    const values: unknown = JSON.parse(String(text));
    expect(values).toMatchObject({
      EUR: [5, 25, 100, 500],
      KES: [5, 25, 100, 500],
      IDR: [50, 250, 1000, 5000],
      KRW: [5000, 25000, 100000, 500000],
      THB: [100, 500, 2500, 10000],
      default: [10, 25, 100, 500],
    });
  });

  it('hands out independent copies', () => {
    const first = defaultSettings('zedbet');
    (first.odds_types as string[]).push('changed');
    expect(defaultSettings('zedbet').odds_types).toHaveLength(5);
  });
});
