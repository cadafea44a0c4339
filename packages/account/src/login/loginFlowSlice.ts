import { sessionEnded } from '@clem/core';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Where the player is in a login (account-and-shell §4 "Login"). Reducer path `loginFlow`; the
 * app injects it with `rootReducer.inject(loginFlowSlice)`.
 *
 * - `idle`: no login under way (the login form shows when `modals.login` is open).
 * - `credentials`: the password step was sent.
 * - `oneTimeCode` / `question`: header_login asked for a second step (otp true / otp null).
 * - `terms`: an accounts/sessions login whose scopes are `['accept-terms']`.
 * - `riskGroup`: the platform marked the player `riskGroup: true`; the notice must be
 *   acknowledged before the session starts.
 * - `singleSession`: the platform answered 409 `active_session_exists` (single_allowed_session).
 *
 * Nothing secret lives here (no password, token, code or answer): those stay in the flow's
 * memory (loginFlow.ts). `codeCooldownUntil` is the pending user's code request countdown end.
 */
export type LoginStep =
  'idle' | 'credentials' | 'oneTimeCode' | 'question' | 'terms' | 'riskGroup' | 'singleSession';

export interface LoginFlowState {
  step: LoginStep;
  loading: boolean;
  errorKey: string | null;
  question: string | null;
  pendingUsername: string | null;
  codeCooldownUntil: number | null;
  /** True once a new code was sent on request (the code form says so). */
  codeSent: boolean;
}

export const initialLoginFlowState: LoginFlowState = {
  step: 'idle',
  loading: false,
  errorKey: null,
  question: null,
  pendingUsername: null,
  codeCooldownUntil: null,
  codeSent: false,
};

export const loginFlowSlice = createSlice({
  name: 'loginFlow',
  initialState: initialLoginFlowState,
  reducers: {
    /** A call of the flow is under way: loading, previous error cleared. */
    loginCallStarted(state) {
      state.loading = true;
      state.errorKey = null;
    },
    /** A step failed with a login message key (§8); the current form stays open. */
    loginFailed(state, action: PayloadAction<string>) {
      state.loading = false;
      state.errorKey = action.payload;
    },
    /** The flow moved to a step (loading ends). */
    loginStepReached(
      state,
      action: PayloadAction<{
        step: LoginStep;
        pendingUsername?: string | null;
        question?: string | null;
      }>,
    ) {
      const { step, pendingUsername, question } = action.payload;
      state.step = step;
      state.loading = false;
      state.errorKey = null;
      if (pendingUsername !== undefined) state.pendingUsername = pendingUsername;
      if (question !== undefined) state.question = question;
    },
    /** The code request countdown end (epoch ms) for the pending user, or null. */
    codeCooldownSet(state, action: PayloadAction<number | null>) {
      state.codeCooldownUntil = action.payload;
    },
    codeSentSet(state, action: PayloadAction<boolean>) {
      state.codeSent = action.payload;
      state.loading = false;
    },
    loginErrorCleared(state) {
      state.errorKey = null;
    },
    /** The flow ended (completed or cancelled): back to idle. */
    loginFlowEnded() {
      return initialLoginFlowState;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialLoginFlowState);
  },
});

export const {
  loginCallStarted,
  loginFailed,
  loginStepReached,
  codeCooldownSet,
  codeSentSet,
  loginErrorCleared,
  loginFlowEnded,
} = loginFlowSlice.actions;

/** Any state that may hold the injected slice. */
export interface WithLoginFlow {
  loginFlow?: LoginFlowState;
}

/** The flow state; the initial state while the slice is not injected yet. */
export function selectLoginFlow(state: WithLoginFlow): LoginFlowState {
  return state.loginFlow ?? initialLoginFlowState;
}

export type LoginModal =
  'login' | 'oneTimeCode' | 'question' | 'terms' | 'riskGroup' | 'singleSession';

/**
 * Which login dialog is open: at most one. The login, one-time-code and question forms are
 * mutually exclusive with precedence one-time code, then question, then login (§4). The terms,
 * risk-group and single-session dialogs belong to the step the flow is in and replace the forms
 * while it is there. The login form needs `modals.login`; the later steps show whatever the
 * login modal flag says (the flow itself is what asked for them).
 */
export function visibleLoginModal(state: {
  loginOpen: boolean;
  step: LoginStep;
}): LoginModal | null {
  switch (state.step) {
    case 'oneTimeCode':
      return 'oneTimeCode';
    case 'question':
      return 'question';
    case 'terms':
    case 'riskGroup':
    case 'singleSession':
      return state.step;
    case 'idle':
    case 'credentials':
      return state.loginOpen ? 'login' : null;
  }
}
