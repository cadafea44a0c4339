export { createNextConfig } from './createNextConfig';
export { platformUrl } from '../platform/platformUrl';
