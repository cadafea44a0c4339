import { multipleOffered, systemsOffered } from '../combinations';

/**
 * Multiples and system bets: the bet type catalogue and the arithmetic of lines, stakes and
 * returns. The sandbox platform's selections refresh and the front-end betslip both use this
 * one pure implementation, so the slip never quotes what the platform would not.
 *
 * The rules, from betting-area.md:
 * - §9: bet type ids are 200000 + n. A single is 200001, an n-fold 200000 + n (the spec lists
 *   002–012, folds 2–12), and 019–022, 046, 047 and 057–060 are the system bundles.
 * - §5: multiples are named Double, Treble or N-Fold. A multiple needs at least two selections
 *   with distinct event ids; otherwise none is offered.
 * - §3: a multiple carries noOfBets, unitStake and totalStake: besides the accumulator of every
 *   selection, a slip offers every k-fold (2 ≤ k ≤ n) as one line of C(n, k) bets at one unit
 *   stake each ("Doubles ×6", "Trebles ×4" on four selections), with the fold's bet type id
 *   200000 + k.
 * - §5: a system counts only the combinations whose selections are on different markets. The
 *   system section appears from three selections and never on the African betslip.
 *
 * Where the spec is silent, this file does what the sandbox platform already did:
 * - Folds go up to MAX_FOLD_LEGS (15, the default max_bets_on_betslip), so 200013–200015 are
 *   used although §9 only lists folds up to 12.
 * - Each system bundle is a full cover of exactly its number of selections (a Yankee needs
 *   four), so a slip of 3 to 8 selections is offered the two or three bundles of that size and
 *   a bigger slip is offered none.
 * - Only markets have to differ within a system line; two markets of one event may share a
 *   line (the distinct-events rule is the multiple's alone).
 * - A bundle whose selections leave it no line at all (every selection on one market) is not
 *   offered.
 * - A k-fold line counts only the combinations whose selections are on k different events, as
 *   the accumulator does (two outcomes of one match are related, and books do not combine them):
 *   selections A1 and A2 of one event and B of another are offered "Doubles ×2" (A1 B and A2 B)
 *   and no Treble. The accumulator (k = n) is so offered only when every event differs, and a
 *   slip whose selections are all on one event is offered no multiple at all (§5).
 * - A k-fold line of several bets has no single price: its combined odds would mean nothing, so
 *   it shows its number of bets instead, and its returns are unitStake × Σ over its bets of the
 *   price products, rounded down once (exactly as a system of the one size k).
 * - On the African betslip only the accumulator is offered: lines of several bets are systems in
 *   all but name, and that betslip shows none (§5), nor does its betting tax say how to tax them.
 *
 * Money is integer minor units and prices are decimal odds in thousandths (2.10 is 2100n), both
 * bigint, as `returnsAtPrice` in betTax.ts takes them. Nothing here uses floating point.
 */

/** A selection as multiples and systems need it. */
export interface CombinationSelection {
  outcomeId: number;
  eventId: number;
  marketId: number;
  /** Decimal odds in thousandths (2.10 is 2100n); at least 1000n. */
  priceMilli: bigint;
}

/** §9: every bet type id is this plus a small number. */
export const BET_TYPE_BASE = 200_000;
/** §9: a single. */
export const SINGLE_BET_TYPE_ID = BET_TYPE_BASE + 1;
/** The most legs a multiple may have (§9 names folds up to 12; the platform allows 15). */
export const MAX_FOLD_LEGS = 15;

/** The bet type id of a multiple of `legs` selections (2 to MAX_FOLD_LEGS): 200002 for a Double. */
export function foldBetTypeId(legs: number): number {
  if (!Number.isInteger(legs) || legs < 2 || legs > MAX_FOLD_LEGS) {
    // Past 18 the id would collide with the system bundles (200019 is a Trixie).
    throw new RangeError(`A multiple has 2 to ${MAX_FOLD_LEGS} legs, not ${legs}`);
  }
  return BET_TYPE_BASE + legs;
}

/**
 * §5: Double, Treble, then "4-Fold", "5-Fold" and so on, for one bet; a line of several bets of
 * that size is "Doubles", "Trebles", "4-Folds" (the platform's English name; the slip translates
 * by bet type id and count).
 */
export function multipleName(legs: number, bets: bigint | number = 1): string {
  const one = legs === 2 ? 'Double' : legs === 3 ? 'Treble' : `${legs}-Fold`;
  return bets === 1 || bets === 1n ? one : `${one}s`;
}

