// `@winzmail/platform/search`: the port (types and rank fusion) and the factory that picks an
// adapter.
export * from './port.js';
export { DEFAULT_RANKING, type Ranking } from './analysis.js';
export { CHUNKS_INDEX, openSearchIndex, type SearchIndexSettings } from './open.js';
