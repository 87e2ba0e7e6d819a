// `@winzmail/platform/blobs`: the port (types) and the factory that picks an adapter.
export * from './port.js';
export { openBlobStore, type BlobStoreSettings } from './open.js';