/** A system bundle: every combination of the listed sizes from exactly `selections` picks. */
export interface SystemBetType {
  betTypeId: number;
  name: string;
  /** How many selections the bundle is made of. */
  selections: number;
  /** The combination sizes it bundles, smallest first (1 means the singles). */
  sizes: readonly number[];
}

function sizesFrom(smallest: number, largest: number): readonly number[] {
  return Array.from({ length: largest - smallest + 1 }, (_, index) => smallest + index);
}

/**
 * §9's system bundles (ids ending 019–022, 046, 047 and 057–060) with the names players know.
 * Each covers every combination of its sizes, so with every selection on a different market the
 * line counts are the familiar 4, 7, 11, 15, 26, 31, 57, 63, 120 and 247. A Lucky n adds the
 * singles to the bundle before it; Super Heinz and Goliath have no Lucky counterpart here.
 */
export const SYSTEM_BET_TYPES: readonly SystemBetType[] = [
  { betTypeId: BET_TYPE_BASE + 19, name: 'Trixie', selections: 3, sizes: sizesFrom(2, 3) },
  { betTypeId: BET_TYPE_BASE + 20, name: 'Patent', selections: 3, sizes: sizesFrom(1, 3) },
  { betTypeId: BET_TYPE_BASE + 21, name: 'Yankee', selections: 4, sizes: sizesFrom(2, 4) },
  { betTypeId: BET_TYPE_BASE + 22, name: 'Lucky 15', selections: 4, sizes: sizesFrom(1, 4) },
  { betTypeId: BET_TYPE_BASE + 46, name: 'Canadian', selections: 5, sizes: sizesFrom(2, 5) },
  { betTypeId: BET_TYPE_BASE + 47, name: 'Lucky 31', selections: 5, sizes: sizesFrom(1, 5) },
  { betTypeId: BET_TYPE_BASE + 57, name: 'Heinz', selections: 6, sizes: sizesFrom(2, 6) },
  { betTypeId: BET_TYPE_BASE + 58, name: 'Lucky 63', selections: 6, sizes: sizesFrom(1, 6) },
  { betTypeId: BET_TYPE_BASE + 59, name: 'Super Heinz', selections: 7, sizes: sizesFrom(2, 7) },
  { betTypeId: BET_TYPE_BASE + 60, name: 'Goliath', selections: 8, sizes: sizesFrom(2, 8) },
];

const LINE_NAMES = ['single', 'double', 'treble'];

/**
 * What a system's lines are, for its full description: "3 doubles, 1 treble" for a Trixie,
 * "6 doubles, 4 trebles, 1 4-fold" for a Yankee. Sizes with no line are left out.
 */
export function systemDetail(counts: readonly { size: number; count: bigint | number }[]): string {
  return counts
    .filter((entry) => entry.count > 0)
    .map(({ size, count }) => {
      const name = LINE_NAMES[size - 1] ?? `${size}-fold`;
      return `${count} ${name}${count === 1 || count === 1n ? '' : 's'}`;
    })
    .join(', ');
}

/** Returns of `stake` on a multiple of the given prices: stake × Π price / 1000ⁿ, rounded down. */
export function returnsAtPrices(stake: bigint, pricesMilli: readonly bigint[]): bigint {
  let numerator = stake;
  let denominator = 1n;
  for (const price of pricesMilli) {
    numerator *= price;
    denominator *= 1000n;
  }
  return numerator / denominator;
}

/** The combined odds of a multiple in thousandths, rounded down (1000n for no prices). */
export function combinedPriceMilli(pricesMilli: readonly bigint[]): bigint {
  return returnsAtPrices(1000n, pricesMilli);
}

/**
 * For every combination size k, how many k-selection combinations have their selections on k
 * different markets, and the sum of their price products. Index k of each array is size k;
 * index 0 is the empty combination (1 and 1). Sizes past the last index have no combination.
 */
export interface CombinationSums {
  counts: readonly bigint[];
  /** Σ over the counted k-combinations of Π priceMilli, so in units of 1/1000ᵏ. */
  priceProducts: readonly bigint[];
}

/** What a system line must not repeat: a market (§5). */
export const byMarket = (selection: CombinationSelection): number => selection.marketId;
/** What a multiple's bet must not repeat: an event (§5). */
export const byEvent = (selection: CombinationSelection): number => selection.eventId;

