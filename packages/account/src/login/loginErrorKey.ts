/**
 * Maps a failed login to its message key, exactly as the spec's login catalogue says:
 * 401/402/403/421/500 with a responseCode give login-error-{code}; 401/402/403 without one give
 * login-error-{status}; 400 and 404 give error-{status}; any other HTTP error gives error-500;
 * a failure without an HTTP status gives something-went-wrong.
 */
export interface LoginFailure {
  status?: number | undefined;
  responseCode?: string | undefined;
}

const CODED_STATUSES = new Set([401, 402, 403, 421, 500]);
const BARE_STATUSES = new Set([401, 402, 403]);

export function loginErrorKey({ status, responseCode }: LoginFailure): string {
  if (status === undefined) return 'something-went-wrong';
  if (responseCode && CODED_STATUSES.has(status)) return `login-error-${responseCode}`;
  if (BARE_STATUSES.has(status)) return `login-error-${status}`;
  if (status === 400 || status === 404) return `error-${status}`;
  return 'error-500';
}
