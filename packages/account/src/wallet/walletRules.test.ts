import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMoney, formatMoneyWithCurrency, walletFromThirdParty } from './walletRules';

describe('walletFromThirdParty (§3 third-party mapping)', () => {
  it('maps totalBalance, bonusBalance and realBalance', () => {
    expect(
      walletFromThirdParty({
        totalBalance: 12_500,
        bonusBalance: 2_000,
        realBalance: 10_500,
        currency: 'EUR',
        precision: 2,
      }),
    ).toEqual({
      name: 'sportsbook',
      balance: 12_500,
      promoCash: 2_000,
      withdrawableAmount: 10_500,
      totalLeftToWager: 0,
      currency: 'EUR',
      precision: 2,
    });
  });

  it('keeps left-to-wager, the scale and a given name', () => {
    const wallet = walletFromThirdParty({
      totalBalance: 1,
      bonusBalance: 2,
      realBalance: 3,
      totalLeftToWager: 4,
      currency: 'VND',
      precision: 0,
      displayScale: 1000,
      name: 'casino',
    });
    expect(wallet).toMatchObject({ name: 'casino', totalLeftToWager: 4, displayScale: 1000 });
  });
});

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMoney(123_456_789, { precision: 2 })).toBe('1,234,567.89');
    expect(formatMoney(5, { precision: 2 })).toBe('0.05');
    expect(formatMoney(0, { precision: 2 })).toBe('0.00');
    expect(formatMoney(-1050, { precision: 2 })).toBe('-10.50');
  });

  it('shows currencies without decimals and in thousands', () => {
    expect(formatMoney(100_000, { precision: 0 })).toBe('100,000');
    expect(formatMoney(10_000_000, { precision: 0, displayScale: 1000 })).toBe('10,000');
    expect(formatMoney(10_000_000, { precision: 0, displayScale: 1 })).toBe('10,000,000');
  });

  it('never throws on a malformed amount', () => {
    expect(formatMoney(Number.NaN, { precision: 2 })).toBe('–');
    expect(formatMoney(1.5, { precision: 2 })).toBe('–');
  });

  it('adds the currency code', () => {
    expect(formatMoneyWithCurrency(1999, { precision: 2, currency: 'EUR' })).toBe('EUR 19.99');
  });

  it('reads back to the same minor units (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 4 }), (n, p) => {
        const text = formatMoney(n, { precision: p }).replace(/,/g, '').replace('.', '');
        expect(BigInt(text)).toBe(BigInt(n));
      }),
    );
  });
});
