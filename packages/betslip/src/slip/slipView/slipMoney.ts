import { formatAmount, readStake, type BetKey, type CurrencyRule } from '@clem/core';
import type { BetslipState } from '../../picks/betslipSlice';

/** An amount in minor units, formatted in the player's currency. */
export function money(minor: bigint | number, currency: CurrencyRule): string {
  return formatAmount(typeof minor === 'bigint' ? minor : BigInt(minor), currency);
}

/** A bet's free stake (minor units) as typed or set by freeBetMax; 0 when none. */
export function freeMinor(text: string | undefined, currency: CurrencyRule): bigint {
  const reading = readStake(text ?? '', currency);
  return reading.kind === 'amount' ? reading.minor : 0n;
}

/** A bet's cash stake (minor units) as typed; 0 when none or unreadable. */
export function cashMinor(
  stakes: BetslipState['slip']['stakes'],
  key: BetKey,
  currency: CurrencyRule,
): bigint {
  const reading = readStake(stakes[key]?.cash ?? '', currency);
  return reading.kind === 'amount' ? reading.minor : 0n;
}
