import type { LoginApi } from '@clem/brand-config';
import {
  SESSION_HANDLE,
  loginClosed,
  sessionStarted,
  storageKey,
  type HeaderLoginResult,
  type IcoreLoginResponse,
  type LoginDetails,
  type RootState,
  type StoreExtra,
  type THIRD_PARTY_TOKEN_NAMES,
} from '@clem/core';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type * as z from 'zod/mini';
import type { apiSessionResponseSchema, accountsSessionResponseSchema } from '@clem/core';
import { writeCooldown, readCooldownUntil, CODE_REQUEST_COOLDOWN_SECONDS } from './codeCooldown';
import { sessionApi } from '../session/sessionApi';
import { asLoginCallError, clientLocale, loginApi, type LoginCallError } from './loginApi';
import { loginErrorKey } from './loginErrorKey';
import {
  codeCooldownSet,
  codeSentSet,
  loginCallStarted,
  loginFailed,
  loginFlowEnded,
  loginStepReached,
  type WithLoginFlow,
} from './loginFlowSlice';
import { validateOneTimeCode, validateSecurityAnswer } from './oneTimeCode';
import {
  deviceIdForLogin,
  expiresAtFromSeconds,
  fetchPlayerDetailsAfterLogin,
} from './sessionAdapter';

/**
 * The login orchestration (account-and-shell §4 "Login", §7 calls, §8 errors), one set of thunks
 * for the three platform styles; the style is the brand's `capabilities.loginApi`, passed in by
 * the app with the credentials (the store knows no brand).
 *
 * - header_login: authenticate → `otp: true` opens the code form, `otp: null` fetches the
 *   question and opens the question form, otherwise done. The pending steps carry the answer's
 *   `login_token` as the bearer. When done: `als_integration/integrate` with the new jwe_token.
 * - icore: players/login → login details; `alsToken` is the jweToken; the brand app's proxy puts
 *   `externalSessionToken` in the HttpOnly `extToken` cookie.
 * - sessions: accounts/sessions with the device; scopes `['accept-terms']` opens the terms of use,
 *   accepting gives a new session; then `/api/session` (X-UUIDToken) gives the session data.
 *   jweToken is the access token; `UUIDToken` (an unprefixed §9 key) holds the session handle.
 * - Tokens: behind the brand app's proxy every token in these answers is the session handle
 *   (docs/security.md "The session"); the real tokens are in HttpOnly cookies the proxy reads
 *   back. The flow treats tokens as opaque values, so it reads the same either way.
 * - Any style: an answer with `riskGroup: true` shows the risk-group notice, which must be
 *   acknowledged before the session starts ("Log out" cancels, and a header_login token is
 *   revoked). A 409 `active_session_exists` opens the single-session confirmation; confirming
 *   re-sends the same credentials with `force_single_session=true`.
 * - Done: `sessionStarted` (expiry from `expirationTimeInSeconds`, loggedInAt now, third-party
 *   tokens in login details), remember-me applied, the modal closed, player details fetched.
 * - Errors: `loginErrorKey` from the status and `reasonJson.responseCode`; a malformed answer
 *   (a done answer without jwe_token fails its schema) is `error-500`; no HTTP status is
 *   `something-went-wrong`.
 *
 * Secrets (password, login_token, access token before the terms, a completed answer awaiting the
 * risk-group acknowledgement) are kept in memory per store, never in Redux or storage, and
 * dropped when the flow ends. The password is kept only for the single-session retry.
 *
 * Remember-me (default on): on, the username is saved under the unprefixed key `username` and
 * prefilled next time (and kept as `savedUsername` in login details); off, the saved username
 * is removed (`savedUsername: null`). Only the username is ever saved, never the password.
 */

export type LoginStyle = LoginApi;

export type LoginThunk<R = void> = ThunkAction<
  Promise<R>,
  RootState & WithLoginFlow,
  StoreExtra,
  UnknownAction
