import { storageKey } from '../domain/storageKeys';

/**
 * Every storage key the persisted slices and the session use (see persistence.ts, which a test
 * keeps in step with this list). Light on purpose: StoreProvider checks it before loading the
 * validating code, so a first visit with nothing stored never downloads it.
 */
export const PERSISTED_STORAGE_KEYS: readonly string[] = [
  storageKey('loginDetails'),
  storageKey('jwt'),
  storageKey('playerDetails'),
  storageKey('playerSettings'),
  storageKey('modals'),
  storageKey('menu'),
  storageKey('favouriteEvents'),
  storageKey('wallet'),
];

/** Whether anything worth restoring is stored (a read failure counts as nothing). */
export function hasPersistedState(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return PERSISTED_STORAGE_KEYS.some((key) => storage.getItem(key) !== null);
  } catch {
    return false;
  }
}
