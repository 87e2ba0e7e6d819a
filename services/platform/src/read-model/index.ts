// A read model: one value per organisation kept in memory, changed by events.
export * from './read-model.js';
