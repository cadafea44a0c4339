export * from './liveRules';
export * from './liveSlice';
export * from './liveConnection';
export * from './liveRetention';
