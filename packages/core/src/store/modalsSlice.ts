import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Modals and overlays (account-and-shell §4 "Menus and modals"). Login, one-time code, question,
 * terms of use and boost odds are closed by default. The My Bets modal is closed, visible or
 * hidden: opening gives visible; closing gives hidden while bets are in their cash-out countdown,
 * otherwise closed; when the last countdown bet goes while hidden it becomes closed.
 *
 * `betslipOpen` is whether the betslip panel is open (the betslip issue drives it); the frame
 * reads it because nothing in the footer is selected while the betslip or My Bets is open.
 * `loginResponsible` remembers why the login modal opened (BETSLIP when adding a selection
 * asked for it), for the host message when embedded.
 */
export type MyBetsModalState = 'closed' | 'visible' | 'hidden';

export interface ModalsState {
  login: boolean;
  loginResponsible: 'BETSLIP' | null;
  termsOfUse: boolean;
  boostOdds: boolean;
  myBets: MyBetsModalState;
  betslipOpen: boolean;
}

export const initialModalsState: ModalsState = {
  login: false,
  loginResponsible: null,
  termsOfUse: false,
  boostOdds: false,
  myBets: 'closed',
  betslipOpen: false,
};

export const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    loginRequested(state, action: PayloadAction<{ responsible?: 'BETSLIP' } | undefined>) {
      state.login = true;
      state.loginResponsible = action.payload?.responsible ?? null;
    },
    loginClosed(state) {
      state.login = false;
      state.loginResponsible = null;
    },
    myBetsOpened(state) {
      state.myBets = 'visible';
    },
    myBetsClosed(state, action: PayloadAction<{ countdownBets: number }>) {
      state.myBets = action.payload.countdownBets > 0 ? 'hidden' : 'closed';
    },
    countdownBetsChanged(state, action: PayloadAction<{ countdownBets: number }>) {
      if (state.myBets === 'hidden' && action.payload.countdownBets === 0) state.myBets = 'closed';
    },
    betslipPanelSet(state, action: PayloadAction<boolean>) {
      state.betslipOpen = action.payload;
    },
  },
  selectors: {
    selectLoginOpen: (state) => state.login,
    selectLoginResponsible: (state) => state.loginResponsible,
    selectMyBetsModal: (state) => state.myBets,
    selectMyBetsVisible: (state) => state.myBets === 'visible',
    selectBetslipOpen: (state) => state.betslipOpen,
  },
});

export const {
  loginRequested,
  loginClosed,
  myBetsOpened,
  myBetsClosed,
  countdownBetsChanged,
  betslipPanelSet,
} = modalsSlice.actions;
export const {
  selectLoginOpen,
  selectLoginResponsible,
  selectMyBetsModal,
  selectMyBetsVisible,
  selectBetslipOpen,
} = modalsSlice.selectors;
