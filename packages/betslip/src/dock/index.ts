export { BetslipDockTarget } from './BetslipDockTarget';
export { useBetslipDock } from './dock';
export { useRememberedDockOpen } from './dockOpen';
