import type { SlipSelectionView } from '../view';
import type { Translate } from '../slipView/slipViewInput';

/**
 * What a screen reader hears about the prices of the player's own live selections (betting §4,
 * "price changes of the player's own selections, politely and throttled"): at most one
 * announcement every `PRICE_ANNOUNCE_INTERVAL_MS`, summing up the moves since the last one, never
 * one per tick, and nothing for prices that are not on the slip.
 */

/** The least time between two price announcements. */
export const PRICE_ANNOUNCE_INTERVAL_MS = 5000;

/** One live selection's price moved, as shown (the player's odds format). */
export interface PriceMove {
  outcomeId: number;
  outcome: string;
  from: string;
  to: string;
}

/**
 * The price moves from one view of the selections to the next: live selections on both, priced
 * on both, whose shown price differs. A selection added or removed is not a move.
 */
export function pricesMoved(
  previous: readonly SlipSelectionView[],
  next: readonly SlipSelectionView[],
): PriceMove[] {
  const before = new Map(previous.map((selection) => [selection.outcomeId, selection]));
  const moves: PriceMove[] = [];
  for (const selection of next) {
    const old = before.get(selection.outcomeId);
    if (!selection.live || !old?.live || old.price === '' || selection.price === '') continue;
    if (old.price === selection.price) continue;
    moves.push({
      outcomeId: selection.outcomeId,
      outcome: selection.outcomeDescription,
      from: old.price,
      to: selection.price,
    });
  }
  return moves;
}

/**
 * Moves waiting to be announced, with new ones folded in: one entry per selection, from the price
 * the player last heard to the latest one; a price back where it was is dropped.
 */
export function coalesceMoves(pending: readonly PriceMove[], moves: readonly PriceMove[]) {
  const byOutcome = new Map(pending.map((move) => [move.outcomeId, move]));
  for (const move of moves) {
    const earlier = byOutcome.get(move.outcomeId);
    byOutcome.set(move.outcomeId, earlier ? { ...move, from: earlier.from } : move);
  }
  return [...byOutcome.values()].filter((move) => move.from !== move.to);
}

/**
 * The announcement: each move named when there are one or two ("Price of Arsenal changed from
 * 2.10 to 2.30."), else how many selections moved. Undefined when there is nothing to say.
 */
export function announcementText(moves: readonly PriceMove[], t: Translate): string | undefined {
  if (moves.length === 0) return undefined;
  if (moves.length > 2) return t('live.pricesAnnouncement', { count: moves.length });
  return moves
    .map((move) =>
      t('live.priceAnnouncement', { outcome: move.outcome, old: move.from, new: move.to }),
    )
    .join(' ');
}
