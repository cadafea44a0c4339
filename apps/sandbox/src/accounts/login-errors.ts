/** A login or session failure: the HTTP status and, where §8 names one, its INT code. */
export interface AccountError {
  status: number;
  responseCode?: string;
  message: string;
}

export const INVALID_CREDENTIALS: AccountError = {
  status: 401,
  responseCode: 'INT003',
  message: 'Invalid login credentials',
};
export const ACCOUNT_SUSPENDED: AccountError = {
  status: 402,
  responseCode: 'INT009',
  message: 'Player account suspended',
};
export const ACCOUNT_LOCKED: AccountError = {
  status: 403,
  responseCode: 'INT008',
  message: 'Player account locked',
};
/** §8 names INT056 without a status; the sandbox answers it with 403. */
export const PENDING_ACTIVATION: AccountError = {
  status: 403,
  responseCode: 'INT056',
  message: 'Pending account activation',
};
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
