import { defineSlice, type PayloadAction } from '../store/slice';
import type { PlayerDetails } from '../platform/schemas/account';
import { sessionEnded } from './sessionSlice';

/** §3 player details (persisted, version 1). Reset when the session ends. */
export interface PlayerDetailsState {
  details: PlayerDetails | null;
}

export const initialPlayerDetailsState: PlayerDetailsState = { details: null };

export const playerDetailsSlice = defineSlice({
  name: 'playerDetails',
  initialState: initialPlayerDetailsState,
  reducers: {
    playerDetailsReceived: (_state, action: PayloadAction<PlayerDetails>) => ({
      details: action.payload,
    }),
    playerDetailsRemoved: () => initialPlayerDetailsState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialPlayerDetailsState);
  },
  selectors: {
    selectPlayerDetails: (state) => state.details,
    selectVipLevel: (state) => state.details?.vipLevel ?? null,
  },
});

export const { playerDetailsReceived, playerDetailsRemoved } = playerDetailsSlice.actions;
export const { selectPlayerDetails, selectVipLevel } = playerDetailsSlice.selectors;
