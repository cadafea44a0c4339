export * from './settings';
export * from './eventPathTree';
export * from './contract';
export * from './settingsDefaults';
