import {
  applyBetTax,
  combinationsOnDistinctEvents,
  combinationsOnDistinctMarkets,
} from '@clem/core/domain';
import type { BetKind, LegResult } from '../bets/bet-tables';
import { SYSTEM_BET_TYPES } from '../bets/betslip-rules';

/**
 * What a bet pays once its legs are resolved (pure). Money is integer minor units; every
 * payout is rounded down to a whole minor unit (per combination for systems), computed exactly
 * with bigint: stake × price₁ × … × priceₙ / 1000ⁿ, prices in 1/1000.
 *
 * - single: won pays stake × price, void refunds the stake, lost pays 0. Each way (two lines of
 *   the unit stake): a winner pays the win line at the price and the place line at 1 + (price −
 *   1) / 4, as the betslip quotes it; the sandbox has no "placed" result, so a loser pays 0.
 * - single and multiple placed under the African betslip's betting tax (`stakeTaxBp`,
 *   `returnsTaxBp`): `applyBetTax` of `@clem/core/domain`, as the refresh quoted it.
 * - multiple: lost if any leg lost; a void leg counts at price 1.000; all legs void refunds the
 *   stake (status void).
 * - multiple of several bets (`num_bets` > 1, "Doubles ×6"): every combination of k legs on k
 *   different events (k from the fold's bet type id, 200000 + k) is an accumulator at the unit
 *   stake, exactly the bets the betslip quoted (@clem/core's `foldBets`); the bet pays their sum,
 *   rounded down once as quoted, and settles like a system.
 * - system: every combination is a multiple with the unit stake; the bet pays the sum. Status
 *   lost when every combination lost, void when every leg is void, won otherwise.
 * - a free bet (staked from the free-bet balance): `settledMoney` keeps the stake out of it.
 */

export interface PayoutLeg {
  marketId: number;
  eventId: number;
  priceMilli: number;
  result: LegResult;
}

export interface PayoutBet {
  kind: BetKind;
  betTypeId: number;
  unitStake: number;
  totalStake: number;
  numBets: number;
  eachWay: boolean;
  /** The African betslip's betting tax the bet was placed under, in basis points (0: none). */
  stakeTaxBp?: number;
  returnsTaxBp?: number;
}

export type Settlement =
  | { kind: 'settled'; status: 'won' | 'lost' | 'void'; payout: number }
  | { kind: 'open' }
  | { kind: 'unsupported'; reason: string };

/** Where a settled bet's money goes: cash to the wallet, a free stake back to the free-bet balance. */
export interface SettledMoney {
  /** Paid into the cash wallet (and stored as the bet's payout). */
  payout: number;
  /** Given back to the free-bet balance. */
  freeRefund: number;
}

/**
 * A settled bet with `freeStake` of its stake from the free-bet balance (0: a cash bet, paid as
 * settled). A free stake is never paid out as cash: a winner pays its winnings only (the payout
 * less the free stake, never below 0), a void bet gives the free stake back to the free-bet
 * balance (and the cash part, if any, to the wallet), a loser pays nothing.
 */
export function settledMoney(
  status: 'won' | 'lost' | 'void',
  payout: number,
  freeStake: number,
): SettledMoney {
  if (freeStake <= 0 || status === 'lost') return { payout, freeRefund: 0 };
  if (status === 'void') return { payout: Math.max(0, payout - freeStake), freeRefund: freeStake };
  return { payout: Math.max(0, payout - freeStake), freeRefund: 0 };
}

/** floor(stake × Π prices / 1000ⁿ) over the legs that are not void; undefined if one lost. */
export function lineReturn(stake: number, legs: readonly PayoutLeg[]): bigint | undefined {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    if (leg.result === 'lost') return undefined;
    if (leg.result === 'void') continue;
    numerator *= BigInt(leg.priceMilli);
    denominator *= 1000n;
  }
  return numerator / denominator;
}

function safeMinor(value: bigint): number {
  const minor = Number(value);
  if (!Number.isSafeInteger(minor)) throw new Error('sandbox: payout is not a safe integer');
  return minor;
}

