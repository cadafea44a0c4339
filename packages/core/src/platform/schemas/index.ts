export * from './settings';
export * from './eventPathTree';
export * from './contract';
export * from './settingsDefaults';
export * from './content';
export * from './account';
export * from './events';
export * from './responseCodes';
