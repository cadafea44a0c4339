'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** The menu's media queries (account-and-shell §9 breakpoints: desktop 1024 px, wide 1366 px). */
export const DESKTOP_QUERY = '(min-width: 1024px)';
export const DESKTOP_NOT_WIDE_QUERY = '(min-width: 1024px) and (max-width: 1365px)';

function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(query);
}

/**
 * Whether a media query matches, kept current by its change events. On the server, and where
 * matchMedia does not exist, it answers `serverValue` (false by default).
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? serverValue,
    () => serverValue,
  );
}
