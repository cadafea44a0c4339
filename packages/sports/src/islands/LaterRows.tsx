'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { rowBatches } from '../pages/rowBatches';
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
 *   ranges, so React keeps the rows and re-renders only the odds buttons whose price changed.
 * - What was loaded is kept for the list's `cacheKey` while the tab lives (the last `KEPT_LISTS`
 *   lists): coming back to the list (history back) shows it at once, then refreshes it.
 * - A failed batch shows a translated line and a retry button; rows already shown stay. A failed
 *   refresh keeps what is shown (the next tick tries again).
 */
export interface LaterRowsProps {
  load: (ranges: [number, number][]) => Promise<ReactNode[]>;
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

const loaded = new Map<string, ReactNode[]>();

export function LaterRows({
  load,
  from,
  to,
  batch = 20,
  cacheKey,
  ahead = 1500,
  labels,
}: LaterRowsProps) {
  const [chunks, setChunks] = useState<ReactNode[]>(() => loaded.get(cacheKey) ?? []);
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
    load(range)
      .then((nodes) => {
        setChunks((shown) => {
          const more = [...shown, nodes[0] ?? null];
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

  // The page's refresh tick: the shown batches again, same ranges, so React keeps the rows.
  useEffect(() => {
    const refresh = () => {
      if (busy.current || chunks.length === 0) return;
      busy.current = true;
      load(ranges(chunks.length))
        .then((nodes) => {
          setChunks(nodes);
          keepRecent(loaded, cacheKey, nodes);
        })
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    };
    window.addEventListener(LIST_REFRESH_EVENT, refresh);
    return () => window.removeEventListener(LIST_REFRESH_EVENT, refresh);
  }, [load, ranges, chunks.length, cacheKey]);

  return (
    <>
      {chunks.map((chunk, index) => (
        <div className="cs-batch" key={index} data-rows-from={from + index * batch}>
          {chunk}
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
