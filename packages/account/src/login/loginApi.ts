import {
  accountErrorResponseSchema,
  accountsSessionResponseSchema,
  alsIntegrationResponseSchema,
  apiSessionResponseSchema,
  headerLoginResponseSchema,
  icoreLoginResponseSchema,
  logoutResponseSchema,
  normalisePlatformError,
  otpGenerateResponseSchema,
  parseJsonBody,
  platformApi,
  platformRequest,
  securityQuestionResponseSchema,
  type SerialisedPlatformError,
  type StoreExtra,
  AUTH_BASE_PATH,
} from '@clem/core';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { isAxiosError } from 'axios';
import type * as z from 'zod/mini';

/**
 * The login calls of account-and-shell §7, as RTK Query mutations on the one platform api.
 *
 * - Calls the spec writes as `{auth base}/…` go to `AUTH_BASE_PATH` on the page's own origin (the
 *   app rewrites it to the platform); `/xapi/*` and `/api/*` go as they are.
 * - Form fields (§7 "form fields") are sent `application/x-www-form-urlencoded`. The icore login is
 *   sent the same way (the spec names its fields without a format; the sandbox takes either), so
 *   the single-session retry's `force_single_session=true` is a form field for both styles.
 * - The pending step of header_login (code, question) carries the first answer's `login_token` as
 *   `Authorization: Bearer`; the caller keeps that token in memory only.
 * - Nothing retries (RTK Query mutations never do, and no retry wrapper is used). Callers start
 *   them with `{ track: false }` so no argument (password, code, answer) is kept in the store.
 * - A failure comes back as a serialisable `LoginCallError` that keeps what the login error
 *   catalogue needs from the platform's 4xx body: `reasonJson.responseCode` (§8), the `message`
 *   word (`platformMessage`: `active_session_exists`, `code_request_cooldown`) and `remainingSeconds` (429).
 */
export interface LoginCallError extends SerialisedPlatformError {
  responseCode: string | undefined;
  /** The `message` word of the platform's error body. */
  platformMessage: string | undefined;
  remainingSeconds: number | undefined;
}

export const HEADER_LOGIN_PRODUCT = 'sportsbook';

/** `{auth base}/{locale}/api/plugins/component/route/header_login/<step>`. */
export function headerLoginPath(locale: string, step: string): string {
  return `${AUTH_BASE_PATH}/${encodeURIComponent(locale)}/api/plugins/component/route/header_login/${step}`;
}

/** `{auth base}/{locale}/api/plugins/module/route/als_integration/integrate`. */
export function alsIntegratePath(locale: string): string {
  return `${AUTH_BASE_PATH}/${encodeURIComponent(locale)}/api/plugins/module/route/als_integration/integrate`;
}

function bodyOf(error: unknown): unknown {
  if (!isAxiosError(error)) return undefined;
  try {
    return parseJsonBody(error.response?.data, error.config?.url ?? '');
  } catch {
    return undefined;
  }
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Turns whatever a login call threw into a LoginCallError, reading the platform's error body. */
export function toLoginCallError(thrown: unknown): LoginCallError {
  const platformError = normalisePlatformError(thrown);
  const raw = isAxiosError(thrown) ? thrown : platformError.cause;
  const body = bodyOf(raw);
  const parsed = accountErrorResponseSchema.safeParse(body);
  const loose = record(body);
  const result = record(loose?.['result']);
  const remaining = result?.['remainingSeconds'];
  const message = loose?.['message'];
  return {
    ...platformError.toJSON(),
    responseCode: parsed.success ? parsed.data.reasonJson.responseCode : undefined,
    platformMessage: typeof message === 'string' ? message : undefined,
    remainingSeconds:
      typeof remaining === 'number' && Number.isFinite(remaining) ? remaining : undefined,
  };
}

function isLoginCallError(value: unknown): value is LoginCallError {
  const candidate = record(value);
  return (
    candidate !== undefined && typeof candidate['kind'] === 'string' && 'responseCode' in candidate
  );
}

/** A LoginCallError from anything (an `unwrap()` rejection, a thrown value). */
export function asLoginCallError(value: unknown): LoginCallError {
  return isLoginCallError(value) ? value : toLoginCallError(value);
}

async function loginCall<S extends z.ZodMiniType>(
  extra: unknown,
  schema: S,
  config: AxiosRequestConfig & { url: string },
): Promise<{ data: z.infer<S> } | { error: LoginCallError }> {
  const { platform } = extra as StoreExtra;
  try {
    // platformRequest normalises its failures; the axios error stays as the cause.
    return { data: await platformRequest(platform, { ...config, schema }) };
  } catch (error) {
    return { error: toLoginCallError(error) };
  }
}

function form(fields: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) params.set(name, value);
  }
  return params;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * The app's two-letter locale as the store's platform client knows it
 * (`extra.platform.context.locale`). Reads the client's configuration only: no call is made.
 */
