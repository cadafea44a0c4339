import { useSyncExternalStore } from 'react';

/**
 * Where the open slip renders on desktop: the layout's betslip column, when the page has one and
 * it is shown. The column's target element (`BetslipDockTarget`, rendered by the shell) reports
 * itself here; the slip reads it with `useBetslipDock`.
 *
 * Visibility comes from a ResizeObserver on the target (a column hidden by the layout's media
 * rules has no width), so nothing here reads layout: an earlier version watched every DOM
 * mutation of the page and read `offsetParent`, which forced a layout on every price change and
 * every card the slip drew.
 */
let visible: HTMLElement | null = null;
const listeners = new Set<() => void>();

/** Sets the visible dock (or none); tells the subscribers when it changed. */
export function dockShown(element: HTMLElement | null): void {
  if (visible === element) return;
  visible = element;
  for (const listener of [...listeners]) listener();
}

/** Reports that `element` is no longer the dock (unmounted or hidden), if it was. */
export function dockGone(element: HTMLElement): void {
  if (visible === element) dockShown(null);
}

export function subscribeDock(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The visible dock element, if any. */
export function visibleDock(): HTMLElement | null {
  return visible;
}

/** The visible dock element, if any, re-rendering when it appears, hides or goes. */
export function useBetslipDock(): HTMLElement | null {
  return useSyncExternalStore(subscribeDock, visibleDock, () => null);
}

/**
 * How long a dock that left the page still counts as the dock. A client navigation unmounts the
 * page's betslip column and mounts the next page's one; the new column reports its width only
 * after layout. Without this grace the slip would see "no dock" in between and fall back to its
 * modal bottom sheet on a desktop for a moment (taking focus, and closing when focus moved back
 * to the page), so the open slip seemed to collapse on every navigation. A page without a
 * column still gets the sheet, this much later.
 */
export const DOCK_GRACE_MS = 300;

/**
 * Watches one dock element: shown while it has a width. Returns the cleanup. Without
 * ResizeObserver (old browsers, jsdom) the element never counts as shown, so the slip uses its
 * bottom sheet, which works everywhere. A dock that is hidden by the layout (no width) goes at
 * once; one that unmounts goes after `DOCK_GRACE_MS`, unless the next page's dock has taken its
 * place by then.
 */
export function watchDock(element: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (!entry) return;
    if (entry.contentRect.width > 0) dockShown(element);
    else dockGone(element);
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    setTimeout(() => dockGone(element), DOCK_GRACE_MS);
  };
}
