import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Favourite events (betting §4 "Favourites": toggling adds the event if absent and removes it if
 * present; persisted — account-and-shell §9 lists `favouriteEvents` among the version-1 slices).
 *
 * Decision (spec silent): at most `MAX_FAVOURITE_EVENTS` ids are kept; adding one more drops the
 * oldest, so a stored list can never grow without bound. Ids are positive integers; anything
 * else is ignored.
 */
export interface FavouriteEventsState {
  ids: number[];
}

export const MAX_FAVOURITE_EVENTS = 200;

export const initialFavouriteEventsState: FavouriteEventsState = { ids: [] };

function isEventId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export const favouriteEventsSlice = createSlice({
  name: 'favouriteEvents',
  initialState: initialFavouriteEventsState,
  reducers: {
    favouriteToggled(state, action: PayloadAction<number>) {
      const id = action.payload;
      if (!isEventId(id)) return;
      const at = state.ids.indexOf(id);
      if (at >= 0) state.ids.splice(at, 1);
      else {
        state.ids.push(id);
        if (state.ids.length > MAX_FAVOURITE_EVENTS) state.ids.shift();
      }
    },
    favouritesCleared(state) {
      state.ids = [];
    },
  },
  selectors: {
    selectFavouriteIds: (state) => state.ids,
    selectIsFavourite: (state, id: number) => state.ids.includes(id),
  },
});

export const { favouriteToggled, favouritesCleared } = favouriteEventsSlice.actions;
export const { selectFavouriteIds, selectIsFavourite } = favouriteEventsSlice.selectors;
