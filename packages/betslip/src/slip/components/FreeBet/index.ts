export { FreeBetToggle, type FreeBetToggleProps } from './FreeBet';
