export * from './errors';
export * from './client';
export * from './calls';
export * from './baseApi';
export * from './schemas';
export * from './maintenance';
export * from './sessionGuards';
export * from './eventCalls';
