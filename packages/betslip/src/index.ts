/**
 * @clem/betslip: betslip (singles, multiples, systems, keypad, placement), jackpot, My Bets.
 * The foundation ships only the package boundary and its first rule; issue 9 fills it.
 */
export { BETSLIP_DEFAULTS } from './betslipDefaults';
export { loadBetslipMessages, resMessageKey } from './resMessages';
