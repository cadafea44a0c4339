import { defaultPlatformSettings, returnsAtPrices, type OddsFormat } from '@clem/core';
import { describe, expect, it } from 'vitest';
import { betLines } from './betLines';
import { messageText } from './messageText';
import { selectionRows } from './selectionRows';
import { money, priceOfMilli } from './slipMoney';
import { combinedOddsMilli } from './slipTotals';
import { basis, line, pick, single, slipInput } from './slipViewTestInputs';

const EUR = { precision: 2, scaledBy1000: false };

/** A slip with a favourite at 1.50 and an outsider at 6.00, in `oddsFormat`. */
function twoPicks(oddsFormat: OddsFormat, negativeOddsEnabled?: boolean) {
  return slipInput(
    { singles: { 1: single(1, 1.5), 2: single(2, 6) } },
    { selections: [pick(1, 1.5), pick(2, 6)] },
    {
      oddsFormat,
      settings:
        negativeOddsEnabled === undefined
          ? defaultPlatformSettings
          : { ...defaultPlatformSettings, betslip_negative_odds_enabled: negativeOddsEnabled },
    },
  );
}

describe('slip prices', () => {
  it('shows no negative price while betslip_negative_odds_enabled is off (its default)', () => {
    const shown = (format: OddsFormat, negatives?: boolean) =>
      selectionRows(twoPicks(format, negatives), basis).rows.map((row) => row.price);
    expect(shown('us')).toEqual(['1.50', '+500']);
    expect(shown('us', false)).toEqual(['1.50', '+500']);
    expect(shown('malay', false)).toEqual(['0.50', '5.00']);
    expect(shown('indo', false)).toEqual(['0.50', '5.00']);
    expect(shown('us', true)).toEqual(['-200', '+500']);
    expect(shown('malay', true)).toEqual(['0.50', '-0.20']);
    expect(shown('indo', true)).toEqual(['-2.00', '5.00']);
  });

  it('shows a multiple and a price-change message by the same rule', () => {
    const input = slipInput(
      {
        singles: { 1: single(1, 1.4) },
        model: null,
      },
      { selections: [pick(1, 1.5)] },
      { oddsFormat: 'us' },
    );
    expect(messageText({ code: 'RES-00152', message: 'x', outcomeId: 1 }, input, basis)).toBe(
      `res.RES00152 ${JSON.stringify({ limit: '10,000.00', balance: '1,000.00', old: '1.50', new: '1.40' })}`,
    );
    const withMultiple = {
      ...input,
      betslip: {
        ...input.betslip,
        slip: {
          ...input.betslip.slip,
          multiples: [line('mul1', 1, { decimal: 1.5, betTypeId: 200002, description: 'Double' })],
        },
      },
    };
    const multiple = betLines(withMultiple, basis).multiples[0];
    expect(multiple?.price).toBe('1.50');
  });

  it('shows combined odds that agree with the returns of 1.00 (rounded down once)', () => {
    // 2.50 × 2.50 × 10.724 = 67.025 exactly: the platform pays 67.02 on 1.00.
    const input = slipInput({}, { selections: [pick(1, 2.5), pick(2, 2.5), pick(3, 10.724)] });
    const combined = combinedOddsMilli(input);
    expect(combined).toBe(67_025n);
    expect(priceOfMilli(combined ?? 0n, input)).toBe('67.02');
    expect(money(returnsAtPrices(100n, [2500n, 2500n, 10_724n]), EUR)).toBe('67.02');
    // Large combined odds group thousands like the returns beside them.
    expect(priceOfMilli(10_890_725n, input)).toBe('10,890.72');
    expect(money(returnsAtPrices(100n, [10_890_725n]), EUR)).toBe('10,890.72');
  });
});
