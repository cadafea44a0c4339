import { storageKey } from '@clem/core';
import { useEffect, useRef, useState } from 'react';
import { hasStoredSlip } from '../picks/storedSlip';

/**
 * Whether the player left the desktop slip open or closed (`clem-betslip-open`: `"open"` or
 * `"closed"`). The slip's column shows it as the player left it across reloads and full page
 * loads, as the leading books keep their bet slip; the store keeps it across client navigations.
 *
 * Decisions where the spec is silent: only the desktop column's state is remembered (a phone's
 * bottom sheet is a modal and always starts closed); a remembered "open" reopens a slip that was
 * restored from storage, never an empty one; a first pick still opens the slip by its own rule
 * whatever was remembered.
 */
export const DOCK_OPEN_STORAGE_KEY = storageKey('betslip-open');

type OpenStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): OpenStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The remembered choice: true (open), false (closed) or null (none, or unreadable). */
export function readDockOpen(storage: OpenStorage | undefined = browserStorage()): boolean | null {
  try {
    const value = storage?.getItem(DOCK_OPEN_STORAGE_KEY);
    return value === 'open' ? true : value === 'closed' ? false : null;
  } catch {
    return null;
  }
}

export function writeDockOpen(
  open: boolean,
  storage: OpenStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(DOCK_OPEN_STORAGE_KEY, open ? 'open' : 'closed');
  } catch {
    // Storage full or blocked: the slip still works on this page.
  }
}

/**
 * Keeps the desktop slip as the player left it. While a dock is shown (a desktop page with the
 * betslip column) and the slip has selections, each open or close is remembered; when a slip
 * restored from storage arrives closed and the player had left it open, `reopen` is called once.
 */
export function useRememberedDockOpen({
  docked,
  selectionCount,
  open,
  reopen,
}: {
  docked: boolean;
  selectionCount: number;
  open: boolean;
  reopen: () => void;
}): void {
  // Read once per mount: a slip restored from storage is the one a reload brings back.
  const [restoring] = useState(hasStoredSlip);
  const settled = useRef(false);
  useEffect(() => {
    if (!docked || selectionCount === 0) return;
    if (!settled.current) {
      settled.current = true;
      if (restoring && !open && readDockOpen() === true) {
        reopen();
        return;
      }
    }
    writeDockOpen(open);
  }, [docked, selectionCount, open, restoring, reopen]);
}
