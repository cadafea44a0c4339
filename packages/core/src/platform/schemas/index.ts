export * from './settings';
export * from './eventPathTree';
