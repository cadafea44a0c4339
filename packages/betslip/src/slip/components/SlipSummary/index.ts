export { PlaceButton, type PlaceButtonProps } from './PlaceButton';
export { SlipSummary, type SlipSummaryProps } from './SlipSummary';
