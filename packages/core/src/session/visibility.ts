import { createAction } from '@reduxjs/toolkit';

/**
 * The tab became visible or hidden (`visibilitychange`). StoreProvider dispatches it from the
 * document; session listeners re-check expiry, the external token and other tabs' logins on it.
 */
export const tabVisibilityChanged = createAction<{ visible: boolean }>(
  'session/tabVisibilityChanged',
);
