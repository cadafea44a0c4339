import type {
  AccountTransactionsResponse,
  DailySettledBetsResponse,
  MyBet,
  OpenBetsResponse,
  PlayerDetails,
  Wallet,
} from '@clem/core';

/** Sample platform answers for the account pages' tests and stories. */

export const sampleDetails: PlayerDetails & { lastLoginDate: string } = {
  alsId: 42,
  username: 'demo',
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'dana@example.test',
  priceFormat: 'EURO',
  holdWithdraw: false,
  vipLevel: 17,
  enableStreamFullScreen: true,
  accountNumber: 'CLM-000042',
  defaultStake: 500,
  registrationDateTime: '2024-03-01T09:30:00Z',
  locale: 'en',
  currency: 'EUR',
  countryCode: 'GB',
  playerCreatedByAgent: false,
  isRememberStake: false,
  excludedFromPromotions: false,
  lastLoginDate: '2026-11-22T18:05:00Z',
};

export const sampleWallet: Wallet = {
  name: 'sportsbook',
  balance: 125_050,
  promoCash: 2_000,
  totalLeftToWager: 1_500,
  withdrawableAmount: 123_050,
  currency: 'EUR',
  precision: 2,
  displayScale: 1,
};

export const sampleBet: MyBet = {
  betId: 7,
  reference: 'B-0007',
  kind: 'single',
  betTypeId: 1,
  description: 'Single',
  status: 'open',
  eachWay: false,
  jackpotId: null,
  unitStake: 1000,
  totalStake: 1000,
  numberOfBets: 1,
  decimal: 2.5,
  potentialReturns: 2500,
  payout: 0,
  currency: 'EUR',
  precision: 2,
  displayScale: 1,
  placedAt: '2026-11-23T10:00:00Z',
  settledAt: null,
  legs: [
    {
      legIndex: 0,
      outcomeId: 1,
      outcomeDescription: 'Arsenal',
      marketId: 2,
      marketDescription: 'Match result',
      periodDescription: 'Full time',
      eventId: 3,
      eventDescription: 'Arsenal v Chelsea',
      sportCode: 'FOOT',
      eventDate: '2026-11-23T15:00:00Z',
      decimal: 2.5,
      spread: null,
      result: 'open',
      ordinal: null,
      reserve: false,
    },
  ],
};

export const sampleOpenBets: OpenBetsResponse = { accountId: 42, count: 1, bets: [sampleBet] };

export const sampleSettledBets: DailySettledBetsResponse = {
  accountId: 42,
  numberOfBets: 50,
  count: 1,
  bets: [
    {
      ...sampleBet,
      betId: 6,
      reference: 'B-0006',
      status: 'won',
      payout: 3000,
      settledAt: '2026-11-23T09:00:00Z',
    },
  ],
};

export function sampleTransactions(page = 1, total = 2): AccountTransactionsResponse {
  return {
    accountId: 42,
    page,
    pageSize: 20,
    total,
    transactions: [
      {
        id: 2 + page * 100,
        createdAt: '2026-11-23T10:00:00Z',
        kind: 'bet_stake',
        amount: -1000,
        balanceAfter: 99_000,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
        reference: `B-0007-p${page}`,
      },
      {
        id: 1 + page * 100,
        createdAt: '2026-11-20T08:00:00Z',
        kind: 'credit',
        amount: 100_000,
        balanceAfter: 100_000,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
        reference: null,
      },
    ],
  };
}
