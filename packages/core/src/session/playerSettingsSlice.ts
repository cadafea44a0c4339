import { settingFlag } from '../domain/featureGating';
import { oddsFormatFromSetting, type OddsFormat, type OddsTypeSetting } from '../domain/oddsFormat';
import type { SettingsState } from '../store/settingsSlice';
import { defineSlice, withChanges, type PayloadAction } from '../store/slice';

/**
 * §3 player settings (persisted, version 1): oddsType defaults to not_selected, userAcceptOdds
 * to D (D accepts higher odds, A does not). `defaultStake` is integer minor units.
 *
 * `oddsType` keeps the spec's name for the setting because this shape is what players' browsers
 * have stored (renaming the field would drop their saved odds format); everywhere else the front
 * end calls it the odds format (`selectOddsFormat`, `oddsFormatFromSetting`).
 *
 * The slice is NOT reset when the session ends: the spec keeps the local choice ("kept locally
 * otherwise") so an anonymous visitor keeps the odds format chosen before or after a login.
 */
export interface PlayerSettingsState {
  oddsType: OddsTypeSetting;
  layout: 'asian' | 'euro' | 'thai' | null;
  userAcceptOdds: 'D' | 'A';
  sortBy: 'competition' | 'time' | null;
  defaultStake: number | null;
}

export const initialPlayerSettingsState: PlayerSettingsState = {
  oddsType: 'not_selected',
  layout: null,
  userAcceptOdds: 'D',
  sortBy: null,
  defaultStake: null,
};

export const playerSettingsSlice = defineSlice({
  name: 'playerSettings',
  initialState: initialPlayerSettingsState,
  reducers: {
    playerSettingsChanged: (state, action: PayloadAction<Partial<PlayerSettingsState>>) =>
      withChanges(state, action.payload),
  },
  selectors: {
    selectPlayerSettings: (state) => state,
  },
});

export const { playerSettingsChanged } = playerSettingsSlice.actions;
export const { selectPlayerSettings } = playerSettingsSlice.selectors;

/**
 * The player's odds format, used for display and sent as X-LVS-PriceFormat: the chosen one, else
 * the settings' default_price_format, else euro (see `oddsFormatFromSetting`).
 */
export function selectOddsFormat(state: {
  playerSettings: PlayerSettingsState;
  settings: SettingsState;
}): OddsFormat {
  return oddsFormatFromSetting(
    state.playerSettings.oddsType,
    state.settings.values.default_price_format,
  );
}

/**
 * The operator's `betslip_negative_odds_enabled` (betting §5 "Negative odds", default off): with
 * the odds format, what every price a player sees depends on (core's `oddsText`).
 */
export function selectNegativeOddsEnabled(state: { settings: SettingsState }): boolean {
  return settingFlag(state.settings.values, 'betslip_negative_odds_enabled');
}