/**
 * The counts and price-product sums of the combinations that take at most one selection from
 * each group (`groupOf`: a market for systems, the default; an event for multiples), without
 * listing the combinations. With the selections grouped, both are the elementary symmetric
 * polynomials of the groups:
 * each group stands for "how many ways to pick from it" (its size) for the counts, and "the sum
 * of the prices it offers" for the price products. Adding the groups one at a time costs
 * (markets)² bigint steps, against 2ⁿ combinations to enumerate.
 */
export function combinationSums(
  selections: readonly CombinationSelection[],
  groupOf: (selection: CombinationSelection) => number = byMarket,
): CombinationSums {
  const groups = new Map<number, { size: bigint; priceSum: bigint }>();
  for (const selection of selections) {
    const key = groupOf(selection);
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, { size: 1n, priceSum: selection.priceMilli });
    } else {
      group.size += 1n;
      group.priceSum += selection.priceMilli;
    }
  }
  const counts: bigint[] = [1n];
  const priceProducts: bigint[] = [1n];
  for (const group of groups.values()) {
    counts.push(0n);
    priceProducts.push(0n);
    // From the top down, so that size k - 1 still excludes this group when size k reads it.
    for (let k = counts.length - 1; k >= 1; k -= 1) {
      counts[k] = (counts[k] ?? 0n) + (counts[k - 1] ?? 0n) * group.size;
      priceProducts[k] = (priceProducts[k] ?? 0n) + (priceProducts[k - 1] ?? 0n) * group.priceSum;
    }
  }
  return { counts, priceProducts };
}

/** The lines of a system at one unit stake. */
export interface SystemLines {
  /** The lines of each size asked for, in the order asked. */
  counts: { size: number; count: bigint }[];
  /** The number of bets (the spec's noOfBets). */
  lines: bigint;
  unitStake: bigint;
  /** unitStake × lines. */
  totalStake: bigint;
  /** What the bet returns if every line wins, rounded down once (see `systemLines`). */
  potentialReturns: bigint;
}

/**
 * A system made of every combination of the given sizes (each size once, each at least 1), at
 * `unitStake` per line. Its potential returns are the exact sum over the lines of unitStake ×
 * the line's price product, rounded down to a whole minor unit once for the whole bet.
 *
 * The spec does not say how to round a system. Rounding once is the exact figure, and the sums
 * above only give the exact figure; settling line by line (as the sandbox's bet-payout does)
 * rounds each line down, so a payout can be below this quote by less than one minor unit per
 * line. When selections share a market, no outcome makes every line win, so the figure is an
 * upper bound then, as it is on the platform.
 */
export function systemLines(
  sums: CombinationSums,
  sizes: readonly number[],
  unitStake: bigint,
): SystemLines {
  let largest = 0;
  for (const size of sizes) {
    if (!Number.isInteger(size) || size < 1) {
      throw new RangeError(`A system line has at least one selection, not ${size}`);
    }
    largest = Math.max(largest, size);
  }
  // Bring every size's price products to the common denominator 1000^largest.
  let lines = 0n;
  let priceProducts = 0n;
  const counts = sizes.map((size) => {
    const count = sums.counts[size] ?? 0n;
    lines += count;
    priceProducts += (sums.priceProducts[size] ?? 0n) * 1000n ** BigInt(largest - size);
    return { size, count };
  });
  return {
    counts,
    lines,
    unitStake,
    totalStake: unitStake * lines,
    potentialReturns: (unitStake * priceProducts) / 1000n ** BigInt(largest),
  };
}

/** A multiple line on offer: the accumulator, or every k-fold of the slip. */
export interface MultipleQuote {
  /** 200000 + legs. */
  betTypeId: number;
  /** Double, Treble, N-Fold for one bet; Doubles, Trebles, N-Folds for several. */
  name: string;
  /** The selections in each bet (k). */
  legs: number;
  /** The number of bets (the spec's noOfBets): the k-combinations on distinct events. */
  lines: bigint;
  unitStake: bigint;
  /** unitStake × lines. */
  totalStake: bigint;
  /** The combined odds in thousandths, rounded down, of a line of one bet; none for several. */
  priceMilli: bigint | undefined;
  /**
   * unitStake × Σ over the bets of Π prices, rounded down once (for one bet, not unitStake × the
   * rounded combined odds).
   */
  potentialReturns: bigint;
}

