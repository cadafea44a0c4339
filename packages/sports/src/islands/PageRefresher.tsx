'use client';

import { selectPlayerSettings, useAppSelector } from '@clem/core';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useRef } from 'react';
import { LIST_REFRESH_EVENT } from './listRefresh';

/**
 * Keeps a server-rendered sports page fresh (betting §7: "Event lists by eventPathId are polled
 * every 15 seconds"; the event page's sibling list too): while the tab is visible it asks the
 * server for the page again every `intervalMs`; React applies only what changed, so an odds
 * button re-renders only when its own price or state did. A tab coming back after longer than
 * the interval refreshes at once. Hidden tabs never poll.
 */
export interface PageRefresherProps {
  intervalMs?: number;
  /**
   * The sort order and list layout the server rendered with. When the player's settings differ
   * (changed in the settings panel, or restored from storage), the page is asked for again; the
   * store has written them to the `clem_view` cookie by then.
   */
  rendered?: { sortBy: 'competition' | 'time'; layout: 'euro' | 'asian' | 'thai' };
}

export const EVENT_LIST_POLL_MS = 15_000;

function refreshPage(router: ReturnType<typeof useRouter>) {
  startTransition(() => router.refresh());
  window.dispatchEvent(new Event(LIST_REFRESH_EVENT));
}

export function PageRefresher({ intervalMs = EVENT_LIST_POLL_MS, rendered }: PageRefresherProps) {
  const router = useRouter();
  const last = useRef(0);
  const settings = useAppSelector(selectPlayerSettings);
  const sortBy = settings.sortBy ?? 'competition';
  const layout = settings.layout ?? 'euro';
  const differs =
    rendered !== undefined && (rendered.sortBy !== sortBy || rendered.layout !== layout);

  useEffect(() => {
    if (!differs) return undefined;
    const timer = setTimeout(() => refreshPage(router), 0);
    return () => clearTimeout(timer);
  }, [differs, sortBy, layout, router]);

  useEffect(() => {
    last.current = Date.now();
    const refresh = () => {
      last.current = Date.now();
      refreshPage(router);
    };
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
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [router, intervalMs]);

  return null;
}
