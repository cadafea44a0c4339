import { issue, type BetslipIssue } from '../betslip-rules';
import type { SelectionInput } from '../selections-input';
import type { PlannedBet, SelectionState } from './types';

/** A selection's problem, with the selection it is about. */
export interface SelectionIssue {
  problem: BetslipIssue;
  outcomeId: number;
}

/**
 * The selections' problems as RES codes, in slip order. A suspended selection used only by
 * multiples or systems (not staked as a single) is "bet suspended" (RES-00048).
 */
export function selectionIssues(
  selections: readonly SelectionInput[],
  states: readonly SelectionState[],
  plan: readonly PlannedBet[],
): SelectionIssue[] {
  const stakedSingles = stakedSingleOutcomes(plan);
  const usedInCombos = new Set(
    plan.filter((b) => b.kind !== 'single').flatMap((b) => b.legs.map((leg) => leg.outcomeId)),
  );
  return states.flatMap((state, index) => {
    const problem = state.problem;
    const outcomeId = selections[index]?.outcomeId;
    if (problem === undefined || outcomeId === undefined) return [];
    const comboOnly =
      problem.code === 'RES-00108' &&
      state.state === 'O' &&
      !stakedSingles.has(outcomeId) &&
      usedInCombos.has(outcomeId);
    return [
      { problem: comboOnly ? issue('RES-00048', undefined, { outcomeId }) : problem, outcomeId },
    ];
  });
}

function stakedSingleOutcomes(plan: readonly PlannedBet[]): Set<number | undefined> {
  return new Set(plan.filter((b) => b.kind === 'single').map((b) => b.legs[0]?.outcomeId));
}

/**
 * The answer's errors and the problems that refuse a placement. Both list the selection-count
 * problem first, then the selections', then the bets'. A placement is not refused for a selection
 * no staked bet uses (not staked as a single, and not in a staked multiple or system); the errors
 * end with RES-00056 when the cash cost is above the player's balance.
 */
export function classifyIssues(
  selections: readonly SelectionInput[],
  plan: readonly PlannedBet[],
  bySelection: readonly SelectionIssue[],
  betIssues: readonly BetslipIssue[],
  balance: { totalCost: number; availableBalance: number | null },
): { errors: BetslipIssue[]; blocking: BetslipIssue[] } {
  const stakedSingles = stakedSingleOutcomes(plan);
  const usesCombos = plan.some((bet) => bet.kind !== 'single');
  const used = (outcomeId: number) => {
    const selection = selections.find((s) => s.outcomeId === outcomeId);
    return stakedSingles.has(outcomeId) || (usesCombos && selection?.includeInMultiples === true);
  };
  const countIssue = betIssues.filter((entry) => entry.code === 'RES-00247');
  const otherBetIssues = betIssues.filter((entry) => entry.code !== 'RES-00247');
  const errors: BetslipIssue[] = [
    ...countIssue,
    ...bySelection.map((entry) => entry.problem),
    ...otherBetIssues,
  ];
  const blocking: BetslipIssue[] = [
    ...countIssue,
    ...bySelection.filter((entry) => used(entry.outcomeId)).map((entry) => entry.problem),
    ...otherBetIssues,
  ];
  if (balance.availableBalance !== null && balance.totalCost > balance.availableBalance) {
    errors.push(issue('RES-00056'));
  }
  return { errors, blocking };
}
