export { BetslipPanel, type BetslipPanelProps } from './BetslipPanel';
export { EmptySlip } from './EmptySlip';
