export { createNextConfig, platformRewrites, platformUrl } from './createNextConfig';
