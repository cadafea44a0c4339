/**
 * Multiples and system bets (betting-area §5): a multiple needs at least two selections on
 * different events; a system counts only the combinations whose selections are on different
 * markets; the system section appears from three selections, never on the African betslip.
 * Multiples of several bets (every double, every treble, …) count only the combinations whose
 * selections are on different events, as the accumulator does.
 */
export interface SelectionRef {
  eventId: number;
  marketId: number;
}

/** Double, Treble, then N-Fold. */
export function multipleKind(legs: number): { kind: 'double' | 'treble' | 'fold'; legs: number } {
  if (legs === 2) return { kind: 'double', legs };
  if (legs === 3) return { kind: 'treble', legs };
  return { kind: 'fold', legs };
}

export function multipleOffered(selections: readonly SelectionRef[]): boolean {
  return (
    selections.length >= 2 && new Set(selections.map((s) => s.eventId)).size === selections.length
  );
}

export function systemsOffered(selectionCount: number, africanBetslip: boolean): boolean {
  return selectionCount >= 3 && !africanBetslip;
}

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * How many k-selection combinations take at most one selection from each group, the groups being
 * given by `groupOf`: with the selections grouped (sizes s1…sm) it is the k-th elementary
 * symmetric polynomial of the sizes.
 */
export function combinationsOnDistinctGroups<T>(
  selections: readonly T[],
  k: number,
  groupOf: (selection: T) => number,
): bigint {
  const sizes = new Map<number, number>();
  for (const s of selections) sizes.set(groupOf(s), (sizes.get(groupOf(s)) ?? 0) + 1);
  // e[j] = number of ways to pick j selections from the groups seen so far, one per group.
  const e: bigint[] = [1n];
  for (const size of sizes.values()) {
    for (let j = e.length; j >= 1; j -= 1) e[j] = (e[j] ?? 0n) + (e[j - 1] ?? 0n) * BigInt(size);
  }
  return k >= 0 ? (e[k] ?? 0n) : 0n;
}

/** How many k-selection combinations use k different markets (a system's lines). */
export function combinationsOnDistinctMarkets(
  selections: readonly SelectionRef[],
  k: number,
): bigint {
  return combinationsOnDistinctGroups(selections, k, (selection) => selection.marketId);
}

/** How many k-selection combinations use k different events (a k-fold's bets). */
export function combinationsOnDistinctEvents(
  selections: readonly SelectionRef[],
  k: number,
): bigint {
  return combinationsOnDistinctGroups(selections, k, (selection) => selection.eventId);
}
