import { formatAmount, type Wallet } from '@clem/core';

/**
 * A third-party integration's balance answer (account-and-shell §3 "For a third-party
 * integration"): amounts in integer minor units like every wallet.
 */
export interface ThirdPartyBalance {
  totalBalance: number;
  bonusBalance: number;
  realBalance: number;
  /** Not named by the spec's mapping; 0 when the integration does not send it. */
  totalLeftToWager?: number;
  currency: string;
  precision: number;
  displayScale?: number;
  /** Defaults to 'sportsbook' (the wallet the header shows). */
  name?: string;
}

/** §3: balance = totalBalance, promoCash = bonusBalance, withdrawableAmount = realBalance. */
export function walletFromThirdParty(balance: ThirdPartyBalance): Wallet {
  return {
    name: balance.name ?? 'sportsbook',
    balance: balance.totalBalance,
    promoCash: balance.bonusBalance,
    withdrawableAmount: balance.realBalance,
    totalLeftToWager: balance.totalLeftToWager ?? 0,
    currency: balance.currency,
    precision: balance.precision,
    ...(balance.displayScale !== undefined ? { displayScale: balance.displayScale } : {}),
  };
}

/** How to read an amount: the wallet's (or a ledger line's, a bet's) precision and scale. */
export interface MoneyFormat {
  precision: number;
  /** 1000 for the currencies shown in thousands (VND, IDR); 1 or absent otherwise. */
  displayScale?: number;
}

/**
 * Integer minor units → the display text (§9: thousands ',' and decimal '.'), reusing core's
 * `formatAmount`. A displayScale of 1000 shows the amount in thousands (core's ×1000 rule); any
 * other scale is treated as 1. A value that is not a safe integer shows as '–' (never a crash on a
 * malformed answer).
 */
export function formatMoney(minor: number, format: MoneyFormat): string {
  if (!Number.isSafeInteger(minor)) return '–';
  return formatAmount(BigInt(minor), {
    precision: format.precision,
    scaledBy1000: format.displayScale === 1000,
  });
}

/** "EUR 1,234.50": the amount with its currency code (the code first, as the header shows it). */
export function formatMoneyWithCurrency(
  minor: number,
  format: MoneyFormat & { currency: string },
): string {
  return `${format.currency} ${formatMoney(minor, format)}`;
}
