import { describe, expect, it } from 'vitest';
import { betLimits, stakeErrorText } from './stakeChecks';
import { t } from './slipViewTestInputs';

const input = { currency: { precision: 2, scaledBy1000: false, code: 'EUR' }, t };
const limits = { min: 100n, max: 10_000n };

describe('betLimits', () => {
  it("narrows the maximum to the platform's maxBetStake when it gives one", () => {
    expect(betLimits(limits, 5000)).toEqual({ min: 100n, max: 5000n });
    expect(betLimits(limits, 0)).toEqual(limits);
    expect(betLimits(limits, undefined)).toEqual(limits);
  });
});

describe('stakeErrorText', () => {
  it('says why a typed stake cannot be placed, over its lines', () => {
    expect(stakeErrorText('', limits, 1, input)).toBeUndefined();
    expect(stakeErrorText('5', limits, 1, input)).toBeUndefined();
    expect(stakeErrorText('abc', limits, 1, input)).toBe('ui.stakeInvalid');
    expect(stakeErrorText('0.50', limits, 1, input)).toBe('res.RES00140 {"limit":"1.00"}');
    expect(stakeErrorText('100.01', limits, 1, input)).toBe('res.RES00034 {"limit":"100.00"}');
    expect(stakeErrorText('30', limits, 4, input)).toMatch(/^res\.RES00034 /);
  });
});
