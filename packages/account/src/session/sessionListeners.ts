import type { LoginApi } from '@clem/brand-config';
import {
  JWT_STORAGE_KEY,
  JWT_TIME_STORAGE_KEY,
  LOGOUT_LOADING_RESET_MS,
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_REFRESH_LEAD_MS,
  clearStoredSession,
  expiresAtFrom,
  isTokenExpiring,
  loginDetailsMerged,
  loginDetailsSchema,
  logoutRequested,
  logoutSettled,
  logoutStarted,
  platformApi,
  sessionEnded,
  sessionRestored,
  sessionStarted,
  sessionTokenRenewed,
  storedSessionChanged,
  tabVisibilityChanged,
  type AppListenerDispatch,
  type AppStartListening,
  type CookieTarget,
  type LogoutReason,
  type RootState,
  type StorageLike,
} from '@clem/core';
import { loginApi } from '../login/loginApi';
import { platformFailure, sessionApi } from './sessionApi';

/**
 * Session listeners (account-and-shell §4 "Session handling", "Logout"; §9 margins).
 *
 * - Expiry: after `sessionStarted`, `sessionRestored` and `sessionTokenRenewed`, a timer fires at
 *   `expiresAt − 30 s` and asks for a logout with reason `jwe_token_expired`; the same check runs
 *   when the tab becomes visible (background tabs' timers sleep). A session without an expiry
 *   never expires on the client.
 * - Sessions-style brands (`loginApi: 'sessions'`): the access token is refreshed (POST
 *   `/auth/accounts/me/sessions/refresh`, bearer = the access token) 60 s before expiry while the
 *   tab is visible — a hidden tab refreshes when it becomes visible, if still in time. A failed
 *   refresh is logged and the expiry rule then applies.
 * - icore brands: on restore and when the tab becomes visible, GET `/xapi/icore/checkplayer`.
 *   The `extToken` cookie is HttpOnly (docs/security.md "The session"), so the client cannot
 *   compare it with what it holds: it always asks, and the brand app's proxy sends the cookie's
 *   token as the bearer (no cookie: the proxy answers 401 itself). The answer renews the session
 *   (alsToken → jweToken), or starts a new one when it names another player (the host page
 *   logged someone else in). A failed check (no cookie included) → logout with reason
 *   `unauthorized`.
 * - Other tabs: when the tab becomes visible and storage disagrees with memory about the session
 *   (`storedSessionChanged`: logged in or not, and the login time `jwt-time`; the stored `jwt` is
 *   the same handle for every session), the page reloads.
 * - Logout on `logoutRequested`: ignored while one is in progress (the guard) or when nobody is
 *   logged in; otherwise `logoutStarted`, the style's logout call (header_login: GET …/header_login
 *   /logout?authenticated=false&reason=…; sessions: DELETE /auth/accounts/me/sessions; icore: no
 *   call) whose failure is only logged (kind and status, never a token). The proxy clears the
 *   session cookies on the logout call's answer; icore (no call) and a logout call that failed
 *   before reaching it ask the proxy directly (DELETE `SESSION_COOKIES_CLEAR_PATH`, best effort).
 *   Then `sessionEnded` (the betslip and other slices reset on it),
 *   `platformApi.util.resetApiState()`, stored keys and readable cookies removed, the host told
 *   (`onHostMessage`), the page reloaded, and `logoutSettled` after 1 s.
 *
 * The calls go through the RTK Query endpoints of `sessionApi` (and login's `headerLogout`), as
 * mutations started with `{ track: false }`: each one really goes out, nothing (no token) is
 * kept in the store's api cache, and the store's client still adds the brand headers and the
 * bearer.
 */
export interface SessionListenerDeps {
  loginApi: LoginApi;
  /** The page's locale, for the header_login logout path. */
  locale: string;
  reload: () => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
  /** Defaults to `window.localStorage`. */
  storage?: StorageLike | undefined;
  /** Defaults to `document` (only the readable cookies: the hint, a legacy extToken). */
  cookies?: CookieTarget | undefined;
  /** Defaults to `document.visibilityState === 'visible'`. */
  isVisible?: () => boolean;
  /** Host-page messaging (§1: the logout message), when embedded. */
  onHostMessage?: (message: { type: 'logout' }) => void;
  /** Defaults to `console.warn`. Receives no tokens. */
  log?: (message: string) => void;
}