>;

type LoginDispatch = Parameters<LoginThunk>[0];

type AccountsSession = z.infer<typeof accountsSessionResponseSchema>;
type ApiSession = z.infer<typeof apiSessionResponseSchema>;
type DoneHeaderLogin = Extract<HeaderLoginResult, { otp: false }>;

/** What a finished password (and second) step gives, whatever the style. */
export interface CompletedLogin {
  jweToken: string;
  username: string;
  expiresAt: number | null;
  loginDetails: Partial<LoginDetails>;
  riskGroup: boolean;
  accountsSession: {
    accessToken: string;
    expiresIn: number;
    maxAge: number | null;
    scopes: string[];
  } | null;
}

interface PendingLogin {
  style: LoginStyle;
  locale: string;
  username: string;
  password: string | null;
  rememberMe: boolean;
  loginToken: string | null;
  accessToken: string | null;
  completed: CompletedLogin | null;
}

/** The flow's memory, one per store (keyed by the store's extra argument). */
const pendingLogins = new WeakMap<object, PendingLogin>();

function currentPending(extra: StoreExtra): PendingLogin | undefined {
  return pendingLogins.get(extra);
}

/** header_login `icore_*` token fields and the §3 third-party token names they fill. */
export const HEADER_LOGIN_TOKEN_NAMES = {
  icore_betradar_virtuals_token: 'BETRADAR',
  icore_esports_bull_token: 'ESPORTSBULL',
  icore_kiron_token: 'KIRON',
  icore_scout_token: 'SCOUT',
  icore_powerball_token: 'POWERBALL',
} as const;

type ThirdPartyTokens = Partial<Record<(typeof THIRD_PARTY_TOKEN_NAMES)[number], string>>;

/** The §3 `thirdPartyTokens` of a header_login (or /api/session) answer. */
export function headerLoginThirdPartyTokens(result: Record<string, unknown>): ThirdPartyTokens {
  const tokens: ThirdPartyTokens = {};
  for (const [field, name] of Object.entries(HEADER_LOGIN_TOKEN_NAMES)) {
    const value = result[field];
    if (typeof value === 'string' && value !== '') tokens[name] = value;
  }
  return tokens;
}

function isRiskGroup(answer: Record<string, unknown>): boolean {
  return answer['riskGroup'] === true;
}

/** A header_login "done" answer as a completed login. */
export function completedFromHeaderLogin(result: DoneHeaderLogin, now: number): CompletedLogin {
  return {
    jweToken: result.jwe_token,
    username: result.username,
    expiresAt: expiresAtFromSeconds(result.expirationTimeInSeconds, now),
    loginDetails: {
      alsPlayerId: result.alsPlayerId,
      username: result.username,
      currency: result.currency,
      locale: result.locale,
      jweToken: result.jwe_token,
      externalSessionToken: result.icore_token,
      externalPlayerId: result.icore_player_id,
      isPartnerMatrixAffiliate: result.is_partner_matrix_affiliate,
      vipLevel: result.vipLevel,
      expirationTimeInSeconds: result.expirationTimeInSeconds,
      thirdPartyTokens: headerLoginThirdPartyTokens(result),
    },
    riskGroup: isRiskGroup(result),
    accountsSession: null,
  };
}

/** An icore login answer as a completed login (alsToken is the jweToken). */
export function completedFromIcoreLogin(answer: IcoreLoginResponse, now: number): CompletedLogin {
  const {
    alsToken,
    riskGroup: _riskGroup,
    ...details
  } = answer as IcoreLoginResponse & {
    riskGroup?: unknown;
  };
  return {
    jweToken: alsToken,
    username: answer.username,
    expiresAt: expiresAtFromSeconds(answer.expirationTimeInSeconds, now),
    loginDetails: { ...details, alsToken, jweToken: alsToken },
    riskGroup: isRiskGroup(answer),
    accountsSession: null,
  };
}

