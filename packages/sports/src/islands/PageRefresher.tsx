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
 *
 * A page the brand server's shared cache answered was rendered up to a few seconds before it was
 * served, and says how long in its `Server-Timing: age` (server/pageCache.mjs): the first refresh
 * comes that much sooner, so what the player sees is never older than the interval from its
 * render, cached or not.
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

/**
 * How old the document was when it was served (the page cache's `Server-Timing: age`, in ms), or 0:
 * only for the page the document was loaded as (`href` is where the player is now; a page reached
 * by client navigation was rendered for it).
 */
export function servedPageAgeMs(
  navigation: Pick<PerformanceNavigationTiming, 'name' | 'serverTiming'> | undefined,
  href: string,
): number {
  if (!navigation || navigation.name !== href) return 0;
  const age = navigation.serverTiming?.find((timing) => timing.name === 'age')?.duration;
  return typeof age === 'number' && Number.isFinite(age) && age > 0 ? age : 0;
}

/** The wait before the first refresh: the interval less the page's age when served. */
export function firstRefreshDelayMs(intervalMs: number, ageMs: number): number {
  return Math.max(0, intervalMs - Math.max(0, ageMs));
}

function documentAgeMs(): number {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') {
    return 0;
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return servedPageAgeMs(navigation, window.location.href);
}

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
    // A cached page counts as asked for when it was rendered.
    const age = documentAgeMs();
    last.current = Date.now() - age;
    const refresh = () => {
      last.current = Date.now();
      refreshPage(router);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible') refresh();
        schedule(intervalMs);
      }, delay);
    };
    const start = () => {
      if (timer !== undefined) return;
      schedule(firstRefreshDelayMs(intervalMs, Date.now() - last.current));
    };
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
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
