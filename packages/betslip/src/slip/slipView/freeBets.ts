import type { BetKey } from '@clem/core';
import type { BetslipState } from '../../picks/betslipState';
import type { SlipFreeBetView } from '../view';
import { money } from './slipMoney';
import type { SlipViewInput } from './slipViewInput';

/**
 * The free bet a bet offers (logged in, the platform's maxFreeMoneyStake above 0), or the one it
 * uses (kept on show while used, so the player can take it off even when the balance has gone).
 */
export function freeBetOffer(
  maxFree: number | undefined,
  used: bigint,
  input: Pick<SlipViewInput, 'loggedIn' | 'currency'>,
): SlipFreeBetView | undefined {
  if (!input.loggedIn) return undefined;
  if (used > 0n) return { amount: money(used, input.currency), used: true };
  if (maxFree === undefined || maxFree <= 0) return undefined;
  return { amount: money(maxFree, input.currency), used: false };
}

/**
 * The free stake freeBetMax sets on a bet: the platform's maxFreeMoneyStake for it (a single's, a
 * multiple's or a system's, per line), or undefined when it offers none.
 */
export function maxFreeStake(betslip: BetslipState, key: BetKey): bigint | undefined {
  const [kind, ref] = key.split(':') as [string, string];
  const max =
    kind === 'single'
      ? betslip.singles[Number(ref)]?.maxFreeMoneyStake
      : (kind === 'multiple' ? betslip.slip.multiples : betslip.slip.systems).find(
          (line) => line.ref === ref,
        )?.maxFreeMoneyStake;
  return max !== undefined && max > 0 ? BigInt(max) : undefined;
}
