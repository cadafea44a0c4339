import {
  decimalToMilli,
  foldBets,
  readStake,
  singlePotentialReturns,
  systemBets,
  totalCost,
  totalOddsMilli,
  type BetKey,
  type CombinationSelection,
} from '@clem/core';
import type { BetslipMultiple } from '@clem/core/schemas';
import type { SlipLineView, SlipSelectionView, SlipSummaryView } from '../view';
import { cashMinor, freeMinor, money, priceOfMilli } from './slipMoney';
import type { SlipViewInput } from './slipViewInput';

/** The slip's totals, minor units, and the summary that shows them. */
export interface SlipTotals {
  /** The cash the counted singles (one line each), multiples and systems (their lines) cost. */
  cost: bigint;
  /** The second line of counted each-way singles. */
  eachWayExtra: bigint;
  /** What the counted bets take from the free-bet balance. */
  freeTotal: bigint;
  summary: SlipSummaryView;
}

/**
 * The bets the totals count: those that would be placed. A single counts while its selection is
 * open; a multiple or a system line is built over every selection on the slip, so it counts only
 * while every selection is open. A suspended or closed selection's single, and every line while
 * such a selection is on the slip, are left out of the stake and the returns alike (the slip says
 * so, see slipMessages), so the two figures always describe the same bets.
 */
/**
 * A selection counts in the totals while it is open, or stale: a live price waiting for the
 * connection to come back is still the bet the player is building (Place waits, the figures stay).
 */
function counts(selection: SlipSelectionView): boolean {
  return selection.state === 'open' || selection.state === 'stale';
}

export function countedBets(
  selections: readonly SlipSelectionView[],
  multiples: readonly SlipLineView[],
  systems: readonly SlipLineView[],
): {
  singles: SlipSelectionView[];
  lines: SlipLineView[];
  excluded: { singles: SlipSelectionView[]; lines: SlipLineView[] };
} {
  const allOpen = selections.every(counts);
  const stakeable = selections.filter((s) => s.stakeable);
  const lines = [...multiples, ...systems];
  return {
    singles: stakeable.filter(counts),
    lines: allOpen ? lines : [],
    excluded: {
      singles: stakeable.filter((s) => !counts(s)),
      lines: allOpen ? [] : lines,
    },
  };
}

/** The slip's selections as core's combination rules read them; undefined while one is unpriced. */
function combinationSelections(
  input: Pick<SlipViewInput, 'betslip'>,
): CombinationSelection[] | undefined {
  const { betslip } = input;
  const selections: CombinationSelection[] = [];
  for (const selection of betslip.slip.selections) {
    const priceMilli = decimalToMilli(
      betslip.singles[selection.outcomeId]?.decimal ?? selection.decimal,
    );
    if (priceMilli === undefined) return undefined;
    selections.push({ ...selection, priceMilli });
  }
  return selections;
}

/**
 * A line's returns for `unit` per bet: the platform's figure when it priced this very stake, else
 * core's own quote of the line from the prices on screen (the same rule the platform applies), so
 * the total never leaves a staked line out while a recalculation is on its way.
 */
function lineReturns(
  input: SlipViewInput,
  line: SlipLineView,
  unit: bigint,
  free: boolean,
): bigint {
  const { slip } = input.betslip;
  const sent: BetslipMultiple | undefined = (
    line.kind === 'multiple' ? slip.multiples : slip.systems
  ).find((candidate) => candidate.ref === line.ref);
  if (sent !== undefined) {
    const priced = BigInt(free ? sent.freeMoneyUnitStake : sent.unitStake);
    if (priced === unit) return BigInt(sent.potentialReturns);
  }
  // A free bet returns its winnings only, as the platform computes them: shown once priced.
  if (free) return 0n;
  const selections = combinationSelections(input);
  if (selections === undefined) return 0n;
  const quotes =
    line.kind === 'multiple' ? foldBets(selections, unit) : systemBets(selections, unit);
  return quotes.find((quote) => quote.betTypeId === line.betTypeId)?.potentialReturns ?? 0n;
}

/** A single's returns: the platform's for this stake, else stake × price rounded down. */
function singleReturns(input: SlipViewInput, row: SlipSelectionView): bigint {
  const { betslip, currency } = input;
  const single = betslip.singles[row.outcomeId];
  const free = freeMinor(betslip.slip.stakes[row.key]?.free, currency);
  if (free > 0n) {
    return single !== undefined && BigInt(single.freeMoneyUnitStake) === free
      ? BigInt(single.potentialReturns)
      : 0n;
  }
  const reading = readStake(row.stake, currency);
  if (reading.kind !== 'amount') return 0n;
  if (single !== undefined && BigInt(single.unitStake) === reading.minor) {
    return BigInt(single.potentialReturns);
  }
  const milli = decimalToMilli(single?.decimal ?? 0);
  return milli === undefined ? 0n : singlePotentialReturns(reading.minor, milli);
}

