export { BetLineRow, type BetLineRowProps } from './BetLineRow';
