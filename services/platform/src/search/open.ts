import { join } from 'node:path';
import type { Logger } from '../logger/index.js';
import type { SearchIndex } from './port.js';

export interface SearchIndexSettings {
  /** Elasticsearch URL; unset → the in-process index persisted under `<dataDir>/search`. */
  elasticsearchUrl?: string;
  /** Vector size (the embedder's). */
  dims: number;
  /** Elasticsearch index name (default `winzmail-chunks`). */
  indexName?: string;
  dataDir: string;
  logger?: Logger;
}

/** Picks the adapter from config; the Elasticsearch client is loaded only when a URL is set. */
export async function openSearchIndex(settings: SearchIndexSettings): Promise<SearchIndex> {
  if (settings.elasticsearchUrl) {
    const { ElasticIndex } = await import('./adapters/elastic/elastic-index.js');
    return ElasticIndex.open({
      url: settings.elasticsearchUrl,
      dims: settings.dims,
      indexName: settings.indexName ?? 'winzmail-chunks',
    });
  }
  const { MemoryIndex } = await import('./adapters/memory/memory-index.js');
  return MemoryIndex.open({
    dims: settings.dims,
    dir: join(settings.dataDir, 'search'),
    ...(settings.logger ? { logger: settings.logger } : {}),
  });
}
