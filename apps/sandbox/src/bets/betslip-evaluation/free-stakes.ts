import { issue, type BetslipIssue } from '../betslip-rules';

/**
 * Free bets. A bet is staked either in cash (`unitStake`) or from the free-bet balance
 * (`freeMoneyUnitStake`), never both. A free bet's stake is not returned: its potential returns
 * (and its payout) are the winnings only, the quote of the same cash stake less the stake, never
 * below 0.
 */

/** The two stakes a bet may be asked with, minor units. */
export interface StakeAsked {
  unitStake: number;
  freeMoneyUnitStake: number;
}

export interface Staking {
  /** The unit stake the bet is placed with (0: no bet). */
  unit: number;
  free: boolean;
}

/** How a bet is staked: in cash when a cash stake is given, else from the free stake, if any. */
export function staking(bet: StakeAsked | undefined): Staking {
  if (bet === undefined) return { unit: 0, free: false };
  if (bet.unitStake > 0) return { unit: bet.unitStake, free: false };
  return { unit: bet.freeMoneyUnitStake, free: bet.freeMoneyUnitStake > 0 };
}

/** What a free bet can return: the winnings of `returns`, the stake not included. */
export function freeBetReturns(returns: number, stake: number): number {
  return Math.max(0, returns - stake);
}

/**
 * The largest free unit stake of a bet of `lines` lines (an each-way single 2, a system its line
 * count): the free-bet balance shared out, rounded down; 0 when anonymous.
 */
export function maxFreeUnitStake(freeBetBalance: number | null, lines: number): number {
  return freeBetBalance === null || lines < 1 ? 0 : Math.floor(freeBetBalance / lines);
}

/** Why a bet's free stake cannot be placed as asked (the detail of RES-00241), if it cannot. */
export function freeStakeProblem(
  bet: StakeAsked,
  maxFree: number,
  freeBetBalance: number | null,
): string | undefined {
  if (bet.freeMoneyUnitStake <= 0) return undefined;
  if (bet.unitStake > 0) {
    return 'A bet is staked either in cash or from the free-bet balance, not both';
  }
  if (freeBetBalance === null) return 'Free bets need a logged-in player';
  if (freeBetBalance === 0) return 'There is no free-bet balance';
  if (bet.freeMoneyUnitStake > maxFree) {
    return 'The free stake is above maxFreeMoneyStake (the free-bet balance)';
  }
  return undefined;
}

/** RES-00241 for a bet of `lines` lines whose free stake cannot be placed as asked. */
export function freeStakeIssues(
  bet: StakeAsked,
  lines: number,
  freeBetBalance: number | null,
  where: { outcomeId?: number; betTypeId?: number },
): BetslipIssue[] {
  const problem = freeStakeProblem(bet, maxFreeUnitStake(freeBetBalance, lines), freeBetBalance);
  return problem === undefined ? [] : [issue('RES-00241', problem, where)];
}

/** The free-stake fields of a bet's row in the model. */
export function stakeFields(
  bet: { freeMoneyUnitStake: number } | undefined,
  stake: Staking,
  maxFree: number,
): { freeMoneyUnitStake: number; maxFreeMoneyStake: number; stakeAfterTax: number } {
  return {
    freeMoneyUnitStake: bet?.freeMoneyUnitStake ?? 0,
    maxFreeMoneyStake: maxFree,
    stakeAfterTax: stake.unit,
  };
}
