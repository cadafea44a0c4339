export { createProxy } from './createProxy';
export { buildContentSecurityPolicy, createNonce, securityHeaders } from './csp';
