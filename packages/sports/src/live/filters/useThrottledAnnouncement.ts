'use client';

import { useEffect, useRef, useState } from 'react';

/** The shortest time between two announcements of a filter's result. */
export const ANNOUNCE_INTERVAL_MS = 1000;

/**
 * The text a polite live region should hold for a changing `message`: nothing at first (the page
 * already says what it shows), then each new message, at most once per `intervalMs`. A message
 * that changes again within the interval is announced when it ends, as its latest value, so a
 * player tapping through chips hears the result once rather than every step.
 */
export function useThrottledAnnouncement(
  message: string,
  intervalMs: number = ANNOUNCE_INTERVAL_MS,
): string {
  const [announced, setAnnounced] = useState('');
  const initial = useRef(message);
  const changed = useRef(false);
  const lastAt = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!changed.current && message === initial.current) return;
    changed.current = true;
    clearTimeout(timer.current);
    const announce = () => {
      lastAt.current = Date.now();
      setAnnounced(message);
    };
    const wait = lastAt.current + intervalMs - Date.now();
    if (wait <= 0) announce();
    else timer.current = setTimeout(announce, wait);
  }, [message, intervalMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return announced;
}
