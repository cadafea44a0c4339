import { issue, type BetslipIssue, type BetslipLimits } from '../betslip-rules';
import type { PlannedBet } from './types';

/** RES-00247 when the slip has more selections than max_bets_on_betslip allows. */
export function selectionCountIssues(
  selectionCount: number,
  limits: Pick<BetslipLimits, 'maxBets'>,
): BetslipIssue[] {
  return selectionCount > limits.maxBets
    ? [issue('RES-00247', `At most ${limits.maxBets} selections on a betslip`)]
    : [];
}

/**
 * The stake limits, per staked bet: a unit stake below the minimum is RES-00140, a total stake
 * above the maximum RES-00034. A single is pointed at by its outcome, other bets by their type.
 */
export function stakeLimitIssues(
  plan: readonly PlannedBet[],
  limits: Pick<BetslipLimits, 'minStake' | 'maxStake'>,
): BetslipIssue[] {
  return plan.flatMap((bet) => {
    const where =
      bet.kind === 'single'
        ? { outcomeId: bet.legs[0]?.outcomeId ?? 0 }
        : { betTypeId: bet.betTypeId };
    return [
      ...(bet.unitStake < limits.minStake ? [issue('RES-00140', undefined, where)] : []),
      ...(bet.totalStake > limits.maxStake ? [issue('RES-00034', undefined, where)] : []),
    ];
  });
}
