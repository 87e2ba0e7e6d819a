// `@winzmail/platform/search`: the port (types and rank fusion) and the factory that picks an
// adapter.
export * from './port.js';
export { openSearchIndex, type SearchIndexSettings } from './open.js';
