/**
 * Back-to-top visibility (account-and-shell §4 "Back-to-top", §9): the button appears after
 * scrolling past 200 px, hides 5 s after the last scroll, and never shows on excluded paths.
 *
 * Decisions where the spec is silent:
 * - "Past 200 px" is a scroll offset strictly greater than 200. Scrolling back to 200 or less
 *   hides the button at once.
 * - Excluded paths (`BACK_TO_TOP_EXCLUDED_PREFIXES`): event pages (`/sports/event`, `/live/event`),
 *   which have their own sticky header; the embedded virtual-game pages (kiron, leap,
 *   betradar-virtuals, vir2al-games, edge, exchange, parlaybay, soccerbet, esportsbull, esports,
 *   cryptoblast, powerball, lotto), whose game scrolls inside its own frame; and the maintenance
 *   and blocked pages. A prefix matches the path itself and everything under it, after the
 *   locale prefix, query and trailing slash are removed.
 */

import { appPathOf } from './paths';

export const BACK_TO_TOP_THRESHOLD_PX = 200;
export const BACK_TO_TOP_HIDE_AFTER_MS = 5000;

export const BACK_TO_TOP_EXCLUDED_PREFIXES: readonly string[] = Object.freeze([
  '/sports/event',
  '/live/event',
  '/sports/kiron',
  '/sports/leap',
  '/sports/betradar-virtuals',
  '/sports/vir2al-games',
  '/sports/edge',
  '/sports/exchange',
  '/sports/parlaybay',
  '/sports/soccerbet',
  '/sports/esportsbull',
  '/sports/esports',
  '/cryptoblast',
  '/powerball',
  '/lotto',
  '/maintenance',
  '/blocked',
]);

/** Whether the back-to-top button is never shown on `pathname`. */
export function isBackToTopExcluded(pathname: string, locales?: readonly string[]): boolean {
  const path = appPathOf(pathname, locales);
  return BACK_TO_TOP_EXCLUDED_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

export interface BackToTopTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface BackToTopController {
  /** Call on every scroll with the current vertical offset. */
  scrolled: (scrollY: number) => void;
  /** Hide now (e.g. after the button was used). */
  hide: () => void;
  isVisible: () => boolean;
  /** Stops the hide timer. */
  dispose: () => void;
}

const defaultTimers: BackToTopTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The visibility state machine. `onChange` is called only when visibility flips. Each scroll
 * past the threshold (re)starts the 5 s hide timer.
 */
export function createBackToTop(
  onChange: (visible: boolean) => void,
  timers: BackToTopTimers = defaultTimers,
): BackToTopController {
  let visible = false;
  let timer: unknown;

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onChange(next);
  };
  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  return {
    scrolled(scrollY) {
      stopTimer();
      if (!(scrollY > BACK_TO_TOP_THRESHOLD_PX)) {
        set(false);
        return;
      }
      set(true);
      timer = timers.setTimeout(() => {
        timer = undefined;
        set(false);
      }, BACK_TO_TOP_HIDE_AFTER_MS);
    },
    hide() {
      stopTimer();
      set(false);
    },
    isVisible: () => visible,
    dispose: stopTimer,
  };
}
