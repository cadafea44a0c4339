import { checkStake, narrowStakeLimits, readStake, type StakeLimits } from '@clem/core';
import { resMessageKey } from '../../resMessages';
import { money } from './slipMoney';
import type { SlipViewInput } from './slipViewInput';

/**
 * The limits a bet may be staked within: the settings' limits narrowed by the platform's
 * maxBetStake for the bet, when it gives one (above 0).
 */
export function betLimits(base: StakeLimits, maxBetStake: number | undefined): StakeLimits {
  return narrowStakeLimits(base, {
    maxBetStake: maxBetStake && maxBetStake > 0 ? BigInt(maxBetStake) : undefined,
  });
}

/**
 * Why a typed stake (per line, over `noOfBets` lines) cannot be placed, translated: unreadable,
 * below the minimum (RES-00140) or above the maximum (RES-00034); undefined when it can, or when
 * nothing is typed.
 */
export function stakeErrorText(
  text: string,
  limits: StakeLimits,
  noOfBets: number,
  input: Pick<SlipViewInput, 'currency' | 't'>,
): string | undefined {
  const reading = readStake(text, input.currency);
  if (reading.kind === 'invalid') return input.t('ui.stakeInvalid');
  if (reading.kind === 'none') return undefined;
  const check = checkStake(reading.minor, limits, noOfBets);
  if (check.status === 'belowMin') {
    return input.t(resMessageKey('RES-00140'), { limit: money(check.limit, input.currency) });
  }
  if (check.status === 'aboveMax') {
    return input.t(resMessageKey('RES-00034'), { limit: money(check.limit, input.currency) });
  }
  return undefined;
}
