import { describe, expect, it } from 'vitest';
import { keypadView, receiptView } from './keypadAndReceipt';
import { pick, slipInput } from './slipViewTestInputs';

describe('keypadView', () => {
  const slip = { selections: [pick(1)], activeBet: 'single:1' as const };
  it('shows on touch while a stake is typed, when editing', () => {
    const touch = { touchKeypad: true };
    expect(keypadView(slipInput({}, slip), 'editing')).toBeUndefined();
    expect(keypadView(slipInput({}, { selections: [pick(1)] }, touch), 'editing')).toBeUndefined();
    expect(keypadView(slipInput({}, slip, touch), 'placing')).toBeUndefined();
    expect(keypadView(slipInput({}, slip, touch), 'editing')?.hasDecimalPoint).toBe(true);
  });

  it('has no decimal key for VND, and its quick stakes', () => {
    const vnd = keypadView(
      slipInput({}, slip, {
        touchKeypad: true,
        currency: { precision: 0, scaledBy1000: true, code: 'VND' },
      }),
      'editing',
    );
    expect(vnd?.hasDecimalPoint).toBe(false);
    expect(vnd?.quickStakes.map((q) => q.stake)).toEqual(['100', '500', '2500', '10000']);
  });
});

describe('receiptView', () => {
  it('formats the placed betslip, with the balance when known', () => {
    const receipt = {
      reference: 'R1',
      betSlipId: 1,
      bets: [
        {
          reference: 'B1',
          description: 'Single',
          totalStake: 500,
          potentialReturns: 1250,
          kind: 'single' as const,
        },
      ],
      totalCost: 500,
      currency: 'EUR',
      precision: 2,
      availableBalance: 99_500,
    };
    expect(receiptView(slipInput({ receipt }, {}))).toEqual({
      reference: 'R1',
      bets: [
        { reference: 'B1', description: 'Single', totalStake: '5.00', potentialReturns: '12.50' },
      ],
      totalCost: '5.00',
      balance: '995.00',
    });
    expect(
      receiptView(slipInput({ receipt: { ...receipt, availableBalance: null } }, {}))?.balance,
    ).toBeUndefined();
    expect(receiptView(slipInput({}, {}))).toBeUndefined();
  });
});
