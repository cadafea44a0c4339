import {
  foldBetTypeId,
  foldBets,
  multipleBet,
  multipleOffered,
  type MultipleQuote,
} from '@clem/core/domain';
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
 * A multiple line's ref: the accumulator of every selection is `mul1` (its stake so survives a
 * recalculation, the Treble that becomes a Double), a k-fold of several bets is `mul<k>` (the
 * Doubles are `mul2` on three selections as on six, so their stake follows them; a stake never
 * lands on another fold size).
 */
export function multipleRef(line: Pick<MultipleQuote, 'legs' | 'lines'>): string {
  return line.lines === 1n ? 'mul1' : `mul${line.legs}`;
}

/**
 * The multiples on offer for the legs (@clem/core's rules: every k-fold, the accumulator first;
 * on the African betslip the accumulator alone, as `combinationBets` offers them), their rows, and a bet for each staked
 * one. A line's stake is per bet: its total stake is the unit stake × its number of bets, its
 * returns those of every bet winning, rounded down once. A line of several bets has no single
 * price: its row's price and decimal are null, as a system's are. A stake asked on any other
 * multiple is RES-00218; one on an offered multiple is checked for its free stake against its
 * number of bets (RES-00241).
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
  const asked = (betTypeId: number) => requested.find((entry) => entry.betTypeId === betTypeId);
  const selections = toCombinationSelections(legs);
  const unitStakeOf = (legCount: number) => BigInt(staking(asked(foldBetTypeId(legCount))).unit);
  const accumulatorOnly = multipleBet(selections, 0n);
  const offer: MultipleQuote[] = limits.africanBetslip
    ? accumulatorOnly === undefined
      ? []
      : [accumulatorOnly]
    : foldBets(selections, unitStakeOf);
  /** The lines on offer: bet type id → number of bets. */
  const offered = new Map<number, number>();
  for (const line of offer) {
    const bet = asked(line.betTypeId);
    const stake = staking(bet);
    const noOfBets = toSafeNumber(line.lines);
    offered.set(line.betTypeId, noOfBets);
    const name = line.name;
    const accumulator = line.lines === 1n;
    const prices = legs.map((leg) => leg.priceMilli);
    // The accumulator is one bet and may be taxed on the African betslip; a line of several bets
    // is never offered there, so never taxed.
    const lineQuote = accumulator
      ? quote(limits.tax, stake.unit, (unit) => accumulatorReturns(unit, prices))
      : {
          stakeAfterTax: stake.unit,
          potentialReturns: toSafeNumber(line.potentialReturns),
          potentialTaxDeduction: 0,
        };
    const totalStake = stake.unit * noOfBets;
    const potentialReturns = stake.free
      ? freeBetReturns(lineQuote.potentialReturns, totalStake)
      : lineQuote.potentialReturns;
    const priceMilli = line.priceMilli;
    const decimal = priceMilli === undefined ? null : toSafeNumber(priceMilli) / 1000;
    if (stake.unit > 0) {
      bets.push({
        kind: 'multiple',
        betTypeId: line.betTypeId,
        description: name,
        unitStake: stake.unit,
        totalStake,
        freeStake: stake.free ? totalStake : 0,
        numBets: noOfBets,
        priceMilli:
          priceMilli === undefined || priceMilli > MAX_STORED_PRICE_MILLI
            ? null
            : Number(priceMilli),
        potentialReturns,
        eachWay: false,
        legs: [...legs],
        tax: accumulator ? limits.tax : undefined,
      });
    }
    rows.push({
      betTypeId: line.betTypeId,
      description: name,
      fullDescription: accumulator
        ? `${name} (${legs.length} selections)`
        : `${name} (${noOfBets} bets from ${legs.length} selections)`,
      ref: multipleRef(line),
      noOfBets,
      unitStake: bet?.unitStake ?? 0,
      totalStake,
      potentialReturns,
      price: decimal,
      decimal,
      minBetStake: limits.multipleMinStake,
      maxBetStake: limits.maxStake,
      ...stakeFields(bet, stake, maxFreeUnitStake(context.freeBetBalance, noOfBets)),
      stakeAfterTax: lineQuote.stakeAfterTax,
      potentialTaxDeduction: lineQuote.potentialTaxDeduction,
      taxPercentage: accumulator ? (limits.tax?.returnsRatePercentage ?? 0) : 0,
      extraParlayWinnings: 0,
    });
  }
  for (const bet of requested) {
    const where = { betTypeId: bet.betTypeId };
    const bets = offered.get(bet.betTypeId);
    if (bets !== undefined) {
      issues.push(...freeStakeIssues(bet, bets, context.freeBetBalance, where));
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
