import {
  keypadHasDecimalPoint,
  parseQuickBetValues,
  quickBetStakes,
  stakeTextFromMinor,
} from '@clem/core';
import type { SlipKeypadView, SlipPhase, SlipReceiptView } from '../view';
import { money } from './slipMoney';
import type { SlipViewInput } from './slipViewInput';

/**
 * The on-screen keypad, on touch while a bet's stake is being typed: a decimal key when the
 * currency has one, and the quick-bet presets (quick_bet_values) with the stake text each sets.
 */
export function keypadView(input: SlipViewInput, phase: SlipPhase): SlipKeypadView | undefined {
  const { currency } = input;
  if (!input.touchKeypad || input.betslip.slip.activeBet === undefined || phase !== 'editing') {
    return undefined;
  }
  const quickStakes = parseQuickBetValues(input.settings.quick_bet_values);
  return {
    hasDecimalPoint: keypadHasDecimalPoint(currency),
    quickStakes: quickBetStakes(currency.code, currency, quickStakes).map((minor) => ({
      label: money(minor, currency),
      stake: stakeTextFromMinor(minor, currency),
    })),
  };
}

/** The placed betslip's receipt, formatted, once the platform has answered with one. */
export function receiptView(input: SlipViewInput): SlipReceiptView | undefined {
  const { receipt } = input.betslip;
  const { currency } = input;
  if (!receipt) return undefined;
  return {
    reference: receipt.reference,
    bets: receipt.bets.map((bet) => ({
      reference: bet.reference,
      description: bet.description,
      totalStake: money(bet.totalStake, currency),
      potentialReturns: money(bet.potentialReturns, currency),
    })),
    totalCost: money(receipt.totalCost, currency),
    balance:
      receipt.availableBalance === null ? undefined : money(receipt.availableBalance, currency),
  };
}
