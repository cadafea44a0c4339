'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { rowBatches, type LaterBatch, type LaterRowsRequest } from '../pages/rowBatches';
import { keepRecent } from './keptLists';
import { LIST_REFRESH_EVENT } from './listRefresh';

/**
 * The rows of a long list below its first screenful ("a league with 200 events renders
 * and scrolls without long tasks over 100 ms"). The server renders the first rows into the page;
 * this island asks the server for the rest in batches as the player scrolls towards them, so the
 * page's first document stays small and no single task parses, lays out or hydrates 200 rows.
 *
 * - `load` renders rows on the server (a server action bound to the list), one element per
 *   requested range. The first batch comes as soon as the page is idle, the next ones when the
 *   end of what is shown comes within `ahead` pixels of the viewport.
 * - Every refresh of the page (`PageRefresher`'s tick) asks again for what is shown, in the same
 *   ranges, with the event ids each batch holds: when an earlier event has left the list
 *   meanwhile, the server moves the batches' boundaries with their rows (`anchoredRanges`), so
 *   each row stays in its batch and React keeps it, re-rendering only the odds buttons whose
 *   price changed (a row moved into another batch would be rendered anew and lose its arrow).
 * - What was loaded is kept for the list's `cacheKey` while the tab lives (the last `KEPT_LISTS`
 *   lists): coming back to the list (history back) shows it at once, then refreshes it.
 * - A failed batch shows a translated line and a retry button; rows already shown stay. A failed
 *   refresh keeps what is shown (the next tick tries again).
 */
export interface LaterRowsProps {
  load: (request: LaterRowsRequest) => Promise<LaterBatch[]>;
  /** The first row this island shows (the rows before it are in the page). */
  from: number;
  /** One past the last row of the list. */
  to: number;
  batch?: number;
  cacheKey: string;
  /** How close (px) the end of the shown rows may come to the viewport before the next batch. */
  ahead?: number;
  labels: { loading: string; failed: string; retry: string };
}

const loaded = new Map<string, LaterBatch[]>();

export function LaterRows({
  load,
  from,
  to,
  batch = 20,
  cacheKey,
  ahead = 1500,
  labels,
}: LaterRowsProps) {
  const [chunks, setChunks] = useState<LaterBatch[]>(() => loaded.get(cacheKey) ?? []);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const busy = useRef(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const shownTo = Math.min(to, from + chunks.length * batch);
  const done = shownTo >= to;

  /** The first `count` batches of the island's rows. */
  const ranges = useCallback(
    (count: number) => rowBatches(from, to, batch).slice(0, count),
    [from, to, batch],
  );

  const next = useCallback(() => {
    if (busy.current || done) return;
    busy.current = true;
    setStatus('loading');
    const range = ranges(chunks.length + 1).slice(-1);
    load({ ranges: range })
      .then((batches) => {
        setChunks((shown) => {
          const more = [...shown, batches[0] ?? { rows: null, ids: [] }];
          keepRecent(loaded, cacheKey, more);
          return more;
        });
        setStatus('idle');
      })
      .catch(() => setStatus('failed'))
      .finally(() => {
        busy.current = false;
      });
  }, [load, ranges, chunks.length, done, cacheKey]);

  // The first batch as soon as the page is idle; later ones while the end is near the viewport.
  useEffect(() => {
    if (done || status !== 'idle') return undefined;
    const near = () => {
      const box = sentinel.current?.getBoundingClientRect();
      return box !== undefined && box.top < window.innerHeight + ahead;
    };
    if (chunks.length === 0 || near()) {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => next(), { timeout: 1000 });
        return () => window.cancelIdleCallback(handle);
      }
      const timer = setTimeout(next, 50);
      return () => clearTimeout(timer);
    }
    const target = sentinel.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) next();
      },
      { rootMargin: `0px 0px ${ahead}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [chunks.length, done, status, next, ahead]);

  // The page's refresh tick: the shown batches again, anchored on their rows, so React keeps them.
  useEffect(() => {
    const refresh = () => {
      if (busy.current || chunks.length === 0) return;
      busy.current = true;
      load({ ranges: ranges(chunks.length), anchors: chunks.map((chunk) => chunk.ids) })
        .then((batches) => {
          setChunks(batches);
          keepRecent(loaded, cacheKey, batches);
        })
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    };
    window.addEventListener(LIST_REFRESH_EVENT, refresh);
    return () => window.removeEventListener(LIST_REFRESH_EVENT, refresh);
  }, [load, ranges, chunks, cacheKey]);

  return (
    <>
      {chunks.map((chunk, index) => (
        <div className="cs-batch" key={index}>
          {chunk.rows}
        </div>
      ))}
      {done ? null : (
        <div ref={sentinel} className="cs-later">
          {status === 'failed' ? (
            <p className="cs-notice" role="alert">
              {labels.failed}{' '}
              <button type="button" className="cs-retry" onClick={() => setStatus('idle')}>
                {labels.retry}
              </button>
            </p>
          ) : (
            <p className="cs-muted" role="status">
              {status === 'loading' ? labels.loading : null}
            </p>
          )}
        </div>
      )}
    </>
  );
}
