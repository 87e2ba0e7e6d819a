// `@winzmail/platform/store`: the port (types) and the factory that picks an adapter.
export * from './port.js';
export { openDocumentStore, type DocumentStoreSettings } from './open.js';
export { eraseOrgRecords, startsWith } from './erase-org.js';
