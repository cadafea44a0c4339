import {
  chooseCompetition,
  competitionsChanged,
  desktopFilterFor,
  initialLiveFilterState,
  liveFilterForCompetitions,
  resetLiveFilter,
  rootReducer,
  selectAllDesktop,
  toggleDesktopCompetition,
  toggleDesktopLeague,
  toggleLeague,
  type DesktopFilterState,
  type LiveCompetition,
  type LiveFilterState,
} from '@clem/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The live events filters of this tab (betting-area §3 "Live events filter"): the phone filter
 * (one competition and some of its leagues) and the desktop filter (a tri-state per competition).
 * The rules are core's (`liveFilters.ts`); this slice only holds their state.
 *
 * Reducer path `liveFilter`, injected into core's `rootReducer` when this module loads. Session
 * only: not persisted, so a new visit starts with every live event shown.
 */
export interface LiveFilterSliceState {
  mobile: LiveFilterState;
  desktop: DesktopFilterState;
}

export const initialLiveFilterSliceState: LiveFilterSliceState = {
  mobile: initialLiveFilterState,
  desktop: desktopFilterFor([]),
};

export const liveFilterSlice = createSlice({
  name: 'liveFilter',
  initialState: initialLiveFilterSliceState,
  reducers: {
    /** The phone filter: a competition chosen (null: all); its chosen leagues are cleared. */
    liveCompetitionChosen(state, action: PayloadAction<number | null>) {
      state.mobile = chooseCompetition(state.mobile, action.payload);
    },
    /** The phone filter: a league chip toggled. */
    liveLeagueToggled(state, action: PayloadAction<number>) {
      state.mobile = toggleLeague(state.mobile, action.payload);
    },
    /** The phone filter's Reset. */
    liveFilterReset(state) {
      state.mobile = resetLiveFilter();
    },
    /** The desktop filter: a competition's tri-state toggled. */
    desktopCompetitionToggled(state, action: PayloadAction<number>) {
      state.desktop = toggleDesktopCompetition(state.desktop, action.payload);
    },
    /** The desktop filter: a league's box toggled. */
    desktopLeagueToggled(state, action: PayloadAction<number>) {
      state.desktop = toggleDesktopLeague(state.desktop, action.payload);
    },
    /** The desktop filter's "All": every competition selected again. */
    desktopAllSelected(state) {
      state.desktop = selectAllDesktop(state.desktop);
    },
    /**
     * The live competition list changed: the desktop filter resets on a new list (same ids in the
     * same order keep it), the phone filter keeps its choice while that competition is live.
     */
    liveCompetitionsChanged(state, action: PayloadAction<readonly LiveCompetition[]>) {
      state.mobile = liveFilterForCompetitions(state.mobile, action.payload);
      state.desktop = competitionsChanged(state.desktop, action.payload);
    },
  },
});

export const {
  liveCompetitionChosen,
  liveLeagueToggled,
  liveFilterReset,
  desktopCompetitionToggled,
  desktopLeagueToggled,
  desktopAllSelected,
  liveCompetitionsChanged,
} = liveFilterSlice.actions;

/** Injected once, when the first module that reads the filters loads. */
export const liveFilter = liveFilterSlice.injectInto(rootReducer);

/** Any state that may hold the injected slice (the store's RootState does not list it). */
export interface WithLiveFilter {
  liveFilter?: LiveFilterSliceState;
}

/** The phone filter (everything shown while the slice is not injected). Takes any root state. */
export function selectLiveFilter(state: object): LiveFilterState {
  return (state as WithLiveFilter).liveFilter?.mobile ?? initialLiveFilterSliceState.mobile;
}

/** The desktop filter (everything shown while the slice is not injected). */
export function selectDesktopLiveFilter(state: object): DesktopFilterState {
  return (state as WithLiveFilter).liveFilter?.desktop ?? initialLiveFilterSliceState.desktop;
}