/** An accounts/sessions session plus its /api/session data as a completed login. */
export function completedFromAccountsSession(
  session: AccountsSession,
  data: ApiSession,
  now: number,
): CompletedLogin {
  const expiresAt = Date.parse(data.expiresAt);
  return {
    jweToken: session.accessToken,
    username: data.username,
    expiresAt: Number.isFinite(expiresAt)
      ? expiresAt
      : expiresAtFromSeconds(session.expiresIn, now),
    loginDetails: {
      alsPlayerId: data.alsPlayerId,
      username: data.username,
      currency: data.currency,
      locale: data.locale,
      jweToken: session.accessToken,
      externalSessionToken: data.icore_token,
      externalPlayerId: data.icore_player_id,
      isPartnerMatrixAffiliate: data.is_partner_matrix_affiliate,
      vipLevel: data.vipLevel,
      expirationTimeInSeconds: session.expiresIn,
      thirdPartyTokens: headerLoginThirdPartyTokens(data),
    },
    riskGroup: isRiskGroup(data),
    accountsSession: {
      accessToken: session.accessToken,
      expiresIn: session.expiresIn,
      maxAge: session.maxAge,
      scopes: session.scopes,
    },
  };
}

/** The message key of a failed login call (§8). */
export function loginErrorKeyOf(error: LoginCallError): string {
  if (error.kind === 'http') {
    return loginErrorKey({ status: error.status, responseCode: error.responseCode });
  }
  // A body that fails its schema (a done answer without jwe_token) is the spec's error-500.
  if (error.kind === 'malformed') return 'error-500';
  return 'something-went-wrong';
}

function isActiveSessionConflict(error: LoginCallError): boolean {
  return error.status === 409 && error.platformMessage === 'active_session_exists';
}

// ---- remember-me -------------------------------------------------------------------------------

export const SAVED_USERNAME_STORAGE_NAME = 'username';

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered username to prefill the login form with ('' when none). */
export function readSavedUsername(storage: Storage | null = localStorageOrNull()): string {
  try {
    return storage?.getItem(storageKey(SAVED_USERNAME_STORAGE_NAME)) ?? '';
  } catch {
    return '';
  }
}

/** Remember-me on keeps the username for next time; off forgets any saved one. */
export function applyRememberMe(
  username: string,
  rememberMe: boolean,
  storage: Storage | null = localStorageOrNull(),
): void {
  try {
    if (rememberMe) storage?.setItem(storageKey(SAVED_USERNAME_STORAGE_NAME), username);
    else storage?.removeItem(storageKey(SAVED_USERNAME_STORAGE_NAME));
  } catch {
    // Storage blocked: the form is simply not prefilled next time.
  }
}

/** The §9 `UUIDToken` key: the session handle, never the token (the proxy holds that). */
function storeUuidToken(): void {
  try {
    localStorageOrNull()?.setItem(storageKey('UUIDToken'), SESSION_HANDLE);
  } catch {
    // Storage blocked: the session still works for this page.
  }
}

// ---- the thunks --------------------------------------------------------------------------------

export interface SubmitLoginArgs {
  username: string;
  password: string;
  rememberMe: boolean;
  /** The brand's `capabilities.loginApi`. */
  loginStyle: LoginStyle;
  /** The two-letter locale for header_login paths and `l`; default: the platform client's. */
  locale?: string;
}

function fail(dispatch: LoginDispatch, error: unknown): void {
  dispatch(loginFailed(loginErrorKeyOf(asLoginCallError(error))));
}

/** Ends the flow: forgets the secrets, resets the flow state and closes the login modal. */
function endFlow(dispatch: LoginDispatch, extra: StoreExtra): void {
  pendingLogins.delete(extra);
  dispatch(loginFlowEnded());
  dispatch(loginClosed());
}

