/**
 * The betslip's screen, loaded when the slip first opens (`React.lazy` in the shell's frame).
 */
export { ConnectedBetslip, default, type ConnectedBetslipProps } from './ConnectedBetslip';
export { buildSlipView, type SlipViewInput } from './buildSlipView';
export * from './view';
