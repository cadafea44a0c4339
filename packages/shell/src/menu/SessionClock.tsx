'use client';

import { useEffect, useState } from 'react';
import { formatSessionClock } from '../navigation/sideMenu';

export interface SessionClockProps {
  /** When the session started (epoch ms). */
  loginTime: number;
  /** The clock to read (default Date.now); injectable for stories and tests. */
  now?: () => number;
  className?: string;
}

function isoDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `PT${Math.floor(total / 3600)}H${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}

/**
 * hh:mm:ss since login (account-and-shell §2 Side menu tier 8), ticking every second. The tick
 * lives in this component alone, so nothing around it re-renders. The first text is computed at
 * render, which can differ between server and browser by a second: hydration warnings on the
 * text are suppressed for that reason.
 */
export function SessionClock({ loginTime, now = Date.now, className }: SessionClockProps) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const elapsed = current - loginTime;
  return (
    <time className={className} dateTime={isoDuration(elapsed)} suppressHydrationWarning>
      {formatSessionClock(elapsed)}
    </time>
  );
}
