import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { platformApi, type StoreExtra } from '../platform/baseApi';
import { sessionSlice } from './sessionSlice';
import { settingsSlice } from './settingsSlice';
import { frameSlice } from './frameSlice';
import { menuSlice } from './menuSlice';
import { modalsSlice } from './modalsSlice';

/**
 * Slices are combined lazily: feature packages call `rootReducer.inject(slice)` for their own
 * slices, so core does not import features (the layering forbids it).
 */
export const rootReducer = combineSlices(
  settingsSlice,
  sessionSlice,
  frameSlice,
  menuSlice,
  modalsSlice,
  platformApi,
);

export type RootState = ReturnType<typeof rootReducer>;

export interface MakeStoreOptions {
  preloadedState?: Partial<RootState>;
  extra: StoreExtra;
}

/** One store per browser session (created in a client provider), never a module-level store. */
export function makeStore({ preloadedState, extra }: MakeStoreOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(platformApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
