export * from './betslipSlice';
export { RETAIL_CODES_SETTING, selectRetailCodesActive, toggleSelection } from './toggleSelection';
export { hasStoredSlip } from './storedSlip';
