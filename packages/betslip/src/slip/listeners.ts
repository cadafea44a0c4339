/**
 * The betslip's effects (refresh flow, closed selections, pending pick, storage), loaded when a
 * page first has a slip: a pick, a pending pick or a stored slip.
 */
export { startBetslipListeners, betslipRefreshRequested, readStoredSlip } from './betslipListeners';
