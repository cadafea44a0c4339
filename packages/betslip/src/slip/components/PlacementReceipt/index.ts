export { PlacementReceipt, type PlacementReceiptProps } from './PlacementReceipt';
