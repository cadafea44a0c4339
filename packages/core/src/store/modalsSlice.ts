import { defineSlice, withChanges, type PayloadAction } from './slice';

/**
 * Modals and overlays (account-and-shell §4 "Menus and modals"). Login, one-time code, question,
 * terms of use and boost odds are closed by default. The My Bets modal is closed, visible or
 * hidden: opening gives visible; closing gives hidden while bets are in their countdown (placed and
 * counting down to the operator's approval decision: the only countdown the platform's calls
 * carry), otherwise closed; when the last countdown bet goes while hidden it becomes closed.
 *
 * Whether the betslip is open is the betslip's own state (`@clem/betslip`, betting §4), not a
 * modal flag here, so the two can never disagree. `loginResponsible` remembers why the login modal opened (BETSLIP when adding a selection
 * asked for it), for the host message when embedded.
 */
export type MyBetsModalState = 'closed' | 'visible' | 'hidden';

export interface ModalsState {
  login: boolean;
  loginResponsible: 'BETSLIP' | null;
  termsOfUse: boolean;
  boostOdds: boolean;
  myBets: MyBetsModalState;
}

export const initialModalsState: ModalsState = {
  login: false,
  loginResponsible: null,
  termsOfUse: false,
  boostOdds: false,
  myBets: 'closed',
};

export const modalsSlice = defineSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {
    loginRequested: (state, action: PayloadAction<{ responsible?: 'BETSLIP' } | undefined>) =>
      withChanges(state, { login: true, loginResponsible: action.payload?.responsible ?? null }),
    loginClosed: (state) => withChanges(state, { login: false, loginResponsible: null }),
    myBetsOpened: (state) => withChanges(state, { myBets: 'visible' }),
    myBetsClosed: (state, action: PayloadAction<{ countdownBets: number }>) =>
      withChanges(state, { myBets: action.payload.countdownBets > 0 ? 'hidden' : 'closed' }),
    countdownBetsChanged: (state, action: PayloadAction<{ countdownBets: number }>) =>
      state.myBets === 'hidden' && action.payload.countdownBets === 0
        ? { ...state, myBets: 'closed' }
        : state,
  },
  selectors: {
    selectLoginOpen: (state) => state.login,
    selectLoginResponsible: (state) => state.loginResponsible,
    selectMyBetsModal: (state) => state.myBets,
    selectMyBetsVisible: (state) => state.myBets === 'visible',
  },
});

export const { loginRequested, loginClosed, myBetsOpened, myBetsClosed, countdownBetsChanged } =
  modalsSlice.actions;
export const { selectLoginOpen, selectLoginResponsible, selectMyBetsModal, selectMyBetsVisible } =
  modalsSlice.selectors;
