import {
  decimalToMilli,
  formatOdds,
  readStake,
  singlePotentialReturns,
  totalCost,
  totalOddsMilli,
  type BetKey,
} from '@clem/core';
import type { SlipLineView, SlipSelectionView, SlipSummaryView } from '../view';
import { cashMinor, freeMinor, money } from './slipMoney';
import type { SlipViewInput } from './slipViewInput';

/** The slip's totals, minor units, and the summary that shows them. */
export interface SlipTotals {
  /** The cash the singles (one line each), multiples and systems (their lines) cost. */
  cost: bigint;
  /** The second line of each-way singles. */
  eachWayExtra: bigint;
  /** What the bets take from the free-bet balance. */
  freeTotal: bigint;
  summary: SlipSummaryView;
}

/**
 * The totals of what is on screen: cash staked (each-way singles twice), free stakes, and the
 * returns (the platform's figure when it priced exactly this total, else the singles' local
 * returns); the combined odds when every selection is on a different event.
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
  const stakeable = selections.filter((s) => s.stakeable);
  const cost = totalCost({
    singles: stakeable.map((s) => ({ unitStake: minorOf(s.key) })),
    multiples: multiples.map((line) => ({ unitStake: minorOf(line.key), noOfBets: line.noOfBets })),
    systems: systems.map((line) => ({ unitStake: minorOf(line.key), noOfBets: line.noOfBets })),
  });
  const eachWayExtra = selections.reduce(
    (sum, s) => (s.eachWay?.checked ? sum + minorOf(s.key) : sum),
    0n,
  );
  const freeTotal =
    stakeable.reduce((sum, s) => sum + freeOf(s.key) * (s.eachWay?.checked ? 2n : 1n), 0n) +
    [...multiples, ...systems].reduce(
      (sum, line) => sum + freeOf(line.key) * BigInt(line.noOfBets),
      0n,
    );
  const allFresh =
    betslip.model !== null && BigInt(betslip.model.totalCost) === cost + eachWayExtra;
  const localReturns = selections.reduce((sum, s) => {
    const reading = readStake(s.stake, currency);
    const milli = decimalToMilli(betslip.singles[s.outcomeId]?.decimal ?? 0);
    return reading.kind === 'amount' && milli !== undefined
      ? sum + singlePotentialReturns(reading.minor, milli)
      : sum;
  }, 0n);
  const odds = combinedOddsMilli(input);
  return {
    cost,
    eachWayExtra,
    freeTotal,
    summary: {
      totalStake: money(cost + eachWayExtra, currency),
      potentialReturns:
        allFresh && betslip.model
          ? money(betslip.model.potentialReturns, currency)
          : money(localReturns, currency),
      totalOdds: odds === undefined ? undefined : formatOdds(Number(odds) / 1000, input.oddsFormat),
      balance: balanceText,
      freeStake: freeTotal > 0n ? money(freeTotal, currency) : undefined,
    },
  };
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
