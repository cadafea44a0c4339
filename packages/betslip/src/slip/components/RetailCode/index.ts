export { RetailCode, type RetailCodeProps } from './RetailCode';