async function finishLogin(
  dispatch: LoginDispatch,
  extra: StoreExtra,
  attempt: PendingLogin,
  completed: CompletedLogin,
): Promise<void> {
  if (completed.riskGroup && attempt.completed === null) {
    attempt.completed = completed;
    attempt.password = null;
    dispatch(loginStepReached({ step: 'riskGroup', pendingUsername: completed.username }));
    return;
  }
  let expiresAt = completed.expiresAt;
  if (attempt.style === 'header_login') {
    dispatch(loginCallStarted());
    try {
      const integrated = await dispatch(
        loginApi.endpoints.integrateSession.initiate(
          { locale: attempt.locale, jweToken: completed.jweToken },
          { track: false },
        ),
      ).unwrap();
      const integratedExpiry = (integrated.result as { expiresAt?: unknown }).expiresAt;
      if (expiresAt === null && typeof integratedExpiry === 'string') {
        const parsed = Date.parse(integratedExpiry);
        if (Number.isFinite(parsed)) expiresAt = parsed;
      }
    } catch (error) {
      if (currentPending(extra) === attempt) fail(dispatch, error);
      return;
    }
    if (currentPending(extra) !== attempt) return;
  }
  const now = Date.now();
  applyRememberMe(completed.username, attempt.rememberMe);
  if (completed.accountsSession) storeUuidToken();
  dispatch(
    sessionStarted({
      jweToken: completed.jweToken,
      username: completed.username,
      expiresAt,
      loggedInAt: now,
      loginDetails: {
        ...completed.loginDetails,
        savedUsername: attempt.rememberMe ? completed.username : null,
      },
      ...(completed.accountsSession ? { accountsSession: completed.accountsSession } : {}),
    }),
  );
  endFlow(dispatch, extra);
  await fetchPlayerDetailsAfterLogin(dispatch, completed.username);
}

/** Handles the answer of a header_login step (authenticate, code, answer). */
async function handleHeaderLoginAnswer(
  dispatch: LoginDispatch,
  extra: StoreExtra,
  attempt: PendingLogin,
  result: HeaderLoginResult,
): Promise<void> {
  if (result.otp === true) {
    attempt.loginToken = result.login_token ?? null;
    const until = readCooldownUntil(result.username, Date.now());
    dispatch(codeCooldownSet(until));
    dispatch(loginStepReached({ step: 'oneTimeCode', pendingUsername: result.username }));
    return;
  }
  if (result.otp === null) {
    attempt.loginToken = result.login_token ?? null;
    const answer = await dispatch(
      loginApi.endpoints.getSecurityQuestion.initiate(
        { locale: attempt.locale, loginToken: attempt.loginToken ?? undefined },
        { track: false },
      ),
    ).unwrap();
    if (currentPending(extra) !== attempt) return;
    dispatch(
      loginStepReached({
        step: 'question',
        pendingUsername: result.username,
        question: answer.result.question,
      }),
    );
    return;
  }
  await finishLogin(dispatch, extra, attempt, completedFromHeaderLogin(result, Date.now()));
}