export function settleBet(bet: PayoutBet, legs: readonly PayoutLeg[]): Settlement {
  if (bet.kind === 'jackpot') return { kind: 'unsupported', reason: 'jackpot bets settle apart' };
  if (legs.length === 0) return { kind: 'unsupported', reason: 'the bet has no legs' };
  if (legs.some((leg) => leg.result === 'open')) return { kind: 'open' };
  const allVoid = legs.every((leg) => leg.result === 'void');

  if (bet.kind === 'single' && bet.eachWay) {
    if (allVoid) return { kind: 'settled', status: 'void', payout: bet.totalStake };
    const [leg] = legs;
    if (leg === undefined || leg.result !== 'won')
      return { kind: 'settled', status: 'lost', payout: 0 };
    const placeMilli = 1000 + Math.floor((leg.priceMilli - 1000) / 4);
    const win = lineReturn(bet.unitStake, [leg]) ?? 0n;
    const place = lineReturn(bet.unitStake, [{ ...leg, priceMilli: placeMilli }]) ?? 0n;
    return { kind: 'settled', status: 'won', payout: safeMinor(win + place) };
  }

  if (bet.kind === 'multiple' && bet.numBets > 1) return settleFolds(bet, legs);

  if (bet.kind === 'single' || bet.kind === 'multiple') {
    if (allVoid) return { kind: 'settled', status: 'void', payout: bet.totalStake };
    if (legs.some((leg) => leg.result === 'lost')) {
      return { kind: 'settled', status: 'lost', payout: 0 };
    }
    // With a betting tax, the stake after the excise is what was bet, and the winnings are taxed.
    const taxed = applyBetTax(
      BigInt(bet.totalStake),
      (stake) => lineReturn(Number(stake), legs) ?? 0n,
      {
        stakeRatePercentage: (bet.stakeTaxBp ?? 0) / 100,
        returnsRatePercentage: (bet.returnsTaxBp ?? 0) / 100,
      },
    );
    return { kind: 'settled', status: 'won', payout: safeMinor(taxed.netReturns) };
  }

  const sizes = systemCombinationSizes(bet.betTypeId, legs, bet.numBets);
  if (sizes === undefined) {
    return {
      kind: 'unsupported',
      reason: `no combination sizes of ${legs.length} legs make ${bet.numBets} bets`,
    };
  }
  if (allVoid) return { kind: 'settled', status: 'void', payout: bet.totalStake };
  return settleLines(bet, combinations(legs, sizes), legs.length);
}

/**
 * A multiple of several bets: every k-fold of the legs on k different events. Unsupported (left
 * open and logged) when the bet type id names no fold size or the count is not the bet's.
 */
function settleFolds(bet: PayoutBet, legs: readonly PayoutLeg[]): Settlement {
  const size = foldSize(bet.betTypeId);
  if (size === undefined || combinationsOnDistinctEvents(legs, size) !== BigInt(bet.numBets)) {
    return {
      kind: 'unsupported',
      reason: `${legs.length} legs make no ${bet.numBets} folds of bet type ${bet.betTypeId}`,
    };
  }
  if (legs.every((leg) => leg.result === 'void')) {
    return { kind: 'settled', status: 'void', payout: bet.totalStake };
  }
  return settleLines(bet, combinations(legs, [size], byEvent), legs.length);
}

/** The fold size k of a multiple's bet type id (200000 + k, 2 ≤ k ≤ 15). */
function foldSize(betTypeId: number): number | undefined {
  const size = betTypeId - 200_000;
  return size >= 2 && size <= 15 ? size : undefined;
}

/**
 * The winning lines' exact returns added up and the sum rounded down once, as the betslip quotes
 * a system or a multiple of several bets (core's systemLines): a bet whose every leg wins pays
 * exactly its quote, never up to a minor unit per line less. Lost when no line returns anything.
 */
