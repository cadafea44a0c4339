import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateOneTimeCode, validateSecurityAnswer } from './oneTimeCode';

describe('validateOneTimeCode (§5)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12a456', 'numeric'],
    ['12 456', 'numeric'],
    ['-12345', 'numeric'],
    ['12345', 'minimum'],
    ['1', 'minimum'],
    ['1234567', 'maximum'],
    ['123456', null],
    [' 123456 ', null],
  ])('%j → %s', (value, expected) => {
    expect(validateOneTimeCode(value)).toBe(expected);
  });

  it('exactly six digits is valid, whatever the digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (code) => validateOneTimeCode(code) === null),
    );
  });

  it('digits only: fewer than six is minimum, more is maximum', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (code) => {
        const expected = code.length < 6 ? 'minimum' : code.length > 6 ? 'maximum' : null;
        return validateOneTimeCode(code) === expected;
      }),
    );
  });

  it('anything with a non-digit inside is numeric', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\d\s]/.test(c)),
        fc.string(),
        (before, bad, after) => validateOneTimeCode(`${before}${bad}${after}`) === 'numeric',
      ),
    );
  });
});

describe('validateSecurityAnswer (§5)', () => {
  it('an empty or blank answer is required; anything else is fine', () => {
    expect(validateSecurityAnswer('')).toBe('required');
    expect(validateSecurityAnswer(' \t ')).toBe('required');
    expect(validateSecurityAnswer('blue')).toBeNull();
  });
});
