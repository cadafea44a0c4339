export * from './makeStore';
export * from './hooks';
export * from './settingsSlice';
export * from './sessionSlice';
export * from './StoreProvider';
export * from './frameSlice';
export * from './menuSlice';
export * from './modalsSlice';
