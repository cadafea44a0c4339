import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlatformSettings } from '../platform/schemas/settings';
import { defaultPlatformSettings } from '../platform/schemas/settingsDefaults';

/** The operator settings the server fetched for the first render, kept for client islands. */
export interface SettingsState {
  values: PlatformSettings;
  loaded: boolean;
}

const initialState: SettingsState = { values: defaultPlatformSettings, loaded: false };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    settingsReceived(state, action: PayloadAction<PlatformSettings>) {
      state.values = action.payload;
      state.loaded = true;
    },
  },
  selectors: {
    selectSettings: (state) => state.values,
    selectSettingsLoaded: (state) => state.loaded,
  },
});

export const { settingsReceived } = settingsSlice.actions;
export const { selectSettings, selectSettingsLoaded } = settingsSlice.selectors;
