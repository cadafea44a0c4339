import { selectLoginDetails, selectPlayerDetails, type RootState } from '@clem/core';

/**
 * The platform account id of the logged-in player (the sandbox: `accountId` = `alsPlayerId`):
 * the login details' alsPlayerId, else the player details' alsId, else null.
 */
export function selectAccountId(state: RootState): number | null {
  return selectLoginDetails(state)?.alsPlayerId ?? selectPlayerDetails(state)?.alsId ?? null;
}
