import { systemBets, systemsOffered } from '@clem/core/domain';
import { issue, systemDetail, toSafeNumber, type BetslipIssue } from '../betslip-rules';
import type { BetInput } from '../selections-input';
import { toCombinationSelections } from './combination-legs';
import {
  freeBetReturns,
  freeStakeIssues,
  maxFreeUnitStake,
  stakeFields,
  staking,
} from './free-stakes';
import type { BetsStep, BetslipContext, PlannedBet, WorldSelection } from './types';

/**
 * The systems on offer for the legs (Trixie, Yankee, …: @clem/core's rules; none on the African
 * betslip), their rows when the player shows them (or for a placement), and a bet for each staked
 * one. A stake asked on a system not offered is RES-00218; one on an offered system is checked for
 * its free stake against its line count (RES-00241).
 */
export function buildSystems(
  requested: readonly BetInput[],
  legs: readonly WorldSelection[],
  showRows: boolean,
  context: Pick<BetslipContext, 'limits' | 'freeBetBalance'>,
): BetsStep {
  const { limits } = context;
  const rows: Record<string, unknown>[] = [];
  const bets: PlannedBet[] = [];
  const issues: BetslipIssue[] = [];
  /** The systems on offer: bet type id → number of lines. */
  const offered = new Map<number, number>();
  const asked = (betTypeId: number) => requested.find((bet) => bet.betTypeId === betTypeId);
  if (systemsOffered(legs.length, limits.africanBetslip)) {
    const systemLines = systemBets(toCombinationSelections(legs), (type) =>
      BigInt(staking(asked(type.betTypeId)).unit),
    );
    for (const system of systemLines) {
      const bet = asked(system.betTypeId);
      const stake = staking(bet);
      const noOfBets = toSafeNumber(system.lines);
      const totalStake = toSafeNumber(system.totalStake);
      const potentialReturns = stake.free
        ? freeBetReturns(toSafeNumber(system.potentialReturns), totalStake)
        : toSafeNumber(system.potentialReturns);
      offered.set(system.betTypeId, noOfBets);
      if (stake.unit > 0) {
        bets.push({
          kind: 'system',
          betTypeId: system.betTypeId,
          description: system.name,
          unitStake: stake.unit,
          totalStake,
          freeStake: stake.free ? totalStake : 0,
          numBets: noOfBets,
          priceMilli: null,
          potentialReturns,
          eachWay: false,
          legs: [...legs],
          // Systems are never offered on the African betslip, so never taxed.
          tax: undefined,
        });
      }
      if (showRows) {
        rows.push({
          betTypeId: system.betTypeId,
          description: system.name,
          fullDescription: `${system.name} (${noOfBets} bets: ${systemDetail(system.counts)})`,
          ref: `sys${rows.length + 1}`,
          noOfBets,
          unitStake: bet?.unitStake ?? 0,
          totalStake,
          potentialReturns,
          price: null,
          decimal: null,
          minBetStake: limits.minStake,
          maxBetStake: limits.maxStake,
          ...stakeFields(bet, stake, maxFreeUnitStake(context.freeBetBalance, noOfBets)),
          taxPercentage: 0,
          extraParlayWinnings: 0,
        });
      }
    }
  }
  for (const bet of requested) {
    const where = { betTypeId: bet.betTypeId };
    const lines = offered.get(bet.betTypeId);
    if (lines !== undefined) {
      issues.push(...freeStakeIssues(bet, lines, context.freeBetBalance, where));
      continue;
    }
    if (bet.unitStake > 0 || bet.freeMoneyUnitStake > 0) {
      const detail = limits.africanBetslip
        ? 'System bets are not offered on this betslip'
        : 'This system bet is not offered for these selections';
      issues.push(issue('RES-00218', detail, where));
    }
  }
  return { rows, bets, issues };
}
