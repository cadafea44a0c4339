/**
 * @clem/betslip: betslip (singles, multiples, systems, keypad, placement), jackpot, My Bets.
 */
export { BETSLIP_DEFAULTS } from './betslipDefaults';
export { loadBetslipMessages, resMessageKey } from './resMessages';
