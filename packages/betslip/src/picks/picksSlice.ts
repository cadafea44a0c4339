import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@clem/core';

/**
 * The betslip's public entry for odds buttons (issue 8): a player's picks, keyed by outcome id,
 * in the order they were added. Adding an outcome that is already picked removes it (betting §4
 * "Adding an outcome that is already selected removes it").
 *
 * This is deliberately tiny and separate from the betslip proper, so a page of odds buttons
 * loads a few hundred bytes of betslip code, not the slip. The betslip issue (9) builds the slip
 * on these picks: refs, stakes, the refresh flow, the anonymous-add rule and the size cap.
 */
export interface BetslipPick {
  outcomeId: number;
  marketId: number;
  eventId: number;
  /** The decimal price when picked. */
  decimal: number;
  outcomeDescription: string;
  marketDescription: string;
  eventDescription: string;
  sportCode?: string | undefined;
  slug?: string | undefined;
}

export interface BetslipPicksState {
  byOutcome: Record<number, BetslipPick>;
  order: number[];
}

export const initialBetslipPicksState: BetslipPicksState = { byOutcome: {}, order: [] };

export const betslipPicksSlice = createSlice({
  name: 'betslipPicks',
  initialState: initialBetslipPicksState,
  reducers: {
    pickToggled(state, action: PayloadAction<BetslipPick>) {
      const pick = action.payload;
      if (state.byOutcome[pick.outcomeId]) {
        const { [pick.outcomeId]: _removed, ...rest } = state.byOutcome;
        state.byOutcome = rest;
        state.order = state.order.filter((id) => id !== pick.outcomeId);
      } else {
        state.byOutcome[pick.outcomeId] = pick;
        state.order.push(pick.outcomeId);
      }
    },
  },
  selectors: {
    selectPickCount: (state) => state.order.length,
    selectIsPicked: (state, outcomeId: number) => outcomeId in state.byOutcome,
    selectPicks: (state) => state.order.map((id) => state.byOutcome[id]),
  },
});

/** Injected once, when the first module that needs picks loads. */
export const betslipPicks = betslipPicksSlice.injectInto(rootReducer);

export const { pickToggled } = betslipPicksSlice.actions;

/** Any root state: the slice may not be injected yet, then it reads as empty. */
type WithPicks = { betslipPicks?: BetslipPicksState };
const picks = betslipPicks.selectors;

export const selectPickCount = (state: object): number => picks.selectPickCount(state as WithPicks);
export const selectIsPicked = (state: object, outcomeId: number): boolean =>
  picks.selectIsPicked(state as WithPicks, outcomeId);
export const selectPicks = (state: object): (BetslipPick | undefined)[] =>
  picks.selectPicks(state as WithPicks);
