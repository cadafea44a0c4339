import { storageKey } from '@clem/core';

/**
 * Whether this browser has a stored slip (`clem-betslip`), without reading or validating it: the
 * frame loads the betslip's listeners (which validate and restore it) only when there is one.
 */
export function hasStoredSlip(): boolean {
  try {
    return window.localStorage.getItem(storageKey('betslip')) !== null;
  } catch {
    return false;
  }
}
