/**
 * `[from, to)` cut into consecutive ranges of at most `size` rows: the batches a long list loads
 * in (`LaterRows`). A module of its own so the client island takes nothing else of the list view.
 */
export function rowBatches(from: number, to: number, size: number): [number, number][] {
  const batches: [number, number][] = [];
  const step = Math.max(1, Math.floor(size));
  for (let start = from; start < to; start += step)
    batches.push([start, Math.min(start + step, to)]);
  return batches;
}
