export { createNextConfig } from './createNextConfig';
export { platformUrl } from '@clem/core/platform-url';
