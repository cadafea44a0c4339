/**
 * One-time code rules (account-and-shell §5 and §9).
 *
 * Validation: empty gives `required` ('Field should be required'); anything but digits gives
 * `numeric` ('Field should be numeric'); fewer than 6 characters `minimum` ('Minimum requirement
 * not met'); more than 6 `maximum` ('Maximum requirement not met'); exactly 6 digits is valid.
 * The checks run in that order, so `12a` is `numeric`, not `minimum`. Surrounding white space is
 * ignored (a pasted code often carries it); inner white space is not a digit.
 */
export const ONE_TIME_CODE_LENGTH = 6;

export type OneTimeCodeError = 'required' | 'numeric' | 'minimum' | 'maximum';

export function validateOneTimeCode(value: string): OneTimeCodeError | null {
  const code = value.trim();
  if (code === '') return 'required';
  if (!/^\d+$/.test(code)) return 'numeric';
  if (code.length < ONE_TIME_CODE_LENGTH) return 'minimum';
  if (code.length > ONE_TIME_CODE_LENGTH) return 'maximum';
  return null;
}

/** The security answer is required (§5); white space alone is no answer. */
export function validateSecurityAnswer(value: string): 'required' | null {
  return value.trim() === '' ? 'required' : null;
}
