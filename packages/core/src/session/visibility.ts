import { defineAction } from '../store/slice';

/**
 * The tab became visible or hidden (`visibilitychange`). StoreProvider dispatches it from the
 * document; session listeners re-check expiry, the external token and other tabs' logins on it.
 */
export const tabVisibilityChanged = defineAction<{ visible: boolean }>(
  'session/tabVisibilityChanged',
);