/** Sends the password step for the attempt's style and follows its answer. */
async function sendCredentials(
  dispatch: LoginDispatch,
  extra: StoreExtra,
  attempt: PendingLogin,
  forceSingleSession: boolean,
): Promise<void> {
  const { username } = attempt;
  const password = attempt.password;
  if (password === null) return;
  dispatch(loginCallStarted());
  try {
    if (attempt.style === 'header_login') {
      const answer = await dispatch(
        loginApi.endpoints.headerLoginAuthenticate.initiate(
          { locale: attempt.locale, username, password, forceSingleSession },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      attempt.password = null;
      await handleHeaderLoginAnswer(dispatch, extra, attempt, answer.result);
    } else if (attempt.style === 'icore') {
      const answer = await dispatch(
        loginApi.endpoints.icoreLogin.initiate(
          { username, password, forceSingleSession },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      attempt.password = null;
      await finishLogin(dispatch, extra, attempt, completedFromIcoreLogin(answer, Date.now()));
    } else {
      const session = await dispatch(
        loginApi.endpoints.createAccountsSession.initiate(
          {
            username,
            password,
            lang: attempt.locale,
            deviceId: deviceIdForLogin(),
            forceSingleSession,
          },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      attempt.password = null;
      await continueAccountsSession(dispatch, extra, attempt, session);
    }
  } catch (error) {
    if (currentPending(extra) !== attempt) return;
    const callError = asLoginCallError(error);
    if (isActiveSessionConflict(callError) && !forceSingleSession) {
      // The password is kept (in memory) only for the confirmation's retry.
      dispatch(loginStepReached({ step: 'singleSession', pendingUsername: username }));
      return;
    }
    attempt.password = null;
    // A failed forced retry goes back to the login form, which shows the error.
    if (forceSingleSession) dispatch(loginStepReached({ step: 'credentials' }));
    fail(dispatch, callError);
  }
}

async function continueAccountsSession(
  dispatch: LoginDispatch,
  extra: StoreExtra,
  attempt: PendingLogin,
  session: AccountsSession,
): Promise<void> {
  if (session.scopes.includes('accept-terms')) {
    attempt.accessToken = session.accessToken;
    dispatch(loginStepReached({ step: 'terms', pendingUsername: attempt.username }));
    return;
  }
  const data = await dispatch(
    loginApi.endpoints.getApiSession.initiate(
      { accessToken: session.accessToken },
      { track: false },
    ),
  ).unwrap();
  if (currentPending(extra) !== attempt) return;
  await finishLogin(
    dispatch,
    extra,
    attempt,
    completedFromAccountsSession(session, data, Date.now()),
  );
}

/**
 * The login form's submit. Trimmed empty username or password: `error-invalid-login-credentials`
 * and no call (§5). The username is sent trimmed; the password as typed.
 */
export function submitLogin(args: SubmitLoginArgs): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const username = args.username.trim();
    if (username === '' || args.password.trim() === '') {
      dispatch(loginFailed('error-invalid-login-credentials'));
      return;
    }
    const attempt: PendingLogin = {
      style: args.loginStyle,
      locale: args.locale ?? clientLocale(extra),
      username,
      password: args.password,
      rememberMe: args.rememberMe,
      loginToken: null,
      accessToken: null,
      completed: null,
    };
    pendingLogins.set(extra, attempt);
    dispatch(loginStepReached({ step: 'credentials', pendingUsername: username }));
    await sendCredentials(dispatch, extra, attempt, false);
  };
}

/** The single-session confirmation: the same credentials again, ending the other session. */
export function confirmSingleSession(): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt || attempt.password === null) return;
    await sendCredentials(dispatch, extra, attempt, true);
  };
}

/** The code form's submit: a valid six-digit code goes to otp/validate. */
export function submitOneTimeCode(code: string): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt || validateOneTimeCode(code) !== null) return;
    dispatch(loginCallStarted());
    try {
      const answer = await dispatch(
        loginApi.endpoints.validateOneTimeCode.initiate(
          {
            locale: attempt.locale,
            loginToken: attempt.loginToken ?? undefined,
            code: code.trim(),
          },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      if (answer.result.otp !== false) {
        dispatch(loginFailed('error-500'));
        return;
      }
      await finishLogin(
        dispatch,
        extra,
        attempt,
        completedFromHeaderLogin(answer.result, Date.now()),
      );
    } catch (error) {
      if (currentPending(extra) === attempt) fail(dispatch, error);
    }
  };
}

/**
 * Asks for a new code. On success the countdown starts (the answer's `cooldownSeconds`, else
 * 295 s); a 429 `code_request_cooldown` resyncs it from `remainingSeconds` without an error.
 */
