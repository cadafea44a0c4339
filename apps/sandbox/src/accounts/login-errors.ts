import { INT_CODES, type IntCode } from '@clem/core/schemas';

/** A login or session failure: the HTTP status and, where §8 names one, its INT code. */
export interface AccountError {
  status: number;
  responseCode?: string;
  message: string;
  /** Sent as Retry-After (seconds): a throttled login (login-throttle.ts). */
  retryAfterSeconds?: number;
}

/** A login failure with its §8 INT code, status and message from the core catalogue. */
export function intError(code: IntCode): AccountError {
  const { status, message } = INT_CODES[code];
  return { status, responseCode: code, message };
}

export const INVALID_CREDENTIALS = intError('INT003');
export const ACCOUNT_SUSPENDED = intError('INT009');
export const ACCOUNT_LOCKED = intError('INT008');
export const PENDING_ACTIVATION = intError('INT056');
/**
 * Too many failed logins (login-throttle.ts). §8 has no code of its own for it; its nearest is
 * INT008 "player account locked" (403), which the front end already shows in every locale.
 */
export function throttledLogin(retryAfterSeconds: number): AccountError {
  return { ...ACCOUNT_LOCKED, retryAfterSeconds };
}
export const UNAUTHORIZED: AccountError = { status: 401, message: 'unauthorized' };
export const FORBIDDEN: AccountError = { status: 403, message: 'forbidden' };

/** The body of a failed call: §7's envelope plus reasonJson (§8). */
export function errorBody(error: AccountError) {
  return {
    success: false,
    status: error.status,
    message: error.message,
    reasonJson: {
      ...(error.responseCode === undefined ? {} : { responseCode: error.responseCode }),
      message: error.message,
    },
  };
}
