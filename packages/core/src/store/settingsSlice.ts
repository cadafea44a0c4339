import type { PlatformSettings } from '../platform/schemas/settings';
import { defaultPlatformSettings } from '../platform/schemas/settingsDefaults';
import { defineSlice, type PayloadAction } from './slice';

/** The operator settings the server fetched for the first render, kept for client islands. */
export interface SettingsState {
  values: PlatformSettings;
  loaded: boolean;
}

const initialState: SettingsState = { values: defaultPlatformSettings, loaded: false };

export const settingsSlice = defineSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsReceived: (_state, action: PayloadAction<PlatformSettings>) => ({
      values: action.payload,
      loaded: true,
    }),
  },
  selectors: {
    selectSettings: (state) => state.values,
    selectSettingsLoaded: (state) => state.loaded,
  },
});

export const { settingsReceived } = settingsSlice.actions;
export const { selectSettings, selectSettingsLoaded } = settingsSlice.selectors;
