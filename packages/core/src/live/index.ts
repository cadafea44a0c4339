export * from './liveRules';
export * from './liveState';
export * from './liveSlice';
export * from './liveConnection';
export * from './liveRetention';
