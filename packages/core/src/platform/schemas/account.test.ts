import { vipTierOf } from '../../domain/vip';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TRANSACTION_KINDS,
  accountErrorResponseSchema,
  accountPrefsResponseSchema,
  accountTransactionsResponseSchema,
  apiSessionResponseSchema,
  headerLoginResponseSchema,
  icoreLoginResponseSchema,
  isLowBalance,
  playerDetailsSchema,
  sportsbookBalanceResponseSchema,
  sportsbookWalletOf,
  walletSchema,
} from './index';

const wallet = {
  name: 'sportsbook',
  balance: 100_000,
  promoCash: 0,
  totalLeftToWager: 0,
  withdrawableAmount: 100_000,
  currency: 'EUR',
  precision: 2,
};

const session = {
  alsPlayerId: 7,
  jwe_token: 'jwe',
  username: 'demo',
  currency: 'EUR',
  locale: 'en',
  icore_token: 'ext',
  is_partner_matrix_affiliate: false,
};

describe('account schemas', () => {
  it('reads the three header_login outcomes from otp', () => {
    const envelope = (result: object) => ({ success: true, status: 200, message: 'ok', result });
    const pending = { alsPlayerId: 7, username: 'demo', currency: 'EUR', locale: 'en' };
    expect(headerLoginResponseSchema.parse(envelope({ ...pending, otp: true })).result.otp).toBe(
      true,
    );
    expect(headerLoginResponseSchema.parse(envelope({ ...pending, otp: null })).result.otp).toBe(
      null,
    );
    const done = headerLoginResponseSchema.parse(envelope({ ...session, otp: false, extra: 1 }));
    expect(done.result).toMatchObject({ jwe_token: 'jwe', extra: 1 });
    // Login done without a jwe_token is an error (§4).
    expect(
      headerLoginResponseSchema.safeParse(envelope({ ...pending, otp: false, icore_token: 'x' }))
        .success,
    ).toBe(false);
  });

  it('keeps unknown fields and refuses a wrong type on a named one', () => {
    expect(walletSchema.parse({ ...wallet, bonus: 'x' })).toMatchObject({ bonus: 'x' });
    expect(walletSchema.safeParse({ ...wallet, balance: 12.5 }).success).toBe(false);
    expect(walletSchema.safeParse({ ...wallet, balance: '100' }).success).toBe(false);
    expect(walletSchema.safeParse({ ...wallet, balance: -1 }).success).toBe(false);
  });

  it('parses §8 errors', () => {
    const error = {
      success: false,
      status: 402,
      message: 'suspended',
      reasonJson: { responseCode: 'INT009' },
    };
    expect(accountErrorResponseSchema.parse(error).reasonJson.responseCode).toBe('INT009');
    expect(
      accountErrorResponseSchema.safeParse({ ...error, reasonJson: { responseCode: 'X' } }).success,
    ).toBe(false);
  });

  it('finds the sportsbook wallet and low balance', () => {
    const balance = sportsbookBalanceResponseSchema.parse({
      username: 'demo',
      currency: 'EUR',
      wallets: [{ ...wallet, name: 'casino' }, wallet],
    });
    expect(sportsbookWalletOf(balance.wallets)?.name).toBe('sportsbook');
    expect(isLowBalance({ balance: 0 })).toBe(true);
    expect(isLowBalance({ balance: 1 })).toBe(false);
  });

  it('converts a numeric defaultStake string (§7)', () => {
    const details = playerDetailsSchema.parse({
      alsId: 1,
      username: 'demo',
      firstName: 'D',
      lastName: 'P',
      email: 'd@example.invalid',
      priceFormat: 'EURO',
      holdWithdraw: false,
      vipLevel: 0,
      enableStreamFullScreen: false,
      accountNumber: 'A-1',
      defaultStake: '500',
      registrationDateTime: '2024-01-15T10:00:00.000Z',
      locale: 'en',
      currency: 'EUR',
      countryCode: 'MT',
      playerCreatedByAgent: false,
      isRememberStake: false,
      excludedFromPromotions: false,
    });
    expect(details.defaultStake).toBe(500);
  });

  it('checks login details and prefs enums', () => {
    expect(icoreLoginResponseSchema.safeParse({ username: 'demo', alsToken: '' }).success).toBe(
      false,
    );
    const prefs = {
      accountId: 1,
      data: {
        default_stake: 0,
        layout: 'euro',
        sort_by: 'time',
        price_format: 'euro',
        accept_higher_odds: true,
      },
    };
    expect(accountPrefsResponseSchema.parse(prefs).data.layout).toBe('euro');
    expect(
      accountPrefsResponseSchema.safeParse({ ...prefs, data: { ...prefs.data, layout: 'x' } })
        .success,
    ).toBe(false);
  });

  it('reads riskGroup (optional) on session data and login details', () => {
    const api = { ...session, expiresAt: '2026-01-01T00:00:00.000Z' };
    expect(apiSessionResponseSchema.parse({ ...api, riskGroup: true }).riskGroup).toBe(true);
    expect(apiSessionResponseSchema.parse(api).riskGroup).toBeUndefined();
    expect(apiSessionResponseSchema.safeParse({ ...api, riskGroup: 'yes' }).success).toBe(false);
  });

  it('parses the transactions list', () => {
    const line = {
      id: 9,
      createdAt: '2026-11-23T10:00:00.000Z',
      kind: 'bet_stake',
      amount: -1500,
      balanceAfter: 98_500,
      currency: 'EUR',
      precision: 2,
      displayScale: 1,
      reference: 'BS00000042',
    };
    const page = { accountId: 7, page: 1, pageSize: 20, total: 1, transactions: [line] };
    expect(accountTransactionsResponseSchema.parse(page)).toEqual(page);
    expect(ACCOUNT_TRANSACTION_KINDS).toContain('bet_payout');
    const withLine = (change: object) => ({ ...page, transactions: [{ ...line, ...change }] });
    expect(accountTransactionsResponseSchema.safeParse(withLine({ reference: null })).success).toBe(
      true,
    );
    for (const bad of [
      { kind: 'bonus' },
      { amount: 1.5 },
      { amount: '-1500' },
      { createdAt: 'yesterday' },
      { displayScale: 0 },
    ]) {
      expect(accountTransactionsResponseSchema.safeParse(withLine(bad)).success).toBe(false);
    }
    expect(accountTransactionsResponseSchema.safeParse({ ...page, page: 0 }).success).toBe(false);
  });

  it('maps vipLevel to the §4 tiers', () => {
    expect([1, 14, 16].map(vipTierOf)).toEqual(['bronze', 'bronze', 'bronze']);
    expect([2, 15, 25].map(vipTierOf)).toEqual(['silver', 'silver', 'silver']);
    expect([3, 17, 26].map(vipTierOf)).toEqual(['gold', 'gold', 'gold']);
    expect([4, 13, 18].map(vipTierOf)).toEqual(['platinum', 'platinum', 'platinum']);
    expect(vipTierOf(0)).toBeUndefined();
  });
});
