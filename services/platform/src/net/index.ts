export * from './addresses.js';
export * from './guarded-lookup.js';