function settleLines(
  bet: PayoutBet,
  lines: Iterable<readonly PayoutLeg[]>,
  scaleLegs: number,
): Settlement {
  const scale = 1000n ** BigInt(scaleLegs);
  let exact = 0n;
  let anyReturn = false;
  for (const line of lines) {
    const returned = scaledLineReturn(bet.unitStake, line, scaleLegs);
    if (returned === undefined) continue;
    anyReturn = true;
    exact += returned;
  }
  return anyReturn
    ? { kind: 'settled', status: 'won', payout: safeMinor(exact / scale) }
    : { kind: 'settled', status: 'lost', payout: 0 };
}

/**
 * A line's return × 1000^`scaleLegs`, exactly (no rounding): stake × Π prices over the legs that
 * are not void, scaled so lines of different lengths add up; undefined if a leg lost.
 */
function scaledLineReturn(
  stake: number,
  legs: readonly PayoutLeg[],
  scaleLegs: number,
): bigint | undefined {
  let value = BigInt(stake);
  let counted = 0;
  for (const leg of legs) {
    if (leg.result === 'lost') return undefined;
    if (leg.result === 'void') continue;
    value *= BigInt(leg.priceMilli);
    counted += 1;
  }
  return value * 1000n ** BigInt(scaleLegs - counted);
}

/**
 * The combination sizes of a system bet: the betslip's table of system bundles
 * (`SYSTEM_BET_TYPES`: Trixie 200019 … Goliath 200060) when it names the bet type and the leg
 * count fits; else a type id ending in a fold size k (§9: 002–012) is "every k-fold"; else the
 * first of these whose number of bets (combinations on distinct markets, as `@clem/core/domain`
 * counts them) equals the bet's `num_bets`: every fold from doubles up, every fold from singles
 * up, one fold size, any other contiguous range of sizes. Whatever is chosen must give exactly
 * `num_bets` lines; undefined when nothing does (the bet is left open and logged).
 */
export function systemCombinationSizes(
  betTypeId: number,
  legs: readonly PayoutLeg[],
  numBets: number,
): number[] | undefined {
  const n = legs.length;
  const count = (sizes: readonly number[]) =>
    sizes.reduce((sum, size) => sum + combinationsOnDistinctMarkets(legs, size), 0n);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const candidates: number[][] = [];
  const known = SYSTEM_BET_TYPES.find((type) => type.betTypeId === betTypeId);
  if (known !== undefined && known.selections === n) candidates.push([...known.sizes]);
  const fold = betTypeId % 1000;
  if (fold >= 2 && fold <= 12 && fold <= n) candidates.push([fold]);
  if (n >= 2) candidates.push(range(2, n));
  candidates.push(range(1, n));
  for (let size = 1; size <= n; size += 1) candidates.push([size]);
  for (let from = 1; from <= n; from += 1) {
    for (let to = from + 1; to <= n; to += 1) candidates.push(range(from, to));
  }
  return candidates.find((sizes) => count(sizes) === BigInt(numBets));
}

/** A system's line takes each market once. */
export const byMarket = (leg: { marketId: number }): number => leg.marketId;
/** A multiple's bet takes each event once. */
export const byEvent = (leg: { eventId: number }): number => leg.eventId;

/**
 * Every combination of the legs of the given sizes, with each leg in a different group: a
 * different market by default (a system's lines), a different event with `byEvent` (a multiple's
 * bets).
 */
export function* combinations<T extends { marketId: number }>(
  legs: readonly T[],
  sizes: readonly number[],
  groupOf: (leg: T) => number = byMarket,
): Generator<T[]> {
  for (const size of sizes) yield* combinationsOfSize(legs, size, 0, [], groupOf);
}

function* combinationsOfSize<T>(
  legs: readonly T[],
  size: number,
  start: number,
  chosen: T[],
  groupOf: (leg: T) => number,
): Generator<T[]> {
  if (chosen.length === size) {
    yield [...chosen];
    return;
  }
  for (let index = start; index < legs.length; index += 1) {
    const leg = legs[index];
    if (leg === undefined || chosen.some((other) => groupOf(other) === groupOf(leg))) continue;
    chosen.push(leg);
    yield* combinationsOfSize(legs, size, index + 1, chosen, groupOf);
    chosen.pop();
  }
}
