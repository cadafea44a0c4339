export * from './betslipSlice';
export { toggleSelection } from './toggleSelection';
export { hasStoredSlip } from './storedSlip';
