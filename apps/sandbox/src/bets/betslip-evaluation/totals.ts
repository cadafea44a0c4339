import { issue, type BetslipIssue } from '../betslip-rules';
import type { PlannedBet } from './types';

/** The quote's totals, minor units, each capped at the largest safe integer. */
export interface PlanTotals {
  /** What the staked bets cost in cash (free stakes are not in it). */
  totalCost: number;
  /** What they take from the free-bet balance. */
  totalFreeStake: number;
  potentialReturns: number;
}

function cappedSum(plan: readonly PlannedBet[], amount: (bet: PlannedBet) => number): number {
  return Math.min(
    plan.reduce((sum, bet) => sum + amount(bet), 0),
    Number.MAX_SAFE_INTEGER,
  );
}

export function planTotals(plan: readonly PlannedBet[]): PlanTotals {
  return {
    totalCost: cappedSum(plan, (bet) => bet.totalStake - bet.freeStake),
    totalFreeStake: cappedSum(plan, (bet) => bet.freeStake),
    potentialReturns: cappedSum(plan, (bet) => bet.potentialReturns),
  };
}

/**
 * Each free stake fits the free-bet balance on its own (checked per bet); together they must fit
 * it too: RES-00241, unless a bet already has one.
 */
export function combinedFreeStakeIssues(
  totalFreeStake: number,
  freeBetBalance: number | null,
  issuesSoFar: readonly BetslipIssue[],
): BetslipIssue[] {
  return totalFreeStake > (freeBetBalance ?? 0) &&
    !issuesSoFar.some((entry) => entry.code === 'RES-00241')
    ? [issue('RES-00241', 'The free stakes add up to more than the free-bet balance')]
    : [];
}
