import { multipleBet, multipleOffered } from '@clem/core/domain';
import { accumulatorReturns, issue, toSafeNumber, type BetslipIssue } from '../betslip-rules';
import type { BetInput } from '../selections-input';
import { toCombinationSelections } from './combination-legs';
import {
  freeBetReturns,
  freeStakeIssues,
  maxFreeUnitStake,
  stakeFields,
  staking,
} from './free-stakes';
import { quote } from './quote';
import type { BetsStep, BetslipContext, PlannedBet, WorldSelection } from './types';

/** bets.price_milli is an int4: a product of prices above it is stored as null. */
export const MAX_STORED_PRICE_MILLI = 2_147_483_647;

/**
 * The multiple on offer for the legs (Double, Treble, N-Fold: @clem/core's rule), its row, and
 * the bet when it is staked. A stake asked on any other multiple is RES-00218; one on the offered
 * multiple is checked for its free stake (RES-00241).
 */
export function buildMultiples(
  requested: readonly BetInput[],
  legs: readonly WorldSelection[],
  context: Pick<BetslipContext, 'limits' | 'freeBetBalance'>,
): BetsStep {
  const { limits } = context;
  const rows: Record<string, unknown>[] = [];
  const bets: PlannedBet[] = [];
  const issues: BetslipIssue[] = [];
  const offer = multipleBet(toCombinationSelections(legs), 0n);
  if (offer !== undefined) {
    const bet = requested.find((entry) => entry.betTypeId === offer.betTypeId);
    const stake = staking(bet);
    const prices = legs.map((leg) => leg.priceMilli);
    const multipleQuote = quote(limits.tax, stake.unit, (unit) => accumulatorReturns(unit, prices));
    const potentialReturns = stake.free
      ? freeBetReturns(multipleQuote.potentialReturns, stake.unit)
      : multipleQuote.potentialReturns;
    const decimal = toSafeNumber(offer.priceMilli) / 1000;
    const name = offer.name;
    if (stake.unit > 0) {
      bets.push({
        kind: 'multiple',
        betTypeId: offer.betTypeId,
        description: name,
        unitStake: stake.unit,
        totalStake: stake.unit,
        freeStake: stake.free ? stake.unit : 0,
        numBets: 1,
        priceMilli: offer.priceMilli > MAX_STORED_PRICE_MILLI ? null : Number(offer.priceMilli),
        potentialReturns,
        eachWay: false,
        legs: [...legs],
        tax: limits.tax,
      });
    }
    rows.push({
      betTypeId: offer.betTypeId,
      description: name,
      fullDescription: `${name} (${legs.length} selections)`,
      ref: 'mul1',
      noOfBets: 1,
      unitStake: bet?.unitStake ?? 0,
      totalStake: stake.unit,
      potentialReturns,
      price: decimal,
      decimal,
      minBetStake: limits.multipleMinStake,
      maxBetStake: limits.maxStake,
      ...stakeFields(bet, stake, maxFreeUnitStake(context.freeBetBalance, 1)),
      stakeAfterTax: multipleQuote.stakeAfterTax,
      potentialTaxDeduction: multipleQuote.potentialTaxDeduction,
      taxPercentage: limits.tax?.returnsRatePercentage ?? 0,
      extraParlayWinnings: 0,
    });
  }
  for (const bet of requested) {
    const where = { betTypeId: bet.betTypeId };
    if (bet.betTypeId === offer?.betTypeId) {
      issues.push(...freeStakeIssues(bet, 1, context.freeBetBalance, where));
      continue;
    }
    if (bet.unitStake > 0 || bet.freeMoneyUnitStake > 0) {
      const detail =
        legs.length >= 2 && !multipleOffered(legs)
          ? 'A multiple needs its selections on different events'
          : 'This multiple is not offered for these selections';
      issues.push(issue('RES-00218', detail, where));
    }
  }
  return { rows, bets, issues };
}
