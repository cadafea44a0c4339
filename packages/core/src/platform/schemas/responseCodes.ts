/**
 * The platform's response codes (betting-area §8 and account-and-shell §8), as
 * `reasonJson.responseCode` carries them. One catalogue for the sandbox that answers them and the
 * front end that maps them to translated messages.
 */

/** RES codes: placement and the selections refresh. The text is the spec's meaning. */
export const RES_CODES = {
  'RES-00152': 'Bet change',
  'RES-00048': 'Bet suspended',
  'RES-00109': 'Bet suspended',
  'RES-00108': 'Single bet or event suspended',
  'RES-00056': 'Stake greater than balance',
  'RES-00034': 'Stake above max stake',
  'RES-00103': 'Wagers disallowed',
  'RES-00140': 'Stake below min',
  'RES-00057': 'Running bet greater than balance',
  'RES-00153': 'Spread changed',
  'RES-00195': 'Rejected by attendant',
  'RES-00047': 'Event passed',
  'RES-00046': 'Feed error',
  'RES-00100': 'Starting price not allowed',
  'RES-00098': 'No price available',
  'RES-00199': 'Timed out',
  'RES-00196': 'Timed out',
  'RES-00218': 'Outcomes combination not allowed',
  'RES-00233': 'Critical combination limit reached',
  'RES-00241': 'Free bet failed',
  'RES-00049': 'Exception occurred',
  'RES-00246': 'Another bet in progress',
  'RES-00247': 'Number of bets exceeded',
  'RES-00249': 'Feed alert active',
} as const;

export type ResCode = keyof typeof RES_CODES;

export function isResCode(value: unknown): value is ResCode {
  return typeof value === 'string' && Object.hasOwn(RES_CODES, value);
}

/**
 * INT codes of the login calls, with the HTTP status they come with: the spec names 401, 402 and
 * 403 for INT003, INT009 and INT008; for INT001 (502), INT051 (429) and INT056 (403) it names none,
 * and these are the sandbox's choice.
 */
export const INT_CODES = {
  INT001: { status: 502, message: 'Error fetching from the third-party service provider' },
  INT003: { status: 401, message: 'Invalid login credentials' },
  INT008: { status: 403, message: 'Player account locked' },
  INT009: { status: 402, message: 'Player account suspended' },
  INT051: { status: 429, message: 'Token quota exceeded' },
  INT056: { status: 403, message: 'Pending account activation' },
} as const;

export type IntCode = keyof typeof INT_CODES;

export function isIntCode(value: unknown): value is IntCode {
  return typeof value === 'string' && Object.hasOwn(INT_CODES, value);
}
