import { selectLoginDetails } from './sessionSlice';
import { selectPlayerDetails } from './playerDetailsSlice';
import type { RootState } from '../store/makeStore';

/**
 * The platform account id of the logged-in player, for the calls with `{accountId}` in their path
 * (betslips, open bets, bet count, account info): the login details' alsPlayerId (the sandbox's
 * `accountId` is the `alsPlayerId`), else the player details' alsId, else null (not logged in, or
 * the details have not arrived yet). One definition for every feature package.
 */
export function selectAccountId(
  state: Pick<RootState, 'session' | 'playerDetails'>,
): number | null {
  return selectLoginDetails(state)?.alsPlayerId ?? selectPlayerDetails(state)?.alsId ?? null;
}
