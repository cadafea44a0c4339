export { BetslipDockTarget } from './BetslipDockTarget';
export { useBetslipDock } from './dock';
