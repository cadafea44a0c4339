import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { oddsFormatFromPriceFormat, oddsFormats, type OddsFormat } from '../domain/odds';
import type { SettingsState } from '../store/settingsSlice';

/**
 * §3 player settings (persisted, version 1): oddsType defaults to not_selected, userAcceptOdds
 * to D (D accepts higher odds, A does not). `defaultStake` is integer minor units.
 *
 * The slice is NOT reset when the session ends: the spec keeps the local choice ("kept locally
 * otherwise") so an anonymous visitor keeps the odds format chosen before or after a login.
 */
export interface PlayerSettingsState {
  oddsType: 'not_selected' | 'euro' | 'hk' | 'us' | 'malay' | 'indo';
  layout: 'asian' | 'euro' | 'thai' | null;
  userAcceptOdds: 'D' | 'A';
  sortBy: 'competition' | 'time' | null;
  defaultStake: number | null;
}

export type OddsTypeSetting = PlayerSettingsState['oddsType'];

export const initialPlayerSettingsState: PlayerSettingsState = {
  oddsType: 'not_selected',
  layout: null,
  userAcceptOdds: 'D',
  sortBy: null,
  defaultStake: null,
};

export const playerSettingsSlice = createSlice({
  name: 'playerSettings',
  initialState: initialPlayerSettingsState,
  reducers: {
    playerSettingsChanged(state, action: PayloadAction<Partial<PlayerSettingsState>>) {
      return { ...state, ...action.payload };
    },
  },
  selectors: {
    selectPlayerSettings: (state) => state,
  },
});

export const { playerSettingsChanged } = playerSettingsSlice.actions;
export const { selectPlayerSettings } = playerSettingsSlice.selectors;

/**
 * The effective odds type, used for display and sent as X-LVS-PriceFormat: the chosen one, else
 * the settings' default_price_format (a lower-case type or an upper-case platform price format),
 * else euro.
 */
export function effectiveOddsType(
  chosen: OddsTypeSetting,
  defaultPriceFormat: string | undefined,
): OddsFormat {
  if (chosen !== 'not_selected') return chosen;
  if (defaultPriceFormat) {
    const lower = defaultPriceFormat.toLowerCase();
    const direct = oddsFormats.find((format) => format === lower);
    return direct ?? oddsFormatFromPriceFormat(defaultPriceFormat) ?? 'euro';
  }
  return 'euro';
}

export function selectOddsType(state: {
  playerSettings: PlayerSettingsState;
  settings: SettingsState;
}): OddsFormat {
  return effectiveOddsType(
    state.playerSettings.oddsType,
    state.settings.values.default_price_format,
  );
}
