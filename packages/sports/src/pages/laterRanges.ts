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
