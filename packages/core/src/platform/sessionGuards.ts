import { CanceledError, isAxiosError, type AxiosInstance } from 'axios';
import { isTokenExpiring } from '../session/rules';

/**
 * Client-side session guards (account-and-shell §4 "Session handling"):
 * - a request marked `withAuth: true` is aborted before it leaves the browser when there is no
 *   token or the token is within 30 s of expiry. It rejects with axios' CanceledError
 *   ("Operation canceled"), which `normalisePlatformError` turns into kind `cancelled`
 *   (§8: cancelled requests are only logged);
 * - a 401 or 403 answer to an `/api/…` or `/xapi/…` call while logged in asks for a logout with
 *   reason `unauthorized`, except the chat-token call `/api/avaya_tokens`. Auth-base calls
 *   (`/auth/…`: login steps, logout, sessions) never trigger it: their 401 is a login failure.
 */
export interface SessionGuardOptions {
  getToken: () => string | null | undefined;
  getExpiresAt: () => number | null | undefined;
  isLoggedIn: () => boolean;
  onUnauthorized: () => void;
  now?: () => number;
}

const CHAT_TOKEN_PATH = '/api/avaya_tokens';

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

/** Whether a 401/403 on this URL means the session is gone. */
export function isSessionGuardedPath(url: string | undefined): boolean {
  const path = pathOf(url);
  if (path === CHAT_TOKEN_PATH || path.startsWith(`${CHAT_TOKEN_PATH}/`)) return false;
  return path.startsWith('/api/') || path.startsWith('/xapi/');
}

export function installSessionGuards(
  instance: AxiosInstance,
  { getToken, getExpiresAt, isLoggedIn, onUnauthorized, now = Date.now }: SessionGuardOptions,
): () => void {
  const requestId = instance.interceptors.request.use((config) => {
    if (config.withAuth) {
      const token = getToken();
      if (!token || isTokenExpiring(getExpiresAt(), now())) {
        throw new CanceledError('Operation canceled: no valid session token', undefined, config);
      }
    }
    return config;
  });
  const responseId = instance.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error)) {
      const status = error.response?.status;
      if ((status === 401 || status === 403) && isSessionGuardedPath(error.config?.url)) {
        if (isLoggedIn()) onUnauthorized();
      }
    }
    return Promise.reject(error);
  });
  return () => {
    instance.interceptors.request.eject(requestId);
    instance.interceptors.response.eject(responseId);
  };
}
