import { defaultPlatformSettings, type PlatformSettings } from '@clem/core';
import { describe, expect, it } from 'vitest';
import { betTaxShown, priceChanged, selectionRows } from './selectionRows';
import { basis, pick, single, slipInput } from './slipViewTestInputs';

const taxed = {
  ...defaultPlatformSettings,
  african_betslip: true,
  tax_deduction_enabled: true,
  enable_stake_after_tax: true,
} as PlatformSettings;

describe('priceChanged', () => {
  it('needs acceptance for a lower price under D, and any change under A', () => {
    expect(priceChanged(2, 1.8, 'D')).toBe(true);
    expect(priceChanged(2, 2.5, 'D')).toBe(false);
    expect(priceChanged(2, 2.5, 'A')).toBe(true);
    expect(priceChanged(2, 2, 'A')).toBe(false);
    expect(priceChanged(2, undefined, 'A')).toBe(false);
    expect(priceChanged(2, null, 'A')).toBe(false);
  });
});

describe('betTaxShown', () => {
  it('needs the African betslip, tax deduction and stake after tax', () => {
    expect(betTaxShown(taxed)).toBe(true);
    expect(betTaxShown({ ...taxed, enable_stake_after_tax: false } as PlatformSettings)).toBe(
      false,
    );
    expect(betTaxShown(defaultPlatformSettings)).toBe(false);
  });
});

describe('selectionRows', () => {
  it('shows a changed price old → new and asks for acceptance', () => {
    const rows = selectionRows(
      slipInput({ singles: { 1: single(1, 1.8) } }, { selections: [pick(1, 2)] }),
      basis,
    );
    expect(rows.rows[0]).toMatchObject({ price: '1.80', previousPrice: '2.00', state: 'open' });
    expect(rows.needsAcceptance).toBe(true);
    expect(rows.blocked).toBe(false);
  });

  it('blocks on a closed or suspended selection and on a stake error', () => {
    const states = selectionRows(
      slipInput(
        { notAvailable: [1], singles: { 2: single(2, 2, { enabled: false }) } },
        { selections: [pick(1), pick(2)] },
      ),
      basis,
    );
    expect(states.rows.map((row) => [row.state, row.message])).toEqual([
      ['closed', 'selectionNotAvailable'],
      ['suspended', 'ui.suspended'],
    ]);
    expect(states.blocked).toBe(true);
    const tooMuch = selectionRows(
      slipInput(
        {},
        { selections: [pick(1)], stakes: { 'single:1': { cash: '10000.01', free: '' } } },
      ),
      basis,
    );
    expect(tooMuch.rows[0]?.stakeError).toBe('res.RES00034 {"limit":"10,000.00"}');
    expect(tooMuch.blocked).toBe(true);
  });

  it("shows the platform's returns for the stake it priced, else stake × price", () => {
    const stakes = { 'single:1': { cash: '5', free: '' } };
    const priced = selectionRows(
      slipInput(
        { singles: { 1: single(1, 2.5, { unitStake: 500, potentialReturns: 1300 }) } },
        { selections: [pick(1, 2.5)], stakes },
      ),
      basis,
    );
    expect(priced.rows[0]?.potentialReturns).toBe('13.00');
    const typing = selectionRows(
      slipInput(
        { singles: { 1: single(1, 2.5, { unitStake: 400, potentialReturns: 1000 }) } },
        { selections: [pick(1, 2.5)], stakes },
      ),
      basis,
    );
    expect(typing.rows[0]?.potentialReturns).toBe('12.50');
  });

  it('shows the stake after tax and the tax deduction under the tax, never a local figure', () => {
    const stakes = { 'single:1': { cash: '5', free: '' } };
    const priced = selectionRows(
      slipInput(
        {
          singles: {
            1: single(1, 2, {
              unitStake: 500,
              potentialReturns: 800,
              stakeAfterTax: 444,
              potentialTaxDeduction: 88,
            }),
          },
        },
        { selections: [pick(1)], stakes },
        { settings: taxed },
      ),
      basis,
    );
    expect(priced.rows[0]).toMatchObject({
      potentialReturns: '8.00',
      stakeAfterTax: '4.44',
      taxDeduction: '0.88',
    });
    const typing = selectionRows(
      slipInput(
        { singles: { 1: single(1, 2) } },
        { selections: [pick(1)], stakes },
        { settings: taxed },
      ),
      basis,
    );
    expect(typing.rows[0]?.potentialReturns).toBeUndefined();
  });

  it('offers each way when the platform does, and the free bet on stakeable singles', () => {
    const rows = selectionRows(
      slipInput(
        {
          singles: {
            1: single(1, 5, { showEachWay: true, placeTerms: '1/4', maxFreeMoneyStake: 300 }),
            2: single(2, 2, { singleEnabled: false, maxFreeMoneyStake: 300 }),
          },
          eachWay: { 1: true },
        },
        { selections: [pick(1, 5), pick(2)], activeBet: 'single:1' },
      ),
      basis,
    );
    expect(rows.rows[0]).toMatchObject({
      eachWay: { checked: true, placeTerms: '1/4' },
      freeBet: { amount: '3.00', used: false },
      active: true,
    });
    expect(rows.rows[1]).toMatchObject({ stakeable: false, freeBet: undefined, active: false });
  });
});
