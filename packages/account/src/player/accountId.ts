/**
 * The platform account id of the logged-in player: core's selector (the login details'
 * alsPlayerId, else the player details' alsId, else null), shared with the betslip's My Bets.
 */
export { selectAccountId } from '@clem/core';
