import {
  moneyText,
  oddsText,
  oddsTextOfMilli,
  readStake,
  settingFlag,
  type BetKey,
  type CurrencyRule,
  type OddsDisplay,
} from '@clem/core';
import type { BetslipState } from '../../picks/betslipState';
import type { SlipViewInput } from './slipViewInput';

/** An amount in minor units, formatted in the player's currency (core's `moneyText`). */
export function money(minor: bigint | number, currency: CurrencyRule): string {
  return moneyText(typeof minor === 'bigint' ? minor : BigInt(minor), currency);
}

/**
 * How the slip shows prices: the player's odds format and the operator's
 * `betslip_negative_odds_enabled` (betting §5 "Negative odds", default off).
 */
export function oddsDisplayOf(input: Pick<SlipViewInput, 'oddsFormat' | 'settings'>): OddsDisplay {
  return {
    oddsFormat: input.oddsFormat,
    negativeOddsEnabled: settingFlag(input.settings, 'betslip_negative_odds_enabled'),
  };
}

/** A decimal price as the slip shows it (core's `oddsText`, the lists' text too). */
export function price(decimal: number, input: Pick<SlipViewInput, 'oddsFormat' | 'settings'>) {
  return oddsText(decimal, oddsDisplayOf(input));
}

/**
 * Combined odds in thousandths as the slip shows them: rounded down like every decimal price,
 * so the odds shown times a 1.00 stake are the returns shown (core's `oddsTextOfMilli`).
 */
export function priceOfMilli(
  priceMilli: bigint,
  input: Pick<SlipViewInput, 'oddsFormat' | 'settings'>,
): string {
  return oddsTextOfMilli(priceMilli, oddsDisplayOf(input));
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