/**
 * The totals of the bets that would be placed (`countedBets`): cash staked (each-way singles
 * twice), free stakes, and the returns of those same bets (each bet's platform figure when it
 * priced that bet's stake, else the slip's own quote). Total odds only while the accumulator is
 * the one bet staked, or nothing is yet (see `totalOddsShown`).
 */
export function slipTotals(
  input: SlipViewInput,
  selections: readonly SlipSelectionView[],
  multiples: readonly SlipLineView[],
  systems: readonly SlipLineView[],
  balanceText: string | undefined,
): SlipTotals {
  const { betslip, currency } = input;
  const { slip } = betslip;
  const minorOf = (key: BetKey) => cashMinor(slip.stakes, key, currency);
  const freeOf = (key: BetKey) => freeMinor(slip.stakes[key]?.free, currency);
  const counted = countedBets(selections, multiples, systems);
  const countedMultiples = counted.lines.filter((line) => line.kind === 'multiple');
  const countedSystems = counted.lines.filter((line) => line.kind === 'system');
  const cost = totalCost({
    singles: counted.singles.map((s) => ({ unitStake: minorOf(s.key) })),
    multiples: countedMultiples.map((line) => ({
      unitStake: minorOf(line.key),
      noOfBets: line.noOfBets,
    })),
    systems: countedSystems.map((line) => ({
      unitStake: minorOf(line.key),
      noOfBets: line.noOfBets,
    })),
  });
  const eachWayExtra = counted.singles.reduce(
    (sum, s) => (s.eachWay?.checked ? sum + minorOf(s.key) : sum),
    0n,
  );
  const freeTotal =
    counted.singles.reduce((sum, s) => sum + freeOf(s.key) * (s.eachWay?.checked ? 2n : 1n), 0n) +
    counted.lines.reduce((sum, line) => sum + freeOf(line.key) * BigInt(line.noOfBets), 0n);
  const returns =
    counted.singles.reduce((sum, s) => sum + singleReturns(input, s), 0n) +
    counted.lines.reduce((sum, line) => {
      const free = freeOf(line.key);
      const unit = free > 0n ? free : minorOf(line.key);
      return unit > 0n ? sum + lineReturns(input, line, unit, free > 0n) : sum;
    }, 0n);
  const odds = totalOddsShown(input, selections, multiples, systems)
    ? combinedOddsMilli(input)
    : undefined;
  return {
    cost,
    eachWayExtra,
    freeTotal,
    summary: {
      totalStake: money(cost + eachWayExtra, currency),
      potentialReturns: money(returns, currency),
      totalOdds: odds === undefined ? undefined : priceOfMilli(odds, input),
      balance: balanceText,
      freeStake: freeTotal > 0n ? money(freeTotal, currency) : undefined,
    },
  };
}

/**
 * "Total odds" describes one bet, the accumulator of every selection: it shows while that is the
 * only bet staked, or while nothing is staked yet (what the slip's selections combine to). Once a
 * single, a k-fold of several bets or a system is staked, beside it or alone, no one figure is the
 * odds of what would be placed: each line shows its own (the accumulator its odds, a line of
 * several bets its number of bets) and the summary shows none.
 */
export function totalOddsShown(
  input: Pick<SlipViewInput, 'betslip' | 'currency'>,
  selections: readonly SlipSelectionView[],
  multiples: readonly SlipLineView[],
  systems: readonly SlipLineView[],
): boolean {
  const { slip } = input.betslip;
  const staked = (key: BetKey) =>
    cashMinor(slip.stakes, key, input.currency) > 0n ||
    freeMinor(slip.stakes[key]?.free, input.currency) > 0n;
  const accumulator = (line: SlipLineView) =>
    line.kind === 'multiple' && line.noOfBets === 1 && line.price !== undefined;
  return (
    selections.every((s) => !staked(s.key)) &&
    systems.every((line) => !staked(line.key)) &&
    multiples.every((line) => accumulator(line) || !staked(line.key))
  );
}

/**
 * The product of the selections' prices (the platform's, else the one picked), in 1/1000, when
 * there are two or more, each on a different event, all priced.
 */
export function combinedOddsMilli(input: Pick<SlipViewInput, 'betslip'>): bigint | undefined {
  const { betslip } = input;
  const { selections } = betslip.slip;
  const distinctEvents =
    new Set(selections.map((selection) => selection.eventId)).size === selections.length;
  const prices = selections.map((selection) =>
    decimalToMilli(betslip.singles[selection.outcomeId]?.decimal ?? selection.decimal),
  );
  return distinctEvents && selections.length > 1 && prices.every((p) => p !== undefined)
    ? totalOddsMilli(prices as bigint[])
    : undefined;
}
