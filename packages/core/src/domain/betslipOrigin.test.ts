import { describe, expect, it } from 'vitest';
import { betslipOriginId } from './betslipOrigin';

describe('betslipOriginId', () => {
  it('forces 20 and 21 for the native app variants and 11 otherwise', () => {
    expect(betslipOriginId('dafa_native_app')).toBe(20);
    expect(betslipOriginId('msw-maya')).toBe(21);
    expect(betslipOriginId(null)).toBe(11);
    expect(betslipOriginId('constructor')).toBe(11);
    expect(betslipOriginId('other')).toBe(11);
  });
});
