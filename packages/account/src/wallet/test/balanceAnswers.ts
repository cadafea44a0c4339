/** The platform's wallet answer the account tests and stories use: a sportsbook balance. */
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