export function requestOneTimeCode(): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt) return;
    dispatch(loginCallStarted());
    dispatch(codeSentSet(false));
    try {
      const answer = await dispatch(
        loginApi.endpoints.generateOneTimeCode.initiate(
          { locale: attempt.locale, loginToken: attempt.loginToken ?? undefined },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      const seconds = answer.result.cooldownSeconds;
      dispatch(codeCooldownSet(writeCooldown(attempt.username, seconds, Date.now())));
      dispatch(codeSentSet(true));
    } catch (error) {
      if (currentPending(extra) !== attempt) return;
      const callError = asLoginCallError(error);
      if (callError.status === 429) {
        const seconds = callError.remainingSeconds ?? CODE_REQUEST_COOLDOWN_SECONDS;
        dispatch(codeCooldownSet(writeCooldown(attempt.username, seconds, Date.now())));
        dispatch(codeSentSet(false));
        return;
      }
      fail(dispatch, callError);
    }
  };
}

/** The question form's submit: a non-blank answer goes to checkAnswer. */
export function submitSecurityAnswer(answer: string): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt || validateSecurityAnswer(answer) !== null) return;
    dispatch(loginCallStarted());
    try {
      const checked = await dispatch(
        loginApi.endpoints.checkSecurityAnswer.initiate(
          { locale: attempt.locale, loginToken: attempt.loginToken ?? undefined, answer },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      if (checked.result.otp !== false) {
        dispatch(loginFailed('error-500'));
        return;
      }
      await finishLogin(
        dispatch,
        extra,
        attempt,
        completedFromHeaderLogin(checked.result, Date.now()),
      );
    } catch (error) {
      if (currentPending(extra) === attempt) fail(dispatch, error);
    }
  };
}

/** The terms of use accepted: a new session, then its session data, then done. */
export function acceptTerms(): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt || attempt.accessToken === null) return;
    dispatch(loginCallStarted());
    try {
      const session = await dispatch(
        loginApi.endpoints.acceptTerms.initiate(
          { accessToken: attempt.accessToken },
          { track: false },
        ),
      ).unwrap();
      if (currentPending(extra) !== attempt) return;
      if (session.scopes.includes('accept-terms')) {
        dispatch(loginFailed('error-500'));
        return;
      }
      attempt.accessToken = null;
      await continueAccountsSession(dispatch, extra, attempt, session);
    } catch (error) {
      if (currentPending(extra) === attempt) fail(dispatch, error);
    }
  };
}

/** The risk-group notice acknowledged: the session starts. */
export function acknowledgeRiskGroup(): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    if (!attempt || attempt.completed === null) return;
    await finishLogin(dispatch, extra, attempt, attempt.completed);
  };
}

/**
 * Closes whatever login dialog is open and forgets the flow (Escape, Cancel, "Log out" on the
 * risk-group notice, declining the terms). A header_login login that was complete but not taken
 * up (risk group declined) has its token revoked, best effort; the proxy clears the session
 * cookies on that answer. Another style's login that already gave a token (risk group declined,
 * terms declined) asks the proxy to clear its cookies (DELETE SESSION_COOKIES_CLEAR_PATH), so a
 * session the player refused does not stay in the browser.
 */
export function cancelLogin(): LoginThunk {
  return async (dispatch, _getState, extra) => {
    const attempt = currentPending(extra);
    endFlow(dispatch, extra);
    const token = attempt?.completed?.jweToken;
    if (attempt && attempt.style !== 'header_login' && (token || attempt.accessToken)) {
      try {
        await dispatch(
          sessionApi.endpoints.clearSessionCookies.initiate(undefined, { track: false }),
        ).unwrap();
      } catch {
        // Best effort: the cookie ends with the token's lifetime.
      }
    }
    if (attempt?.style === 'header_login' && token) {
      try {
        await dispatch(
          loginApi.endpoints.headerLogout.initiate(
            { locale: attempt.locale, token, reason: 'risk_group_declined' },
            { track: false },
          ),
        ).unwrap();
      } catch {
        // Best effort: the token expires on its own.
      }
    }
  };
}
