export { SelectionCard, type SelectionCardProps } from './SelectionCard';
