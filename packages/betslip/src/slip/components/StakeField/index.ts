export { StakeField, type StakeFieldProps } from './StakeField';
