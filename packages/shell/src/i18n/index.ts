export * from './cookie';
export * from './paths';
export * from './routing';
export * from './messages';
export * from './languages';
export { createRequestConfig } from './request';