/**
 * Every k-fold line the selections offer, k from the largest down to 2: a line for each k with
 * at least one combination of k selections on k different events (see the file comment), at
 * `unitStake` per bet (one for all, or each fold size's own). Empty when §5 offers no multiple
 * (fewer than two selections on distinct events). Folds stop at MAX_FOLD_LEGS legs.
 */
export function foldBets(
  selections: readonly CombinationSelection[],
  unitStake: bigint | ((legs: number) => bigint),
): MultipleQuote[] {
  const sums = combinationSums(selections, byEvent);
  const largest = Math.min(sums.counts.length - 1, MAX_FOLD_LEGS);
  const quotes: MultipleQuote[] = [];
  for (let legs = largest; legs >= 2; legs -= 1) {
    const stake = typeof unitStake === 'bigint' ? unitStake : unitStake(legs);
    const line = systemLines(sums, [legs], stake);
    if (line.lines === 0n) continue;
    quotes.push({
      betTypeId: foldBetTypeId(legs),
      name: multipleName(legs, line.lines),
      legs,
      lines: line.lines,
      unitStake: stake,
      totalStake: line.totalStake,
      // One bet: its price product, in 1/1000ᵏ, as thousandths (combinedPriceMilli's figure).
      priceMilli:
        line.lines === 1n
          ? (sums.priceProducts[legs] ?? 0n) / 1000n ** BigInt(legs - 1)
          : undefined,
      potentialReturns: line.potentialReturns,
    });
  }
  return quotes;
}

/**
 * The multiple of all the selections (the accumulator), or undefined when none is offered: fewer
 * than two selections, two on the same event (§5), or more than MAX_FOLD_LEGS.
 */
export function multipleBet(
  selections: readonly CombinationSelection[],
  unitStake: bigint,
): MultipleQuote | undefined {
  const legs = selections.length;
  if (legs > MAX_FOLD_LEGS || !multipleOffered(selections)) return undefined;
  const prices = selections.map((selection) => selection.priceMilli);
  return {
    betTypeId: foldBetTypeId(legs),
    name: multipleName(legs),
    legs,
    lines: 1n,
    unitStake,
    totalStake: unitStake,
    priceMilli: combinedPriceMilli(prices),
    potentialReturns: returnsAtPrices(unitStake, prices),
  };
}

/** A system bundle on offer, with its lines at its unit stake. */
export interface SystemBetQuote extends SystemLines, SystemBetType {}

/**
 * The system bundles offered for exactly these selections, in catalogue order: those made of
 * this many selections that have at least one line. `unitStake` is one stake for all, or each
 * bundle's own (the platform takes a stake per bet type). This does not apply the African
 * betslip rule; `combinationBets` does.
 */
export function systemBets(
  selections: readonly CombinationSelection[],
  unitStake: bigint | ((type: SystemBetType) => bigint),
): SystemBetQuote[] {
  const types = SYSTEM_BET_TYPES.filter((type) => type.selections === selections.length);
  if (types.length === 0) return [];
  const sums = combinationSums(selections);
  return types.flatMap((type) => {
    const stake = typeof unitStake === 'bigint' ? unitStake : unitStake(type);
    const lines = systemLines(sums, type.sizes, stake);
    return lines.lines === 0n ? [] : [{ ...type, ...lines }];
  });
}

/** Everything a slip offers beyond its singles. */
export interface CombinationBets {
  /** The accumulator of every selection, when §5 allows one. */
  multiple: MultipleQuote | undefined;
  /** Every multiple line: the accumulator first, then the k-folds, largest k first. */
  multiples: MultipleQuote[];
  systems: SystemBetQuote[];
}

/**
 * The multiples and the system bundles a slip offers, each at `unitStake`: the accumulator when
 * §5 allows one, every k-fold of several bets except on the African betslip (which offers the
 * accumulator alone), the systems from three selections and not on the African betslip (§5).
 */
export function combinationBets(
  selections: readonly CombinationSelection[],
  unitStake: bigint,
  options: { africanBetslip: boolean },
): CombinationBets {
  const multiple = multipleBet(selections, unitStake);
  return {
    multiple,
    multiples: options.africanBetslip
      ? multiple === undefined
        ? []
        : [multiple]
      : foldBets(selections, unitStake),
    systems: systemsOffered(selections.length, options.africanBetslip)
      ? systemBets(selections, unitStake)
      : [],
  };
}
