export { createNextConfig, platformRewrites } from './createNextConfig';
export { platformUrl } from '../platform/platformUrl';
