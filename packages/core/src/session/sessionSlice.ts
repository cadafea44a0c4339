import { defineSlice, withChanges, type PayloadAction } from '../store/slice';
import type { AccountsSessionState, LoginDetails } from './loginDetails';

export type SessionHint = 'loggedIn' | 'anonymous';
export type LogoutReason = 'unauthorized' | 'jwe_token_expired';

/**
 * Session state (account-and-shell §4 "Login", "Logout", "Session handling"). A player is logged
 * in when a jweToken exists.
 *
 * - `expiresAt` / `loggedInAt` are epoch ms (`loggedInAt` drives the session clock).
 * - `hint` is what the server knew from the `jwt` cookie (never the token itself), so the first
 *   client render equals the server's; `restored` turns true once the client read its storage.
 * - `logoutInProgress` is the logout guard and loading flag: set by `logoutStarted`, kept through
 *   `sessionEnded`, and cleared by `logoutSettled` (the logout listener sends it after 1 s, §9).
 * - `logoutRequested` changes nothing here: it is the one way anything asks for a logout, and the
 *   logout listener (@clem/account) acts on it.
 */
export interface SessionState {
  jweToken: string | null;
  username: string | null;
  expiresAt: number | null;
  loggedInAt: number | null;
  loginDetails: LoginDetails | null;
  accountsSession: AccountsSessionState | null;
  logoutInProgress: boolean;
  restored: boolean;
  hint: SessionHint;
}

export const initialSessionState: SessionState = {
  jweToken: null,
  username: null,
  expiresAt: null,
  loggedInAt: null,
  loginDetails: null,
  accountsSession: null,
  logoutInProgress: false,
  restored: false,
  hint: 'anonymous',
};

export interface SessionStartedPayload {
  jweToken: string;
  username: string;
  expiresAt?: number | null;
  /** Defaults to null (no session clock) when the caller does not say when login happened. */
  loggedInAt?: number | null;
  loginDetails?: LoginDetails | null;
  accountsSession?: AccountsSessionState | null;
}

/** What storage held (see store/persistence.ts); `null`/absent fields mean nothing stored. */
export interface SessionRestoredPayload {
  jweToken?: string | null;
  username?: string | null;
  expiresAt?: number | null;
  loggedInAt?: number | null;
  loginDetails?: LoginDetails | null;
  accountsSession?: AccountsSessionState | null;
}

/** A new token for the same session (sessions refresh, icore checkplayer); keeps loggedInAt. */
export interface SessionTokenRenewedPayload {
  jweToken: string;
  expiresAt: number | null;
  accountsSession?: AccountsSessionState | null;
}

function hasToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token !== '';
}

export const sessionSlice = defineSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted: (state, action: PayloadAction<SessionStartedPayload>) => {
      const p = action.payload;
      return {
        ...state,
        jweToken: p.jweToken,
        username: p.username,
        expiresAt: p.expiresAt ?? null,
        loggedInAt: p.loggedInAt ?? null,
        // Keep what was merged before login (the saved username), add the new details.
        ...(p.loginDetails !== undefined
          ? {
              loginDetails:
                p.loginDetails === null ? null : { ...state.loginDetails, ...p.loginDetails },
            }
          : {}),
        ...(p.accountsSession !== undefined ? { accountsSession: p.accountsSession } : {}),
        hint: hasToken(p.jweToken) ? 'loggedIn' : 'anonymous',
      };
    },
    sessionTokenRenewed: (state, action: PayloadAction<SessionTokenRenewedPayload>) => ({
      ...state,
      jweToken: action.payload.jweToken,
      expiresAt: action.payload.expiresAt,
      ...(action.payload.accountsSession !== undefined
        ? { accountsSession: action.payload.accountsSession }
        : {}),
      hint: 'loggedIn',
    }),
    loginDetailsMerged: (state, action: PayloadAction<Partial<LoginDetails>>) => ({
      ...state,
      loginDetails: { ...state.loginDetails, ...action.payload },
    }),
    /** §4 "remove": clears the login details (the logout listener clears the rest). */
    loginDetailsRemoved: (state) => withChanges(state, { loginDetails: null }),
    accountsSessionSet: (state, action: PayloadAction<AccountsSessionState | null>) =>
      withChanges(state, { accountsSession: action.payload }),
    logoutRequested: (state, _action: PayloadAction<{ reason?: LogoutReason } | undefined>) =>
      state,
    logoutStarted: (state) => withChanges(state, { logoutInProgress: true }),
    logoutSettled: (state) => withChanges(state, { logoutInProgress: false }),
    sessionEnded: (state) => ({
      ...initialSessionState,
      logoutInProgress: state.logoutInProgress,
      restored: state.restored,
    }),
    sessionRestored: (state, action: PayloadAction<SessionRestoredPayload | null>) => {
      const p = action.payload;
      const restored: SessionState = !p
        ? state
        : {
            ...state,
            ...(hasToken(p.jweToken)
              ? {
                  jweToken: p.jweToken,
                  username: p.username ?? null,
                  expiresAt: p.expiresAt ?? null,
                  loggedInAt: p.loggedInAt ?? null,
                  accountsSession: p.accountsSession ?? null,
                }
              : {}),
            ...(p.loginDetails
              ? { loginDetails: { ...p.loginDetails, ...state.loginDetails } }
              : {}),
          };
      return withChanges(restored, {
        restored: true,
        hint: hasToken(restored.jweToken) ? 'loggedIn' : 'anonymous',
      });
    },
  },
  selectors: {
    selectIsLoggedIn: (state) => hasToken(state.jweToken),
    selectJweToken: (state) => state.jweToken,
    selectUsername: (state) => state.username,
    selectLoginDetails: (state) => state.loginDetails,
    selectSessionExpiresAt: (state) => state.expiresAt,
    selectLoggedInAt: (state) => state.loggedInAt,
    selectLogoutInProgress: (state) => state.logoutInProgress,
    selectAccountsSession: (state) => state.accountsSession,
    selectSessionRestored: (state) => state.restored,
    /** Before the client restored storage: the server's hint; afterwards: the real state. */
    selectSessionHint: (state) => state.hint,
    selectSavedUsername: (state) => state.loginDetails?.savedUsername ?? null,
  },
});

export const {
  sessionStarted,
  sessionTokenRenewed,
  loginDetailsMerged,
  loginDetailsRemoved,
  accountsSessionSet,
  logoutRequested,
  logoutStarted,
  logoutSettled,
  sessionEnded,
  sessionRestored,
} = sessionSlice.actions;
export const {
  selectIsLoggedIn,
  selectJweToken,
  selectUsername,
  selectLoginDetails,
  selectSessionExpiresAt,
  selectLoggedInAt,
  selectLogoutInProgress,
  selectAccountsSession,
  selectSessionRestored,
  selectSessionHint,
  selectSavedUsername,
} = sessionSlice.selectors;
