import type { ReactNode } from 'react';

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

/**
 * What a `LaterRows` island asks its server action for: the batches' row ranges by index and, on
 * a refresh, the event ids each shown batch holds, so the rows stay in their batches when the
 * list moved (`anchoredRanges`).
 */
export interface LaterRowsRequest {
  ranges: [number, number][];
  anchors?: number[][];
}

/** One batch as the server rendered it: its rows, and the ids of the events they show. */
export interface LaterBatch {
  rows: ReactNode;
  ids: number[];
}
