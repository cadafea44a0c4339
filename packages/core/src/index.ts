export * from './domain';
export * from './platform';
export * from './store';
