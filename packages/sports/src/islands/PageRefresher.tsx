'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef } from 'react';

/**
 * Keeps a server-rendered sports page fresh (betting §7: "Event lists by eventPathId are polled
 * every 15 seconds"; the event page's sibling list too): while the tab is visible it asks the
 * server for the page again every `intervalMs`; React applies only what changed, so an odds
 * button re-renders only when its own price or state did. A tab coming back after longer than
 * the interval refreshes at once. Hidden tabs never poll.
 *
 * `stale` (optional): a check run once after hydration; true means the server rendered with
 * preferences the browser no longer has (time zone, sort order), so the page refreshes once.
 */
export interface PageRefresherProps {
  intervalMs?: number;
  stale?: boolean;
}

export const EVENT_LIST_POLL_MS = 15_000;

export function PageRefresher({ intervalMs = EVENT_LIST_POLL_MS, stale = false }: PageRefresherProps) {
  const router = useRouter();
  const last = useRef(Date.now());

  useEffect(() => {
    const refresh = () => {
      last.current = Date.now();
      startTransition(() => router.refresh());
    };
    // Later than the store's effects (parents run theirs after children), so the cookie with the
    // browser's time zone is written before the server is asked again.
    const staleTimer = stale ? setTimeout(refresh, 0) : undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (document.visibilityState === 'visible') refresh();
      }, intervalMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return stop();
      if (Date.now() - last.current >= intervalMs) refresh();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      if (staleTimer !== undefined) clearTimeout(staleTimer);
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [router, intervalMs, stale]);

  return null;
}
