import { defineSlice, type PayloadAction } from './slice';

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

export const favouriteEventsSlice = defineSlice({
  name: 'favouriteEvents',
  initialState: initialFavouriteEventsState,
  reducers: {
    favouriteToggled: (state, action: PayloadAction<number>) => {
      const id = action.payload;
      if (!isEventId(id)) return state;
      if (state.ids.includes(id)) return { ids: state.ids.filter((other) => other !== id) };
      return { ids: [...state.ids, id].slice(-MAX_FAVOURITE_EVENTS) };
    },
    favouritesCleared: () => ({ ids: [] }),
  },
  selectors: {
    selectFavouriteIds: (state) => state.ids,
    selectIsFavourite: (state, id: number) => state.ids.includes(id),
  },
});

export const { favouriteToggled, favouritesCleared } = favouriteEventsSlice.actions;
export const { selectFavouriteIds, selectIsFavourite } = favouriteEventsSlice.selectors;