export function clientLocale(extra: StoreExtra): string {
  const { platform } = extra;
  const context = (platform as AxiosInstance & { context?: { locale?: unknown } }).context;
  return typeof context?.locale === 'string' && context.locale !== '' ? context.locale : 'en';
}

export interface CredentialsArgs {
  username: string;
  password: string;
  /** The single-session confirmation's retry (`force_single_session=true`). */
  forceSingleSession?: boolean;
}

export interface HeaderLoginCredentialsArgs extends CredentialsArgs {
  locale: string;
}

export interface PendingStepArgs {
  locale: string;
  /** The first answer's `login_token`, sent as the bearer (memory only). */
  loginToken: string | undefined;
}

export interface DeviceInfo {
  clientType: 'Browser';
  deviceId: string;
  deviceType: 'Mobile';
}

export interface SessionsLoginArgs {
  username: string;
  password: string;
  lang: string;
  deviceId: string;
  forceSingleSession?: boolean;
}

const forceField = (force: boolean | undefined) => (force ? 'true' : undefined);
const pendingHeaders = (loginToken: string | undefined) =>
  loginToken ? bearer(loginToken) : undefined;

export const loginApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST header_login/authenticate: username, password, product; the answer's `otp` decides. */
    headerLoginAuthenticate: build.mutation<
      z.infer<typeof headerLoginResponseSchema>,
      HeaderLoginCredentialsArgs
    >({
      queryFn: ({ locale, username, password, forceSingleSession }, api) =>
        loginCall(api.extra, headerLoginResponseSchema, {
          url: headerLoginPath(locale, 'authenticate'),
          method: 'POST',
          data: form({
            username,
            password,
            product: HEADER_LOGIN_PRODUCT,
            force_single_session: forceField(forceSingleSession),
          }),
        }),
    }),
    /** POST header_login/otp/generate: sends a new code; 429 during the cooldown. */
    generateOneTimeCode: build.mutation<z.infer<typeof otpGenerateResponseSchema>, PendingStepArgs>(
      {
        queryFn: ({ locale, loginToken }, api) =>
          loginCall(api.extra, otpGenerateResponseSchema, {
            url: headerLoginPath(locale, 'otp/generate'),
            method: 'POST',
            headers: pendingHeaders(loginToken),
          }),
      },
    ),
    /** POST header_login/otp/validate: form field code; the "done" login answer. */
    validateOneTimeCode: build.mutation<
      z.infer<typeof headerLoginResponseSchema>,
      PendingStepArgs & { code: string }
    >({
      queryFn: ({ locale, loginToken, code }, api) =>
        loginCall(api.extra, headerLoginResponseSchema, {
          url: headerLoginPath(locale, 'otp/validate'),
          method: 'POST',
          headers: pendingHeaders(loginToken),
          data: form({ code }),
        }),
    }),
    /** GET header_login/security_question/getquestion. */
    getSecurityQuestion: build.mutation<
      z.infer<typeof securityQuestionResponseSchema>,
      PendingStepArgs
    >({
      queryFn: ({ locale, loginToken }, api) =>
        loginCall(api.extra, securityQuestionResponseSchema, {
          url: headerLoginPath(locale, 'security_question/getquestion'),
          method: 'GET',
          headers: pendingHeaders(loginToken),
        }),
    }),
    /** POST header_login/security_question/checkAnswer: form field answer. */
    checkSecurityAnswer: build.mutation<
      z.infer<typeof headerLoginResponseSchema>,
      PendingStepArgs & { answer: string }
    >({
      queryFn: ({ locale, loginToken, answer }, api) =>
        loginCall(api.extra, headerLoginResponseSchema, {
          url: headerLoginPath(locale, 'security_question/checkAnswer'),
          method: 'POST',
          headers: pendingHeaders(loginToken),
          data: form({ answer }),
        }),
    }),
    /** POST als_integration/integrate with the new jwe_token as the bearer. */
    integrateSession: build.mutation<
      z.infer<typeof alsIntegrationResponseSchema>,
      { locale: string; jweToken: string }
    >({
      queryFn: ({ locale, jweToken }, api) =>
        loginCall(api.extra, alsIntegrationResponseSchema, {
          url: alsIntegratePath(locale),
          method: 'POST',
          headers: bearer(jweToken),
        }),
    }),
    /**
     * GET header_login/logout?authenticated=false&reason=: revokes a token not taken up (`token`
     * given), or ends the session's own (no `token`: the client's bearer goes with it).
     */
    headerLogout: build.mutation<
      z.infer<typeof logoutResponseSchema>,
      { locale: string; token?: string; reason?: string }
    >({
      queryFn: ({ locale, token, reason }, api) =>
        loginCall(api.extra, logoutResponseSchema, {
          url: headerLoginPath(locale, 'logout'),
          method: 'GET',
          params: { authenticated: 'false', reason: reason ?? '' },
          headers: token === undefined ? undefined : bearer(token),
        }),
    }),
    /** POST /xapi/icore/players/login: username, password → §3 login details. */
    icoreLogin: build.mutation<z.infer<typeof icoreLoginResponseSchema>, CredentialsArgs>({
      queryFn: ({ username, password, forceSingleSession }, api) =>
        loginCall(api.extra, icoreLoginResponseSchema, {
          url: '/xapi/icore/players/login',
          method: 'POST',
          data: form({
            username,
            password,
            force_single_session: forceField(forceSingleSession),
          }),
        }),
    }),
    /** POST {auth base}/accounts/sessions?l={lang}&mc=mobile, JSON with the device. */
    createAccountsSession: build.mutation<
      z.infer<typeof accountsSessionResponseSchema>,
      SessionsLoginArgs
    >({
      queryFn: ({ username, password, lang, deviceId, forceSingleSession }, api) => {
        const device: DeviceInfo = { clientType: 'Browser', deviceId, deviceType: 'Mobile' };
        return loginCall(api.extra, accountsSessionResponseSchema, {
          url: `${AUTH_BASE_PATH}/accounts/sessions`,
          method: 'POST',
          params: { l: lang, mc: 'mobile' },
          data: {
            username,
            password,
            device,
            ...(forceSingleSession ? { force_single_session: true } : {}),
          },
        });
      },
    }),
    /** POST {auth base}/accounts/me/sessions/accept-terms with the access token → a new session. */
    acceptTerms: build.mutation<
      z.infer<typeof accountsSessionResponseSchema>,
      { accessToken: string }
    >({
      queryFn: ({ accessToken }, api) =>
        loginCall(api.extra, accountsSessionResponseSchema, {
          url: `${AUTH_BASE_PATH}/accounts/me/sessions/accept-terms`,
          method: 'POST',
          headers: bearer(accessToken),
        }),
    }),
    /** GET /api/session with X-UUIDToken: the session data of an accounts/sessions login. */
    getApiSession: build.mutation<
      z.infer<typeof apiSessionResponseSchema>,
      { accessToken: string }
    >({
      queryFn: ({ accessToken }, api) =>
        loginCall(api.extra, apiSessionResponseSchema, {
          url: '/api/session',
          method: 'GET',
          headers: { 'X-UUIDToken': accessToken },
        }),
    }),
  }),
});
