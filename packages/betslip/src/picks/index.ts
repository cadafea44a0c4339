export * from './betslipState';
export * from './betslipSlice';
export {
  betslipEvent,
  focusSlipStakeSoon,
  loadBetslipReducer,
  preloadBetslipReducer,
} from './betslipLoader';
export { RETAIL_CODES_SETTING, selectRetailCodesActive, toggleSelection } from './toggleSelection';
export { hasStoredSlip } from './storedSlip';
export { BETSLIP_REGION_ID } from './betslipRegion';
export { findSlipRoot, findStakeField, focusSlipStake } from './betslipFocus';
