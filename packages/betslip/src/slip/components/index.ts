// The betslip's presentational components: props only (a `SlipView` in, `SlipActions` out), no
// store and no fetching. `ConnectedBetslip` builds the view and handles the calls.
export { BetLineRow, type BetLineRowProps } from './BetLineRow';
export { BetslipPanel, EmptySlip, type BetslipPanelProps } from './BetslipPanel';
export { Keypad, type KeypadProps } from './Keypad';
export { PlacementReceipt, type PlacementReceiptProps } from './PlacementReceipt';
export { RetailCode, type RetailCodeProps } from './RetailCode';
export { SelectionCard, type SelectionCardProps } from './SelectionCard';
export { SlipMessages, type SlipMessagesProps } from './SlipMessages';
export {
  PlaceButton,
  SlipSummary,
  type PlaceButtonProps,
  type SlipSummaryProps,
} from './SlipSummary';
export { StakeField, type StakeFieldProps } from './StakeField';
