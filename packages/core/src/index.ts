export * from './domain';
export * from './platform';
export * from './store';
export * from './session';
export * from './live';