/** setTimeout's longest delay; longer sessions are re-checked when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

interface Ctx {
  dispatch: AppListenerDispatch;
  getState: () => RootState;
}

function describeFailure(error: unknown): string {
  const e = platformFailure(error);
  return e.status === undefined ? e.kind : `${e.kind} ${e.status}`;
}

function defaultStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Registers the listeners on one store; returns a function removing them and their timers. */
export function registerSessionListeners(
  listen: AppStartListening,
  deps: SessionListenerDeps,
): () => void {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const storage = deps.storage ?? defaultStorage();
  const cookies = deps.cookies ?? (typeof document === 'undefined' ? undefined : document);
  const isVisible =
    deps.isVisible ??
    (() => typeof document === 'undefined' || document.visibilityState === 'visible');
  const log = deps.log ?? ((message: string) => console.warn(message));

  let expiryTimer: unknown = null;
  let refreshTimer: unknown = null;
  let refreshing = false;

  const clearTimers = () => {
    if (expiryTimer !== null) clearTimer(expiryTimer);
    if (refreshTimer !== null) clearTimer(refreshTimer);
    expiryTimer = null;
    refreshTimer = null;
  };

  const checkExpiry = (ctx: Ctx): boolean => {
    const { jweToken, expiresAt, logoutInProgress } = ctx.getState().session;
    if (!jweToken || logoutInProgress || !isTokenExpiring(expiresAt, now())) return false;
    ctx.dispatch(logoutRequested({ reason: 'jwe_token_expired' }));
    return true;
  };

  const refresh = async (ctx: Ctx) => {
    const { jweToken, expiresAt } = ctx.getState().session;
    if (!jweToken || refreshing || !isVisible()) return;
    if (isTokenExpiring(expiresAt, now())) return;
    refreshing = true;
    try {
      const session = await ctx
        .dispatch(sessionApi.endpoints.refreshAccountsSession.initiate(undefined, { track: false }))
        .unwrap();
      if (ctx.getState().session.jweToken !== jweToken) return;
      ctx.dispatch(loginDetailsMerged({ jweToken: session.accessToken }));
      ctx.dispatch(
        sessionTokenRenewed({
          jweToken: session.accessToken,
          expiresAt: expiresAtFrom(session.expiresIn, now()),
          accountsSession: {
            accessToken: session.accessToken,
            expiresIn: session.expiresIn,
            maxAge: session.maxAge,
            scopes: session.scopes,
          },
        }),
      );
    } catch (error) {
      log(`Session refresh failed (${describeFailure(error)})`);
    } finally {
      refreshing = false;
    }
  };

  const schedule = (ctx: Ctx) => {
    clearTimers();
    const { jweToken, expiresAt } = ctx.getState().session;
    if (!jweToken || expiresAt === null) return;
    const at = now();
    const untilExpiry = expiresAt - TOKEN_EXPIRY_MARGIN_MS - at;
    expiryTimer = setTimer(
      () => {
        expiryTimer = null;
        if (!checkExpiry(ctx) && ctx.getState().session.jweToken) schedule(ctx);
      },
      Math.min(MAX_TIMER_MS, Math.max(0, untilExpiry)),
    );
    if (deps.loginApi === 'sessions') {
      const untilRefresh = expiresAt - TOKEN_REFRESH_LEAD_MS - at;
      refreshTimer = setTimer(
        () => {
          refreshTimer = null;
          void refresh(ctx);
        },
        Math.min(MAX_TIMER_MS, Math.max(0, untilRefresh)),
      );
    }
  };

  const checkExternalToken = async (ctx: Ctx) => {
    if (deps.loginApi !== 'icore') return;
    const { jweToken, username, logoutInProgress } = ctx.getState().session;
    if (!jweToken || logoutInProgress) return;
    try {
      // The bearer is the extToken cookie's token, which the brand app's proxy adds.
      const player = await ctx
        .dispatch(sessionApi.endpoints.checkIcorePlayer.initiate(undefined, { track: false }))
        .unwrap();
      const at = now();
      const expiresAt = expiresAtFrom(player.expirationTimeInSeconds, at);
      const parsed = loginDetailsSchema.safeParse({ ...player, jweToken: player.alsToken });
      const details = parsed.success
        ? parsed.data
        : { jweToken: player.alsToken, externalSessionToken: player.externalSessionToken };
      if (player.username !== username) {
        ctx.dispatch(
          sessionStarted({
            jweToken: player.alsToken,
            username: player.username,
            expiresAt,
            loggedInAt: at,
            loginDetails: details,
          }),
        );
        return;
      }
      ctx.dispatch(loginDetailsMerged(details));
      ctx.dispatch(sessionTokenRenewed({ jweToken: player.alsToken, expiresAt }));
    } catch (error) {
      log(`External session check failed (${describeFailure(error)})`);
      ctx.dispatch(logoutRequested({ reason: 'unauthorized' }));
    }
  };

  /** The proxy's own call: clears the HttpOnly session cookies (best effort). */
  const clearSessionCookies = async (ctx: Ctx) => {
    try {
      await ctx
        .dispatch(sessionApi.endpoints.clearSessionCookies.initiate(undefined, { track: false }))
        .unwrap();
    } catch (error) {
      log(`Session cookie clear failed (${describeFailure(error)})`);
    }
  };

  const callLogoutApi = async (ctx: Ctx, reason: LogoutReason | undefined) => {
    if (deps.loginApi === 'header_login') {
      // No token of its own: the client's bearer (the session's) goes with it.
      await ctx
        .dispatch(
          loginApi.endpoints.headerLogout.initiate(
            { locale: deps.locale, reason: reason ?? '' },
            { track: false },
          ),
        )
        .unwrap();
    } else if (deps.loginApi === 'sessions') {
      await ctx
        .dispatch(sessionApi.endpoints.deleteAccountsSession.initiate(undefined, { track: false }))
        .unwrap();
    }
  };

  const unsubscribes = [
    listen({
      predicate: (action) =>
        sessionStarted.match(action) ||
        sessionRestored.match(action) ||
        sessionTokenRenewed.match(action),
      effect: (action, api) => {
        const ctx: Ctx = { dispatch: api.dispatch, getState: api.getState };
        if (checkExpiry(ctx)) return;
        schedule(ctx);
        if (sessionRestored.match(action)) void checkExternalToken(ctx);
      },
    }),
    listen({
      actionCreator: sessionEnded,
      effect: () => clearTimers(),
    }),
    listen({
      actionCreator: tabVisibilityChanged,
      effect: (action, api) => {
        if (!action.payload.visible) return;
        const ctx: Ctx = { dispatch: api.dispatch, getState: api.getState };
        const session = api.getState().session;
        if (!session.restored || session.logoutInProgress) return;
        if (storage) {
          let changed: boolean;
          try {
            changed = storedSessionChanged(
              {
                jwt: storage.getItem(JWT_STORAGE_KEY),
                jwtTime: storage.getItem(JWT_TIME_STORAGE_KEY),
              },
              session,
            );
          } catch {
            changed = false;
          }
          if (changed) {
            deps.reload();
            return;
          }
        }
        if (checkExpiry(ctx)) return;
        void checkExternalToken(ctx);
        if (
          deps.loginApi === 'sessions' &&
          isTokenExpiring(session.expiresAt, now(), TOKEN_REFRESH_LEAD_MS)
        ) {
          void refresh(ctx);
        }
      },
    }),
    listen({
      actionCreator: logoutRequested,
      effect: async (action, api) => {
        const ctx: Ctx = { dispatch: api.dispatch, getState: api.getState };
        const { logoutInProgress, jweToken } = api.getState().session;
        if (logoutInProgress || !jweToken) return;
        api.dispatch(logoutStarted());
        clearTimers();
        let cookiesCleared = deps.loginApi !== 'icore';
        try {
          await callLogoutApi(ctx, action.payload?.reason);
        } catch (error) {
          log(`Logout call failed (${describeFailure(error)}); logging out locally`);
          // An answer from the platform (any status) passed the proxy, which cleared the cookies.
          cookiesCleared = cookiesCleared && platformFailure(error).status !== undefined;
        }
        if (!cookiesCleared) await clearSessionCookies(ctx);
        api.dispatch(sessionEnded());
        api.dispatch(platformApi.util.resetApiState());
        if (storage) clearStoredSession(storage, cookies);
        deps.onHostMessage?.({ type: 'logout' });
        setTimer(() => api.dispatch(logoutSettled()), LOGOUT_LOADING_RESET_MS);
        deps.reload();
      },
    }),
  ];

  return () => {
    clearTimers();
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
