/** The platform stub of `@clem/core/testing`, plus the answers the account tests use. */
export {
  neverAnswers,
  stubbedStore,
  type StubAnswer,
  type StubHandler,
  type StubRequest,
} from '@clem/core/testing';

export function sportsbookBalanceBody(balance: number, username = 'demo') {
  return {
    username,
    currency: 'EUR',
    wallets: [
      {
        name: 'casino',
        balance: 1,
        promoCash: 0,
        totalLeftToWager: 0,
        withdrawableAmount: 1,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
      },
      {
        name: 'sportsbook',
        balance,
        promoCash: 500,
        totalLeftToWager: 250,
        withdrawableAmount: balance,
        currency: 'EUR',
        precision: 2,
        displayScale: 1,
      },
    ],
  };
}
