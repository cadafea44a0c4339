import {
  combinationBets,
  combinationSums,
  SYSTEM_BET_TYPES,
  systemLines,
  type CombinationSelection,
  type SystemLines,
} from './systemBets';

/**
 * The heaviest pricing a slip can ask of systemBets.ts, shared by its speed test and
 * `npm run bench` (scripts/bench-betslip-rules.ts), so that both time the same thing. Not part of
 * the package's public index: only those two use it.
 */

/** The most selections a slip holds (max_bets_on_betslip), so the most a pricing handles. */
export const WORKLOAD_SELECTIONS = 15;

/** Every combination size of a full slip, 1 to 15: the largest system that can be asked for. */
const EVERY_FOLD = Array.from({ length: WORKLOAD_SELECTIONS }, (_, index) => index + 1);

/**
 * Fifteen selections on fifteen events, on seven markets of two or three selections each, at odds
 * from 1.10 to 8.10: shared markets make combinationSums group selections, which the cheaper case
 * of every market differing would not exercise.
 */
export function fifteenSelectionSlip(): CombinationSelection[] {
  return Array.from({ length: WORKLOAD_SELECTIONS }, (_, index) => ({
    outcomeId: index + 1,
    eventId: index + 1,
    marketId: index % 7,
    priceMilli: BigInt(1100 + index * 500),
  }));
}

/**
 * One pricing of everything a slip of these selections can be asked: what the slip offers (the
 * multiple and the systems), the lines of every system bundle type of the catalogue, and a system
 * of every fold size at once. Returns that last one so a caller can keep the result alive.
 */
export function priceEverySystem(
  selections: readonly CombinationSelection[],
  unitStake = 250n,
): SystemLines {
  combinationBets(selections, unitStake, { africanBetslip: false });
  const sums = combinationSums(selections);
  for (const type of SYSTEM_BET_TYPES) systemLines(sums, type.sizes, unitStake);
  return systemLines(sums, EVERY_FOLD, unitStake);
}
