import * as z from 'zod/mini';
import { settingsDefaults as d } from './settingsDefaults';

/**
 * `GET /api/all_cached_settings` answers a flat object of operator settings. Values arrive as
 * booleans, numbers, strings ("true", "5000") or JSON text; each known key is coerced here and
 * falls back to the spec's default when it is missing or unusable, so one bad setting never
 * breaks a page. The whole body must still be an object: anything else is a malformed response.
 */

const boolSetting = (fallback: boolean) =>
  z.pipe(
    z.pipe(
      z.transform((value) => {
        if (typeof value === 'boolean') return value;
        if (value === 'true' || value === '1' || value === 1) return true;
        if (value === 'false' || value === '0' || value === 0) return false;
        return undefined;
      }),
      z.optional(z.boolean()),
    ),
    z.transform((value) => value ?? fallback),
  );

const numberSetting = (fallback: number) =>
  z.pipe(
    z.pipe(
      z.transform((value) => {
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
          return Number(value);
        }
        return undefined;
      }),
      z.optional(z.number()),
    ),
    z.transform((value) => value ?? fallback),
  );

const stringSetting = (fallback: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (typeof value === 'string' && value !== '' ? value : fallback)),
  );

const listSetting = (fallback: readonly string[]) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value): string[] => {
      if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
      if (typeof value === 'string' && value.trim() !== '') {
        return value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
      }
      return [...fallback];
    }),
  );

export const themeModeSchema = z.enum(['light', 'dark', 'system']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

/** default_theme_mode: "dark mode" gives dark, "light mode" gives light, anything else system. */
export function themeModeFromSetting(value: unknown): ThemeMode {
  if (typeof value !== 'string') return 'system';
  const normalised = value.toLowerCase().replace(/[_-]/g, ' ').trim();
  if (normalised === 'dark mode' || normalised === 'dark') return 'dark';
  if (normalised === 'light mode' || normalised === 'light') return 'light';
  return 'system';
}

export const platformSettingsSchema = z.catchall(
  z.object({
    bet_stake_max_amount: numberSetting(d.bet_stake_max_amount),
    bet_stake_min_amount: numberSetting(d.bet_stake_min_amount),
    max_bets_on_betslip: numberSetting(d.max_bets_on_betslip),
    user_wallet_poll_time: numberSetting(d.user_wallet_poll_time),
    currencyCode: stringSetting(d.currencyCode),
    currency_precision: numberSetting(d.currency_precision),
    cashout_timeout: numberSetting(d.cashout_timeout),
    poll_changes_refresh_interval: numberSetting(d.poll_changes_refresh_interval),
    poll_changes_refresh_interval_logged_out: numberSetting(
      d.poll_changes_refresh_interval_logged_out,
    ),
    // An empty string is a value here: the operator turns push off (the live data is polled).
    live_stream_url: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => (typeof value === 'string' ? value.trim() : d.live_stream_url)),
    ),
    default_price_format: stringSetting(d.default_price_format),
    show_countdown_digits: boolSetting(d.show_countdown_digits),
    odds_types: listSetting(d.odds_types),
    view_types: listSetting(d.view_types),
    lazy_loading_markets_live_event_count_threshold: numberSetting(
      d.lazy_loading_markets_live_event_count_threshold,
    ),
    enable_favorites: boolSetting(d.enable_favorites),
    enable_floating_betslip: boolSetting(d.enable_floating_betslip),
    enable_switching_theme_modes: boolSetting(d.enable_switching_theme_modes),
    enable_prematch_sports: boolSetting(d.enable_prematch_sports),
    default_theme_mode: z.pipe(z.optional(z.unknown()), z.transform(themeModeFromSetting)),
    quick_bet_values: z.pipe(
      z.optional(z.unknown()),
      z.transform((value) => (typeof value === 'string' ? value : '')),
    ),
  }),
  z.unknown(),
);

export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const allCachedSettingsResponseSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  platformSettingsSchema,
);
