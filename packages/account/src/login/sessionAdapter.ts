import {
  expiresAtFrom,
  getDeviceId,
  playerDetailsReceived,
  type RootState,
  type StoreExtra,
} from '@clem/core';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { playerApi } from '../player/playerApi';

/**
 * What the login flow needs from core's session helpers and the player api, in one place.
 */

/** Epoch ms of expiry from a lifetime in seconds (null when there is none). */
export function expiresAtFromSeconds(seconds: number | undefined, now: number): number | null {
  return expiresAtFrom(seconds, now);
}

/** The device id for accounts/sessions (a random UUID kept in the `device_id` cookie). */
export function deviceIdForLogin(): string {
  return getDeviceId();
}

/**
 * After login: GET the player details (withAuth) and store them. A failure leaves the session as
 * it is (the session handling re-fetches on its own rules).
 */
export async function fetchPlayerDetailsAfterLogin(
  dispatch: ThunkDispatch<RootState, StoreExtra, UnknownAction>,
  username: string,
): Promise<void> {
  const result = await dispatch(
    playerApi.endpoints.getPlayerDetails.initiate(username, {
      subscribe: false,
      forceRefetch: true,
    }),
  );
  if (result.data) dispatch(playerDetailsReceived(result.data));
}
