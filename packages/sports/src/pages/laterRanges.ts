/** The rows a `LaterRows` island asks for at once (see laterRows.tsx). */
export const BATCH_ROWS = 20;
/** A page shows at most 25 × 20 events (`pageParam`), so never more ranges than this. */
const MAX_RANGES = 25;

/**
 * Row ranges as the browser sent them, checked: whole numbers, each non-empty, inside the list and
 * at most a batch long, and not too many of them. Anything else is refused (`null`).
 */
export function usableRanges(
  ranges: unknown,
  count: number,
  batch: number,
): [number, number][] | null {
  if (!Array.isArray(ranges) || ranges.length === 0 || ranges.length > MAX_RANGES) return null;
  const usable: [number, number][] = [];
  for (const range of ranges) {
    if (!Array.isArray(range) || range.length !== 2) return null;
    const [from, to] = range as unknown[];
    if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) return null;
    const start = from as number;
    const end = to as number;
    if (start < 0 || end <= start || end > count || end - start > batch) return null;
    usable.push([start, end]);
  }
  return usable;
}

/**
 * The refresh of a long list, when rows moved since the island loaded them: the ranges it sent
 * (`[from, to)` of each shown batch, by index) and, per batch, the event ids that batch showed.
 * Between one refresh and the next an event can finish and leave the list (or a new one come in),
 * so each later row's index moves, and index ranges would hand a row to the batch before or after
 * its own: the island renders each batch as its own list, so that row would be rendered anew and
 * lose what the player saw on it (the price arrow, focus).
 *
 * So the inner boundaries follow the rows: batch `i` starts at the current index of the first of
 * its own events still listed there. The island's first row and end stay where they were
 * (`from` is where the page's own rows stop; the end is what the player has scrolled to), so the
 * batches still cover `[from, end)` once, in order, with no gap and no row twice. A batch whose
 * events have all gone is empty. When the list only lost events, every event still shown stays in
 * its batch (the rows that cross into the page's part or past the end leave the island).
 */
export function anchoredRanges(
  ranges: readonly (readonly [number, number])[],
  anchors: readonly (readonly number[])[],
  rowIds: readonly number[],
): [number, number][] {
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return [];
  const start = Math.min(first[0], rowIds.length);
  const end = Math.min(Math.max(last[1], start), rowIds.length);
  const index = new Map<number, number>();
  rowIds.forEach((id, at) => {
    if (!index.has(id)) index.set(id, at);
  });
  // Boundaries[i] is where batch i starts; undefined while batch i has no row of its own left.
  const boundaries: (number | undefined)[] = [start];
  let previous = start;
  for (let batch = 1; batch < ranges.length; batch += 1) {
    let found: number | undefined;
    for (const id of anchors[batch] ?? []) {
      const at = index.get(id);
      if (at !== undefined && at >= previous && at < end && (found === undefined || at < found))
        found = at;
    }
    boundaries.push(found);
    if (found !== undefined) previous = found;
  }
  // An emptied batch starts (and ends) where the next one starts.
  let next = end;
  for (let batch = boundaries.length - 1; batch >= 0; batch -= 1) {
    const boundary = boundaries[batch];
    if (boundary === undefined) boundaries[batch] = next;
    else next = boundary;
  }
  return boundaries.map((boundary, batch) => [boundary ?? end, boundaries[batch + 1] ?? end]);
}

/**
 * The event ids a browser sent per batch, checked like its ranges: one list per range, each of
 * whole numbers and at most twice a batch long. Anything else is refused (`null`).
 */
export function usableAnchors(
  anchors: unknown,
  ranges: readonly (readonly [number, number])[],
  batch: number,
): number[][] | null {
  if (!Array.isArray(anchors) || anchors.length !== ranges.length) return null;
  const usable: number[][] = [];
  for (const ids of anchors) {
    if (!Array.isArray(ids) || ids.length > batch * 2) return null;
    if (!ids.every((id) => Number.isSafeInteger(id))) return null;
    usable.push(ids as number[]);
  }
  return usable;
}
